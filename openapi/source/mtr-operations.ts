/**
 * The operations of the mtr module beyond the generic CRUD of src/module-resources/mtr.ts
 * (docs/modules.md): the self-service of a meter's owner without a staff token (a short-lived meter
 * token from the meter number and the last four digits of the owner's phone) and the staff recharge.
 */
import { pageSizeParam, type CompactOperation, type Json, type ParameterDef, ref } from './compact'

export const METER_TOKEN_HEADER = 'X-Meter-Token'
/** What every meter-token operation answers with HTTP 401 (missing, forged, expired or a staff token). */
export const METER_TOKEN_INVALID = '电表登录已失效，请重新登录'

export const tags: Record<string, string> = {
  mtr: 'Electricity meters and their recharges (staff), and the self-service of a meter owner',
}

const money = (description: string, extra: Json = {}): Json => ({ type: 'number', description, ...extra })
const requestId: Json = {
  type: 'string',
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Chosen by the client once per intended recharge: a repeat returns the first result',
}

export const schemas: Record<string, Json> = {
  MeterLoginBody: {
    type: 'object',
    required: ['meterNo', 'phoneLast4'],
    properties: {
      meterNo: { type: 'string', minLength: 1, maxLength: 32, description: '电表号' },
      phoneLast4: {
        type: 'string',
        pattern: '^\\d{4}$',
        description: "The last four digits of the owner's phone",
      },
    },
  },
  MeterToken: {
    type: 'object',
    required: ['token', 'expiresIn'],
    properties: {
      token: { type: 'string', description: 'Send it as the X-Meter-Token header' },
      expiresIn: { type: 'integer', description: 'Seconds the token stays valid (900)' },
    },
  },
  MeterSelfInfo: {
    type: 'object',
    description: 'What the owner sees of their meter (the phone masked)',
    required: ['meterNo', 'building', 'room', 'balance', 'pricePerKwh', 'status'],
    properties: {
      meterNo: { type: 'string' },
      building: { type: 'string' },
      room: { type: 'string' },
      ownerName: { type: ['string', 'null'], description: 'Masked: the first character and *' },
      ownerPhone: { type: ['string', 'null'], description: 'Masked: 138****8000' },
      balance: money('余额(元)'),
      pricePerKwh: money('电价(元/度)'),
      status: { type: 'string', description: 'Dictionary meter_status' },
      status_dictText: { type: ['string', 'null'] },
      lastReadingKwh: { type: ['number', 'null'] },
      lastReadingTime: { type: ['string', 'null'], description: 'yyyy-MM-dd HH:mm:ss' },
    },
  },
  MeterSelfRechargeBody: {
    type: 'object',
    required: ['amount', 'payMethod', 'requestId'],
    properties: {
      amount: money('充值金额(元): 1 to 5000, at most two decimals', { minimum: 1, maximum: 5000 }),
      payMethod: {
        type: 'string',
        enum: ['wechat', 'alipay', 'card'],
        description: 'Dictionary pay_method; cash is taken only at the counter (staff recharge)',
      },
      requestId,
    },
  },
  MeterStaffRechargeBody: {
    type: 'object',
    required: ['meterId', 'amount', 'payMethod', 'requestId'],
    properties: {
      meterId: { type: 'string', minLength: 1, maxLength: 32 },
      amount: money('充值金额(元): 1 to 5000, at most two decimals', { minimum: 1, maximum: 5000 }),
      payMethod: {
        type: 'string',
        enum: ['wechat', 'alipay', 'cash', 'card'],
        description: 'Dictionary pay_method',
      },
      requestId,
    },
  },
  MeterRechargeReceipt: {
    type: 'object',
    description: 'One recharge of the meter as its owner sees it',
    required: ['id', 'orderNo', 'amount', 'kwh', 'balanceAfter', 'payMethod', 'status', 'time'],
    properties: {
      id: { type: 'string' },
      meterId: { type: 'string', description: 'Only in staff answers' },
      meterNo: { type: 'string' },
      orderNo: { type: 'string' },
      amount: money('充值金额(元)'),
      kwh: money('电量(度): amount / price, two places'),
      balanceAfter: money('充值后余额(元)'),
      payMethod: { type: 'string' },
      payMethod_dictText: { type: ['string', 'null'] },
      status: { type: 'string' },
      status_dictText: { type: ['string', 'null'] },
      time: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' },
      operator: { type: ['string', 'null'], description: "'self-service' or 营业厅 (staff)" },
    },
  },
}

const meterToken: Record<string, ParameterDef> = {
  [METER_TOKEN_HEADER]: {
    schema: { type: 'string', maxLength: 2000 },
    description: 'The meter token of POST /mtr/selfService/login (a staff token is not accepted)',
  },
}

