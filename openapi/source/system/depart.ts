/**
 * The department tree (docs/upstream.md §7), the departments of a user, the users of a department, and department roles
 * (SysDepartRoleController).
 */
import { NO_SUCH_ID } from '../demo-records'
import {
  INT4,
  pageSizeParam,
  type CompactOperation,
  type Json,
  type OperationSource,
  type ParameterDef,
  ref,
  str,
  nullableStr,
  nullableInt,
  list,
  pageOf,
} from '../compact'

export const EXAMPLE_DEPART = {
  key: 'c6d7cb4deeac411cb3384b1b31278596',
  value: 'c6d7cb4deeac411cb3384b1b31278596',
  title: '北京国炬软件',
  id: 'c6d7cb4deeac411cb3384b1b31278596',
  parentId: '',
  departName: '北京国炬软件',
  orgCode: 'A01',
  orgCategory: '1',
  orgType: '1',
  departOrder: 0,
  isLeaf: false,
  children: [],
}

const departWritable: Json = {
  departName: { type: 'string', minLength: 1, maxLength: 100 },
  parentId: nullableStr(32),
  departNameEn: nullableStr(500),
  departNameAbbr: nullableStr(500),
  departOrder: { ...nullableInt, ...INT4 },
  description: nullableStr(500),
  orgCategory: {
    type: ['string', 'null'],
    enum: ['1', '2', '3', null],
    description: '1 company, 2 department, 3 post',
  },
  mobile: nullableStr(32),
  fax: nullableStr(32),
  address: nullableStr(100),
  memo: nullableStr(500),
  status: nullableStr(1),
}

/** `example`: a demo record for reads, NO_SUCH_ID for deletes (source/demo-records.ts). */
const idQuery = (description: string, example: string): Record<string, ParameterDef> => ({
  id: { schema: { type: 'string', minLength: 1, maxLength: 36 }, required: true, description, example },
})

