/** Sign-in by phone, SMS codes, registration, password recovery, CAS and third-party sign-in (docs/upstream.md §2). */
import type { CompactOperation, Json } from '../compact'
import { ref } from '../compact'

const MOBILE: Json = { type: 'string', pattern: '^1[3-9]\\d{9}$', description: 'Mainland mobile number' }
const SMS_CODE: Json = { type: 'string', minLength: 4, maxLength: 8 }
const PASSWORD: Json = { type: 'string', minLength: 1, maxLength: 200 }

const smsOperation = (path: string, operationId: string, summary: string): CompactOperation => ({
  method: 'post',
  path,
  operationId,
  tag: 'auth',
  summary,
  description:
    'The code is valid for 10 minutes and is not returned. The reference server has no SMS gateway: it writes the code to its log.',
  public: true,
  body: { schema: ref('SmsRequest'), example: { mobile: '13800000001', smsmode: '0' } },
  result: { type: 'null' },
  example: { code: 0, result: null },
  refusals: ['验证码10分钟内，仍然有效！', '手机号已经注册，请直接登录！', '该用户不存在或未绑定手机号'],
})

export const schemas: Record<string, Json> = {
  SmsRequest: {
    type: 'object',
    required: ['mobile', 'smsmode'],
    properties: {
      mobile: MOBILE,
      smsmode: {
        type: 'string',
        enum: ['0', '1', '2'],
        description: '0 sign-in, 1 registration, 2 forgotten password',
      },
    },
  },
  TokenAndUser: {
    type: 'object',
    required: ['token', 'userInfo'],
    properties: {
      token: { type: 'string' },
      userInfo: ref('SysUser'),
      departs: { type: 'array', items: ref('SysDepart') },
      multi_depart: { type: 'integer', enum: [0, 1, 2] },
    },
  },
  CurrentUser: {
    type: 'object',
    required: ['userInfo', 'roles'],
    properties: {
      userInfo: ref('SysUser'),
      roles: { type: 'array', items: { type: 'string' }, description: 'Role codes' },
    },
  },
}

export const operations: CompactOperation[] = [
  smsOperation('/sys/sms', 'smsSend', 'Send an SMS code (sign-in, registration or forgotten password)'),
  smsOperation(
    '/account/sms',
    'smsSendAccount',
    'Send an SMS code (the shared auth endpoint of docs/spec.md §7)',
  ),
  {
    method: 'post',
    path: '/sys/phoneLogin',
    operationId: 'phoneLogin',
    tag: 'auth',
    summary: 'Sign in with a mobile number and an SMS code',
    description:
      'Success is judged by code 200. A wrong code answers success true, code 0 and 手机验证码错误 (upstream), which clients reject.',
    public: true,
    body: {
      schema: {
        type: 'object',
        required: ['mobile', 'captcha'],
        properties: { mobile: MOBILE, captcha: SMS_CODE, remember_me: { type: 'boolean' } },
      },
      example: { mobile: '13800000001', captcha: '123456' },
    },
    result: ref('LoginResult'),
    example: {
      message: '登录成功',
      result: {
        token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature',
        userInfo: { id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'admin' },
        departs: [{ id: 'c6d7cb4deeac411cb3384b1b31278596', orgCode: 'A01', departName: '北京国炬软件' }],
        multi_depart: 1,
        sysAllDictItems: {},
      },
    },
    refusals: ['手机验证码错误', '该用户不存在，请注册', '该用户已冻结'],
  },
  {
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    tag: 'auth',
    summary: 'Register an account with a mobile number confirmed by SMS',
    public: true,
    body: {
      schema: {
        type: 'object',
        required: ['username', 'password', 'mobile', 'captcha'],
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 100 },
          password: PASSWORD,
          mobile: MOBILE,
          captcha: SMS_CODE,
          email: { type: 'string', maxLength: 45 },
        },
      },
      example: { username: 'wangwu', password: 'Abc12345', mobile: '13800000002', captcha: '123456' },
    },
    result: { type: 'null' },
    example: { result: null, message: '注册成功' },
    refusals: ['用户名已注册', '该手机号已注册', '手机验证码错误'],
  },
  {
    method: 'post',
    path: '/auth/forge-password',
    operationId: 'forgotPassword',
    tag: 'auth',
    summary: 'Set a new password with an SMS code sent to the account’s mobile number',
    public: true,
    body: {
      schema: {
        type: 'object',
        required: ['mobile', 'captcha', 'password'],
        properties: {
          mobile: MOBILE,
          captcha: SMS_CODE,
          password: PASSWORD,
          username: { type: 'string', maxLength: 100 },
        },
      },
      example: { mobile: '13800000001', captcha: '123456', password: 'N3w-secret' },
    },
    result: { type: 'null' },
    example: { result: null, message: '密码重置完成！' },
    refusals: ['该用户不存在或未绑定手机号', '短信验证码不匹配！'],
  },
  {
    method: 'get',
    path: '/user/info',
    operationId: 'currentUser',
    tag: 'auth',
    summary: 'The signed-in user and its role codes',
    result: ref('CurrentUser'),
    example: {
      code: 0,
      result: { userInfo: { id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'admin' }, roles: ['admin'] },
    },
  },
  {
    method: 'get',
    path: '/cas/client/validateLogin',
    operationId: 'casValidateLogin',
    tag: 'auth',
    summary: 'Sign in with a CAS ticket',
    description:
      'The server validates the ticket at `<CAS_PREFIX_URL>/p3/serviceValidate` and signs in the CAS user. Without CAS configured: 未配置CAS服务.',
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
    method: 'get',
    path: '/thirdLogin/getLoginUser/{id}',
    operationId: 'thirdLoginUser',
    tag: 'auth',
    summary: 'The user of a token handed over by a third-party sign-in',
    public: true,
    pathParams: {
      id: {
        schema: { type: 'string', minLength: 1, maxLength: 2000 },
        description: 'The token',
        example: 'eyJhbGciOiJIUzI1NiJ9.e30.signature',
      },
    },
    result: ref('TokenAndUser'),
    example: {
      result: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature', userInfo: { id: 'e9ca', username: 'admin' } },
    },
    refusals: ['Token无效!'],
  },
  {
    method: 'get',
    path: '/sys/thirdLogin/getLoginUser/{token}/{thirdType}',
    operationId: 'thirdLoginUserByType',
    tag: 'auth',
    summary: 'The user of a token handed over by a third-party sign-in (upstream 2.4.6 path)',
    description:
      "Upstream 2.4.x's path (ThirdLoginController, anonymous under /sys/thirdLogin/**); the same answer as `/thirdLogin/getLoginUser/{id}`, the path of upstream 2.2–2.3 and docs/spec.md §7, which the app calls. `thirdType` names the provider the token came from; this server keeps no third-party accounts, so it is not read.",
    public: true,
    pathParams: {
      token: {
        schema: { type: 'string', minLength: 1, maxLength: 2000 },
        description: 'The token',
        example: 'eyJhbGciOiJIUzI1NiJ9.e30.signature',
      },
      thirdType: {
        schema: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' },
        description: "The third-party provider, e.g. 'github', 'wechat_enterprise', 'dingtalk'",
        example: 'github',
      },
    },
    result: ref('TokenAndUser'),
    example: {
      result: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature', userInfo: { id: 'e9ca', username: 'admin' } },
    },
    refusals: ['Token无效!'],
  },
]
