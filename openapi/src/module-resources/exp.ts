import { ownerFields, text, type ResourceDef } from '../resource-def'

/** The CRUD resources of the 快递 module (`/exp`, docs/modules.md). */
export const expResources = [
  {
    key: 'shipment',
    tag: 'exp',
    path: '/exp/shipment',
    table: 'exp_shipment',
    schema: 'ExpShipment',
    title: '快递单',
    fields: {
      carrier: text('快递公司', { required: true, dict: 'express_carrier', maxLength: 16, example: 'sf' }),
      waybillNo: text('运单号', { maxLength: 32, example: 'SF1234567890123' }),
      senderId: text('寄件人', { maxLength: 32, example: 'e9ca23d68d884d4ebb19d07889727dae' }),
      senderDepartId: text('寄件部门', { maxLength: 32 }),
      recipientName: text('收件人', { required: true, maxLength: 50, example: '张三' }),
      recipientPhone: text('收件人电话', {
        required: true,
        maxLength: 11,
        pattern: '^1[3-9]\\d{9}$',
        example: '13800138000',
      }),
      recipientProvince: text('省份', { required: true, maxLength: 20, example: '广东省' }),
      recipientCity: text('城市', { maxLength: 30, example: '深圳市' }),
      recipientDistrict: text('区县', { maxLength: 30, example: '南山区' }),
      recipientDetail: text('详细地址', { required: true, maxLength: 200, example: '科技园南区1栋' }),
      itemDescription: text('物品', { maxLength: 200, example: '样衣2件' }),
      weightKg: {
        type: 'number',
        title: '重量(kg)',
        required: true,
        minimum: 0.01,
        maximum: 100,
        example: 1.5,
      },
      fee: { type: 'number', title: '运费(元)', readOnly: true, example: 14 },
      status: text('状态', { dict: 'shipment_status', maxLength: 16, example: 'created' }),
      ...ownerFields,
    },
  },
  {
    key: 'trackingEvent',
    tag: 'exp',
    path: '/exp/trackingEvent',
    table: 'exp_tracking_event',
    schema: 'ExpTrackingEvent',
    title: '物流轨迹',
    fields: {
      shipmentId: text('快递单', { required: true, maxLength: 32 }),
      time: { type: 'datetime', title: '时间', required: true, example: '2026-11-22 09:30:00' },
      location: text('地点', { maxLength: 100, example: '深圳南山营业点' }),
      description: text('描述', { required: true, maxLength: 200, example: '快件已揽收' }),
      ...ownerFields,
    },
    defaultOrder: 'time DESC',
  },
] as const satisfies readonly ResourceDef[]
