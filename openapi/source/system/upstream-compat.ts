/**
 * Endpoints the upstream JeecgBoot 2.4.6 Vue client calls on its own pages that our app does not:
 * the login captcha image, the third-party-app switch of the user pages, the tenant picker of the user form
 * and the dictionary item form's duplicate check. Shapes are those of upstream's controllers
 * (LoginController, ThirdAppController, SysTenantController, SysDictItemController).
 */
import type { CompactOperation, Json } from '../compact'
import { ref } from '../compact'

export const schemas: Record<string, Json> = {
  ThirdAppEnabledType: {
    type: 'object',
    description:
      'Which third-party apps are enabled (upstream ThirdAppConfig). This server integrates neither: both false.',
    required: ['wechatEnterprise', 'dingtalk'],
    properties: {
      wechatEnterprise: { type: 'boolean', description: '企业微信' },
      dingtalk: { type: 'boolean', description: '钉钉' },
    },
  },
}

export const tags: Record<string, string> = {
  'third-party apps': 'Enterprise WeChat and DingTalk integration (not configured on this server)',
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/sys/randomImage/{key}',
    operationId: 'captchaImage',
    tag: 'auth',
    summary: 'A login captcha image for a key',
    description:
      'A fresh 4-character code drawn as an image (a data URL), kept server-side under `key` for 60 seconds. ' +
      'A client that then signs in with `captcha` and `checkKey` (the same key) has its answer checked, case ' +
      'insensitively and once; clients that send no captcha are not asked for one (sign-in limiting stays the ' +
      'defence against guessing). Upstream answers code 0.',
    public: true,
    pathParams: {
      key: {
        schema: { type: 'string', minLength: 1, maxLength: 64 },
        description: 'The client’s check key (upstream: the current time in ms)',
        example: '1700000000000',
      },
    },
    result: {
      type: 'string',
      pattern: '^data:image/(png|jpg|jpeg);base64,',
      description: 'The image as a data URL',
    },
    example: { code: 0, result: 'data:image/png;base64,iVBORw0KGgo=' },
  },
  {
    method: 'get',
    path: '/sys/thirdApp/getEnabledType',
    operationId: 'thirdAppEnabledType',
    tag: 'third-party apps',
    summary: 'Which third-party apps (Enterprise WeChat, DingTalk) are enabled',
    result: ref('ThirdAppEnabledType'),
    example: { result: { wechatEnterprise: false, dingtalk: false } },
  },
  {
    method: 'get',
    path: '/sys/tenant/queryList',
    operationId: 'tenantQueryList',
    tag: 'tenants',
    summary: 'Active tenants (status 1), for pickers',
    description: 'Dates are not considered (upstream). `ids` narrows the list to those tenants.',
    query: {
      ids: {
        schema: { type: 'string', maxLength: 2000, pattern: '^[0-9, ]*$' },
        description: 'Comma-separated tenant ids',
      },
    },
    result: { type: 'array', items: ref('SysTenant') },
    example: {
      code: 0,
      result: [
        {
          id: 1,
          name: '北京租户001',
          status: 1,
          beginDate: null,
          endDate: null,
          createBy: 'admin',
          createTime: '2026-11-22 09:30:00',
        },
      ],
    },
  },
  {
    method: 'get',
    path: '/sys/dictItem/dictItemCheck',
    operationId: 'dictItemCheck',
    tag: 'dictionaries',
    summary: 'Is an item value still free in a dictionary?',
    description:
      'Equality on `itemValue` and `dictId`; `id` (the item being edited) is left out of the check. ' +
      'Free → `该值可用！`; taken → success false `该值不可用，系统中已存在！` (upstream).',
    query: {
      itemValue: { schema: { type: 'string', maxLength: 100 }, description: '数据值' },
      dictId: { schema: { type: 'string', maxLength: 32 }, description: '字典 id' },
      id: { schema: { type: 'string', maxLength: 32 }, description: 'The item being edited' },
    },
    result: { type: 'null' },
    example: { result: null, message: '该值可用！' },
    refusals: ['该值不可用，系统中已存在！'],
  },
]
