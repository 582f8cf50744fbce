import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { adminSeedIds, seedIds } from '../../../db/seed-ids'
import { productMenus, retiredMenuUrls, seedMenuIdOf } from './seed-menus'

/** Tables of the menus and their data rules, emptied by the test reset before seeding again (children first). */
export const permissionTables: string[] = ['sys_permission_data_rule', 'sys_permission']

/** Upstream's 系统管理 menu and its 用户管理 page (the roles' grants name them). */
export const SYSTEM_MENU_ID = 'd7d6e2e4e2934f2c9385a623fd98c6f3'
export const USERS_MENU_ID = '3f915b2769fc80648e92d04e84ca059d'

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

/** Upstream's own menus: 首页, 系统管理 with 用户管理 (and its buttons), 角色管理, a hidden page and an iframe. */
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

/** Every menu of the seed: upstream's own plus the product's modules and system pages. */
export function seedMenus(): MenuSeed[] {
  return [...menus, ...productMenus(SYSTEM_MENU_ID)]
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

/** Every menu of the seed (before the roles, which are granted them). */
export async function seedPermissions(db: Queryable): Promise<void> {
  await insertMenus(db, seedMenus())
}

/**
 * Data rules of the 员工档案 page (hr/PersonList; the user-management menu is left without rules for the
 * permission tests); the HR manager role, granted the page, gets "only my department" (after role's seed).
 */
export async function seedDataRules(db: Queryable): Promise<void> {
  const [personMenu] = await db.query<{ id: string }>(
    `SELECT id FROM sys_permission WHERE url = '/hr/person'`,
  )
  if (!personMenu) return
  for (const [id, name, column, condition, value] of [
    [adminSeedIds.ruleOwn, '只看自己创建的', 'createBy', '=', '#{sys_user_code}'],
    [adminSeedIds.ruleDepart, '只看本部门', 'sysOrgCode', 'RIGHT_LIKE', '#{sys_org_code}'],
    [adminSeedIds.ruleMale, '只看男性', 'sex', '=', '1'],
  ] as const) {
    await db.query(
      `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions,
         rule_value, status, create_by) VALUES ($1, $2, $3, $4, $5, $6, '1', 'admin')`,
      [id, personMenu.id, name, column, condition, value],
    )
  }
  await db.query('UPDATE sys_permission SET rule_flag = 1 WHERE id = $1', [personMenu.id])
  await db.query(
    'UPDATE sys_role_permission SET data_rule_ids = $3 WHERE role_id = $1 AND permission_id = $2',
    [seedIds.roleHr, personMenu.id, adminSeedIds.ruleDepart],
  )
}
