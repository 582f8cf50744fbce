import { hashPassword } from '../auth/password'
import type { Queryable } from './database'
import { newId } from './ids'
import { seedIds } from './seed-ids'
import { seedDicts, type SeedDict } from './seed-dicts'
import { seedAdmin } from './seed-admin'
import { seedSystemDemo } from './seed-system-demo'
import { branchOf, productMenus, retiredMenuUrls, seedMenuIdOf } from './seed-menus'
import { seedQuartzJobs } from '../scheduler/seed-jobs'
import { moduleTables, seedModules } from '../modules/modules'

export { seedIds } from './seed-ids'

interface MenuSeed {
  id: string
  parent?: string
  name: string
  url?: string
  component?: string
  menuType?: 0 | 1 | 2
  perms?: string
  permsType?: '1' | '2'
  sort: number
  icon?: string
  hidden?: boolean
  route?: boolean
  external?: boolean
  alwaysShow?: boolean
}

const menus: MenuSeed[] = [
  {
    id: seedIds.home,
    name: '首页',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    sort: 0,
    icon: 'home',
  },
  {
    id: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
    name: '系统管理',
    url: '/isystem',
    component: 'layouts/RouteView',
    sort: 4,
    icon: 'setting',
  },
  {
    id: '3f915b2769fc80648e92d04e84ca059d',
    parent: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
    name: '用户管理',
    url: '/isystem/user',
    component: 'system/UserList',
    menuType: 1,
    sort: 1.1,
  },
  {
    id: '1260928341675982849',
    parent: '3f915b2769fc80648e92d04e84ca059d',
    name: '添加按钮',
    menuType: 2,
    perms: 'user:add',
    permsType: '1',
    sort: 1,
  },
  {
    id: '1260929666434318338',
    parent: '3f915b2769fc80648e92d04e84ca059d',
    name: '用户编辑',
    menuType: 2,
    perms: 'user:edit',
    permsType: '1',
    sort: 2,
  },
  {
    id: '1260933542969458689',
    parent: '3f915b2769fc80648e92d04e84ca059d',
    name: '禁用生日字段',
    menuType: 2,
    perms: 'user:form:birthday',
    permsType: '2',
    sort: 3,
  },
  {
    // Who holds it sees users' phones and birthdays unmasked (server/src/http/masking.ts).
    id: '4f6a0c2e8b1d4e3a9c7b5d2f1e0a9b8c',
    parent: '3f915b2769fc80648e92d04e84ca059d',
    name: '查看敏感信息',
    menuType: 2,
    perms: 'user:sensitive',
    permsType: '2',
    sort: 4,
  },
  {
    id: '190c2b43bec6a5f7a4194a85db67d96a',
    parent: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
    name: '角色管理',
    url: '/isystem/roleUserList',
    component: 'system/RoleUserList',
    menuType: 1,
    sort: 1.2,
  },
  {
    id: 'f2849d3814fc97993bfc519ae6bbf049',
    parent: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
    name: '用户详情',
    url: '/isystem/user/detail',
    component: 'system/UserList',
    menuType: 1,
    sort: 1.3,
    hidden: true,
  },
  {
    id: '2dbbafa22cda07fa5d169d741b81fe12',
    parent: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
    name: '在线文档',
    url: "{{ window._CONFIG['domianURL'] }}/doc.html",
    component: 'layouts/IframePageView',
    menuType: 1,
    sort: 4,
  },
]

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

/** Every menu of the seed: upstream's own plus the product's modules and system pages. */
function seedMenus(): MenuSeed[] {
  return [...menus, ...productMenus('d7d6e2e4e2934f2c9385a623fd98c6f3')]
}

