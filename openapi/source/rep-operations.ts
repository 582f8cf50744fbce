/**
 * The operations of the rep module beyond the generic CRUD of src/module-resources/rep.ts
 * (docs/modules.md): the staff moves of a repair order (assign, start, finish, cancel) and the
 * reporter's self-service without a token (submit, look up with the phone, confirm and rate, upload a photo).
 */
import type { CompactOperation, Json } from './compact'
import { pageOf, pageSizeParam, ref } from './compact'

const str = (maxLength: number, minLength = 0): Json => ({ type: 'string', maxLength, minLength })
const ORDER_ID: Json = { type: 'string', minLength: 1, maxLength: 32, description: 'The order id' }
const ILLEGAL = '报修单当前为「已提交」，不能直接「完成」'
/** The refusal (HTTP 403) of a repairer's move on an order assigned to someone else. */
const NOT_MINE = '该报修单未派给您，不能操作'

export const tags: Record<string, string> = {
  rep: 'Repair orders: staff workflow and the public self-service of reporters',
}

export const schemas: Record<string, Json> = {
  RepOrderSubmitBody: {
    type: 'object',
    description: 'A repair request from the public step form (validated by the server with Chinese messages)',
    required: ['reporterName', 'reporterPhone', 'location', 'category', 'description', 'urgency'],
    properties: {
      reporterName: str(50),
      reporterPhone: str(20),
      location: str(100),
      category: str(16),
      description: str(500),
      urgency: str(1),
      photos: {
        type: ['string', 'null'],
        maxLength: 1000,
        description: 'Comma-separated paths answered by /rep/order/uploadPhoto, at most 6',
      },
    },
  },
  RepOrderSubmitted: {
    type: 'object',
    required: ['orderNo'],
    properties: {
      orderNo: { type: 'string', description: 'The new order number (fill rule repair_order_no)' },
    },
  },
  RepOrderTimelineStep: {
    type: 'object',
    required: ['status', 'title', 'time'],
    properties: {
      status: { type: 'string', description: 'Dictionary repair_status' },
      title: { type: 'string' },
      time: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' },
    },
  },
  RepOrderPublic: {
    type: 'object',
    description:
      "What a reporter sees of their own order (never the assignee's id or the staff's data beyond a name)",
    required: ['orderNo', 'status', 'timeline'],
    properties: {
      orderNo: { type: 'string' },
      reporterName: { type: ['string', 'null'] },
      reporterPhone: { type: ['string', 'null'], description: 'Masked: 138****8000' },
      location: { type: ['string', 'null'] },
      category: { type: ['string', 'null'] },
      category_dictText: { type: ['string', 'null'] },
      description: { type: ['string', 'null'] },
      photos: { type: ['string', 'null'] },
      urgency: { type: ['string', 'null'] },
      urgency_dictText: { type: ['string', 'null'] },
      status: { type: 'string' },
      status_dictText: { type: ['string', 'null'] },
      assigneeName: { type: ['string', 'null'], description: 'The repairer’s real name' },
      cost: { type: ['number', 'null'] },
      rating: { type: ['integer', 'null'] },
      feedback: { type: ['string', 'null'] },
      cancelReason: { type: ['string', 'null'] },
      createTime: { type: ['string', 'null'] },
      timeline: { type: 'array', items: ref('RepOrderTimelineStep') },
    },
  },
}

const PUBLIC_EXAMPLE = {
  orderNo: 'BX202611230001',
  reporterName: '李娜',
  reporterPhone: '138****8000',
  location: '二号车间东侧',
  category: 'electric',
  category_dictText: '电气',
  description: '照明灯不亮',
  photos: null,
  urgency: 'M',
  urgency_dictText: '中',
  status: 'done',
  status_dictText: '已完成',
  assigneeName: '管理员',
  cost: 35.5,
  rating: null,
  feedback: null,
  cancelReason: null,
  createTime: '2026-11-23 09:00:00',
  timeline: [
    { status: 'submitted', title: '已提交', time: '2026-11-23 09:00:00' },
    { status: 'assigned', title: '已派工', time: '2026-11-23 09:30:00' },
    { status: 'in_progress', title: '维修中', time: '2026-11-23 10:00:00' },
    { status: 'done', title: '已完成', time: '2026-11-23 11:00:00' },
  ],
}

