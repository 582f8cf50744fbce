import { ownerFields, text, type ResourceDef } from '../resource-def'

/**
 * The CRUD resources of the 食堂消费 module (`/cnt`, docs/modules.md). A card's balance and status
 * change only through the card operations (source/cnt-operations.ts: pay, recharge, refund, changeStatus), so
 * they are read-only here; transactions are written only by those operations (list, queryById and export).
 */
export const cntResources = [
  {
    key: 'canteenCard',
    tag: 'cnt',
    path: '/cnt/card',
    table: 'cnt_card',
    schema: 'CntCard',
    title: '饭卡',
    fields: {
      cardNo: text('卡号', {
        required: true,
        maxLength: 32,
        pattern: '^[A-Za-z0-9]{4,32}$',
        example: '88000001',
      }),
      personId: text('持卡人', { required: true, maxLength: 32, example: '5e0000000000000000000000000001' }),
      personName: text('姓名', { maxLength: 50, readOnly: true }),
      balance: { type: 'number', title: '余额', minimum: 0, readOnly: true },
      status: text('状态', { dict: 'card_status', maxLength: 16, readOnly: true }),
      remark: text('备注', { maxLength: 200 }),
      ...ownerFields,
    },
    unique: ['cardNo'],
    defaultOrder: 'card_no ASC',
    messages: { duplicate: '该卡号已存在' },
  },
  {
    key: 'canteenTransaction',
    tag: 'cnt',
    path: '/cnt/transaction',
    table: 'cnt_transaction',
    schema: 'CntTransaction',
    title: '消费流水',
    operations: ['List', 'QueryById'],
    fields: {
      cardNo: text('卡号', { maxLength: 32 }),
      personName: text('姓名', { maxLength: 50 }),
      type: text('交易类型', { dict: 'canteen_tx_type', maxLength: 16 }),
      amount: { type: 'number', title: '金额', minimum: 0 },
      balanceAfter: { type: 'number', title: '交易后余额', minimum: 0 },
      mealType: text('餐别', { dict: 'meal_type', maxLength: 16 }),
      window: text('窗口', { maxLength: 32 }),
      time: { type: 'datetime', title: '交易时间' },
      operator: text('操作员', { maxLength: 50 }),
      requestId: text('请求号', { maxLength: 64 }),
      refundOf: text('原交易', { maxLength: 32 }),
      ...ownerFields,
    },
    defaultOrder: 'time DESC',
  },
  {
    key: 'mealPrice',
    tag: 'cnt',
    path: '/cnt/mealPrice',
    table: 'cnt_meal_price',
    schema: 'CntMealPrice',
    title: '餐价',
    fields: {
      mealType: text('餐别', { required: true, dict: 'meal_type', maxLength: 16, example: 'lunch' }),
      price: { type: 'number', title: '价格', required: true, minimum: 0.01, maximum: 1000, example: 12 },
      effectiveFrom: { type: 'date', title: '生效日期', required: true, example: '2026-01-01' },
      effectiveTo: { type: 'date', title: '失效日期', example: '2026-12-31' },
      ...ownerFields,
    },
    defaultOrder: 'meal_type ASC, effective_from DESC',
    messages: { duplicate: '该餐别在此期间已有餐价' },
  },
] as const satisfies readonly ResourceDef[]
