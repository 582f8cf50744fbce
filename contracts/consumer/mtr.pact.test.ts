/**
 * Consumer contract of the electricity-meter module: the generic CRUD of meters, the recharge list, the staff
 * recharge, and the owner's self-service (public: no X-Access-Token; the meter token travels as X-Meter-Token).
 * The REAL client of @erp/openapi is used, as the app's pages use it (app/src/modules/mtr/meter-api.ts).
 */
import { MTR_FIXTURE as M } from '@erp/server/modules/mtr/pact-fixtures'
import { isApiError } from '@erp/openapi/errors'
import { MatchersV3, type PactV4 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, INVALID_TOKEN, STATES } from '../pact-names'
import { describeCrud } from './crud-contract'
import { JWT, TIMESTAMP, clientFor, newPact } from './pact-helpers'
import { dateTime, interaction, page } from './system-helpers'

const { like, integer, regex, eachLike } = MatchersV3

const pact = newPact()

describeCrud(pact, [
  {
    base: '/mtr/meter',
    title: 'meter',
    id: M.meter,
    record: {
      meterNo: M.meterNo,
      building: like('契约楼'),
      room: like('101'),
      balance: like(10),
      pricePerKwh: like(0.6),
      status: like('normal'),
      status_dictText: like('正常'),
    },
    listQuery: { meterNo: M.meterNo },
    add: {
      meterNo: 'PACT-M3',
      building: '契约楼',
      room: '103',
      ownerName: '契约新户',
      ownerPhone: '13900000003',
      pricePerKwh: 0.6,
      status: 'normal',
    },
    edit: {
      id: M.meter,
      meterNo: M.meterNo,
      building: '契约楼',
      room: '101',
      ownerName: '契约户主二',
      ownerPhone: '13900000001',
      pricePerKwh: 0.65,
      status: 'normal',
    },
  },
])

const receipt = (operator: string) => ({
  id: like(M.recharge),
  meterNo: M.selfServiceMeterNo,
  orderNo: like(M.rechargeOrderNo),
  amount: like(20),
  kwh: like(40),
  balanceAfter: like(20),
  payMethod: like('wechat'),
  payMethod_dictText: like('微信'),
  status: 'success',
  status_dictText: like('成功'),
  time: dateTime(),
  operator: like(operator),
})

