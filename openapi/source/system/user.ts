/**
 * User accounts (docs/upstream.md §4): the user list and form, checks, passwords, users by department or organisation
 * code, their roles, and the recycle bin.
 */
import { demo, NO_SUCH_ID } from '../demo-records'
import {
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
import { EXAMPLE_DEPART } from './depart'

const EXAMPLE_USER = {
  id: 'e9ca23d68d884d4ebb19d07889727dae',
  username: 'admin',
  realname: '管理员',
  avatar: null,
  sex: 1,
  status: 1,
  orgCode: 'A01',
  workNo: '00001',
}

const paging: Record<string, ParameterDef> = {
  pageNo: {
    schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
    description:
      "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
  },
  pageSize: pageSizeParam(),
  column: { schema: str(), description: 'Sort field (camelCase)' },
  order: { schema: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] }, description: 'Sort direction' },
}
const filter = (description: string): ParameterDef => ({
  schema: str(500),
  description: `${description}: \`a*\`, \`*a\`, \`*a*\` like; \`a,b\` in; \`!a\` not equal; otherwise equal`,
})

const userWritable: Json = {
  username: { type: 'string', minLength: 1, maxLength: 100, description: '登录账号' },
  realname: { type: 'string', minLength: 1, maxLength: 100, description: '真实姓名' },
  password: { type: 'string', maxLength: 200, description: 'Only on add; ignored on edit (upstream)' },
  confirmpassword: { type: 'string', maxLength: 200, description: 'Sent by upstream clients; ignored' },
  workNo: nullableStr(100),
  post: nullableStr(100),
  avatar: nullableStr(255),
  birthday: { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2}.*)?$', description: 'yyyy-MM-dd' },
  sex: { ...nullableInt, minimum: -32768, maximum: 32767, description: 'Dictionary sex (a smallint column)' },
  email: { type: ['string', 'null'], maxLength: 45 },
  phone: { type: ['string', 'null'], maxLength: 45 },
  telephone: nullableStr(45),
  userIdentity: { type: ['integer', 'null'], enum: [1, 2, null], description: '1 member, 2 superior' },
  departIds: {
    type: ['string', 'null'],
    maxLength: 2000,
    description: 'Departments the user is in charge of',
  },
  relTenantIds: nullableStr(100),
  activitiSync: { type: ['integer', 'string', 'null'] },
  selectedroles: { type: ['string', 'null'], maxLength: 2000, description: 'Comma-separated role ids' },
  selecteddeparts: {
    type: ['string', 'null'],
    maxLength: 2000,
    description: 'Comma-separated department ids',
  },
}

/** `example`: a demo record for reads, NO_SUCH_ID for deletes (source/demo-records.ts). */
const idQuery = (description: string, example: string): Record<string, ParameterDef> => ({
  id: { schema: { type: 'string', minLength: 1, maxLength: 36 }, required: true, description, example },
})

const nullable = (maxLength?: number): Json => ({
  type: ['string', 'null'],
  ...(maxLength ? { maxLength } : {}),
})
const ids = (description: string, example?: string): ParameterDef => ({
  schema: { type: 'string', minLength: 1, maxLength: 20000 },
  required: true,
  description: `${description} (comma-separated)`,
  ...(example ? { example } : {}),
})
const done = (message: string) => ({ result: null, message })
const UPSTREAM_24 = 'Follows the JeecgBoot 2.4 controller as known (contract.md records no details).'

const EXAMPLE_USER_ID = 'a75d45a015c44384a04449ee80dc3503'
const EXAMPLE_SYS_USER = {
  id: EXAMPLE_USER_ID,
  username: 'jeecg',
  realname: 'jeecg',
  orgCode: 'A01A05',
  status: 1,
  delFlag: 0,
}

export const tags: Record<string, string> = {
  users: 'User accounts, their roles and departments',
}

