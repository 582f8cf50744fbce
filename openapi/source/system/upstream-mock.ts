/**
 * The `/mock/api/*` endpoints the upstream JeecgBoot 2.4.6 Vue client calls on pages of our seed menu (工作台,
 * 个人中心, 查询表格). Upstream answers them from JSON files of its demo module (MockController); this server
 * answers the same shapes with its own data: roles and rule rows from the tables the `/api/*` templates read,
 * the caller's business modules as projects, records lately created on the caller's pages as activity, the
 * caller's departments as teams and, per module, the records created in the last 30 days as the radar.
 */
import { pageSizeParam, type CompactOperation, type Json, type ParameterDef, ref } from '../compact'

const nullableStr: Json = { type: ['string', 'null'] }
const count: Json = { type: 'integer', minimum: 0 }

/** The ant-design-pro page of upstream's mock files: rows in `data`. */
const mockPage = (items: Json): Json => ({
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

const mockPaging: Record<string, ParameterDef> = {
  pageNo: {
    schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
    description:
      "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
  },
  pageSize: pageSizeParam(1000),
}

export const tags: Record<string, string> = {
  'upstream demo data':
    'What the upstream 2.4.6 client’s demo pages (工作台, 个人中心, 查询表格) read from /mock/api, answered from this server’s data',
}

export const schemas: Record<string, Json> = {
  MockProject: {
    type: 'object',
    description: 'A business module (top menu) the caller holds pages of, as a workplace project card',
    required: ['id', 'cover', 'title', 'description', 'status', 'updatedAt'],
    properties: {
      id: { type: 'string', description: 'The menu id' },
      cover: { ...nullableStr, description: 'No picture: null' },
      title: { type: 'string', description: '菜单名称' },
      description: { type: 'string', description: 'The names of its pages the caller holds, joined by 、' },
      status: { type: 'integer', enum: [1] },
      updatedAt: {
        ...nullableStr,
        description: 'yyyy-MM-dd HH:mm:ss: the newest record of its pages, else the menu’s last change',
      },
    },
  },
  MockActivity: {
    type: 'object',
    description:
      'A record lately created on a page the caller holds: who, in which module, on which page, when',
    required: ['id', 'user', 'project', 'time'],
    properties: {
      id: { type: 'integer', description: 'Position in the list, from 1' },
      user: {
        type: 'object',
        required: ['nickname', 'avatar'],
        properties: {
          nickname: { type: 'string', description: 'The creator’s real name (their username if none)' },
          avatar: {
            ...nullableStr,
            description: 'The creator’s avatar when it is an http(s) URL, else null',
          },
        },
      },
      project: {
        type: 'object',
        required: ['name', 'action', 'event'],
        properties: {
          name: { type: 'string', description: 'The module (top menu) name' },
          action: { type: 'string', enum: ['新建'] },
          event: { type: 'string', description: 'The page name' },
        },
      },
      time: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' },
    },
  },
  MockTeam: {
    type: 'object',
    description: 'A department the caller belongs to',
    required: ['id', 'name', 'avatar'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string', description: '部门名称' },
      avatar: { ...nullableStr, description: 'No picture: null' },
    },
  },
  MockRadarItem: {
    type: 'object',
    description:
      'Records created in the last 30 days on the pages of one module the caller holds: by the caller (个人), ' +
      'by the members of the caller’s departments (部门) and by everyone (团队)',
    required: ['item', '个人', '团队', '部门'],
    properties: {
      item: { type: 'string', description: 'The module (top menu) name' },
      个人: count,
      团队: count,
      部门: count,
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/mock/api/role',
    operationId: 'mockRoles',
    tag: 'upstream demo data',
    summary: 'Roles with their permission codes, in upstream’s mock page shape (workplace, 查询表格)',
    description: 'The rows of `/api/role`. Upstream’s pages only log the answer.',
    query: { ...mockPaging, t: { schema: { type: 'string', maxLength: 100 }, description: 'Ignored' } },
    result: mockPage(ref('TemplateRole')),
    example: {
      code: 0,
      result: {
        data: [{ id: 'f681', name: '管理员', describe: null, status: 1, permissions: ['user:add'] }],
        pageSize: 10,
        pageNo: 1,
        totalPage: 1,
        totalCount: 1,
      },
    },
  },
  {
    method: 'get',
    path: '/mock/api/service',
    operationId: 'mockServices',
    tag: 'upstream demo data',
    summary: 'Rows of the 查询表格 page (rule numbers, call counts, states), in upstream’s mock page shape',
    description:
      'The rows of `/api/service`. The page also sends its sorter (`sortField`, `sortOrder`) and filters (`id`, ' +
      '`callNo`, `date`, `useStatus`), which are accepted and not applied, as upstream’s mock file ignores them.',
    query: {
      ...mockPaging,
      no: { schema: { type: 'string', maxLength: 50 }, description: 'Part of the rule number' },
      status: { schema: { type: 'integer', enum: [0, 1, 2, 3] } },
      sortField: { schema: { type: 'string', maxLength: 50 }, description: 'Ignored' },
      sortOrder: { schema: { type: 'string', maxLength: 20 }, description: 'Ignored' },
      id: { schema: { type: 'string', maxLength: 50 }, description: 'Ignored' },
      callNo: { schema: { type: 'string', maxLength: 50 }, description: 'Ignored' },
      date: { schema: { type: 'string', maxLength: 50 }, description: 'Ignored' },
      useStatus: { schema: { type: 'string', maxLength: 50 }, description: 'Ignored' },
    },
    result: mockPage(ref('TemplateService')),
    example: {
      code: 0,
      result: {
        data: [
          {
            key: 1,
            id: 1,
            no: 'No 100001',
            description: '这是一段描述',
            callNo: 120,
            status: 1,
            updatedAt: '2026-11-22 09:30:00',
            editable: false,
          },
        ],
        pageSize: 10,
        pageNo: 1,
        totalPage: 1,
        totalCount: 1,
      },
    },
  },
  {
    method: 'get',
    path: '/mock/api/list/search/projects',
    operationId: 'mockProjects',
    tag: 'upstream demo data',
    summary: 'The caller’s business modules as the workplace’s project cards',
    result: mockPage(ref('MockProject')),
    example: {
      code: 0,
      result: {
        data: [
          {
            id: '9d3c',
            cover: null,
            title: '报修管理',
            description: '报修单',
            status: 1,
            updatedAt: '2026-11-22 09:30:00',
          },
        ],
        pageSize: 1,
        pageNo: 1,
        totalPage: 1,
        totalCount: 1,
      },
    },
  },
  {
    method: 'get',
    path: '/mock/api/workplace/activity',
    operationId: 'mockActivity',
    tag: 'upstream demo data',
    summary: 'The records lately created on the caller’s pages (at most 10, newest first)',
    result: { type: 'array', maxItems: 10, items: ref('MockActivity') },
    example: {
      code: 0,
      result: [
        {
          id: 1,
          user: { nickname: '管理员', avatar: null },
          project: { name: '报修管理', action: '新建', event: '报修单' },
          time: '2026-11-22 09:30:00',
        },
      ],
    },
  },
  {
    method: 'get',
    path: '/mock/api/workplace/teams',
    operationId: 'mockTeams',
    tag: 'upstream demo data',
    summary: 'The caller’s departments (workplace, 个人中心)',
    result: { type: 'array', items: ref('MockTeam') },
    example: { code: 0, result: [{ id: 'c6d7', name: '北京国炬软件', avatar: null }] },
  },
  {
    method: 'get',
    path: '/mock/api/workplace/radar',
    operationId: 'mockRadar',
    tag: 'upstream demo data',
    summary: 'Records created in the last 30 days per module: the caller’s, their departments’, everyone’s',
    result: { type: 'array', items: ref('MockRadarItem') },
    example: { code: 0, result: [{ item: '报修管理', 个人: 3, 团队: 40, 部门: 12 }] },
  },
]