async function insertMenus(db: Queryable, list: readonly MenuSeed[]) {
  const parents = new Set(
    seedMenus()
      .map((m) => m.parent)
      .filter(Boolean),
  )
  for (const m of list) {
    await db.query(
      `INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, perms, perms_type, sort_no, icon,
         is_route, is_leaf, hidden, internal_or_external, always_show)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        m.id,
        m.parent ?? null,
        m.name,
        m.url ?? null,
        m.component ?? null,
        m.menuType ?? 0,
        m.perms ?? null,
        m.permsType ?? '1',
        m.sort,
        m.icon || null,
        m.route ?? true,
        !parents.has(m.id),
        m.hidden ?? false,
        m.external ?? false,
        m.alwaysShow ?? false,
      ],
    )
  }
}

/**
 * A database seeded by an older release lacks the pages added since: insert the seed menus it does not
 * have (by id; menus an administrator deleted on purpose come back only if their id is new) and grant
 * them to the admin role. Returns the names added.
 */
export async function syncSeedMenus(db: Queryable): Promise<string[]> {
  const existing = new Set(
    (await db.query<{ id: string }>('SELECT id FROM sys_permission')).map((row) => row.id),
  )
  const known = new Set(
    (await db.query<{ permission_id: string }>('SELECT permission_id FROM sys_seed_menu')).map(
      (row) => row.permission_id,
    ),
  )
  const missing = seedMenus().filter((m) => !existing.has(m.id) && !known.has(m.id))
  if (missing.length) {
    await insertMenus(db, missing)
    for (const m of missing) {
      await db.query('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)', [
        newId(),
        seedIds.roleAdmin,
        m.id,
      ])
    }
    // A view-sensitive data permission goes to every role that holds its page: they saw the
    // personal data unmasked before this release, and keep doing so until an administrator takes it away.
    for (const m of missing.filter((menu) => menu.perms?.endsWith(':sensitive') && menu.parent)) {
      await db.query(
        `INSERT INTO sys_role_permission (id, role_id, permission_id)
         SELECT md5(rp.role_id || $2), rp.role_id, $2 FROM sys_role_permission rp
          WHERE rp.permission_id = $1 AND rp.role_id <> $3`,
        [m.parent, m.id, seedIds.roleAdmin],
      )
    }
    // Parents that gained children are no longer leaves.
    await db.query(
      `UPDATE sys_permission p SET is_leaf = false
        WHERE p.is_leaf AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = p.id AND c.del_flag = 0)`,
    )
  }
  // Pages this release no longer seeds leave a database that got them from the seed (grants cascade).
  const retired = retiredMenuUrls.map(seedMenuIdOf).filter((id) => known.has(id))
  if (retired.length) {
    await db.query('DELETE FROM sys_permission WHERE id = ANY($1::text[]) OR parent_id = ANY($1::text[])', [
      retired,
    ])
    await db.query('DELETE FROM sys_seed_menu WHERE permission_id = ANY($1::text[])', [retired])
  }
  for (const m of seedMenus()) {
    if (!known.has(m.id)) {
      await db.query('INSERT INTO sys_seed_menu (permission_id) VALUES ($1) ON CONFLICT DO NOTHING', [m.id])
    }
  }
  return missing.map((m) => m.name)
}

/** Demo data of a fresh database (README lists the users and passwords). */
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

export async function seed(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO sys_depart (id, parent_id, depart_name, org_code, org_category, org_type, depart_order)
     VALUES ($1, '', '北京国炬软件', 'A01', '1', '1', 0), ($2, $1, '研发部', 'A01A05', '2', '2', 1),
       ($3, $1, '人事部', 'A01A01', '2', '2', 2), ($4, $1, '质检部', 'A01A02', '2', '2', 3),
       ($5, $1, '后勤部', 'A01A03', '2', '2', 4)`,
    [seedIds.departRoot, seedIds.departRnd, seedIds.departHr, seedIds.departQc, seedIds.departLogistics],
  )
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

  await db.query(
    `INSERT INTO sys_role (id, role_name, role_code, description) VALUES ($1, '管理员', 'admin', '管理员')`,
    [seedIds.roleAdmin],
  )
  await db.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
    newId(),
    seedIds.admin,
    seedIds.roleAdmin,
  ])

  const product = productMenus('d7d6e2e4e2934f2c9385a623fd98c6f3')
  const allMenus = seedMenus()
  await insertMenus(db, allMenus)

  // Roles with different menus and buttons: admin everything; the HR manager sees the user list without
  // the add button (user:add) but holds the type-2 (data) permission user:form:birthday.
  const SYSTEM = 'd7d6e2e4e2934f2c9385a623fd98c6f3'
  const USERS = '3f915b2769fc80648e92d04e84ca059d'
  const grants: Array<[string, string, string, string, string[]]> = [
    [seedIds.roleAdmin, '管理员', 'admin', '管理员', allMenus.map((m) => m.id)],
    [
      seedIds.roleHr,
      '人事经理',
      'hr_manager',
      '人事、考勤、招聘；用户列表可编辑不可新增',
      [
        seedIds.home,
        ...branchOf(product, '/hr'),
        ...branchOf(product, '/att'),
        ...branchOf(product, '/rec'),
        SYSTEM,
        USERS,
        '1260929666434318338', // user:edit
        '1260933542969458689', // user:form:birthday (type 2)
      ],
    ],
    [seedIds.roleQc, '质检员', 'qc_inspector', '质量检验', [seedIds.home, ...branchOf(product, '/qc')]],
    [
      seedIds.roleCanteen,
      '食堂管理员',
      'canteen_clerk',
      '食堂消费',
      [seedIds.home, ...branchOf(product, '/cnt')],
    ],
  ]
  for (const [roleId, name, code, description, permissionIds] of grants) {
    if (roleId !== seedIds.roleAdmin) {
      await db.query('INSERT INTO sys_role (id, role_name, role_code, description) VALUES ($1, $2, $3, $4)', [
        roleId,
        name,
        code,
        description,
      ])
    }
    for (const permissionId of new Set(permissionIds)) {
      await db.query('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)', [
        newId(),
        roleId,
        permissionId,
      ])
    }
  }
  for (const [userId, roleId] of [
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

  // Check rules (/sys/checkRule/checkByCode) and announcements of each priority (the notice bell).
  await db.query(
    `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description) VALUES
       ($1, '工号', 'work_no', $2, '5 位数字'), ($3, '物料编码', 'material_code', $4, '2 位大写字母 + 4 位数字')`,
    [
      newId(),
      JSON.stringify([{ digits: '*', pattern: '^\\d{5}$', message: '工号是5位数字' }]),
      newId(),
      JSON.stringify([
        { digits: '2', pattern: '^[A-Z]+$', message: '前两位必须是大写字母' },
        { digits: '4', pattern: '^\\d+$', message: '后四位必须是数字' },
      ]),
    ],
  )
  for (const [title, priority, category] of [
    ['二车间周六停电检修', 'H', '1'],
    ['食堂新菜单上线', 'M', '1'],
    ['年度体检安排', 'L', '1'],
    ['系统将于今晚 22:00 升级', 'M', '2'],
  ] as const) {
    await db.query(
      `INSERT INTO sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, send_status, send_time,
         sender, create_by) VALUES ($1, $2, $3, $4, $5, 'ALL', '1', now(), 'admin', 'admin')`,
      [newId(), title, `<p>${title}</p>`, priority, category],
    )
  }
  // An online report for the popup selector (cgRpConfigId = seedIds.reportUsers, code popup_user).
  await db.query(
    `INSERT INTO onl_cgreport_head (id, code, name, cgr_sql) VALUES ($1, 'popup_user', '选择用户', $2)`,
    [
      seedIds.reportUsers,
      `SELECT u.username, u.realname, u.sex, u.phone, u.work_no, to_char(u.create_time, 'YYYY-MM-DD') AS create_date
       FROM sys_user u WHERE u.del_flag = 0`,
    ],
  )
  for (const [index, [field, label, type, search, dict, mode]] of (
    [
      ['username', '账号', 'String', 1, null, 'single'],
      ['realname', '姓名', 'String', 1, null, 'single'],
      ['sex', '性别', 'Integer', 1, 'sex', 'single'],
      ['phone', '手机号', 'String', 0, null, null],
      ['work_no', '工号', 'String', 1, null, 'single'],
      ['create_date', '创建日期', 'Date', 1, null, 'group'],
    ] as const
  ).entries()) {
    await db.query(
      `INSERT INTO onl_cgreport_item (id, cgrhead_id, field_name, field_txt, field_type, is_search, dict_code, search_mode, order_num)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [newId(), seedIds.reportUsers, field, label, type, search, dict, mode, index],
    )
  }
  // 46 rows for the standard table template: numbers, call counts and states spread deterministically.
  await db.query(
    `INSERT INTO template_service (id, no, description, call_no, status, updated_at)
     SELECT n, 'No ' || (100000 + n), '这是一段描述 ' || n, (n * 37) % 1000, n % 4, timestamp '2026-11-01 09:00' + n * interval '7 hours'
     FROM generate_series(1, 46) AS n`,
  )
  await seedQuartzJobs(db)
  await insertDicts(db, seedDicts)
  await seedAdmin(db)
  await seedSystemDemo(db)
  await seedModules(db)
}

/** Dictionaries and their items, two statements whatever their number. */
async function insertDicts(db: Queryable, dicts: readonly SeedDict[]): Promise<void> {
  if (!dicts.length) return
  const ids = dicts.map(() => newId())
  await db.query(
    'INSERT INTO sys_dict (id, dict_name, dict_code) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])',
    [ids, dicts.map((dict) => dict.name), dicts.map((dict) => dict.code)],
  )
  const items = dicts.flatMap((dict, d) =>
    dict.items.map((item, index) => ({ dictId: ids[d], ...item, sort: index + 1 })),
  )
  await db.query(
    `INSERT INTO sys_dict_item (id, dict_id, item_value, item_text, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    [
      items.map(() => newId()),
      items.map((item) => item.dictId),
      items.map((item) => item.value),
      items.map((item) => item.text),
      items.map((item) => item.sort),
    ],
  )
}

/** Adds the seed dictionaries a database made by an older version lacks (by code); returns their codes. */
export async function syncSeedDicts(db: Queryable): Promise<string[]> {
  const existing = new Set(
    (await db.query<{ code: string }>('SELECT dict_code AS code FROM sys_dict')).map((row) => row.code),
  )
  const missing = seedDicts.filter((dict) => !existing.has(dict.code))
  await insertDicts(db, missing)
  return missing.map((dict) => dict.code)
}

/** Tables emptied by the test-only reset hook before seeding again. */
export const seededTables = [
  ...moduleTables,
  'auth_session',
  'sys_quartz_job_log',
  'oss_file',
  'template_service',
  'sys_sms_code',
  'onl_cgreport_item',
  'onl_cgreport_head',
  'sys_permission_data_rule',
  'sys_depart_permission',
  'sys_position',
  'sys_tenant',
  'sys_category',
  'sys_fill_rule',
  'sys_check_rule',
  'sys_data_source',
  'sys_gateway_route',
  'sys_announcement_send',
  'sys_announcement',
  'sys_quartz_job',
  'sys_data_log',
  'sys_log',
  'sys_dict_item',
  'sys_dict',
  'sys_depart_role_permission',
  'sys_depart_role_user',
  'sys_depart_role',
  'sys_role_permission',
  'sys_permission',
  'sys_user_depart',
  'sys_user_role',
  'sys_role',
  'sys_user',
  'sys_depart',
]
