/**
 * Account centre and account settings: the signed-in user's own profile, roles, self-edit (upstream
 * `/sys/user/appEdit`), third-party bindings, UI preferences and notification preferences. Every operation
 * acts on the user of the token only; none takes a user id.
 */
import type { CompactOperation, Json } from '../compact'
import { ref } from '../compact'

/** docs/spec.md §5 mobile number: starts with 1, 11 digits. */
export const ACCOUNT_MOBILE_PATTERN = '^1\\d{10}$'
/** docs/spec.md §5 e-mail. */
export const ACCOUNT_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'

const EXAMPLE_USER = {
  id: 'e9ca23d68d884d4ebb19d07889727dae',
  username: 'admin',
  realname: '管理员',
  avatar: 'temp/avatar_1700000000000.png',
  birthday: '2018-12-05',
  sex: 1,
  email: 'jeecg@163.com',
  phone: '18611111111',
  status: 1,
  orgCode: 'A01',
  workNo: '00001',
  post: 'devleader',
  telephone: null,
}

const EXAMPLE_UI_PREFERENCES = {
  menuTheme: 'dark',
  colorScheme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSidebar: false,
  colorWeak: false,
  multipage: true,
  primaryColor: '#1890FF',
}

const EXAMPLE_NOTIFICATION_PREFERENCES = { systemMessages: true, announcements: true, todoReminders: true }

export const tags: Record<string, string> = {
  account: 'Account centre and settings of the signed-in user',
}