describe('recharges (staff)', () => {
  it('GET /mtr/recharge/list pages every recharge, newest first', async () => {
    await interaction(pact, {
      description: 'a request for a page of meter recharges',
      method: 'GET',
      path: '/mtr/recharge/list',
      query: { pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({
          id: M.recharge,
          meterId: M.selfServiceMeter,
          meterNo: M.selfServiceMeterNo,
          orderNo: M.rechargeOrderNo,
          amount: like(20),
          kwh: like(40),
          balanceAfter: like(20),
          payMethod: like('wechat'),
          payMethod_dictText: like('微信'),
          status: like('success'),
          status_dictText: like('成功'),
          time: dateTime(),
          operator: like('self-service'),
        }),
      ),
      check: async (client) => {
        const { data } = await client.GET('/mtr/recharge/list', {
          params: { query: { pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.records?.[0]).toMatchObject({ id: M.recharge, orderNo: M.rechargeOrderNo })
      },
    })
  })

  it('POST /mtr/recharge/staffRecharge recharges a meter at the counter', async () => {
    const body = {
      meterId: M.selfServiceMeter,
      amount: 100,
      payMethod: 'cash' as const,
      requestId: 'pact-staff-0001',
    }
    await interaction(pact, {
      description: 'a staff recharge of the self-service fixture meter',
      method: 'POST',
      path: '/mtr/recharge/staffRecharge',
      body,
      result: {
        ...receipt('admin'),
        meterId: M.selfServiceMeter,
        amount: 100,
        kwh: 200,
        balanceAfter: like(120),
        payMethod: 'cash',
      },
      message: '充值成功',
      check: async (client) => {
        const { data } = await client.POST('/mtr/recharge/staffRecharge', { body })
        expect(data?.success).toBe(true)
        expect(data?.result).toMatchObject({ amount: 100, kwh: 200, payMethod: 'cash', operator: 'admin' })
      },
    })
  })
})

/** A self-service request: no X-Access-Token; the meter token (when given) as X-Meter-Token. */
function visitor(
  p: PactV4,
  call: {
    description: string
    method: 'GET' | 'POST'
    path: string
    meterToken?: string
    query?: Record<string, string>
    body?: Record<string, unknown>
    status?: number
    response: Record<string, unknown>
  },
) {
  return p
    .addInteraction()
    .given(STATES.systemFixtures)
    .uponReceiving(call.description)
    .withRequest(call.method, `${API_PREFIX}${call.path}`, (builder) => {
      builder.headers({
        'tenant-id': '0',
        ...(call.meterToken === undefined
          ? {}
          : {
              'X-Meter-Token':
                call.meterToken === M.exampleMeterToken ? regex(JWT, call.meterToken) : call.meterToken,
            }),
      })
      if (call.method === 'GET') builder.query({ _t: regex('^\\d+$', '1700000000'), ...call.query })
      if (call.body) builder.jsonBody(call.body)
    })
    .willRespondWith(call.status ?? 200, (builder) => {
      builder.jsonBody(call.response)
    })
}

const envelope = (result: unknown, message: string, success = true) => ({
  success,
  message: like(message),
  code: integer(success ? 200 : 500),
  result,
  timestamp: integer(TIMESTAMP),
})

describe('meter self-service (public)', () => {
  it('POST /mtr/selfService/login answers a meter token for the right pair', async () => {
    const body = { meterNo: M.selfServiceMeterNo, phoneLast4: M.selfServicePhoneLast4 }
    await visitor(pact, {
      description: 'a meter owner signs in with the meter number and phone ending',
      method: 'POST',
      path: '/mtr/selfService/login',
      body,
      response: envelope({ token: regex(JWT, M.exampleMeterToken), expiresIn: 900 }, '登录成功'),
    }).executeTest(async (server) => {
      const { data } = await clientFor(server.url).POST('/mtr/selfService/login', { body })
      expect(data?.result).toEqual({ token: M.exampleMeterToken, expiresIn: 900 })
    })
  })

  it('POST /mtr/selfService/login refuses a wrong pair without saying which part', async () => {
    const body = { meterNo: M.selfServiceMeterNo, phoneLast4: '0000' }
    await visitor(pact, {
      description: 'a meter sign-in with a wrong phone ending',
      method: 'POST',
      path: '/mtr/selfService/login',
      body,
      response: envelope(null, '电表号或手机号后四位不正确', false),
    }).executeTest(async (server) => {
      const { data } = await clientFor(server.url).POST('/mtr/selfService/login', { body })
      expect(data).toMatchObject({ success: false, message: '电表号或手机号后四位不正确', result: null })
    })
  })

  it('GET /mtr/selfService/meterInfo answers the meter of the token, the owner masked', async () => {
    await visitor(pact, {
      description: 'a request for the meter of a meter token',
      method: 'GET',
      path: '/mtr/selfService/meterInfo',
      meterToken: M.exampleMeterToken,
      response: {
        ...envelope(
          {
            meterNo: M.selfServiceMeterNo,
            building: like('契约楼'),
            room: like('102'),
            ownerName: like('契**'),
            ownerPhone: like('139****1234'),
            balance: like(20),
            pricePerKwh: like(0.5),
            status: like('normal'),
            status_dictText: like('正常'),
          },
          '操作成功！',
        ),
        code: integer(0),
      },
    }).executeTest(async (server) => {
      const { data } = await clientFor(server.url).GET('/mtr/selfService/meterInfo', {
        params: { header: { 'X-Meter-Token': M.exampleMeterToken } },
      })
      expect(data?.result).toMatchObject({ meterNo: M.selfServiceMeterNo, ownerPhone: '139****1234' })
    })
  })

  it('POST /mtr/selfService/recharge recharges the meter of the token', async () => {
    const body = { amount: 50, payMethod: 'wechat' as const, requestId: 'pact-self-0001' }
    await visitor(pact, {
      description: 'a meter owner recharges 50 yuan by WeChat',
      method: 'POST',
      path: '/mtr/selfService/recharge',
      meterToken: M.exampleMeterToken,
      body,
      response: envelope(
        { ...receipt('self-service'), amount: 50, kwh: 100, balanceAfter: like(70) },
        '充值成功',
      ),
    }).executeTest(async (server) => {
      const { data } = await clientFor(server.url).POST('/mtr/selfService/recharge', {
        params: { header: { 'X-Meter-Token': M.exampleMeterToken } },
        body,
      })
      expect(data?.result).toMatchObject({ amount: 50, kwh: 100, operator: 'self-service' })
    })
  })

  it('GET /mtr/selfService/recharges pages the records of that meter only', async () => {
    await visitor(pact, {
      description: 'a request for the recharges of the meter of a meter token',
      method: 'GET',
      path: '/mtr/selfService/recharges',
      meterToken: M.exampleMeterToken,
      query: { pageNo: '1', pageSize: '10' },
      response: { ...envelope(page(eachLike(receipt('self-service'))), '操作成功！'), code: integer(0) },
    }).executeTest(async (server) => {
      const { data } = await clientFor(server.url).GET('/mtr/selfService/recharges', {
        params: { header: { 'X-Meter-Token': M.exampleMeterToken }, query: { pageNo: 1, pageSize: 10 } },
      })
      expect(data?.result?.records?.[0]?.meterNo).toBe(M.selfServiceMeterNo)
    })
  })

  it('answers 401 with a message to a meter token no server issued', async () => {
    await visitor(pact, {
      description: 'a request for the recharges of a meter with an unknown meter token',
      method: 'GET',
      path: '/mtr/selfService/recharges',
      meterToken: INVALID_TOKEN,
      query: { pageNo: '1', pageSize: '10' },
      status: 401,
      response: {
        success: false,
        message: '电表登录已失效，请重新登录',
        code: 401,
        result: null,
        timestamp: integer(TIMESTAMP),
      },
    }).executeTest(async (server) => {
      const failure = await clientFor(server.url)
        .GET('/mtr/selfService/recharges', {
          params: { header: { 'X-Meter-Token': INVALID_TOKEN }, query: { pageNo: 1, pageSize: 10 } },
        })
        .then(
          () => null,
          (error: unknown) => error,
        )
      expect(isApiError(failure) && failure.kind === 'unauthorized').toBe(true)
      expect(isApiError(failure) ? failure.message : '').toBe('电表登录已失效，请重新登录')
    })
  })
})
