import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { adminSeedIds, seedIds } from '../../../db/seed-ids'

/** Tables of the departments and their roles, emptied by the test reset before seeding again (children first). */
export const departTables: string[] = [
  'sys_depart_permission',
  'sys_depart_role_permission',
  'sys_depart_role_user',
  'sys_depart_role',
  'sys_depart',
]

/** The company and its four departments (upstream's ids and org codes where upstream has them). */
export async function seedDeparts(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO sys_depart (id, parent_id, depart_name, org_code, org_category, org_type, depart_order)
     VALUES ($1, '', '北京国炬软件', 'A01', '1', '1', 0), ($2, $1, '研发部', 'A01A05', '2', '2', 1),
       ($3, $1, '人事部', 'A01A01', '2', '2', 2), ($4, $1, '质检部', 'A01A02', '2', '2', 3),
       ($5, $1, '后勤部', 'A01A03', '2', '2', 4)`,
    [seedIds.departRoot, seedIds.departRnd, seedIds.departHr, seedIds.departQc, seedIds.departLogistics],
  )
}

/** Department roles: two in 研发部, one in 质检部; jeecg is the R&D leader, qc01 the QC leader (needs the users). */
export async function seedDepartRoles(db: Queryable): Promise<void> {
  for (const [id, departId, name, code, description] of [
    [adminSeedIds.departRoleRdLeader, seedIds.departRnd, '研发组长', 'rd_leader', '研发部的组长'],
    [adminSeedIds.departRoleRdEngineer, seedIds.departRnd, '研发工程师', 'rd_engineer', '研发部的工程师'],
    [adminSeedIds.departRoleQcLeader, seedIds.departQc, '质检组长', 'qc_leader', '质检部的组长'],
  ] as const) {
    await db.query(
      `INSERT INTO sys_depart_role (id, depart_id, role_name, role_code, description, create_by)
       VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [id, departId, name, code, description],
    )
  }
  for (const [userId, roleId] of [
    [seedIds.jeecg, adminSeedIds.departRoleRdLeader],
    [seedIds.qc01, adminSeedIds.departRoleQcLeader],
  ] as const) {
    await db.query('INSERT INTO sys_depart_role_user (id, user_id, drole_id) VALUES ($1, $2, $3)', [
      newId(),
      userId,
      roleId,
    ])
  }
}