const move = (
  path: string,
  operationId: string,
  summary: string,
  properties: Record<string, Json>,
  required: string[],
  example: Record<string, unknown>,
  message: string,
): CompactOperation => ({
  method: 'post',
  path,
  operationId,
  tag: 'rep',
  summary,
  description:
    'A move of the status workflow (submitted → assigned → in_progress → done → confirmed; cancel from submitted ' +
    'or assigned). A move the current status does not allow is refused naming both states.',
  body: {
    schema: { type: 'object', required: ['id', ...required], properties: { id: ORDER_ID, ...properties } },
    example: { id: 'pac7rep0000000000000000000000001', ...example },
  },
  result: { type: 'null' },
  example: { message, result: null },
  refusals: [ILLEGAL, '未找到对应数据'],
})

/** A move of the assigned repairer (我的工单): refused with HTTP 403 on an order assigned to someone else. */
const mineMove = (...args: Parameters<typeof move>): CompactOperation => {
  const base = move(...args)
  return {
    ...base,
    description:
      `${base.description ?? ''} Only the repairer the order is assigned to may make it; anyone else is ` +
      `answered HTTP 403 with \`${NOT_MINE}\`.`,
    refusals: [...(base.refusals ?? []), NOT_MINE],
    forbidden: NOT_MINE,
  }
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/rep/order/assignees',
    operationId: 'repairOrderAssignees',
    tag: 'rep',
    summary: 'The users an order may be assigned to: holders of the role repairer (维修工)',
    description: 'Live users only (not deleted, not frozen), by name. The assign picker offers these.',
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'username'],
        properties: {
          id: { type: 'string' },
          username: { type: 'string' },
          realname: { type: ['string', 'null'] },
        },
      },
    },
    example: {
      code: 0,
      result: [{ id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'jeecg', realname: 'jeecg' }],
    },
  },
  move(
    '/rep/order/assign',
    'repairOrderAssign',
    'Assign a submitted order to a repairer (a user)',
    { assigneeId: { type: 'string', minLength: 1, maxLength: 32, description: 'The user who repairs' } },
    ['assigneeId'],
    { assigneeId: 'e9ca23d68d884d4ebb19d07889727dae' },
    '派工成功',
  ),
  move(
    '/rep/order/start',
    'repairOrderStart',
    'Start the repair of an assigned order',
    {},
    [],
    {},
    '已开始维修',
  ),
  move(
    '/rep/order/finish',
    'repairOrderFinish',
    'Finish the repair of an order in progress, with its cost',
    { cost: { type: 'number', minimum: 0, maximum: 99999999.99, description: 'Money, at most two places' } },
    ['cost'],
    { cost: 35.5 },
    '维修完成',
  ),
  move(
    '/rep/order/cancel',
    'repairOrderCancel',
    'Cancel a submitted or assigned order',
    { reason: { type: ['string', 'null'], maxLength: 200 } },
    [],
    { reason: '重复报修' },
    '报修单已取消',
  ),
  {
    method: 'get',
    path: '/rep/order/mine',
    operationId: 'repairOrderMine',
    tag: 'rep',
    summary: '我的工单: the orders assigned to the signed-in repairer, open ones first',
    description:
      'Only orders whose assignee is the caller: in progress, then assigned, then the rest; newest assignment ' +
      'first within each.',
    query: {
      pageNo: {
        schema: { type: 'integer', minimum: 1, maximum: 2147483647, default: 1 },
        description: 'Page number, from 1',
      },
      pageSize: pageSizeParam(100),
      status: {
        schema: str(100),
        description:
          'Dictionary repair_status, or several comma-separated (assigned,in_progress); empty: every status',
      },
      orderNo: { schema: str(32), description: 'Part of the order number' },
    },
    result: pageOf(ref('RepOrder')),
    example: {
      code: 0,
      result: { records: [], total: 0, size: 10, current: 1, pages: 0, orders: [], searchCount: true },
    },
  },
  mineMove(
    '/rep/order/mine/start',
    'repairOrderMineStart',
    'The assigned repairer starts the repair of their own order',
    {},
    [],
    {},
    '已开始维修',
  ),
  mineMove(
    '/rep/order/mine/finish',
    'repairOrderMineFinish',
    'The assigned repairer finishes their own order in progress, with its cost',
    { cost: { type: 'number', minimum: 0, maximum: 99999999.99, description: 'Money, at most two places' } },
    ['cost'],
    { cost: 35.5 },
    '维修完成',
  ),
  {
    method: 'post',
    path: '/rep/order/submit',
    operationId: 'repairOrderSubmit',
    tag: 'rep',
    summary: 'Submit a repair request without a token (the public step form)',
    public: true,
    body: {
      schema: ref('RepOrderSubmitBody'),
      example: {
        reporterName: '李娜',
        reporterPhone: '13800138000',
        location: '二号车间东侧',
        category: 'electric',
        description: '照明灯不亮',
        urgency: 'M',
        photos: null,
      },
    },
    result: ref('RepOrderSubmitted'),
    example: { message: '报修提交成功', result: { orderNo: 'BX202611230001' } },
    refusals: ['请输入正确的手机号码', '报修类别不正确', '最多上传6张照片'],
  },
  {
    method: 'get',
    path: '/rep/order/publicDetail',
    operationId: 'repairOrderPublicDetail',
    tag: 'rep',
    summary: "A reporter's own order, found by its number and the reporter's phone (no token)",
    description:
      'Answers only when the phone is the one the order was reported with; otherwise 未找到该报修单.',
    public: true,
    query: {
      orderNo: { schema: str(32, 1), required: true, example: 'BX202611230001' },
      phone: { schema: str(20, 1), required: true, example: '13800138000' },
    },
    result: ref('RepOrderPublic'),
    example: { result: PUBLIC_EXAMPLE },
    refusals: ['未找到该报修单'],
  },
  {
    method: 'post',
    path: '/rep/order/confirm',
    operationId: 'repairOrderConfirm',
    tag: 'rep',
    summary: 'The reporter confirms a finished repair and rates it (no token)',
    public: true,
    body: {
      schema: {
        type: 'object',
        required: ['orderNo', 'phone', 'rating'],
        properties: {
          orderNo: str(32, 1),
          phone: str(20, 1),
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          feedback: { type: ['string', 'null'], maxLength: 500 },
        },
      },
      example: { orderNo: 'BX202611230001', phone: '13800138000', rating: 5, feedback: '修得很快' },
    },
    result: { type: 'null' },
    example: { message: '感谢您的评价', result: null },
    refusals: ['未找到该报修单', '报修单当前为「维修中」，不能直接「确认」'],
  },
  {
    method: 'post',
    path: '/rep/order/uploadPhoto',
    operationId: 'repairOrderUploadPhoto',
    tag: 'rep',
    summary: 'Upload one photo for a repair request without a token (images only, at most 5 MB)',
    description:
      'JPEG, PNG, GIF or WebP (checked by content). `message` is the stored path under /sys/common/static/, to ' +
      'put in `photos`. Over 5 MB: HTTP 413 with a message.',
    public: true,
    multipart: {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    },
    result: { type: 'null' },
    example: { code: 0, result: null, message: 'repair/lamp_1700000000000.jpg' },
    refusals: ['上传失败！', '只能上传图片（JPG、PNG、GIF、WebP）', '图片大小不能超过5MB'],
  },
]
