import { hashPassword } from '../../../auth/password'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { seedIds } from '../../../db/seed-ids'

/** Tables of the users, their departments and roles, emptied by the test reset before seeding again (children first). */
export const userTables: string[] = ['sys_user_depart', 'sys_user_role', 'sys_user']

/**
 * The demo accounts' password hashes, derived once per process: scrypt costs ~50 ms a hash, and the test reset
 * seeds again very often. Same plaintext, same salted hash, which for demo accounts with a published password
 * reveals nothing.
 */
const seedHashes = new Map<string, Promise<string>>()
function seedPasswordHash(password: string): Promise<string> {
  let hash = seedHashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    seedHashes.set(password, hash)
  }
  return hash
}

async function insertUser(
  db: Queryable,
  user: {
    id: string
    username: string
    realname: string
    password: string
    orgCode: string | null
    status?: number
    workNo: string
    phone?: string
  },
) {
  await db.query(
    `INSERT INTO sys_user (id, username, realname, password, org_code, status, work_no, sex, phone, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, 'admin')`,
    [
      user.id,
      user.username,
      user.realname,
      await seedPasswordHash(user.password),
      user.orgCode,
      user.status ?? 1,
      user.workNo,
      user.phone ?? null,
    ],
  )
}

/** The demo users (README lists them and their passwords) and their departments (after depart's seed). */
export async function seedUsers(db: Queryable): Promise<void> {
  await insertUser(db, {
    id: seedIds.admin,
    username: 'admin',
    realname: '管理员',
    password: '123456',
    orgCode: 'A01',
    workNo: '00001',
    phone: '18611111111',
  })
  await insertUser(db, {
    id: seedIds.jeecg,
    username: 'jeecg',
    realname: 'jeecg',
    password: '123456',
    orgCode: 'A01A05',
    workNo: '00002',
  })
  await insertUser(db, {
    id: seedIds.zhagnxiao,
    username: 'zhagnxiao',
    realname: '张小红',
    password: '123',
    orgCode: 'A01A05',
    status: 2,
    workNo: '00003',
  })
  // A user of two departments: chooses the current one at sign-in (docs/spec.md §4).
  await insertUser(db, {
    id: seedIds.zhangsan,
    username: 'zhangsan',
    realname: '张三',
    password: '123456',
    orgCode: null,
    workNo: '00004',
    phone: '13800000003',
  })
  // One user per business role (README, Demo users).
  for (const [id, username, realname, orgCode, workNo, phone] of [
    [seedIds.hr01, 'hr01', '人事张经理', 'A01A01', '00011', '13800000011'],
    [seedIds.qc01, 'qc01', '质检李工', 'A01A02', '00012', '13800000012'],
    [seedIds.cnt01, 'cnt01', '食堂王师傅', 'A01A03', '00013', '13800000013'],
    // The repairers of 后勤部: their role (维修工, seeded by modules/rep) makes them the 派工 picker's choices.
    [seedIds.rep01, 'rep01', '维修赵师傅', 'A01A03', '00014', '13800000014'],
    [seedIds.rep02, 'rep02', '维修钱师傅', 'A01A03', '00015', '13800000015'],
  ] as const) {
    await insertUser(db, { id, username, realname, password: '123456', orgCode, workNo, phone })
  }
  for (const [userId, departId] of [
    [seedIds.hr01, seedIds.departHr],
    [seedIds.qc01, seedIds.departQc],
    [seedIds.cnt01, seedIds.departLogistics],
    [seedIds.rep01, seedIds.departLogistics],
    [seedIds.rep02, seedIds.departLogistics],
    [seedIds.zhangsan, seedIds.departRoot],
    [seedIds.zhangsan, seedIds.departRnd],
    [seedIds.admin, seedIds.departRoot],
    [seedIds.jeecg, seedIds.departRnd],
    [seedIds.zhagnxiao, seedIds.departRnd],
  ]) {
    await db.query('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)', [
      newId(),
      userId,
      departId,
    ])
  }
}

/** The users' roles: admin is 管理员, each business user holds their role (after role's seed). */
export async function seedUserRoles(db: Queryable): Promise<void> {
  for (const [userId, roleId] of [
    [seedIds.admin, seedIds.roleAdmin],
    [seedIds.hr01, seedIds.roleHr],
    [seedIds.qc01, seedIds.roleQc],
    [seedIds.cnt01, seedIds.roleCanteen],
  ]) {
    await db.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
      newId(),
      userId,
      roleId,
    ])
  }
}
