/**
 * Consumer contract of the repair module (app/src/modules/rep): the generic CRUD of `/rep/order` (the 报修单
 * list page), the staff moves of its rows (assign, start, finish, cancel, and a refused illegal move), and the
 * reporter's self-service without a token (submit, the detail by number and phone, confirm and rate). The
 * rows come from the rep fixtures (server/src/modules/rep/pact-fixtures.ts), one per status a move starts from.
 */
import { REP_FIXTURE } from '@erp/server/modules/rep/pact-fixtures'
import { MatchersV3, type PactV4 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, STATES } from '../pact-names'
import { describeCrud } from './crud-contract'
import { TIMESTAMP, clientFor, newPact } from './pact-helpers'
import { dateTime, interaction } from './system-helpers'

const { like, integer, eachLike, regex } = MatchersV3

const pact = newPact()
const F = REP_FIXTURE
const ILLEGAL = '报修单当前为「已提交」，不能直接「完成」'

describeCrud(pact, [
  {
    base: '/rep/order',
    title: 'repair order',
    id: F.order,
    record: {
      orderNo: like(F.orderNo),
      reporterName: like('契约报修人'),
      reporterPhone: like(F.phone),
      location: like('契约车间'),
      category: like('electric'),
      category_dictText: like('电气'),
      urgency: like('M'),
      urgency_dictText: like('中'),
      status: like('submitted'),
      status_dictText: like('已提交'),
    },
    add: {
      reporterName: '后台录入',
      reporterPhone: '13800138000',
      location: '二号车间东侧',
      category: 'electric',
      urgency: 'H',
      description: '照明灯不亮',
    },
    edit: {
      id: F.order,
      reporterName: '契约报修人',
      reporterPhone: F.phone,
      location: '契约车间二楼',
      category: 'plumbing',
      urgency: 'L',
      description: '契约测试：水管漏水',
    },
  },
])

type Client = ReturnType<typeof clientFor>

