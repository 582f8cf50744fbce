/**
 * More operations the upstream JeecgBoot 2.4.6 Vue client calls from its forms and lists (spec/upstream
 * contract.md §2, §4–§7): the role code check of the role form, the new-user id of the user form, the
 * password-encryption constants of the login page, batch deletes of menus and departments, users by ids (the
 * announcement form's user picker), the captcha check of the forgotten-password page, and the POST form of
 * the menu and data-rule edits (upstream maps them to PUT and POST).
 */
import { NO_SUCH_ID, demo } from '../demo-records'
import { XLSX_CONTENT_TYPE } from './excel'
import { pageSizeParam, type CompactOperation, type Json, type ParameterDef, ref } from '../compact'

const idsQuery = (description: string): Record<string, ParameterDef> => ({
  ids: {
    schema: { type: 'string', minLength: 1, maxLength: 4000 },
    required: true,
    description,
    // No record has it (source/demo-records.ts): a tool sending the example deletes nothing.
    example: NO_SUCH_ID,
  },
})

export const schemas: Record<string, Json> = {
  EncryptedString: {
    type: 'object',
    description:
      'Upstream’s AES key and IV for password encryption (EncryptedString). The login sends the password as typed, ' +
      'as upstream 2.4.6 does (its encryption is commented out); the constants are answered for its login page.',
    required: ['key', 'iv'],
    properties: { key: { type: 'string' }, iv: { type: 'string' } },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/sys/role/checkRoleCode',
    operationId: 'roleCheckRoleCode',
    tag: 'roles',
    summary: 'Is a role code still free? (the role form’s check)',
    description:
      'Free → result true; another role holds it → success false `角色编码已存在`. `id` (the role being edited) is left out.',
    query: {
      roleCode: {
        schema: { type: 'string', maxLength: 100 },
        required: true,
        description: '角色编码',
        example: 'hr',
      },
      id: { schema: { type: 'string', maxLength: 36 }, description: 'The role being edited' },
    },
    result: { type: ['boolean', 'null'] },
    example: { result: true, code: 0 },
    refusals: ['角色编码已存在'],
  },
  {
    method: 'get',
    path: '/sys/user/generateUserId',
    operationId: 'userGenerateId',
    tag: 'users',
    summary: 'A new user id (32 hexadecimal characters) for the user form',
    result: { type: 'string', pattern: '^[0-9a-f]{32}$' },
    example: { result: 'f0019fdebedb443c98dcb17d88222c38', code: 0 },
  },
  {
    method: 'get',
    path: '/sys/getEncryptedString',
    operationId: 'encryptedString',
    tag: 'auth',
    summary: 'The password-encryption key and IV of upstream’s login page',
    public: true,
    result: ref('EncryptedString'),
    example: { result: { key: '1234567890adbcde', iv: '1234567890hjlkew' } },
  },
  {
    method: 'post',
    path: '/sys/checkCaptcha',
    operationId: 'checkCaptcha',
    tag: 'auth',
    summary: 'Check a captcha answer (the forgotten-password page), once',
    public: true,
    body: {
      schema: {
        type: 'object',
        properties: {
          captcha: { type: 'string', maxLength: 16 },
          checkKey: { type: ['string', 'number'] },
        },
      },
      example: { captcha: 'ab3d', checkKey: 1700000000000 },
    },
    result: { type: 'null' },
    example: { result: null, message: '成功' },
    refusals: ['验证码无效', '验证码错误'],
  },
  {
    method: 'delete',
    path: '/sys/permission/deleteBatch',
    operationId: 'permissionDeleteBatch',
    tag: 'permissions',
    summary: 'Delete several menus, each with everything under it',
    query: idsQuery('Comma-separated menu ids'),
    result: { type: 'null' },
    example: { result: null, message: '删除成功!' },
  },
  {
    method: 'delete',
    path: '/sys/sysDepart/deleteBatch',
    operationId: 'departDeleteBatch',
    tag: 'departments',
    summary: 'Delete several departments, each with everything under it',
    query: idsQuery('Comma-separated department ids'),
    result: { type: 'null' },
    example: { result: null, message: '删除成功!' },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'get',
    path: '/sys/user/queryByIds',
    operationId: 'userQueryByIds',
    tag: 'users',
    summary: 'Users by ids (the announcement form’s user picker)',
    query: {
      userIds: {
        schema: { type: 'string', maxLength: 4000 },
        required: true,
        description: 'Comma-separated user ids',
        example: 'e9ca23d68d884d4ebb19d07889727dae',
      },
    },
    result: { type: 'array', items: ref('SysUser') },
    example: { result: [{ id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'admin' }], code: 0 },
  },
  {
    method: 'post',
    path: '/sys/permission/edit',
    operationId: 'permissionEditPost',
    tag: 'permissions',
    summary: 'Edit a menu, page or button (the POST upstream also maps)',
    body: {
      schema: ref('SysPermissionEditInput'),
      example: { id: '1580000000000000000000000000000b', name: '系统管理', menuType: 0 },
    },
    result: { type: 'null' },
    example: { result: null, message: '修改成功！' },
    refusals: ['未找到菜单信息'],
  },
  {
    method: 'post',
    path: '/sys/permission/editPermissionRule',
    operationId: 'dataRuleEditPost',
    tag: 'permissions',
    summary: 'Edit a data rule (the POST upstream also maps)',
    body: {
      schema: ref('SysPermissionDataRuleInput'),
      example: {
        id: '1580000000000000000000000000000c',
        permissionId: '1580000000000000000000000000000b',
        ruleName: '本人数据',
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '修改成功！' },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'get',
    path: '/sys/sysDepart/listAll',
    operationId: 'departListAll',
    tag: 'departments',
    summary: 'Every department, flat, by org code (or those of the given ids)',
    query: {
      id: { schema: { type: 'string', maxLength: 4000 }, description: 'Comma-separated department ids' },
    },
    result: { type: 'array', items: ref('SysDepart') },
    example: {
      code: 0,
      result: [{ id: demo.departRoot, parentId: '', departName: '北京国炬软件', orgCode: 'A01' }],
    },
  },
  {
    method: 'get',
    path: '/sys/sysDepart/queryDepartTreeSync',
    operationId: 'departTreeSync',
    tag: 'departments',
    summary: 'One level of the department tree: the children of `pid` (the roots without it)',
    query: { pid: { schema: { type: 'string', maxLength: 36 }, description: 'The parent department id' } },
    result: { type: 'array', items: ref('SysDepartTreeModel') },
    example: {
      code: 0,
      result: [
        {
          key: demo.departRoot,
          value: demo.departRoot,
          title: '北京国炬软件',
          isLeaf: false,
          id: demo.departRoot,
          parentId: '',
          departName: '北京国炬软件',
          orgCode: 'A01',
          children: null,
        },
      ],
    },
  },
  {
    method: 'get',
    path: '/sys/sysDepart/getDepartName',
    operationId: 'departByOrgCode',
    tag: 'departments',
    summary: 'The department of an org code (null when none has it)',
    query: {
      orgCode: {
        schema: { type: 'string', maxLength: 100 },
        required: true,
        description: '部门编码',
        example: 'A01',
      },
    },
    result: { oneOf: [ref('SysDepart'), { type: 'null' }] },
    example: {
      code: 0,
      result: { id: demo.departRoot, parentId: '', departName: '北京国炬软件', orgCode: 'A01' },
    },
  },
  {
    method: 'get',
    path: '/sys/sysDepart/getUsersByDepartId',
    operationId: 'departUsers',
    tag: 'departments',
    summary: 'Users of a department (as /sys/user/queryUserByDepId)',
    query: {
      id: {
        schema: { type: 'string', maxLength: 36 },
        required: true,
        description: '部门 id',
        example: demo.departRnd,
      },
    },
    result: { type: 'array', items: ref('SysUserRecord') },
    example: { code: 0, result: [{ id: 'a75d45a015c44384a04449ee80dc3503', username: 'jeecg' }] },
  },
  {
    method: 'get',
    path: '/sys/sysDepart/queryAllParentId',
    operationId: 'departParentIds',
    tag: 'departments',
    summary: 'The ancestors of departments, by id or org code',
    description:
      'For each given id (or org code): `parentIds` (root first, the department itself last) and `parentMap` (each by id).',
    query: {
      departId: {
        schema: { type: 'string', maxLength: 4000 },
        description: 'Comma-separated department ids',
      },
      orgCode: { schema: { type: 'string', maxLength: 4000 }, description: 'Comma-separated org codes' },
    },
    result: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['parentIds', 'parentMap'],
        properties: {
          parentIds: { type: 'array', items: { type: 'string' } },
          parentMap: { type: 'object', additionalProperties: ref('SysDepart') },
        },
      },
    },
    example: {
      code: 0,
      result: {
        [demo.departRoot]: {
          parentIds: [demo.departRoot],
          parentMap: {
            [demo.departRoot]: { id: demo.departRoot, departName: '北京国炬软件', orgCode: 'A01' },
          },
        },
      },
    },
    refusals: ['departId 和 orgCode 不能都为空！'],
  },
  {
    method: 'get',
    path: '/sys/sysDepart/queryTreeByKeyWord',
    operationId: 'departTreeByKeyWord',
    tag: 'departments',
    summary: 'Departments (subtrees) and users matching a keyword',
    description:
      'departList: the subtrees whose department name contains the keyword (the whole tree without one); userList: users whose username or real name contains it.',
    query: { keyWord: { schema: { type: 'string', maxLength: 100 }, description: 'Part of a name' } },
    result: {
      type: 'object',
      required: ['departList', 'userList'],
      properties: {
        departList: { type: 'array', items: ref('SysDepartTreeModel') },
        userList: { type: 'array', items: ref('SysUser') },
      },
    },
    example: { code: 0, result: { departList: [], userList: [] } },
  },
  {
    method: 'get',
    path: '/sys/dict/getDictText/{dictCode}/{key}',
    operationId: 'dictText',
    tag: 'dictionaries',
    summary: 'The text of one value of a dictionary (null when it has none)',
    pathParams: {
      dictCode: { schema: { type: 'string', minLength: 1, maxLength: 100 }, example: 'sex' },
      key: { schema: { type: 'string', minLength: 1, maxLength: 100 }, example: '1' },
    },
    result: { type: ['string', 'null'] },
    example: { code: 0, result: '男' },
  },
  {
    method: 'get',
    path: '/sys/dict/loadDictOrderByValue/{dictCode}',
    operationId: 'loadTableDictSelectedFirst',
    tag: 'dictionaries',
    summary: 'A table dictionary’s first page, with the items matching `keyword` put first',
    description:
      'As loadDict: `table,text,code`, declared ones only (`x-table-dictionaries`); the items matching `keyword` ' +
      'come first unless already listed.',
    pathParams: {
      dictCode: {
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        example: 'sys_user,realname,username',
      },
    },
    query: {
      keyword: { schema: { type: 'string', maxLength: 100 }, description: 'Part of the selected text' },
      pageSize: {
        ...pageSizeParam(1000, null),
        description: 'Items of the first page (at most 1000 answered)',
      },
      sign: { schema: { type: 'string', maxLength: 100 }, description: 'Ignored (upstream signature)' },
    },
    result: { type: 'array', items: ref('DictModel') },
    example: { code: 0, result: [{ value: 'admin', text: '管理员', title: '管理员' }] },
    refusals: ['字典Code格式不正确！'],
  },
  {
    method: 'get',
    path: '/sys/dict/treeList',
    operationId: 'dictTreeList',
    tag: 'dictionaries',
    summary: 'Dictionaries as tree nodes (key, title), newest first',
    query: { dictName: { schema: { type: 'string', maxLength: 100 }, description: 'Part of the name' } },
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'title', 'id', 'dictName', 'dictCode'],
        properties: {
          key: { type: 'string' },
          title: { type: 'string' },
          id: { type: 'string' },
          dictName: { type: 'string' },
          dictCode: { type: 'string' },
          description: { type: ['string', 'null'] },
          type: { type: ['integer', 'null'] },
          delFlag: { type: ['integer', 'null'] },
          createBy: { type: ['string', 'null'] },
          createTime: { type: ['string', 'null'] },
          updateBy: { type: ['string', 'null'] },
          updateTime: { type: ['string', 'null'] },
        },
      },
    },
    example: {
      code: 0,
      result: [{ key: 'd1', title: '性别', id: 'd1', dictName: '性别', dictCode: 'sex', description: null }],
    },
  },
  {
    method: 'get',
    path: '/sys/permission/queryListAsync',
    operationId: 'permissionChildren',
    tag: 'permissions',
    summary: 'One level of the menu tree: the children of `pid` (the top level without it)',
    query: { pid: { schema: { type: 'string', maxLength: 36 }, description: 'The parent menu id' } },
    result: { type: 'array', items: ref('PermissionTreeModel') },
    example: {
      code: 0,
      result: [
        {
          key: 'a1',
          value: 'a1',
          title: '系统管理',
          slotTitle: '系统管理',
          label: '系统管理',
          isLeaf: false,
        },
      ],
    },
    refusals: ['未找到角色信息'],
  },
  {
    method: 'get',
    path: '/sys/user/queryUserComponentData',
    operationId: 'userPickerPage',
    tag: 'users',
    summary: 'Page of users for the user picker: of a department and its sub-departments, or all',
    query: {
      pageNo: {
        schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
        description:
          "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
      },
      pageSize: pageSizeParam(1000),
      departId: {
        schema: { type: 'string', maxLength: 36 },
        description: 'The department (with those under it)',
      },
      realname: { schema: { type: 'string', maxLength: 100 }, description: 'Part of the real name' },
      username: { schema: { type: 'string', maxLength: 100 }, description: 'Part of the account' },
    },
    result: {
      allOf: [
        ref('Page'),
        { type: 'object', properties: { records: { type: 'array', items: ref('SysUser') } } },
      ],
    },
    example: {
      code: 0,
      result: {
        records: [{ id: 'a75d45a015c44384a04449ee80dc3503', username: 'jeecg' }],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      },
    },
  },
  {
    method: 'get',
    path: '/sys/annountCement/syncNotic',
    operationId: 'announcementSync',
    tag: 'announcements',
    summary:
      'Push a published announcement again over the notice channel (none: “批量设置已读” to everybody)',
    description:
      'With `anntId`: a published announcement goes to everybody (type ALL) or to its listed users, as on publishing; ' +
      'a draft or revoked one (the client syncs after 撤销) sends the reload notice below; an unknown or deleted one → ' +
      '`未找到对应实体`. Without it: a topic notice telling the open pages to reload their notices.',
    query: { anntId: { schema: { type: 'string', maxLength: 36 }, description: 'The announcement' } },
    result: { type: 'null' },
    example: { code: 0, result: null },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'get',
    path: '/sys/dict/deleteList',
    operationId: 'dictRecycleBin',
    tag: 'dictionaries',
    summary: 'The dictionary recycle bin: deleted dictionaries',
    result: { type: 'array', items: ref('SysDict') },
    example: {
      code: 0,
      result: [{ id: NO_SUCH_ID, dictName: '兼容字典', dictCode: 'compat_dict', delFlag: 1 }],
    },
  },
  {
    method: 'delete',
    path: '/sys/dict/deletePhysic/{id}',
    operationId: 'dictDeletePhysically',
    tag: 'dictionaries',
    summary: 'Delete a dictionary of the recycle bin for good, with its items',
    pathParams: {
      id: {
        schema: { type: 'string', minLength: 1, maxLength: 36 },
        description: 'A deleted dictionary',
        // No record has it (source/demo-records.ts): a tool sending the example deletes nothing.
        example: NO_SUCH_ID,
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '删除成功!' },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'put',
    path: '/sys/dict/back/{id}',
    operationId: 'dictRestore',
    tag: 'dictionaries',
    summary: 'Take a dictionary back out of the recycle bin',
    pathParams: {
      id: {
        schema: { type: 'string', minLength: 1, maxLength: 36 },
        description: 'A deleted dictionary',
        example: NO_SUCH_ID,
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '操作成功!' },
    refusals: ['未找到对应实体'],
  },
  {
    method: 'get',
    path: '/sys/cas/client/validateLogin',
    operationId: 'casValidateLoginSys',
    tag: 'auth',
    summary: 'Sign in with a CAS ticket (upstream’s path; as /cas/client/validateLogin)',
    description:
      'Answers what GET `/cas/client/validateLogin` answers. Without CAS configured: 未配置CAS服务.',
    public: true,
    query: {
      ticket: {
        schema: { type: 'string', minLength: 1, maxLength: 500 },
        required: true,
        description: 'The service ticket the CAS server issued',
        example: 'ST-1-example-cas-ticket',
      },
      service: {
        schema: { type: 'string', minLength: 1, maxLength: 1000 },
        required: true,
        description: 'The service URL the ticket was issued for',
        example: 'http://localhost:3000/user/login',
      },
    },
    result: ref('TokenAndUser'),
    example: {
      message: '登录成功',
      result: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature', userInfo: { id: 'e9ca', username: 'admin' } },
    },
    refusals: ['未配置CAS服务', 'CAS票据验证失败', '该用户不存在，请注册'],
  },
  {
    method: 'post',
    path: '/sys/user/register',
    operationId: 'userRegister',
    tag: 'auth',
    summary: 'Register with a mobile number confirmed by SMS (upstream’s form; as /auth/register)',
    description:
      'Upstream’s field names: `phone`, `smscode`. Without `username` the phone number is the account; without ' +
      '`password` a random one is set (sign in by SMS then).',
    public: true,
    body: {
      schema: {
        type: 'object',
        required: ['phone', 'smscode'],
        properties: {
          username: { type: 'string', maxLength: 100 },
          password: { type: 'string', maxLength: 200 },
          phone: { type: 'string', pattern: '^1[3-9]\\d{9}$', description: 'Mainland mobile number' },
          smscode: { type: 'string', minLength: 4, maxLength: 8 },
          email: { type: 'string', maxLength: 45 },
        },
      },
      example: { username: 'wangwu', password: 'Abc12345', phone: '13800000002', smscode: '123456' },
    },
    result: { type: 'null' },
    example: { result: null, message: '注册成功' },
    refusals: ['用户名已注册', '该手机号已注册', '手机验证码错误'],
  },
  {
    method: 'get',
    path: '/sys/user/passwordChange',
    operationId: 'userPasswordChange',
    tag: 'auth',
    summary:
      'Set a new password with an SMS code (upstream’s forgotten-password page; as /auth/forge-password)',
    public: true,
    query: {
      username: {
        schema: { type: 'string', minLength: 1, maxLength: 100 },
        required: true,
        description: 'The account',
        example: 'nobody-here',
      },
      password: {
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        required: true,
        description: 'The new password',
        example: 'N3w-secret',
      },
      smscode: {
        schema: { type: 'string', minLength: 4, maxLength: 8 },
        required: true,
        description: 'The SMS code sent to the phone',
        example: '000000',
      },
      phone: {
        schema: { type: 'string', pattern: '^1[3-9]\\d{9}$' },
        required: true,
        description: 'The account’s mobile number',
        example: '13800000099',
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '密码重置完成！' },
    refusals: ['该用户不存在或未绑定手机号', '短信验证码不匹配！'],
  },
  {
    method: 'get',
    path: '/sys/sysDepart/exportXls',
    operationId: 'departExportXls',
    tag: 'departments',
    summary: 'Export the departments as an .xlsx file (by org code, so parents come before their children)',
    description:
      "Upstream SysDepart's columns: name, code, category, order, phone, fax, address, memo; the parent by name. " +
      "`departName` keeps those whose name contains it. Streamed; `Content-Disposition: attachment; filename*=UTF-8''部门.xlsx`.",
    query: { departName: { schema: { type: 'string', maxLength: 100 }, description: 'Part of the name' } },
    download: { contentType: XLSX_CONTENT_TYPE },
    result: { type: 'null' },
    example: { code: 500, result: null, message: '操作失败' },
  },
  {
    method: 'post',
    path: '/sys/user/phoneVerification',
    operationId: 'userPhoneVerification',
    tag: 'auth',
    summary: 'Check the SMS code of the forgotten-password page before the new password is asked for',
    description:
      'The code sent by POST `/sys/sms` with `smsmode` 2 to `phone`: right → result {smscode, username} and the code ' +
      'stays valid 10 more minutes (the password change spends it). At most 5 wrong codes per number within 10 ' +
      'minutes; then refused with code 429 (验证码错误次数过多，请稍后再试), the right code included.',
    public: true,
    body: {
      schema: {
        type: 'object',
        required: ['phone', 'smscode'],
        properties: {
          phone: { type: 'string', pattern: '^1[3-9]\\d{9}$', description: 'The account’s mobile number' },
          smscode: { type: 'string', minLength: 1, maxLength: 8, description: 'The SMS code' },
        },
      },
      example: { phone: '13800000099', smscode: '000000' },
    },
    result: {
      type: 'object',
      required: ['smscode', 'username'],
      properties: { smscode: { type: 'string' }, username: { type: 'string' } },
    },
    example: { result: { smscode: '123456', username: 'zhangsan' } },
    refusals: ['手机验证码错误', '该用户不存在或未绑定手机号', '验证码错误次数过多，请稍后再试'],
  },
  {
    method: 'post',
    path: '/sys/sysDepart/importExcel',
    operationId: 'departImportExcel',
    tag: 'departments',
    summary: 'Import departments from an .xlsx file (the columns of the department export)',
    description:
      'Multipart field `file`: an .xlsx whose first row holds the titles of `/sys/sysDepart/exportXls` (field names ' +
      'are accepted too). Every row is added as POST `/sys/sysDepart/add` adds one: its org code is generated under ' +
      'its parent (the `机构编码` column is ignored), the parent given by name must already exist. All rows in one ' +
      'transaction: the first refused row (`第N行：…`) rolls the whole file back.',
    multipart: {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description:
              'An .xlsx file (at most 10 MB) whose first row holds the column titles of the export',
          },
        },
      },
    },
    result: ref('ImportRowErrors'),
    example: { code: 200, result: null, message: '文件导入成功！数据行数:2' },
    refusals: [
      '文件导入失败：第N行：… (result lists the problem)',
      '文件格式不正确，请上传.xlsx格式的Excel文件',
      '文件大小超过10MB限制',
    ],
  },
  {
    method: 'get',
    path: '/sys/dict/loadTreeData',
    operationId: 'dictLoadTreeData',
    tag: 'dictionaries',
    summary: 'One level of a table as tree-select nodes (JTreeSelect; upstream TreeSelectModel)',
    description:
      'The rows whose `pidField` equals `pid` (empty `pid`: the roots, whose `pidField` is empty or null), each as ' +
      '{key, value, title, parentId, isLeaf}. Table and columns (`text`, `code`, `pidField`, `hasChildField`) must be ' +
      'a declared tree (`x-table-dictionaries`), asked for by a holder of its permission (else code 510), and ' +
      '`condition` empty; anything else → 参数不合法: 不支持该表或字段. `hasChildField` = 1 marks a node with ' +
      'children; without it every node is a leaf.',
    query: {
      pid: {
        schema: { type: 'string', maxLength: 100 },
        description: 'The parent’s code; empty for the roots',
      },
      pidField: {
        schema: { type: 'string', minLength: 1, maxLength: 64 },
        required: true,
        description: 'The column holding the parent',
        example: 'pid',
      },
      tableName: {
        schema: { type: 'string', minLength: 1, maxLength: 64 },
        required: true,
        description: 'The table',
        example: 'sys_category',
      },
      text: {
        schema: { type: 'string', minLength: 1, maxLength: 64 },
        required: true,
        description: 'The column shown as the title',
        example: 'name',
      },
      code: {
        schema: { type: 'string', minLength: 1, maxLength: 64 },
        required: true,
        description: 'The column used as key and value',
        example: 'id',
      },
      hasChildField: {
        schema: { type: 'string', maxLength: 64 },
        description: 'The column that is 1 when the row has children',
      },
      condition: {
        schema: { type: 'string', maxLength: 2000 },
        description: 'Upstream’s JSON object of column → value: only empty (or `{}`) is accepted',
      },
    },
    result: { type: 'array', items: ref('CategoryTreeNode') },
    example: {
      result: [
        {
          key: '1183693424827564034',
          value: '1183693424827564034',
          title: '物料分类',
          parentId: '0',
          isLeaf: false,
        },
      ],
    },
    refusals: ['参数不合法: 不支持该表或字段'],
  },
]

