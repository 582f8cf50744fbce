import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { seedIds } from '../../../db/seed-ids'
import { SYSTEM_MENU_ID, USERS_MENU_ID, seedMenus } from '../permission/seed'
import { branchOf, productMenus } from '../permission/seed-menus'

/** Tables of the roles and their grants, emptied by the test reset before seeding again (children first). */
export const roleTables: string[] = ['sys_role_permission', 'sys_role']

/**
 * Roles with different menus and buttons (after permission's seed): admin everything; the HR manager sees the
 * user list without the add button (user:add) but holds the type-2 (data) permission user:form:birthday.
 */
export async function seedRoles(db: Queryable): Promise<void> {
  const product = productMenus(SYSTEM_MENU_ID)
  const grants: Array<[string, string, string, string, string[]]> = [
    [seedIds.roleAdmin, '管理员', 'admin', '管理员', seedMenus().map((m) => m.id)],
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
        SYSTEM_MENU_ID,
        USERS_MENU_ID,
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
    await db.query('INSERT INTO sys_role (id, role_name, role_code, description) VALUES ($1, $2, $3, $4)', [
      roleId,
      name,
      code,
      description,
    ])
    for (const permissionId of new Set(permissionIds)) {
      await db.query('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)', [
        newId(),
        roleId,
        permissionId,
      ])
    }
  }
}
