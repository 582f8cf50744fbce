/**
 * Hand-written operations in a compact form (build-spec.ts expands each into a full OpenAPI operation with
 * the tenant header, `_t` on GETs, the envelope around `result`, 400 and token responses, and examples).
 * Used for the upstream endpoints that are not plain CRUD: users, departments, and the like.
 */
import { demo, NO_SUCH_ID } from './demo-records'

export type Json = Record<string, unknown>

export interface ParameterDef {
  schema: Json
  required?: boolean
  description?: string
  example?: unknown
}

export interface CompactOperation {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  operationId: string
  tag: string
  summary: string
  description?: string
  /** Reachable without a token. */
  public?: boolean
  query?: Record<string, ParameterDef>
  pathParams?: Record<string, ParameterDef>
  /** Header parameters beyond the session headers (e.g. the self-service `X-Meter-Token`). */
  headers?: Record<string, ParameterDef>
  /** The operation answers HTTP 401 with this kind of envelope message when its own credential is wrong. */
  unauthorized?: string
  body?: { schema: Json; example: unknown }
  /** A multipart/form-data body (uploads); validated by the handler, not the JSON validator. */
  multipart?: { schema: Json }
  /** The 200 answer is a file of this type (a refusal is still the JSON envelope); the handler streams it. */
  download?: { contentType: string }
  /** Schema of the envelope's `result` on success (null is always allowed for refusals). */
  result: Json
  example: { result: unknown; message?: string; code?: number }
  /** What a business refusal says, for the description. */
  refusals?: string[]
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const str = (maxLength = 100): Json => ({ type: 'string', maxLength })
const nullableStr = (maxLength = 100): Json => ({ type: ['string', 'null'], maxLength })
const nullableInt: Json = { type: ['integer', 'null'] }
const list = (items: Json): Json => ({ type: 'array', items })
const pageOf = (items: Json): Json => ({
  allOf: [ref('Page'), { type: 'object', properties: { records: list(items) } }],
})

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
const EXAMPLE_DEPART = {
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

/** The most rows the server answers in one page, unless an operation sets its own. */
export const PAGE_SIZE_CEILING = 10000
/** Java's Integer.MAX_VALUE: upstream's page size is an int, so any size up to it is accepted. */
const INT_MAX = 2147483647

/** PostgreSQL's `integer` (int4): an integer value stored in such a column must lie within it. */
export const INT4 = { minimum: -2147483648, maximum: INT_MAX } as const

/**
 * A `<field>_begin` / `<field>_end` range filter: empty, a date or a date and time, as the database reads them
 * (anything else was answered with PostgreSQL's error text).
 */
export function rangeFilterSchema(): Record<string, unknown> {
  return {
    type: 'string',
    maxLength: 19,
    pattern: '^$|^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])( ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d)?$',
  }
}

/**
 * A `pageSize` parameter as upstream accepts it: any positive int (its clients ask for e.g. 99999 to mean
 * "all"), never a 400. The server answers at most `ceiling` rows a page: `x-ceiling` tells the server to treat a
 * larger size as `ceiling`, and the answer's `size` (and `pages`) say what was used.
 */
export function pageSizeParam(ceiling = PAGE_SIZE_CEILING, fallback: number | null = 10): ParameterDef {
  return {
    schema: {
      type: 'integer',
      minimum: 1,
      maximum: INT_MAX,
      ...(fallback === null ? {} : { default: fallback }),
      'x-ceiling': ceiling,
    },
    description: `Rows per page; a size above ${ceiling} (the server's ceiling) is answered as ${ceiling} rows`,
  }
}

const paging: Record<string, ParameterDef> = {
  pageNo: {
    schema: { type: 'integer', minimum: 1, maximum: 2147483647, default: 1 },
    description: 'Page number, from 1',
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

/** `example`: a demo record for reads, NO_SUCH_ID for deletes (source/demo-records.ts). */
const idQuery = (description: string, example: string): Record<string, ParameterDef> => ({
  id: { schema: { type: 'string', minLength: 1, maxLength: 36 }, required: true, description, example },
})

export const operations: CompactOperation[] = [
  // Users (upstream §4)
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
    summary: 'Role ids of a user',
    query: {
      userid: {
        schema: { type: 'string', minLength: 1, maxLength: 32 },
        required: true,
        example: demo.userHr01,
      },
    },
    result: list({ type: 'string' }),
    example: { code: 0, result: ['f6817f48af4fb3af11b9e8bf182f618b'] },
    refusals: ['未找到用户相关角色信息'],
  },

  // Departments (upstream §7)
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

export const tags: Record<string, string> = {
  users: 'User accounts, their roles and departments',
  departments: 'The department tree',
  files: 'Uploads, stored under the data directory and served statically',
  'online reports': 'Online report configurations feeding the popup selector',
  templates: 'Data of the list-page templates (users, roles, standard table, permissions)',
}