export const schemas: Record<string, Json> = {
  SysUserRecord: {
    description: 'A user in lists: SysUser plus the names of its departments and dictionary texts',
    allOf: [
      ref('SysUser'),
      {
        type: 'object',
        properties: {
          orgCodeTxt: { type: ['string', 'null'], description: 'Comma-joined names of the departments' },
          sex_dictText: nullableStr(),
          status_dictText: nullableStr(),
          post_dictText: nullableStr(),
        },
      },
    ],
  },
  SysUserAddInput: {
    type: 'object',
    required: ['username', 'password', 'realname'],
    properties: userWritable,
  },
  SysUserEditInput: {
    type: 'object',
    required: ['id', 'username', 'realname'],
    properties: { id: str(32), ...userWritable },
  },
}

export const operations: CompactOperation[] = [
  // Users (docs/upstream.md §4)
  {
    method: 'get',
    path: '/sys/user/list',
    operationId: 'userList',
    tag: 'users',
    summary: 'Page of users',
    description: 'Logically deleted users are left out. Records gain orgCodeTxt and dictionary texts.',
    query: {
      ...paging,
      username: filter('登录账号'),
      realname: filter('真实姓名'),
      sex: filter('性别'),
      phone: filter('手机号'),
      status: filter('状态'),
      workNo: filter('工号'),
      orgCode: filter('机构编码'),
    },
    result: pageOf(ref('SysUserRecord')),
    example: {
      code: 0,
      result: {
        records: [{ ...EXAMPLE_USER, orgCodeTxt: '北京国炬软件' }],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      },
    },
  },
  {
    method: 'post',
    path: '/sys/user/add',
    operationId: 'userAdd',
    tag: 'users',
    summary: 'Add a user with roles and departments',
    body: {
      schema: ref('SysUserAddInput'),
      example: {
        username: 'lisi',
        password: 'Abc12345',
        confirmpassword: 'Abc12345',
        realname: '李四',
        workNo: '00010',
        // 维修工, a role without permissions: the example never creates an administrator.
        selectedroles: demo.roleRepairer,
        selecteddeparts: '57197590443c44f083d42ae24ef26a2c',
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '添加成功！' },
    refusals: ['用户账号已存在', '工号已存在', '手机号已存在', '邮箱已存在'],
  },
  {
    method: 'put',
    path: '/sys/user/edit',
    operationId: 'userEdit',
    tag: 'users',
    summary: 'Edit a user, its roles and departments (the password is not changed here)',
    body: {
      schema: ref('SysUserEditInput'),
      example: {
        id: 'a75d45a015c44384a04449ee80dc3503',
        username: 'jeecg',
        realname: 'jeecg',
        selectedroles: '',
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '修改成功!' },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'delete',
    path: '/sys/user/delete',
    operationId: 'userDelete',
    tag: 'users',
    summary: 'Delete a user (logically)',
    query: idQuery('用户 id', NO_SUCH_ID),
    result: { type: 'null' },
    example: { result: null, message: '删除用户成功' },
    refusals: ['不能删除当前登录的用户'],
  },
  {
    method: 'delete',
    path: '/sys/user/deleteBatch',
    operationId: 'userDeleteBatch',
    tag: 'users',
    summary: 'Delete several users (logically)',
    query: {
      ids: {
        schema: { type: 'string', minLength: 1, maxLength: 20000 },
        required: true,
        example: NO_SUCH_ID,
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '批量删除用户成功' },
    refusals: ['不能删除当前登录的用户'],
  },
  {
    method: 'get',
    path: '/sys/user/queryById',
    operationId: 'userQueryById',
    tag: 'users',
    summary: 'One user by id',
    query: idQuery('用户 id', demo.userJeecg),
    result: ref('SysUser'),
    example: { code: 0, result: EXAMPLE_USER },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'put',
    path: '/sys/user/frozenBatch',
    operationId: 'userFrozenBatch',
    tag: 'users',
    summary: 'Freeze (status 2) or unfreeze (status 1) users',
    body: {
      schema: {
        type: 'object',
        required: ['ids', 'status'],
        properties: {
          ids: { type: 'string', minLength: 1, maxLength: 20000 },
          status: { type: 'string', enum: ['1', '2'] },
        },
      },
      // No user has the example id: a tool sending it freezes no one.
      example: { ids: NO_SUCH_ID, status: '2' },
    },
    result: { type: 'null' },
    example: { result: null, message: '操作成功!' },
    refusals: ['不能冻结当前登录的用户'],
  },
  {
    method: 'get',
    path: '/sys/user/checkOnlyUser',
    operationId: 'userCheckOnly',
    tag: 'users',
    summary: 'Is an account, phone, e-mail or work number still free?',
    description:
      'Equality on every given field. Taken → success false `用户账号已存在`, result still true (upstream).',
    public: true,
    query: {
      username: { schema: str() },
      phone: { schema: str(45) },
      email: { schema: str(45) },
      workNo: { schema: str() },
      id: { schema: str(32), description: 'The user being edited, left out of the check' },
    },
    result: { type: 'boolean' },
    example: { code: 0, result: true },
    refusals: ['用户账号已存在'],
  },
  {
    method: 'put',
    path: '/sys/user/changePassword',
    operationId: 'userChangePassword',
    tag: 'users',
    summary: "An administrator sets a user's password",
    body: {
      schema: {
        type: 'object',
        required: ['username', 'password'],
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 100 },
          password: { type: 'string', minLength: 1, maxLength: 200 },
          confirmpassword: { type: 'string', maxLength: 200 },
        },
      },
      // No user has the example account: a tool sending it resets no one's password.
      example: { username: 'no_such_user', password: 'Abc12345', confirmpassword: 'Abc12345' },
    },
    result: { type: 'null' },
    example: { result: null, message: '密码修改成功!' },
    refusals: ['用户不存在！'],
  },
  {
    method: 'get',
    path: '/sys/user/queryUserByDepId',
    operationId: 'userQueryByDepartId',
    tag: 'users',
    summary: 'Users of a department',
    query: {
      ...idQuery('部门 id', demo.departRnd),
      realname: { schema: str(), description: 'Part of the real name' },
    },
    result: list(ref('SysUserRecord')),
    example: { code: 0, result: [{ ...EXAMPLE_USER, orgCodeTxt: '北京国炬软件' }] },
  },
  ...(['queryByOrgCode', 'queryByOrgCodeForAddressList'] as const).map((name): CompactOperation => ({
    method: 'get',
    path: `/sys/user/${name}`,
    operationId: name === 'queryByOrgCode' ? 'userQueryByOrgCode' : 'userAddressList',
    tag: 'users',
    summary:
      name === 'queryByOrgCode'
        ? 'Page of users of a department and its sub-departments'
        : 'The address book: users of a department and its sub-departments',
    description:
      'One row per user and department (a user in two departments under `orgCode` appears twice), ordered by ' +
      'department code and work number. Without `orgCode`, every department.',
    query: {
      ...paging,
      orgCode: { schema: str(64), description: 'Department code; sub-departments included' },
      realname: { schema: str(), description: 'Part of the real name' },
      workNo: { schema: str(), description: 'Part of the work number' },
    },
    result: pageOf(ref('SysUserSysDepartModel')),
    example: {
      code: 0,
      result: {
        records: [
          {
            id: EXAMPLE_USER.id,
            realname: EXAMPLE_USER.realname,
            workNo: EXAMPLE_USER.workNo,
            post: 'devleader',
            post_dictText: '研发经理',
            telephone: null,
            email: 'jeecg@163.com',
            phone: '18611111111',
            avatar: null,
            departId: EXAMPLE_DEPART.id,
            departName: EXAMPLE_DEPART.departName,
            orgCode: 'A01',
          },
        ],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      },
    },
  })),
  {
    method: 'get',
    path: '/sys/user/queryUserRole',
    operationId: 'userQueryRoles',
    tag: 'users',
    summary: 'Role ids of a user (none: an empty list)',
    query: {
      userid: {
        schema: { type: 'string', minLength: 1, maxLength: 32 },
        required: true,
        example: demo.userHr01,
      },
    },
    result: list({ type: 'string' }),
    example: { code: 0, result: ['f6817f48af4fb3af11b9e8bf182f618b'] },
  },
]

/** The recycle bin of deleted users (after the templates' operations in the contract). */
export const recycleBin: OperationSource = {
  schemas: {
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
  },
  operations: [
    // Users: recycle bin (docs/upstream.md §4)
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
  ],
}