describe('staff moves of a repair order', () => {
  const moves: {
    name: string
    path: '/rep/order/assign' | '/rep/order/start' | '/rep/order/finish' | '/rep/order/cancel'
    body: Record<string, unknown>
    message: string
  }[] = [
    {
      // rep01 (seed-ids.ts): the assignee must hold the repairer role.
      name: 'assign the submitted fixture order to the repairer rep01',
      path: '/rep/order/assign',
      body: { id: F.submitted, assigneeId: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a04' },
      message: '派工成功',
    },
    {
      name: 'start the assigned fixture order',
      path: '/rep/order/start',
      body: { id: F.assigned },
      message: '已开始维修',
    },
    {
      name: 'finish the fixture order in progress with its cost',
      path: '/rep/order/finish',
      body: { id: F.inProgress, cost: 35.5 },
      message: '维修完成',
    },
    {
      name: 'cancel the submitted fixture order with a reason',
      path: '/rep/order/cancel',
      body: { id: F.submitted, reason: '重复报修' },
      message: '报修单已取消',
    },
  ]
  for (const move of moves)
    it(`POST ${move.path}: ${move.name}`, async () => {
      await interaction(pact, {
        description: `a request to ${move.name}`,
        method: 'POST',
        path: move.path,
        body: move.body,
        result: null,
        message: move.message,
        check: async (client) => {
          const { data } = await (client as unknown as Record<'POST', Client['POST']>).POST(move.path, {
            body: move.body as never,
          })
          expect(data?.success).toBe(true)
          expect(data?.message).toBe(move.message)
        },
      })
    })

  it('POST /rep/order/finish refuses to finish a submitted order, naming both states', async () => {
    await interaction(pact, {
      description: 'a request to finish the submitted fixture order',
      method: 'POST',
      path: '/rep/order/finish',
      body: { id: F.order, cost: 10 },
      result: null,
      message: ILLEGAL,
      refused: true,
      check: async (client) => {
        const { data } = await client.POST('/rep/order/finish', { body: { id: F.order, cost: 10 } })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe(ILLEGAL)
      },
    })
  })
})

describe('我的工单: the repairer’s own orders', () => {
  // The fixture orders that left 已提交 are assigned to admin, the signed-in user of the provider state.
  it('GET /rep/order/mine lists the open orders assigned to the caller', async () => {
    const query = { pageNo: 1, pageSize: 10, status: 'assigned,in_progress' }
    await interaction(pact, {
      description: 'a request for the open orders assigned to the signed-in admin',
      method: 'GET',
      path: '/rep/order/mine',
      query: { pageNo: '1', pageSize: '10', status: 'assigned,in_progress' },
      result: {
        records: eachLike({
          id: like(F.assigned),
          orderNo: like('BXPACT0003'),
          status: like('assigned'),
          status_dictText: like('已派工'),
          assigneeId: like('e9ca23d68d884d4ebb19d07889727dae'),
        }),
        total: integer(2),
        size: integer(10),
        current: 1,
      },
      check: async (client) => {
        const { data } = await client.GET('/rep/order/mine', { params: { query } })
        expect(data?.success).toBe(true)
        expect(data?.result?.records.length).toBeGreaterThan(0)
      },
    })
  })

  for (const move of [
    {
      path: '/rep/order/mine/start' as const,
      body: { id: F.assigned },
      message: '已开始维修',
      name: 'start',
    },
    {
      path: '/rep/order/mine/finish' as const,
      body: { id: F.inProgress, cost: 35.5 },
      message: '维修完成',
      name: 'finish with its cost',
    },
  ])
    it(`POST ${move.path}: the assignee moves their own order`, async () => {
      await interaction(pact, {
        description: `a request to ${move.name} a fixture order assigned to the caller`,
        method: 'POST',
        path: move.path,
        body: move.body,
        result: null,
        message: move.message,
        check: async (client) => {
          const { data } = await client.POST(move.path, { body: move.body as never })
          expect(data?.success).toBe(true)
          expect(data?.message).toBe(move.message)
        },
      })
    })
})

/** One self-service call: no X-Access-Token, only the tenant header the client always sends. */
function visitorCall(
  p: PactV4,
  call: {
    description: string
    method: 'GET' | 'POST'
    path: string
    query?: Record<string, unknown>
    body?: Record<string, unknown>
    success?: boolean
    message: string
    result: unknown
    check: (client: Client) => Promise<void>
  },
) {
  return p
    .addInteraction()
    .given(STATES.systemFixtures)
    .uponReceiving(call.description)
    .withRequest(call.method, `${API_PREFIX}${call.path}`, (builder) => {
      builder.headers({ 'tenant-id': '0' })
      if (call.query) builder.query({ _t: regex('^\\d+$', '1700000000'), ...call.query } as never)
      if (call.body) builder.jsonBody(call.body)
    })
    .willRespondWith(200, (builder) => {
      builder.jsonBody({
        success: call.success ?? true,
        message: like(call.message),
        code: integer(200),
        result: call.result,
        timestamp: integer(TIMESTAMP),
      })
    })
    .executeTest(async (mockServer) => call.check(clientFor(mockServer.url)))
}

describe('reporter self-service without a token', () => {
  it('POST /rep/order/submit answers the new order number', async () => {
    const body = {
      reporterName: '李娜',
      reporterPhone: '13800138000',
      location: '二号车间东侧',
      category: 'electric',
      urgency: 'H',
      description: '照明灯不亮',
      photos: null,
    }
    await visitorCall(pact, {
      description: 'a visitor submits a repair request',
      method: 'POST',
      path: '/rep/order/submit',
      body,
      message: '报修提交成功',
      result: { orderNo: regex('^BX\\d{12}$', 'BX202611230001') },
      check: async (client) => {
        const { data } = await client.POST('/rep/order/submit', { body })
        expect(data?.success).toBe(true)
        expect(data?.result?.orderNo).toMatch(/^BX\d{12}$/)
      },
    })
  })

  it('GET /rep/order/publicDetail shows the order to the phone that reported it', async () => {
    await visitorCall(pact, {
      description: 'a visitor reads their done fixture order with their phone',
      method: 'GET',
      path: '/rep/order/publicDetail',
      query: { orderNo: F.doneOrderNo, phone: F.phone },
      message: '操作成功！',
      result: {
        orderNo: F.doneOrderNo,
        reporterName: like('契约报修人'),
        reporterPhone: like('138****1234'),
        location: like('契约车间'),
        category_dictText: like('电气'),
        urgency_dictText: like('中'),
        description: like('契约测试：灯不亮'),
        status: 'done',
        status_dictText: like('已完成'),
        assigneeName: like('管理员'),
        cost: like(35.5),
        timeline: eachLike({ status: like('submitted'), title: like('已提交'), time: dateTime() }),
      },
      check: async (client) => {
        const { data } = await client.GET('/rep/order/publicDetail', {
          params: { query: { orderNo: F.doneOrderNo, phone: F.phone } },
        })
        expect(data?.result?.status).toBe('done')
        expect(data?.result?.timeline.length).toBeGreaterThan(0)
      },
    })
  })

  it('GET /rep/order/publicDetail finds nothing for another phone', async () => {
    await visitorCall(pact, {
      description: 'a visitor asks for the done fixture order with another phone',
      method: 'GET',
      path: '/rep/order/publicDetail',
      query: { orderNo: F.doneOrderNo, phone: '13900000000' },
      success: false,
      message: '未找到该报修单',
      result: null,
      check: async (client) => {
        const { data } = await client.GET('/rep/order/publicDetail', {
          params: { query: { orderNo: F.doneOrderNo, phone: '13900000000' } },
        })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe('未找到该报修单')
        expect(data?.result).toBeNull()
      },
    })
  })

  it('POST /rep/order/confirm confirms and rates the done order', async () => {
    const body = { orderNo: F.doneOrderNo, phone: F.phone, rating: 5, feedback: '修得很快' }
    await visitorCall(pact, {
      description: 'a visitor confirms and rates their done fixture order',
      method: 'POST',
      path: '/rep/order/confirm',
      body,
      message: '感谢您的评价',
      result: null,
      check: async (client) => {
        const { data } = await client.POST('/rep/order/confirm', { body })
        expect(data?.success).toBe(true)
      },
    })
  })
})

describe('the assignee picker', () => {
  it('GET /rep/order/assignees answers the repairers', async () => {
    await interaction(pact, {
      description: 'a request for the users a repair can be assigned to',
      method: 'GET',
      path: '/rep/order/assignees',
      result: eachLike({
        id: like('e9ca23d68d884d4ebb19d07889727dae'),
        username: like('jeecg'),
        realname: like('jeecg'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/rep/order/assignees')
        expect(data?.success).toBe(true)
        expect(data?.result?.length).toBeGreaterThan(0)
      },
    })
  })
})