const nullable = (maxLength?: number): Json => ({
  type: ['string', 'null'],
  ...(maxLength ? { maxLength } : {}),
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
const pageParams: Record<string, ParameterDef> = {
  pageNo: {
    schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
    description:
      "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
  },
  pageSize: pageSizeParam(),
}
const done = (message: string) => ({ result: null, message })
const UPSTREAM_24 = 'Follows the JeecgBoot 2.4 controller as known (contract.md records no details).'

const EXAMPLE_USER_ID = 'a75d45a015c44384a04449ee80dc3503'
const EXAMPLE_DEPART_ID = '57197590443c44f083d42ae24ef26a2c'
const EXAMPLE_DEPART_ROLE = '8d4e5f60718293a4b5c6d7e8f9a0b1c1'
const EXAMPLE_PAGE = (records: unknown[]) => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
})
const EXAMPLE_SYS_USER = {
  id: EXAMPLE_USER_ID,
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

const EXAMPLE_DEPART_ROLE_ROW = {
  id: EXAMPLE_DEPART_ROLE,
  departId: EXAMPLE_DEPART_ID,
  roleName: '研发组长',
  roleCode: 'rd_leader',
  description: '研发部的组长',
  createBy: 'admin',
  createTime: '2026-11-22 09:30:00',
  updateBy: null,
  updateTime: null,
}

export const tags: Record<string, string> = {
  departments: 'The department tree',
}

export const schemas: Record<string, Json> = {
  SysDepartTreeModel: {
    type: 'object',
    description: 'A department tree node (upstream SysDepartTreeModel); children null for leaves',
    required: ['key', 'value', 'title', 'id', 'departName', 'orgCode'],
    properties: {
      key: { type: 'string' },
      value: { type: 'string' },
      title: { type: 'string' },
      isLeaf: { type: 'boolean' },
      id: { type: 'string' },
      parentId: { type: ['string', 'null'] },
      departName: { type: 'string' },
      departNameEn: { type: ['string', 'null'] },
      departNameAbbr: { type: ['string', 'null'] },
      departOrder: { type: ['integer', 'null'] },
      description: { type: ['string', 'null'] },
      orgCategory: { type: ['string', 'null'] },
      orgType: { type: ['string', 'null'] },
      orgCode: { type: 'string' },
      mobile: { type: ['string', 'null'] },
      fax: { type: ['string', 'null'] },
      address: { type: ['string', 'null'] },
      memo: { type: ['string', 'null'] },
      status: { type: ['string', 'null'] },
      delFlag: { type: ['string', 'null'] },
      createBy: { type: ['string', 'null'] },
      createTime: { type: ['string', 'null'] },
      updateBy: { type: ['string', 'null'] },
      updateTime: { type: ['string', 'null'] },
      children: { oneOf: [list(ref('SysDepartTreeModel')), { type: 'null' }] },
    },
  },
  DepartIdModel: {
    type: 'object',
    required: ['key', 'value', 'title', 'children'],
    properties: {
      key: { type: 'string' },
      value: { type: 'string' },
      title: { type: 'string' },
      children: list(ref('DepartIdModel')),
    },
  },
  SysUserSysDepartModel: {
    type: 'object',
    description: 'A user in one of its departments (upstream SysUserSysDepartModel): the address-book row',
    required: ['id', 'realname', 'departId', 'departName'],
    properties: {
      id: { type: 'string' },
      realname: { type: ['string', 'null'] },
      workNo: { type: ['string', 'null'] },
      post: { type: ['string', 'null'], description: 'Position codes, comma-joined' },
      post_dictText: { type: ['string', 'null'], description: 'Position names' },
      telephone: { type: ['string', 'null'] },
      email: { type: ['string', 'null'] },
      phone: { type: ['string', 'null'] },
      avatar: { type: ['string', 'null'] },
      departId: { type: 'string' },
      departName: { type: 'string' },
      orgCode: { type: 'string', description: 'The department code' },
    },
  },
  SysDepartAddInput: { type: 'object', required: ['departName'], properties: departWritable },
  SysDepartEditInput: {
    type: 'object',
    required: ['id', 'departName'],
    properties: { id: str(32), ...departWritable },
  },
}

export const operations: CompactOperation[] = [
  // Departments (docs/upstream.md §7)
  {
    method: 'get',
    path: '/sys/sysDepart/queryTreeList',
    operationId: 'departTree',
    tag: 'departments',
    summary: 'The department tree',
    result: list(ref('SysDepartTreeModel')),
    example: { code: 0, result: [EXAMPLE_DEPART] },
  },
  {
    method: 'get',
    path: '/sys/sysDepart/queryIdTree',
    operationId: 'departIdTree',
    tag: 'departments',
    summary: 'The department tree as key, value, title (for pickers)',
    result: list(ref('DepartIdModel')),
    example: { code: 0, result: [{ key: 'c6d7', value: 'c6d7', title: '北京国炬软件', children: [] }] },
  },
  {
    method: 'get',
    path: '/sys/sysDepart/searchBy',
    operationId: 'departSearch',
    tag: 'departments',
    summary: 'Departments whose name contains a keyword (flat)',
    query: {
      keyWord: { schema: { type: 'string', maxLength: 100 }, required: true, example: '研发' },
      myDeptSearch: { schema: str(10), description: 'Non-empty: only departments the user is in charge of' },
    },
    result: list(ref('SysDepartTreeModel')),
    example: { code: 0, result: [{ ...EXAMPLE_DEPART, children: null, isLeaf: true }] },
    refusals: ['未查询匹配数据！'],
  },
  {
    method: 'get',
    path: '/sys/sysDepart/queryMyDeptTreeList',
    operationId: 'departMyTree',
    tag: 'departments',
    summary: 'Departments the user is in charge of',
    description:
      'A superior (userIdentity 2) gets the tree under its departIds and message `2`; others null and `1`.',
    result: { oneOf: [list(ref('SysDepartTreeModel')), { type: 'null' }] },
    example: { code: 0, message: '1', result: null },
  },
  {
    method: 'post',
    path: '/sys/sysDepart/add',
    operationId: 'departAdd',
    tag: 'departments',
    summary: 'Add a department (its orgCode is generated: A01, A01A01, …)',
    body: {
      schema: ref('SysDepartAddInput'),
      example: { departName: '质检部', parentId: 'c6d7cb4deeac411cb3384b1b31278596', orgCategory: '2' },
    },
    result: { type: 'null' },
    example: { result: null, message: '添加成功！' },
    refusals: ['父级部门不存在'],
  },
  {
    method: 'put',
    path: '/sys/sysDepart/edit',
    operationId: 'departEdit',
    tag: 'departments',
    summary: 'Edit a department',
    body: {
      schema: ref('SysDepartEditInput'),
      example: { id: '57197590443c44f083d42ae24ef26a2c', departName: '研发部', orgCategory: '2' },
    },
    result: { type: 'null' },
    example: { result: null, message: '修改成功!' },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'delete',
    path: '/sys/sysDepart/delete',
    operationId: 'departDelete',
    tag: 'departments',
    summary: 'Delete a department and everything under it (logically)',
    query: idQuery('部门 id', NO_SUCH_ID),
    result: { type: 'null' },
    example: { result: null, message: '删除成功!' },
    refusals: ['未找到对应实体'],
  },
]

/** The departments of a user (after the user recycle bin in the contract). */
export const userDeparts: OperationSource = {
  operations: [
    {
      method: 'get',
      path: '/sys/user/userDepartList',
      operationId: 'userDepartList',
      tag: 'users',
      summary: 'Departments of a user as {key, value, title}',
      query: { userId: id('用户 id', EXAMPLE_USER_ID) },
      result: list(ref('DepartIdModel')),
      example: {
        code: 0,
        message: '查找成功',
        result: [{ key: EXAMPLE_DEPART_ID, value: EXAMPLE_DEPART_ID, title: '研发部', children: [] }],
      },
      refusals: ['查找失败'],
    },
  ],
}

/** The users of a department. */
export const users: OperationSource = {
  schemas: {
    DepartUsersBody: {
      type: 'object',
      required: ['depId', 'userIdList'],
      properties: {
        depId: { type: 'string', minLength: 1, maxLength: 32 },
        userIdList: list({ type: 'string', minLength: 1, maxLength: 32 }),
      },
    },
  },
  operations: [
    // Users of a department (docs/upstream.md §4, used by system/DepartUserList)
    {
      method: 'get',
      path: '/sys/user/departUserList',
      operationId: 'departUserList',
      tag: 'users',
      summary: 'Page of the users of a department and its sub-departments',
      description:
        "Without `depId`: the departments a superior (userIdentity 2) is in charge of. No department → result null. Records' `orgCode` holds their department names, as upstream.",
      query: {
        ...pageParams,
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
        example: { depId: EXAMPLE_DEPART_ID, userIdList: [EXAMPLE_USER_ID] },
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
      query: { depId: id('部门 id', EXAMPLE_DEPART_ID), userId: id('用户 id', NO_SUCH_ID) },
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
      query: { depId: id('部门 id', EXAMPLE_DEPART_ID), userIds: ids('用户 id', NO_SUCH_ID) },
      result: { type: 'null' },
      example: done('删除成功!'),
      refusals: ['当前选中部门与用户无关联关系!'],
    },
  ],
}

/** Department roles and their users. */
export const roles: OperationSource = {
  schemas: {
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
  },
  operations: [
    // Department roles — SysDepartRoleController (/sys/sysDepartRole)
    {
      method: 'get',
      path: '/sys/sysDepartRole/list',
      operationId: 'departRoleList',
      tag: 'departments',
      summary: 'Page of the roles of a department and its sub-departments',
      description: `Without \`deptId\`: a superior's departments, others get result null. ${UPSTREAM_24}`,
      query: {
        ...pageParams,
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
        example: { departId: EXAMPLE_DEPART_ID, roleName: '研发组长', roleCode: 'rd_leader' },
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
      query: { departId: id('部门 id', EXAMPLE_DEPART_ID), userId: id('用户 id', EXAMPLE_USER_ID) },
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
        example: { userId: EXAMPLE_USER_ID, newRoleId: EXAMPLE_DEPART_ROLE, oldRoleId: '' },
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
      query: { userId: id('用户 id', EXAMPLE_USER_ID), departId: id('部门 id', EXAMPLE_DEPART_ID) },
      result: list(ref('SysDepartRoleUser')),
      example: {
        code: 0,
        result: [
          { id: '9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b', userId: EXAMPLE_USER_ID, droleId: EXAMPLE_DEPART_ROLE },
        ],
      },
    },
  ],
}
