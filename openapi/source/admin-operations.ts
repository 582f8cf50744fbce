/**
 * The non-CRUD endpoints of the system pages (upstream JeecgBoot 2.4): the user recycle bin, the users of a role
 * and of a department, department roles, data rules granted to a role, data-log versions, fill rules, the data
 * source connection test and the category tree. Where contract.md does not record a detail, the operation's
 * description says it follows the JeecgBoot 2.4 controller as known.
 */
import { demo, NO_SUCH_ID } from './demo-records'
import { pageSizeParam, type CompactOperation, type Json, type ParameterDef } from './operations'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const list = (items: Json): Json => ({ type: 'array', items })
const nullable = (maxLength?: number): Json => ({
  type: ['string', 'null'],
  ...(maxLength ? { maxLength } : {}),
})
const pageOf = (items: Json): Json => ({
  allOf: [ref('Page'), { type: 'object', properties: { records: list(items) } }],
})
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
    schema: { type: 'integer', minimum: 1, maximum: 2147483647, default: 1 },
    description: 'Page number, from 1',
  },
  pageSize: pageSizeParam(),
}
const done = (message: string) => ({ result: null, message })
const UPSTREAM_24 = 'Follows the JeecgBoot 2.4 controller as known (contract.md records no details).'

const EXAMPLE_ROLE = 'f6817f48af4fb3af11b9e8bf182f618b'
const EXAMPLE_USER = 'a75d45a015c44384a04449ee80dc3503'
const EXAMPLE_DEPART = '57197590443c44f083d42ae24ef26a2c'
const EXAMPLE_DEPART_ROLE = '8d4e5f60718293a4b5c6d7e8f9a0b1c1'
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

const departRoleWritable: Json = {
  departId: { type: 'string', minLength: 1, maxLength: 32, description: '部门id' },
  roleName: { type: 'string', minLength: 1, maxLength: 200, description: '部门角色名称' },
  roleCode: { type: 'string', minLength: 1, maxLength: 100, description: '部门角色编码' },
  description: nullable(255),
}

export const schemas: Record<string, Json> = {
  SysUserWithDeparts: {
    description:
      "A user whose `orgCode` holds the names of its departments, comma-joined (upstream sets it so in the recycle bin and the department's user list); `orgCodeTxt` the same",
    allOf: [ref('SysUser'), { type: 'object', properties: { orgCodeTxt: nullable() } }],
  },
  UserIdsBody: {
    type: 'object',
    required: ['userIds'],
    properties: {
      userIds: { type: 'string', minLength: 1, maxLength: 20000, description: 'Comma-separated' },
    },
  },
  RoleUsersBody: {
    type: 'object',
    required: ['roleId', 'userIdList'],
    properties: {
      roleId: { type: 'string', minLength: 1, maxLength: 32 },
      userIdList: list({ type: 'string', minLength: 1, maxLength: 32 }),
    },
  },
  DepartUsersBody: {
    type: 'object',
    required: ['depId', 'userIdList'],
    properties: {
      depId: { type: 'string', minLength: 1, maxLength: 32 },
      userIdList: list({ type: 'string', minLength: 1, maxLength: 32 }),
    },
  },
  SysDepartRole: {
    type: 'object',
    description: '部门角色 (sys_depart_role)',
    required: ['id', 'departId'],
    properties: {
      id: { type: 'string' },
      departId: { type: 'string' },
      roleName: nullable(),
      roleCode: nullable(),
      description: nullable(),
      createBy: nullable(),
      createTime: nullable(),
      updateBy: nullable(),
      updateTime: nullable(),
    },
  },
  SysDepartRoleAddInput: {
    type: 'object',
    required: ['departId', 'roleName', 'roleCode'],
    properties: departRoleWritable,
  },
  SysDepartRoleEditInput: {
    type: 'object',
    required: ['id', 'roleName', 'roleCode'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 32 }, ...departRoleWritable },
  },
  SysDepartRoleUser: {
    type: 'object',
    description: 'A department role held by a user (sys_depart_role_user)',
    required: ['id', 'userId', 'droleId'],
    properties: { id: { type: 'string' }, userId: { type: 'string' }, droleId: { type: 'string' } },
  },
  RoleDataRules: {
    type: 'object',
    description: 'The data rules of a menu and, comma-joined, those granted to the role (absent when none)',
    required: ['datarule'],
    properties: { datarule: list(ref('SysPermissionDataRule')), drChecked: { type: 'string' } },
  },
  CategoryTreeNode: {
    type: 'object',
    description:
      'A category as a tree-select node (upstream TreeSelectModel): key and value are the id; children only ' +
      'when the whole tree was asked for',
    required: ['key', 'value', 'title', 'isLeaf'],
    properties: {
      key: { type: 'string' },
      value: { type: 'string' },
      title: { type: ['string', 'null'] },
      code: { type: ['string', 'null'] },
      parentId: { type: ['string', 'null'] },
      isLeaf: { type: 'boolean' },
      leaf: { type: 'boolean' },
      children: { anyOf: [list(ref('CategoryTreeNode')), { type: 'null' }] },
    },
  },
  DataSourceConnection: {
    type: 'object',
    description:
      'A data source to try (upstream DynamicDataSourceModel). A masked password (`******`, as lists show it) ' +
      'with the id or code of a stored data source uses the stored password.',
    required: ['dbUrl'],
    properties: {
      id: nullable(32),
      code: nullable(100),
      dbType: nullable(10),
      dbDriver: nullable(100),
      dbUrl: { type: 'string', minLength: 1, maxLength: 500 },
      dbName: nullable(100),
      dbUsername: nullable(100),
      dbPassword: nullable(100),
    },
  },
}

