import { ownerFields, text, type ResourceDef } from '../resource-def'

/** The CRUD resources of the 报修 module (`/rep`, docs/modules.md). */
export const repResources = [
  {
    key: 'repairOrder',
    tag: 'rep',
    path: '/rep/order',
    table: 'rep_order',
    schema: 'RepOrder',
    title: '报修单',
    fields: {
      orderNo: text('报修单号', {
        maxLength: 32,
        example: 'BX202611230001',
      }),
      reporterName: text('报修人', { required: true, maxLength: 50, example: '李娜' }),
      reporterPhone: text('联系电话', {
        required: true,
        maxLength: 11,
        pattern: '^1[3-9]\\d{9}$',
        example: '13800138000',
      }),
      location: text('报修地点', { required: true, maxLength: 100, example: '二号车间东侧' }),
      category: text('报修类别', {
        required: true,
        dict: 'repair_category',
        maxLength: 16,
        example: 'electric',
      }),
      description: { type: 'text', title: '问题描述', required: true, maxLength: 500, example: '照明灯不亮' },
      photos: text('现场照片', { maxLength: 1000, example: 'repair/lamp_1700000000000.jpg' }),
      urgency: text('紧急程度', { required: true, dict: 'urgency', maxLength: 1, example: 'M' }),
      status: text('状态', { dict: 'repair_status', maxLength: 16, example: 'submitted' }),
      assigneeId: text('维修人', { maxLength: 32, example: 'e9ca23d68d884d4ebb19d07889727dae' }),
      assignedTime: { type: 'datetime', title: '派工时间', readOnly: true },
      startedTime: { type: 'datetime', title: '开始维修时间', readOnly: true },
      finishedTime: { type: 'datetime', title: '完成时间', readOnly: true },
      confirmedTime: { type: 'datetime', title: '确认时间', readOnly: true },
      cancelledTime: { type: 'datetime', title: '取消时间', readOnly: true },
      cancelReason: text('取消原因', { maxLength: 200, readOnly: true }),
      cost: { type: 'number', title: '维修费用', minimum: 0, maximum: 99999999.99, example: 35.5 },
      rating: { type: 'integer', title: '评分', minimum: 1, maximum: 5, example: 5 },
      feedback: text('评价', { maxLength: 500, example: '修得很快' }),
      ...ownerFields,
    },
    unique: ['orderNo'],
    defaultOrder: 'create_time DESC',
  },
] as const satisfies readonly ResourceDef[]
