/** The users of a role (docs/upstream.md §4) and the data rules granted to a role (docs/upstream.md §5). */
import { demo, NO_SUCH_ID } from '../demo-records'
import { pageSizeParam, type OperationSource, type ParameterDef, ref, list, pageOf } from '../compact'

const id = (description: string, example?: string): ParameterDef => ({
  schema: { type: 'string', minLength: 1, maxLength: 36 },
  required: true,
  description,
  ...(example ? { example } : {}),
})
const ids = (description: string, example?: string): ParameterDef => ({
  schema: { type: 'string', minLength: 1, maxLength: 20000 },
  required: true,
  description: `${description} (comma-separated)`,
  ...(example ? { example } : {}),
})
const optional = (description: string, maxLength = 100): ParameterDef => ({
  schema: { type: 'string', maxLength },
  description,
})
const paging: Record<string, ParameterDef> = {
  pageNo: {
    schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
    description:
      "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
  },
  pageSize: pageSizeParam(),
}
const done = (message: string) => ({ result: null, message })

const EXAMPLE_ROLE = 'f6817f48af4fb3af11b9e8bf182f618b'
const EXAMPLE_USER = 'a75d45a015c44384a04449ee80dc3503'
const EXAMPLE_MENU = '3f915b2769fc80648e92d04e84ca059d'
const EXAMPLE_PAGE = (records: unknown[]) => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
})
const EXAMPLE_SYS_USER = {
  id: EXAMPLE_USER,
  username: 'jeecg',
  realname: 'jeecg',
  orgCode: 'A01A05',
  status: 1,
  delFlag: 0,
}

/** The users of a role. */
export const users: OperationSource = {
  tags: { roles: 'Roles and their permissions' },
  schemas: {
    RoleUsersBody: {
      type: 'object',
      required: ['roleId', 'userIdList'],
      properties: {
        roleId: { type: 'string', minLength: 1, maxLength: 32 },
        userIdList: list({ type: 'string', minLength: 1, maxLength: 32 }),
      },
    },
  },
  operations: [
    // Users of a role (docs/upstream.md §4, used by system/RoleUserList)
    {
      method: 'get',
      path: '/sys/user/userRoleList',
      operationId: 'roleUserList',
      tag: 'users',
      summary: 'Page of the users of a role',
      description: 'Live users only; `username` matches a part of the account.',
      query: {
        ...paging,
        roleId: id('角色 id', EXAMPLE_ROLE),
        username: optional('Part of the account'),
      },
      result: pageOf(ref('SysUser')),
      example: { code: 0, result: EXAMPLE_PAGE([EXAMPLE_SYS_USER]) },
    },
    {
      method: 'post',
      path: '/sys/user/addSysUserRole',
      operationId: 'roleUserAdd',
      tag: 'users',
      summary: 'Give a role to users (those holding it already are skipped)',
      description: 'The users get the live `{cmd:"permission"}` notice.',
      body: {
        schema: ref('RoleUsersBody'),
        // rep01 holds 维修工 already: skipped.
        example: { roleId: demo.roleRepairer, userIdList: [demo.userRep01] },
      },
      result: { type: 'null' },
      example: { result: null, message: '添加成功!', code: 0 },
      refusals: ['未找到角色信息'],
    },
    {
      method: 'delete',
      path: '/sys/user/deleteUserRole',
      operationId: 'roleUserDelete',
      tag: 'users',
      summary: 'Take a role from a user',
      query: { roleId: id('角色 id', demo.roleRepairer), userId: id('用户 id', NO_SUCH_ID) },
      result: { type: 'null' },
      example: done('删除成功!'),
      refusals: ['删除失败！'],
    },
    {
      method: 'delete',
      path: '/sys/user/deleteUserRoleBatch',
      operationId: 'roleUserDeleteBatch',
      tag: 'users',
      summary: 'Take a role from several users',
      query: { roleId: id('角色 id', demo.roleRepairer), userIds: ids('用户 id', NO_SUCH_ID) },
      result: { type: 'null' },
      example: done('删除成功!'),
      refusals: ['删除失败！'],
    },
  ],
}

/** The data rules granted to a role. */
export const dataRules: OperationSource = {
  schemas: {
    RoleDataRules: {
      type: 'object',
      description: 'The data rules of a menu and, comma-joined, those granted to the role (absent when none)',
      required: ['datarule'],
      properties: { datarule: list(ref('SysPermissionDataRule')), drChecked: { type: 'string' } },
    },
  },
  operations: [
    // Data rules granted to a role (docs/upstream.md §5)
    {
      method: 'get',
      path: '/sys/role/datarule/{permissionId}/{roleId}',
      operationId: 'roleDataRules',
      tag: 'roles',
      summary: 'The data rules of a menu and those granted to the role',
      pathParams: {
        permissionId: { schema: { type: 'string', minLength: 1, maxLength: 32 }, example: EXAMPLE_MENU },
        roleId: { schema: { type: 'string', minLength: 1, maxLength: 32 }, example: EXAMPLE_ROLE },
      },
      result: ref('RoleDataRules'),
      example: {
        result: {
          datarule: [
            {
              id: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d',
              permissionId: EXAMPLE_MENU,
              ruleName: '只看本部门',
              ruleColumn: 'sysOrgCode',
              ruleConditions: 'RIGHT_LIKE',
              ruleValue: '#{sys_org_code}',
              status: '1',
            },
          ],
          drChecked: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d',
        },
      },
      refusals: ['未找到权限配置信息'],
    },
    {
      method: 'post',
      path: '/sys/role/datarule',
      operationId: 'roleDataRuleSave',
      tag: 'roles',
      summary: 'Set the data rules a role has on a menu it is granted',
      description: 'The users of the role get the live `{cmd:"permission"}` notice.',
      body: {
        schema: {
          type: 'object',
          required: ['permissionId', 'roleId'],
          properties: {
            permissionId: { type: 'string', minLength: 1, maxLength: 32 },
            roleId: { type: 'string', minLength: 1, maxLength: 32 },
            dataRuleIds: { type: ['string', 'null'], maxLength: 1000, description: 'Comma-separated' },
          },
        },
        // 人事经理 has 只看本部门 on 员工档案 today: the example keeps it so.
        example: { permissionId: demo.menuHrPerson, roleId: demo.roleHr, dataRuleIds: demo.dataRuleHrDepart },
      },
      result: { type: 'null' },
      example: done('保存成功!'),
      refusals: ['请先保存角色菜单权限!'],
    },
  ],
}