const EXAMPLE_DEPART_ROLE_ROW = {
  id: EXAMPLE_DEPART_ROLE,
  departId: EXAMPLE_DEPART,
  roleName: '研发组长',
  roleCode: 'rd_leader',
  description: '研发部的组长',
  createBy: 'admin',
  createTime: '2026-11-22 09:30:00',
  updateBy: null,
  updateTime: null,
}
const EXAMPLE_CATEGORY = {
  id: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6',
  pid: '0',
  name: '物料',
  code: 'A01',
  sysOrgCode: 'A01',
  hasChild: '1',
}

export const operations: CompactOperation[] = [
  // Users: recycle bin and departments (upstream §4)
  {
    method: 'get',
    path: '/sys/user/recycleBin',
    operationId: 'userRecycleBin',
    tag: 'users',
    summary: 'Logically deleted users (del_flag 1)',
    description: `Not paged. ${UPSTREAM_24}`,
    result: list(ref('SysUserWithDeparts')),
    example: { result: [{ ...EXAMPLE_SYS_USER, delFlag: 1, orgCode: '研发部', orgCodeTxt: '研发部' }] },
  },
  {
    method: 'put',
    path: '/sys/user/putRecycleBin',
    operationId: 'userRecycleBinRestore',
    tag: 'users',
    summary: 'Restore users from the recycle bin',
    // Examples that change users, roles or departments name no record or repeat what is there
    // (source/demo-records.ts): a tool sending them changes nothing.
    body: { schema: ref('UserIdsBody'), example: { userIds: NO_SUCH_ID } },
    result: { type: 'null' },
    example: done('还原成功'),
    refusals: ['回收站中没有这些用户'],
  },
  {
    method: 'delete',
    path: '/sys/user/deleteRecycleBin',
    operationId: 'userRecycleBinDelete',
    tag: 'users',
    summary: 'Delete users of the recycle bin for good',
    description: 'Only users already in the recycle bin; a live user is refused (upstream deletes any id).',
    query: { userIds: ids('用户 id', NO_SUCH_ID) },
    result: { type: 'null' },
    example: done('删除成功'),
    refusals: ['只能彻底删除回收站中的用户'],
  },
  {
    method: 'get',
    path: '/sys/user/userDepartList',
    operationId: 'userDepartList',
    tag: 'users',
    summary: 'Departments of a user as {key, value, title}',
    query: { userId: id('用户 id', EXAMPLE_USER) },
    result: list(ref('DepartIdModel')),
    example: {
      code: 0,
      message: '查找成功',
      result: [{ key: EXAMPLE_DEPART, value: EXAMPLE_DEPART, title: '研发部', children: [] }],
    },
    refusals: ['查找失败'],
  },

  // Users of a role (upstream §4, used by system/RoleUserList)
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

  // Users of a department (upstream §4, used by system/DepartUserList)
  {
    method: 'get',
    path: '/sys/user/departUserList',
    operationId: 'departUserList',
    tag: 'users',
    summary: 'Page of the users of a department and its sub-departments',
    description:
      "Without `depId`: the departments a superior (userIdentity 2) is in charge of. No department → result null. Records' `orgCode` holds their department names, as upstream.",
    query: {
      ...paging,
      depId: optional('部门 id', 36),
      username: optional('Part of the account'),
    },
    result: pageOf(ref('SysUserWithDeparts')),
    example: { code: 0, result: EXAMPLE_PAGE([{ ...EXAMPLE_SYS_USER, orgCode: '研发部' }]) },
  },
  {
    method: 'post',
    path: '/sys/user/editSysDepartWithUser',
    operationId: 'departUserAdd',
    tag: 'users',
    summary: 'Add users to a department (those in it already are skipped)',
    body: {
      schema: ref('DepartUsersBody'),
      example: { depId: EXAMPLE_DEPART, userIdList: [EXAMPLE_USER] },
    },
    result: { type: 'null' },
    example: { result: null, message: '添加成功!', code: 0 },
    refusals: ['未找到部门信息'],
  },
  {
    method: 'delete',
    path: '/sys/user/deleteUserInDepart',
    operationId: 'departUserDelete',
    tag: 'users',
    summary: 'Take a user out of a department (and out of its department roles)',
    query: { depId: id('部门 id', EXAMPLE_DEPART), userId: id('用户 id', NO_SUCH_ID) },
    result: { type: 'null' },
    example: done('删除成功!'),
    refusals: ['当前选中部门与用户无关联关系!'],
  },
  {
    method: 'delete',
    path: '/sys/user/deleteUserInDepartBatch',
    operationId: 'departUserDeleteBatch',
    tag: 'users',
    summary: 'Take several users out of a department (and out of its department roles)',
    query: { depId: id('部门 id', EXAMPLE_DEPART), userIds: ids('用户 id', NO_SUCH_ID) },
    result: { type: 'null' },
    example: done('删除成功!'),
    refusals: ['当前选中部门与用户无关联关系!'],
  },

  // Department roles — SysDepartRoleController (/sys/sysDepartRole)
  {
    method: 'get',
    path: '/sys/sysDepartRole/list',
    operationId: 'departRoleList',
    tag: 'departments',
    summary: 'Page of the roles of a department and its sub-departments',
    description: `Without \`deptId\`: a superior's departments, others get result null. ${UPSTREAM_24}`,
    query: {
      ...paging,
      deptId: optional('部门 id', 36),
      roleName: optional('部门角色名称 (QueryGenerator: `*a*` like, …)'),
      roleCode: optional('部门角色编码 (QueryGenerator)'),
    },
    result: pageOf(ref('SysDepartRole')),
    example: { result: EXAMPLE_PAGE([EXAMPLE_DEPART_ROLE_ROW]) },
  },
  {
    method: 'post',
    path: '/sys/sysDepartRole/add',
    operationId: 'departRoleAdd',
    tag: 'departments',
    summary: 'Add a department role',
    body: {
      schema: ref('SysDepartRoleAddInput'),
      example: { departId: EXAMPLE_DEPART, roleName: '研发组长', roleCode: 'rd_leader' },
    },
    result: { type: 'null' },
    example: done('添加成功！'),
    refusals: ['未找到部门信息', '部门角色编码已存在'],
  },
  {
    method: 'put',
    path: '/sys/sysDepartRole/edit',
    operationId: 'departRoleEdit',
    tag: 'departments',
    summary: 'Edit a department role',
    body: {
      schema: ref('SysDepartRoleEditInput'),
      example: { id: EXAMPLE_DEPART_ROLE, roleName: '研发组长', roleCode: 'rd_leader' },
    },
    result: { type: 'null' },
    example: done('编辑成功!'),
    refusals: ['未找到对应数据', '部门角色编码已存在'],
  },
  {
    method: 'delete',
    path: '/sys/sysDepartRole/delete',
    operationId: 'departRoleDelete',
    tag: 'departments',
    summary: 'Delete a department role, its grants and its users',
    query: { id: id('部门角色 id', NO_SUCH_ID) },
    result: { type: 'null' },
    example: done('删除成功!'),
    refusals: ['未找到对应数据'],
  },
  {
    method: 'delete',
    path: '/sys/sysDepartRole/deleteBatch',
    operationId: 'departRoleDeleteBatch',
    tag: 'departments',
    summary: 'Delete several department roles',
    query: { ids: ids('部门角色 id', NO_SUCH_ID) },
    result: { type: 'null' },
    example: done('批量删除成功!'),
    refusals: ['未找到对应数据'],
  },
  {
    method: 'get',
    path: '/sys/sysDepartRole/queryById',
    operationId: 'departRoleQueryById',
    tag: 'departments',
    summary: 'One department role',
    query: { id: id('部门角色 id', EXAMPLE_DEPART_ROLE) },
    result: ref('SysDepartRole'),
    example: { result: EXAMPLE_DEPART_ROLE_ROW },
    refusals: ['未找到对应数据'],
  },
  {
    method: 'get',
    path: '/sys/sysDepartRole/getDeptRoleList',
    operationId: 'departRolesOfDepart',
    tag: 'departments',
    summary: 'The roles of a department, to give to one of its users',
    description: `\`userId\` is accepted as upstream and not used. ${UPSTREAM_24}`,
    query: { departId: id('部门 id', EXAMPLE_DEPART), userId: id('用户 id', EXAMPLE_USER) },
    result: list(ref('SysDepartRole')),
    example: { code: 0, result: [EXAMPLE_DEPART_ROLE_ROW] },
    refusals: ['未找到部门信息'],
  },
  {
    method: 'post',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    operationId: 'departRoleUserSave',
    tag: 'departments',
    summary:
      "Change a user's department roles: ids of newRoleId not in oldRoleId are added, the reverse removed",
    description: `The user gets the live \`{cmd:"permission"}\` notice. ${UPSTREAM_24}`,
    body: {
      schema: {
        type: 'object',
        required: ['userId'],
        properties: {
          userId: { type: 'string', minLength: 1, maxLength: 32 },
          newRoleId: {
            type: ['string', 'null'],
            maxLength: 20000,
            description: 'Comma-separated: the new set',
          },
          oldRoleId: {
            type: ['string', 'null'],
            maxLength: 20000,
            description: 'Comma-separated: the set shown before',
          },
        },
      },
      example: { userId: EXAMPLE_USER, newRoleId: EXAMPLE_DEPART_ROLE, oldRoleId: '' },
    },
    result: { type: 'null' },
    example: done('添加成功！'),
    refusals: ['未找到用户信息'],
  },
  {
    method: 'get',
    path: '/sys/sysDepartRole/getDeptRoleByUserId',
    operationId: 'departRolesOfUser',
    tag: 'departments',
    summary: "The department roles a user holds among a department's roles",
    description: `An empty list where upstream answers null (department without roles). ${UPSTREAM_24}`,
    query: { userId: id('用户 id', EXAMPLE_USER), departId: id('部门 id', EXAMPLE_DEPART) },
    result: list(ref('SysDepartRoleUser')),
    example: {
      code: 0,
      result: [
        { id: '9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b', userId: EXAMPLE_USER, droleId: EXAMPLE_DEPART_ROLE },
      ],
    },
  },

  // Data rules granted to a role (upstream §5)
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

  // Data log versions (upstream SysDataLogController)
  {
    method: 'get',
    path: '/sys/dataLog/queryDataVerList',
    operationId: 'dataLogVersions',
    tag: 'logs',
    summary: 'Every stored version of a record, oldest first',
    description: `The server stores a version whenever a CRUD edit changes a record. ${UPSTREAM_24}`,
    query: {
      dataTable: {
        schema: { type: 'string', minLength: 1, maxLength: 32 },
        required: true,
        example: 'sys_position',
      },
      dataId: id('数据ID', '1580000000000000000000000000000a'),
    },
    result: list(ref('SysDataLog')),
    example: {
      code: 0,
      result: [
        {
          id: '2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e',
          dataTable: 'sys_position',
          dataId: '1580000000000000000000000000000a',
          dataContent: '{"code":"qc-lead","name":"质检组长"}',
          dataVersion: 1,
        },
      ],
    },
    refusals: ['未找到版本信息'],
  },
  {
    method: 'get',
    path: '/sys/dataLog/queryCompareList',
    operationId: 'dataLogCompare',
    tag: 'logs',
    summary: 'Two versions (data-log row ids) to compare',
    description: `Refused unless both exist (upstream answers what it finds). ${UPSTREAM_24}`,
    query: {
      dataId1: id('数据日志 id', '2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e'),
      dataId2: id('数据日志 id', '3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f'),
    },
    result: list(ref('SysDataLog')),
    example: { code: 0, result: [] },
    refusals: ['未找到版本信息'],
  },

  // Fill rules (upstream SysFillRuleController, FillRuleUtil)
  {
    method: 'get',
    path: '/sys/fillRule/testFillRule',
    operationId: 'fillRuleTest',
    tag: 'rules',
    summary: 'Run a fill rule and answer the code it generates',
    description:
      'Rule classes are a fixed registry: `org.jeecg.modules.system.rule.OrderNumberRule` (prefix from ruleParams, ' +
      'default CN, + yyyyMMddHHmmss + 2 random digits), `…OrgCodeRule` (next department code under ruleParams/form ' +
      '`parentId`: [orgCode, orgType]) and `…CategoryCodeRule` (next category code under `pid`). Unknown code or ' +
      'class → refusal (upstream answers null).',
    query: {
      ruleCode: {
        schema: { type: 'string', minLength: 1, maxLength: 100 },
        required: true,
        example: 'shop_order_num',
      },
    },
    result: {
      type: ['string', 'array'],
      items: { type: 'string' },
      description: 'The generated code (a list of codes for rules that make several)',
    },
    example: { result: 'CN2026112209300042' },
    refusals: ['编码规则不存在', '不支持的规则实现类'],
  },
  {
    method: 'put',
    path: '/sys/fillRule/executeRuleByCode/{ruleCode}',
    operationId: 'fillRuleExecute',
    tag: 'rules',
    summary:
      'Run a fill rule with the form data of the page (e.g. {pid} for a category, {name} appended to an order number)',
    pathParams: {
      ruleCode: { schema: { type: 'string', minLength: 1, maxLength: 100 }, example: 'shop_order_num' },
    },
    body: {
      schema: { type: 'object', additionalProperties: true, description: 'The form data' },
      example: { name: '' },
    },
    result: {
      type: ['string', 'array'],
      items: { type: 'string' },
      description: 'The generated code (a list of codes for rules that make several)',
    },
    example: { result: 'CN2026112209300042' },
    refusals: ['编码规则不存在', '不支持的规则实现类'],
  },

  // Data source connection test (upstream OnlCgreportAPI, used by system/modules/SysDataSourceModal)
  {
    method: 'post',
    path: '/online/cgreport/api/testConnection',
    operationId: 'dataSourceTestConnection',
    tag: 'data sources',
    summary: 'Try to connect to a data source',
    description:
      'PostgreSQL URLs (`jdbc:postgresql://…` or `postgres://…`) get a real connection with a 3 s timeout; other ' +
      'databases are refused: no driver for them here. The password is never echoed.',
    body: {
      schema: ref('DataSourceConnection'),
      example: {
        dbType: '6',
        dbDriver: 'org.postgresql.Driver',
        dbUrl: 'jdbc:postgresql://127.0.0.1:5432/erp',
        dbUsername: 'erp',
        dbPassword: 'secret',
      },
    },
    result: { type: 'null' },
    example: done('数据库连接成功'),
    refusals: ['数据库连接失败：<原因>'],
  },

  // Category tree (upstream SysCategoryController)
  {
    method: 'get',
    path: '/sys/category/rootList',
    operationId: 'categoryRootList',
    tag: 'categories',
    summary: 'Page of top-level categories (pid 0), or of every match when name or code is given',
    query: {
      ...paging,
      pid: optional('Parent id; default 0', 36),
      name: optional('类型名称 (QueryGenerator: `*a*` like, …)'),
      code: optional('类型编码 (QueryGenerator)'),
    },
    result: pageOf(ref('SysCategory')),
    example: { code: 0, result: EXAMPLE_PAGE([EXAMPLE_CATEGORY]) },
  },
  {
    method: 'get',
    path: '/sys/category/childList',
    operationId: 'categoryChildList',
    tag: 'categories',
    summary: 'The children of a category (hasChild computed)',
    query: { pid: id('父级节点', EXAMPLE_CATEGORY.id) },
    result: list(ref('SysCategory')),
    example: {
      code: 0,
      result: [{ ...EXAMPLE_CATEGORY, pid: EXAMPLE_CATEGORY.id, code: 'A01A01', hasChild: '0' }],
    },
  },
  {
    method: 'get',
    path: '/sys/category/loadTreeData',
    operationId: 'categoryTreeData',
    tag: 'categories',
    summary:
      'One level of the category tree under `pid`, or under the category of code `pcode` (`0`: the roots)',
    description: '`condition` (a JSON object of equality filters upstream) is accepted and not used.',
    query: {
      pid: optional('Parent id; wins over pcode', 36),
      pcode: optional('Parent code; 0 for the roots'),
      condition: optional('Ignored', 500),
    },
    result: list(ref('CategoryTreeNode')),
    example: {
      code: 0,
      result: [
        {
          key: EXAMPLE_CATEGORY.id,
          value: EXAMPLE_CATEGORY.id,
          title: '物料',
          code: 'A01',
          parentId: '0',
          isLeaf: false,
          leaf: false,
        },
      ],
    },
    refusals: ['加载分类字典树参数有误.[null]!', '加载分类字典树参数有误.[code]!'],
  },
  {
    method: 'get',
    path: '/sys/category/loadTreeRoot',
    operationId: 'categoryTreeRoot',
    tag: 'categories',
    summary: 'The children of the category of code `pcode`; with async=false their whole subtrees',
    query: {
      async: { schema: { type: 'boolean' }, required: true, example: false },
      pcode: { schema: { type: 'string', minLength: 1, maxLength: 100 }, required: true, example: '0' },
    },
    result: list(ref('CategoryTreeNode')),
    example: {
      code: 0,
      result: [
        {
          key: EXAMPLE_CATEGORY.id,
          value: EXAMPLE_CATEGORY.id,
          title: '物料',
          code: 'A01',
          parentId: '0',
          isLeaf: true,
          leaf: true,
        },
      ],
    },
    refusals: ['该编码【X】不存在，请核实!'],
  },
]
