/**
 * Upstream's ant-design-vue list-page templates (/api/user, /api/role, /api/service, /api/permission).
 */
import { pageSizeParam, type CompactOperation, type Json, ref } from '../compact'

/** The list-page templates' endpoints (ant-design-pro page shape: data, pageSize, pageNo, totalPage, totalCount). */
const templatePage = (items: Json): Json => ({
  type: 'object',
  required: ['data', 'pageSize', 'pageNo', 'totalPage', 'totalCount'],
  properties: {
    data: { type: 'array', items },
    pageSize: { type: 'integer' },
    pageNo: { type: 'integer' },
    totalPage: { type: 'integer' },
    totalCount: { type: 'integer' },
  },
})
const templatePaging = {
  pageNo: { schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 } },
  pageSize: pageSizeParam(1000),
}
const templateExample = (row: Json) => ({
  code: 0,
  result: { data: [row], pageSize: 10, pageNo: 1, totalPage: 1, totalCount: 1 },
})

export const tags: Record<string, string> = {
  templates: 'Data of the list-page templates (users, roles, standard table, permissions)',
}

export const schemas: Record<string, Json> = {
  TemplateUser: {
    type: 'object',
    required: ['id', 'username', 'name', 'status'],
    properties: {
      id: { type: 'string' },
      username: { type: 'string' },
      name: { type: ['string', 'null'] },
      status: { type: 'integer' },
      createTime: { type: ['string', 'null'] },
    },
  },
  TemplateRole: {
    type: 'object',
    required: ['id', 'name', 'describe', 'status'],
    properties: {
      id: { type: 'string' },
      name: { type: ['string', 'null'] },
      describe: { type: ['string', 'null'] },
      status: { type: 'integer' },
      creatorId: { type: ['string', 'null'] },
      createTime: { type: ['string', 'null'] },
      permissions: { type: 'array', items: { type: 'string' } },
    },
  },
  TemplateService: {
    type: 'object',
    required: ['key', 'id', 'no', 'description', 'callNo', 'status', 'updatedAt'],
    properties: {
      key: { type: 'integer' },
      id: { type: 'integer' },
      no: { type: 'string' },
      description: { type: 'string' },
      callNo: { type: 'integer' },
      status: { type: 'integer', enum: [0, 1, 2, 3] },
      updatedAt: { type: 'string' },
      editable: { type: 'boolean' },
    },
  },
  TemplatePermission: {
    type: 'object',
    required: ['id', 'name', 'describe', 'status', 'actionList'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      describe: { type: ['string', 'null'] },
      status: { type: 'integer' },
      actionData: { type: 'string', description: 'JSON text of [{action, describe, defaultCheck}]' },
      actionList: { type: 'array', items: { type: 'string' } },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/api/user',
    operationId: 'templateUsers',
    tag: 'templates',
    summary: 'Users for the user list template',
    query: { ...templatePaging, username: { schema: { type: 'string', maxLength: 100 } } },
    result: templatePage(ref('TemplateUser')),
    example: templateExample({ id: 'e9ca', username: 'admin', name: '管理员', status: 1 }),
  },
  {
    method: 'get',
    path: '/api/role',
    operationId: 'templateRoles',
    tag: 'templates',
    summary: 'Roles with their permission codes for the role list template',
    query: templatePaging,
    result: templatePage(ref('TemplateRole')),
    example: templateExample({
      id: 'f681',
      name: '管理员',
      describe: null,
      status: 1,
      permissions: ['user:add'],
    }),
  },
  {
    method: 'get',
    path: '/api/service',
    operationId: 'templateServices',
    tag: 'templates',
    summary: 'Rows of the standard table template (rule numbers, call counts, states)',
    query: {
      ...templatePaging,
      no: { schema: { type: 'string', maxLength: 50 }, description: 'Part of the rule number' },
      status: { schema: { type: 'integer', enum: [0, 1, 2, 3] } },
    },
    result: templatePage(ref('TemplateService')),
    example: templateExample({
      key: 1,
      id: 1,
      no: 'No 100001',
      description: '这是一段描述',
      callNo: 120,
      status: 1,
      updatedAt: '2026-11-22 09:30:00',
      editable: false,
    }),
  },
  {
    method: 'get',
    path: '/api/permission',
    operationId: 'templatePermissions',
    tag: 'templates',
    summary: 'Pages with their button actions for the permission list template',
    query: templatePaging,
    result: templatePage(ref('TemplatePermission')),
    example: templateExample({
      id: '3f91',
      name: '用户管理',
      describe: null,
      status: 1,
      actionList: ['user:add'],
    }),
  },
  {
    method: 'get',
    path: '/api/permission/no-pager',
    operationId: 'templatePermissionsAll',
    tag: 'templates',
    summary: 'Every page with its button actions, without paging',
    result: { type: 'array', items: ref('TemplatePermission') },
    example: {
      code: 0,
      result: [{ id: '3f91', name: '用户管理', describe: null, status: 1, actionList: ['user:add'] }],
    },
  },
]
