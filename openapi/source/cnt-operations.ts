/**
 * The operations of the cnt module beyond the generic CRUD of src/module-resources/cnt.ts
 * (docs/modules.md): the money moves of a meal card and its status changes. Each money move is one
 * database transaction over the locked card row; a repeated `requestId` answers the first transaction.
 */
import type { CompactOperation, Json } from './compact'
import { ref } from './compact'

export const tags: Record<string, string> = {
  cnt: '食堂消费: meal cards, their transactions and meal prices',
}

const cardNo: Json = { type: 'string', minLength: 1, maxLength: 32, description: '卡号' }
const requestId: Json = {
  type: 'string',
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description:
    'Chosen by the client once per intended payment and kept across retries: the same requestId is charged once',
}
const mealType: Json = {
  type: 'string',
  enum: ['breakfast', 'lunch', 'dinner', 'night'],
  description: 'Dictionary meal_type',
}

export const schemas: Record<string, Json> = {
  CntPayBody: {
    type: 'object',
    description: 'A meal payment at a canteen window',
    required: ['cardNo', 'mealType', 'requestId'],
    properties: {
      cardNo,
      mealType,
      window: { type: ['string', 'null'], maxLength: 32, description: '窗口' },
      requestId,
      amount: {
        type: ['number', 'null'],
        minimum: 0.01,
        maximum: 1000,
        description: 'Yuan, at most two decimals; empty: the price of the meal effective now',
      },
    },
  },
  CntRechargeBody: {
    type: 'object',
    description: 'A recharge of a meal card',
    required: ['cardNo', 'amount', 'requestId'],
    properties: {
      cardNo,
      amount: { type: 'number', minimum: 0.01, maximum: 5000, description: 'Yuan, at most two decimals' },
      requestId,
    },
  },
  CntRefundBody: {
    type: 'object',
    description: 'The refund of one meal payment',
    required: ['transactionId', 'requestId'],
    properties: {
      transactionId: { type: 'string', minLength: 1, maxLength: 32, description: 'The meal transaction' },
      requestId,
    },
  },
  CntChangeStatusBody: {
    type: 'object',
    description: '挂失 (lost), 冻结 (frozen) or 解冻 (active) a card',
    required: ['id', 'status'],
    properties: {
      id: { type: 'string', minLength: 1, maxLength: 32, description: 'The card id' },
      status: { type: 'string', enum: ['active', 'lost', 'frozen'], description: 'Dictionary card_status' },
    },
  },
  CntCurrentPrice: {
    type: 'object',
    description: 'The price of a meal effective today',
    required: ['mealType', 'price'],
    properties: {
      mealType: { type: 'string', description: 'Dictionary meal_type' },
      mealTypeText: { type: ['string', 'null'], description: 'Its text' },
      price: { type: 'number', description: 'Yuan' },
      effectiveFrom: { type: ['string', 'null'], description: 'yyyy-MM-dd' },
      effectiveTo: { type: ['string', 'null'], description: 'yyyy-MM-dd; empty: open-ended' },
    },
  },
}

const EXAMPLE_TRANSACTION = {
  id: '1580000000000000000000000000000a',
  cardNo: '88000001',
  personName: '王伟',
  type: 'meal',
  amount: 12,
  balanceAfter: 288,
  mealType: 'lunch',
  window: '1号窗口',
  time: '2026-11-22 11:45:00',
  operator: 'admin',
  requestId: 'pos-20261122-0001',
  refundOf: null,
}

const MONEY_REFUSALS = ['饭卡不存在', '该卡已冻结', '该卡已挂失', '金额最多保留两位小数']