const tenantAndTimestamp = [
  { $ref: '#/components/parameters/Timestamp' },
  { $ref: '#/components/parameters/TenantId' },
]

/**
 * Upstream answers whose shape the compact form cannot say, as full OpenAPI path items (merged by build-spec.ts
 * as they are): the mobile sign-in (declared as /sys/login is), the announcement page (HTML) and the bare user
 * array.
 */
export const rawPaths: Record<string, Json> = {
  '/sys/mLogin': {
    post: {
      tags: ['auth'],
      operationId: 'mobileLogin',
      summary: 'Sign in with account and password, without a captcha (upstream’s mobile sign-in)',
      description:
        'Answers what POST `/sys/login` answers, under the same sign-in limits (5 failures per account, 20 per ' +
        'client address within 10 minutes, then refused with code 429 and 登录失败次数过多，请N分钟后再试). A captcha, ' +
        'if sent, is ignored.',
      security: [],
      parameters: [{ $ref: '#/components/parameters/TenantId' }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: ref('LoginRequest'),
            example: { username: 'admin', password: '123456' },
          },
        },
      },
      responses: {
        '200': {
          description:
            'Signed in, or refused with a message (用户名或密码错误, 该用户不存在，请注册, 该用户已冻结)',
          content: {
            'application/json': {
              schema: ref('LoginResponse'),
              example: {
                success: true,
                message: '登录成功',
                code: 200,
                timestamp: 1_700_000_000_000,
                result: {
                  token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature',
                  multi_depart: 1,
                  userInfo: { id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'admin' },
                  departs: [
                    { id: 'c6d7cb4deeac411cb3384b1b31278596', orgCode: 'A01', departName: '北京国炬软件' },
                  ],
                  sysAllDictItems: {},
                },
              },
            },
          },
        },
        '400': { $ref: '#/components/responses/BadRequest' },
        '429': { $ref: '#/components/responses/TooManyRequests' },
      },
    },
  },
  '/sys/annountCement/show/{id}': {
    get: {
      tags: ['announcements'],
      operationId: 'announcementShow',
      summary: 'An announcement as an HTML page (upstream’s showContent view)',
      description:
        'Its title, sender, send time and content. The content is shown as text (escaped: this server has no HTML ' +
        'sanitiser), under a Content-Security-Policy that allows no script, frame or form. Only to those who may ' +
        'read it: once published, its recipients (every signed-in user for an ALL notice, the listed users for a ' +
        'USER notice); at any time its sender and the holders of the announcement page (`/isystem/annountCement`). ' +
        'The token comes in `X-Access-Token` or, as the upstream client opens the page in a frame, in `token`. ' +
        'Unknown, deleted, or not readable by the caller (no token included) → 404 with the envelope. ' +
        'Upstream serves the page to anybody (`anon` in its Shiro filter chain).',
      security: [],
      parameters: [
        ...tenantAndTimestamp,
        {
          name: 'token',
          in: 'query',
          required: false,
          description: 'The caller’s token, where the page is opened in a frame and no header can be sent',
          schema: { type: 'string', maxLength: 2048 },
        },
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The announcement id',
          schema: { type: 'string', minLength: 1, maxLength: 64 },
          // No record has it (source/demo-records.ts): a tool sending the example is answered 404.
          example: NO_SUCH_ID,
        },
      ],
      responses: {
        '200': {
          description: 'The page',
          content: {
            'text/html': {
              schema: { type: 'string' },
              example: '<!doctype html><html><head><title>年度体检安排</title></head><body>…</body></html>',
            },
          },
        },
        '400': { $ref: '#/components/responses/BadRequest' },
        '404': {
          description: 'No announcement the caller may read has this id',
          content: {
            'application/json': {
              schema: ref('BusinessError'),
              example: {
                success: false,
                message: '未找到对应实体',
                code: 404,
                result: null,
                timestamp: 1_700_000_000_000,
              },
            },
          },
        },
      },
    },
  },
  '/sys/user/getMultiUser': {
    get: {
      tags: ['users'],
      operationId: 'userMultiList',
      summary: 'Users matching the given fields, as a bare array (no envelope; upstream’s app-side list)',
      description:
        'Each given field must equal the user’s (upstream QueryGenerator); none given → every user. Deleted users ' +
        'are left out; no password or salt. By username.',
      parameters: [
        ...tenantAndTimestamp,
        ...['username', 'realname', 'orgCode', 'phone'].map((name) => ({
          name,
          in: 'query',
          required: false,
          schema: { type: 'string', maxLength: 100 },
        })),
        { name: 'status', in: 'query', required: false, schema: { type: 'integer', enum: [1, 2] } },
      ],
      responses: {
        '200': {
          description: 'The users (bare array)',
          content: {
            'application/json': {
              schema: { type: 'array', items: ref('SysUser') },
              example: [{ id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'admin', realname: '管理员' }],
            },
          },
        },
        '400': { $ref: '#/components/responses/BadRequest' },
        '500': { $ref: '#/components/responses/TokenInvalid' },
      },
    },
  },
}