export const schemas: Record<string, Json> = {
  AccountRole: {
    type: 'object',
    description: 'A role the signed-in user holds',
    required: ['id', 'roleCode'],
    properties: {
      id: { type: 'string', maxLength: 32 },
      roleCode: { type: 'string', maxLength: 100 },
      roleName: { type: ['string', 'null'], maxLength: 200 },
      description: { type: ['string', 'null'], maxLength: 255 },
    },
  },
  AccountProfile: {
    type: 'object',
    description:
      "The signed-in user's record (no password) with the texts of its sex and post, and the roles held. " +
      'The departments come from `/sys/user/getCurrentUserDeparts`.',
    required: ['userInfo', 'roles'],
    properties: {
      userInfo: ref('SysUser'),
      sex_dictText: { type: ['string', 'null'], maxLength: 100 },
      post_dictText: { type: ['string', 'null'], maxLength: 200 },
      roles: { type: 'array', items: ref('AccountRole') },
    },
  },
  AccountSelfEdit: {
    type: 'object',
    description:
      'Upstream appEdit: the fields a user may change on their own record. Absent or empty fields are left ' +
      'as they are (as upstream); other body fields (id, username, …) are ignored: the record is always the ' +
      "token's user.",
    properties: {
      realname: { type: ['string', 'null'], maxLength: 100 },
      avatar: { type: ['string', 'null'], maxLength: 255 },
      sex: {
        type: ['integer', 'string', 'null'],
        minimum: -32768,
        maximum: 32767,
        maxLength: 6,
        description: 'Dictionary sex: 1 男, 2 女',
      },
      phone: {
        type: ['string', 'null'],
        maxLength: 45,
        description: 'docs/spec.md §5 mobile: 1 and 10 more digits',
      },
      email: { type: ['string', 'null'], maxLength: 45, description: 'docs/spec.md §5 e-mail' },
      birthday: {
        type: ['string', 'null'],
        pattern: '^(\\d{4}-\\d{2}-\\d{2}.*)?$',
        description: 'yyyy-MM-dd',
      },
    },
  },
  AccountThirdBinding: {
    type: 'object',
    description: 'A third-party account kind upstream can bind (sys_third_account), with its state here',
    required: ['thirdType', 'title', 'bound', 'available'],
    properties: {
      thirdType: { type: 'string', enum: ['github', 'wechat_enterprise', 'dingtalk'] },
      title: { type: 'string', maxLength: 50 },
      bound: { type: 'boolean' },
      realname: { type: ['string', 'null'], maxLength: 100, description: 'The bound third-party name' },
      available: {
        type: 'boolean',
        description: 'Whether this server has an OAuth provider configured to bind with (none here)',
      },
    },
  },
  AccountUiPreferences: {
    type: 'object',
    description: 'The settings-drawer preferences of docs/spec.md §3/§4, as the app stores them',
    additionalProperties: false,
    properties: {
      menuTheme: { type: 'string', enum: ['dark', 'light'] },
      colorScheme: { type: 'string', enum: ['light', 'dark'] },
      layout: { type: 'string', enum: ['sidemenu', 'topmenu'] },
      contentWidth: { type: 'string', enum: ['Fixed', 'Fluid'] },
      fixedHeader: { type: 'boolean' },
      autoHideHeader: { type: 'boolean' },
      fixedSidebar: { type: 'boolean' },
      colorWeak: { type: 'boolean' },
      multipage: { type: 'boolean' },
      primaryColor: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' },
      sidebarCollapsed: { type: 'boolean' },
    },
  },
  AccountNotificationPreferences: {
    type: 'object',
    description: 'Which notices the user wants: system messages, announcements, to-do reminders',
    additionalProperties: false,
    required: ['systemMessages', 'announcements', 'todoReminders'],
    properties: {
      systemMessages: { type: 'boolean' },
      announcements: { type: 'boolean' },
      todoReminders: { type: 'boolean' },
    },
  },
  AccountSettings: {
    type: 'object',
    description: 'The stored settings of the signed-in user; `ui` is null until first saved',
    required: ['ui', 'notification'],
    properties: {
      ui: { oneOf: [ref('AccountUiPreferences'), { type: 'null' }] },
      notification: ref('AccountNotificationPreferences'),
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/sys/user/account/profile',
    operationId: 'accountProfile',
    tag: 'account',
    summary: "The signed-in user's own record, with the roles held",
    result: ref('AccountProfile'),
    example: {
      code: 0,
      result: {
        userInfo: EXAMPLE_USER,
        sex_dictText: '男',
        post_dictText: '研发部经理',
        roles: [
          {
            id: 'f6817f48af4fb3af11b9e8bf182f618b',
            roleCode: 'admin',
            roleName: '管理员',
            description: null,
          },
        ],
      },
    },
    refusals: ['未找到对应用户!'],
  },
  {
    method: 'put',
    path: '/sys/user/appEdit',
    operationId: 'appEdit',
    tag: 'account',
    summary:
      'Upstream appEdit: the signed-in user edits their own name, avatar, sex, phone, e-mail, birthday',
    description:
      'Only the record of the token user is changed, only these fields. The mobile number must match docs/spec.md §5 ' +
      '(1 and 10 more digits) and the e-mail address must be valid, otherwise a refusal names the field; a ' +
      'phone or e-mail held by another user is refused as upstream. `result` is the updated record.',
    body: {
      schema: ref('AccountSelfEdit'),
      example: {
        realname: '管理员',
        phone: '18611111111',
        email: 'jeecg@163.com',
        sex: 1,
        birthday: '2018-12-05',
      },
    },
    result: ref('SysUser'),
    example: { message: '修改成功!', result: EXAMPLE_USER },
    refusals: [
      '手机号格式不正确',
      '邮箱格式不正确',
      '手机号已存在!',
      '邮箱已存在!',
      '姓名不能为空',
      '未找到对应用户!',
    ],
  },
  {
    method: 'get',
    path: '/sys/user/account/bindings',
    operationId: 'accountBindings',
    tag: 'account',
    summary: 'The third-party account kinds and whether the signed-in user has bound each',
    description:
      'Bound accounts come from sys_third_account. This server has no OAuth provider configured, so ' +
      '`available` is false for every kind: binding happens against a real JeecgBoot back end.',
    result: { type: 'array', items: ref('AccountThirdBinding') },
    example: {
      code: 0,
      result: [
        { thirdType: 'github', title: 'GitHub', bound: false, realname: null, available: false },
        { thirdType: 'wechat_enterprise', title: '企业微信', bound: false, realname: null, available: false },
        { thirdType: 'dingtalk', title: '钉钉', bound: false, realname: null, available: false },
      ],
    },
  },
  {
    method: 'get',
    path: '/sys/user/account/settings',
    operationId: 'accountSettings',
    tag: 'account',
    summary: "The signed-in user's UI and notification preferences",
    description: 'Notification preferences default to all on; `ui` is null until the user saves it.',
    result: ref('AccountSettings'),
    example: {
      code: 0,
      result: { ui: EXAMPLE_UI_PREFERENCES, notification: EXAMPLE_NOTIFICATION_PREFERENCES },
    },
  },
  {
    method: 'put',
    path: '/sys/user/account/uiPreferences',
    operationId: 'saveAccountUiPreferences',
    tag: 'account',
    summary: "Stores the signed-in user's UI preferences (replacing the previous ones)",
    body: { schema: ref('AccountUiPreferences'), example: EXAMPLE_UI_PREFERENCES },
    result: ref('AccountUiPreferences'),
    example: { message: '保存成功！', result: EXAMPLE_UI_PREFERENCES },
  },
  {
    method: 'put',
    path: '/sys/user/account/notificationPreferences',
    operationId: 'saveAccountNotificationPreferences',
    tag: 'account',
    summary: "Stores the signed-in user's notification preferences",
    body: { schema: ref('AccountNotificationPreferences'), example: EXAMPLE_NOTIFICATION_PREFERENCES },
    result: ref('AccountNotificationPreferences'),
    example: { message: '保存成功！', result: EXAMPLE_NOTIFICATION_PREFERENCES },
  },
]