export const operations: CompactOperation[] = [
  {
    method: 'post',
    path: '/cnt/card/pay',
    operationId: 'canteenCardPay',
    tag: 'cnt',
    summary: 'Pay a meal with a card (one database transaction; a repeated requestId is charged once)',
    description:
      'Locks the card row, checks its status and balance, records the meal transaction and lowers the balance, ' +
      'all in one database transaction. `amount` defaults to the price of the meal effective today. The same ' +
      '`requestId` sent again answers the first transaction (success, message 重复请求，已按首次结果返回) ' +
      'without charging again. `result` is the transaction.',
    body: {
      schema: ref('CntPayBody'),
      example: { cardNo: '88000001', mealType: 'lunch', window: '1号窗口', requestId: 'pos-20261122-0001' },
    },
    result: ref('CntTransaction'),
    example: { message: '消费成功', result: EXAMPLE_TRANSACTION },
    refusals: [...MONEY_REFUSALS, '余额不足', '当前没有该餐别的有效餐价', '请求号已用于其他交易'],
  },
  {
    method: 'post',
    path: '/cnt/card/recharge',
    operationId: 'canteenCardRecharge',
    tag: 'cnt',
    summary: 'Recharge a card (0.01 to 5000 yuan; a repeated requestId is credited once)',
    description:
      'Locks the card row, records the recharge and raises the balance in one database transaction. A lost ' +
      'card cannot be recharged; a frozen one can. The same `requestId` sent again answers the first ' +
      'transaction. `result` is the transaction.',
    body: {
      schema: ref('CntRechargeBody'),
      example: { cardNo: '88000001', amount: 100, requestId: 'rc-20261122-0001' },
    },
    result: ref('CntTransaction'),
    example: {
      message: '充值成功',
      result: { ...EXAMPLE_TRANSACTION, type: 'recharge', amount: 100, balanceAfter: 400, mealType: null },
    },
    refusals: ['饭卡不存在', '该卡已挂失', '金额最多保留两位小数', '请求号已用于其他交易'],
  },
  {
    method: 'post',
    path: '/cnt/card/refund',
    operationId: 'canteenCardRefund',
    tag: 'cnt',
    summary: 'Refund one meal payment, once',
    description:
      'Credits the amount of a meal transaction back to its card (a refund transaction pointing at it) in ' +
      'one database transaction. A meal is refunded at most once. `result` is the refund transaction.',
    body: {
      schema: ref('CntRefundBody'),
      example: { transactionId: '1580000000000000000000000000000a', requestId: 'rf-20261122-0001' },
    },
    result: ref('CntTransaction'),
    example: {
      message: '退款成功',
      result: { ...EXAMPLE_TRANSACTION, type: 'refund', balanceAfter: 300, refundOf: EXAMPLE_TRANSACTION.id },
    },
    refusals: ['交易不存在', '只能退款消费记录', '该笔消费已退款', '请求号已用于其他交易'],
  },
  {
    method: 'post',
    path: '/cnt/card/changeStatus',
    operationId: 'canteenCardChangeStatus',
    tag: 'cnt',
    summary: '挂失, 冻结 or 解冻 a card',
    description:
      'active → lost (挂失), active → frozen (冻结), lost or frozen → active (解冻). A person holds at most one ' +
      'active card: 解冻 is refused while the holder has another active card (a replacement). `result` is the card.',
    body: {
      schema: ref('CntChangeStatusBody'),
      example: { id: '1580000000000000000000000000000b', status: 'frozen' },
    },
    result: ref('CntCard'),
    example: {
      message: '冻结成功',
      result: {
        id: '1580000000000000000000000000000b',
        cardNo: '88000001',
        personId: '5e0000000000000000000000000001',
        personName: '王伟',
        balance: 300,
        status: 'frozen',
      },
    },
    refusals: [
      '饭卡不存在',
      '饭卡已是该状态',
      '挂失的卡只能解冻',
      '该持卡人已有一张正常使用的饭卡（88000002），请先挂失或冻结它',
    ],
  },
  {
    method: 'get',
    path: '/cnt/mealPrice/current',
    operationId: 'mealPriceCurrent',
    tag: 'cnt',
    summary: 'The meal prices effective today, one per meal type that has one',
    result: { type: 'array', items: ref('CntCurrentPrice') },
    example: {
      result: [
        {
          mealType: 'breakfast',
          mealTypeText: '早餐',
          price: 3,
          effectiveFrom: '2026-01-01',
          effectiveTo: null,
        },
        {
          mealType: 'lunch',
          mealTypeText: '午餐',
          price: 12,
          effectiveFrom: '2026-01-01',
          effectiveTo: null,
        },
      ],
    },
  },
]