const RECEIPT_EXAMPLE = {
  id: '1580000000000000000000000000000a',
  meterNo: 'M0001',
  orderNo: 'MR20261122093000A1B2',
  amount: 50,
  kwh: 83.33,
  balanceAfter: 108.5,
  payMethod: 'wechat',
  payMethod_dictText: '微信',
  status: 'success',
  status_dictText: '成功',
  time: '2026-11-22 09:30:00',
  operator: 'self-service',
}

const selfServiceRefusals = ['电表已停用，无法充值', '充值金额最多两位小数']

export const operations: CompactOperation[] = [
  {
    method: 'post',
    path: '/mtr/selfService/login',
    operationId: 'meterSelfServiceLogin',
    tag: 'mtr',
    summary: "Sign in to a meter with its number and the last four digits of the owner's phone",
    description:
      'Answers a meter token valid for 15 minutes that reaches only this meter (its own audience: it is not a ' +
      'staff token, and a staff token is not a meter token). A wrong pair is refused without saying which part ' +
      'is wrong; after 5 wrong attempts on one meter number within 10 minutes further attempts are refused.',
    public: true,
    body: { schema: ref('MeterLoginBody'), example: { meterNo: 'M0001', phoneLast4: '8000' } },
    result: ref('MeterToken'),
    example: { result: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', expiresIn: 900 }, message: '登录成功' },
    refusals: ['电表号或手机号后四位不正确', '尝试次数过多，请稍后再试'],
  },
  {
    method: 'get',
    path: '/mtr/selfService/meterInfo',
    operationId: 'meterSelfServiceInfo',
    tag: 'mtr',
    summary: 'The meter of the meter token',
    public: true,
    headers: meterToken,
    unauthorized: METER_TOKEN_INVALID,
    result: ref('MeterSelfInfo'),
    example: {
      code: 0,
      result: {
        meterNo: 'M0001',
        building: '1号宿舍楼',
        room: '101',
        ownerName: '张*',
        ownerPhone: '138****8000',
        balance: 58.5,
        pricePerKwh: 0.6,
        status: 'normal',
        status_dictText: '正常',
        lastReadingKwh: 1520.5,
        lastReadingTime: '2026-11-01 08:00:00',
      },
    },
  },
  {
    method: 'post',
    path: '/mtr/selfService/recharge',
    operationId: 'meterSelfServiceRecharge',
    tag: 'mtr',
    summary: 'Recharge the meter of the meter token',
    description:
      'One transaction: the recharge row (kWh = amount / price, two places; operator self-service) and the ' +
      'new balance; an arrears meter whose balance becomes positive is normal again. A disabled meter is ' +
      'refused. Idempotent by requestId: a repeat answers the first recharge and changes nothing.',
    public: true,
    headers: meterToken,
    unauthorized: METER_TOKEN_INVALID,
    body: {
      schema: ref('MeterSelfRechargeBody'),
      example: { amount: 50, payMethod: 'wechat', requestId: 'r-20261122-0001' },
    },
    result: ref('MeterRechargeReceipt'),
    example: { result: RECEIPT_EXAMPLE, message: '充值成功' },
    refusals: selfServiceRefusals,
  },
  {
    method: 'get',
    path: '/mtr/selfService/recharges',
    operationId: 'meterSelfServiceRecharges',
    tag: 'mtr',
    summary: 'The recharges of the meter of the meter token, newest first',
    public: true,
    headers: meterToken,
    unauthorized: METER_TOKEN_INVALID,
    query: {
      pageNo: {
        schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
        description:
          "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
      },
      pageSize: pageSizeParam(100),
    },
    result: {
      allOf: [
        ref('Page'),
        { type: 'object', properties: { records: { type: 'array', items: ref('MeterRechargeReceipt') } } },
      ],
    },
    example: {
      code: 0,
      result: {
        records: [RECEIPT_EXAMPLE],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
        orders: [],
        searchCount: true,
      },
    },
  },
  {
    method: 'post',
    path: '/mtr/recharge/staffRecharge',
    operationId: 'meterStaffRecharge',
    tag: 'mtr',
    summary: 'Recharge a meter at the counter (staff)',
    description:
      'As the self-service recharge, with the signed-in user as operator and cash allowed. Idempotent by ' +
      'requestId.',
    body: {
      schema: ref('MeterStaffRechargeBody'),
      example: {
        meterId: '1580000000000000000000000000000b',
        amount: 100,
        payMethod: 'cash',
        requestId: 'r-20261122-0002',
      },
    },
    result: ref('MeterRechargeReceipt'),
    example: { result: { ...RECEIPT_EXAMPLE, payMethod: 'cash', operator: 'admin' }, message: '充值成功' },
    refusals: [...selfServiceRefusals, '电表不存在'],
  },
]
