/**
 * Consumer contract of the canteen module (app/src/modules/cnt): the generic CRUD of 饭卡 (/cnt/card) and 餐价
 * (/cnt/mealPrice), the read-only 消费流水 list, the money moves of a card (pay, recharge, refund, a refused
 * payment on a frozen card), its status change, today's meal prices and the holder picker. The rows come from
 * the cnt fixtures (server/src/modules/cnt/pact-fixtures.ts).
 */
import { CNT_FIXTURE } from '@erp/server/modules/cnt/pact-fixtures'
import { personId } from '@erp/server/modules/hr/seed'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { describeCrud } from './crud-contract'
import { newPact } from './pact-helpers'
import { dateTime, interaction, page } from './system-helpers'

const { like, eachLike, decimal } = MatchersV3

const pact = newPact()
const F = CNT_FIXTURE

describeCrud(pact, [
  {
    base: '/cnt/card',
    title: 'meal card',
    id: F.card,
    record: {
      cardNo: like(F.cardNo),
      personId: like(personId(1)),
      personName: like('王伟'),
      balance: like(0),
      status: like('active'),
      status_dictText: like('正常'),
    },
    add: { cardNo: '00000009', personId: personId(2), remark: '契约新增' },
    edit: { id: F.card, cardNo: F.cardNo, personId: personId(1), remark: '契约编辑' },
  },
  {
    base: '/cnt/mealPrice',
    title: 'meal price',
    id: F.mealPrice,
    listQuery: { effectiveFrom: F.mealPriceFrom },
    record: {
      mealType: like('breakfast'),
      mealType_dictText: like('早餐'),
      price: decimal(2.5),
      effectiveFrom: like(F.mealPriceFrom),
      effectiveTo: like('2020-12-31'),
    },
    add: { mealType: 'night', price: 7.5, effectiveFrom: '2019-01-01', effectiveTo: '2019-12-31' },
    edit: {
      id: F.mealPrice,
      mealType: 'breakfast',
      price: 2.8,
      effectiveFrom: F.mealPriceFrom,
      effectiveTo: '2020-12-31',
    },
  },
])

const transaction = (overrides: Record<string, unknown> = {}) => ({
  id: like(F.meal),
  cardNo: like(F.payingCardNo),
  personName: like('王伟'),
  type: like('meal'),
  amount: like(12),
  balanceAfter: like(88),
  time: dateTime(),
  operator: like('admin'),
  requestId: like('pact-cnt-meal'),
  ...overrides,
})

describe('the transactions of a card', () => {
  it('GET /cnt/transaction/list lists a card’s transactions, newest first', async () => {
    const query = { cardNo: F.payingCardNo, pageNo: '1', pageSize: '10', column: 'time', order: 'desc' }
    await interaction(pact, {
      description: 'a request for the newest transactions of the paying fixture card',
      method: 'GET',
      path: '/cnt/transaction/list',
      query,
      result: page(
        eachLike(
          transaction({
            type_dictText: like('消费'),
            createTime: dateTime(),
          }),
        ),
        2,
      ),
      check: async (client) => {
        const { data } = await client.GET('/cnt/transaction/list', {
          params: {
            query: { cardNo: F.payingCardNo, pageNo: 1, pageSize: 10, column: 'time', order: 'desc' },
          },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.records?.[0]?.cardNo).toBe(F.payingCardNo)
      },
    })
  })
})

describe('the money moves of a card', () => {
  it('POST /cnt/card/pay pays a lunch with the paying fixture card', async () => {
    const body = {
      cardNo: F.payingCardNo,
      mealType: 'lunch',
      window: '1号窗口',
      requestId: 'pact-pay-0001',
    } as const
    await interaction(pact, {
      description: 'a request to pay a lunch with the paying fixture card',
      method: 'POST',
      path: '/cnt/card/pay',
      body,
      result: transaction({ id: like('1580000000000000000000000000000a'), balanceAfter: like(76) }),
      message: '消费成功',
      check: async (client) => {
        const { data } = await client.POST('/cnt/card/pay', { body })
        expect(data?.success).toBe(true)
        expect(data?.result?.type).toBe('meal')
      },
    })
  })

  it('POST /cnt/card/pay refuses a payment with the frozen fixture card', async () => {
    const body = {
      cardNo: F.frozenCardNo,
      mealType: 'lunch',
      window: '1号窗口',
      requestId: 'pact-pay-0002',
    } as const
    await interaction(pact, {
      description: 'a request to pay a lunch with the frozen fixture card',
      method: 'POST',
      path: '/cnt/card/pay',
      body,
      result: null,
      message: '该卡已冻结',
      refused: true,
      check: async (client) => {
        const { data } = await client.POST('/cnt/card/pay', { body })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe('该卡已冻结')
      },
    })
  })

  it('POST /cnt/card/recharge recharges the paying fixture card', async () => {
    const body = { cardNo: F.payingCardNo, amount: 100, requestId: 'pact-recharge-0001' }
    await interaction(pact, {
      description: 'a request to recharge the paying fixture card with 100',
      method: 'POST',
      path: '/cnt/card/recharge',
      body,
      result: transaction({
        id: like('1580000000000000000000000000000b'),
        type: like('recharge'),
        amount: like(100),
        balanceAfter: like(188),
        mealType: null,
        window: null,
        requestId: like(body.requestId),
      }),
      message: '充值成功',
      check: async (client) => {
        const { data } = await client.POST('/cnt/card/recharge', { body })
        expect(data?.success).toBe(true)
        expect(data?.result?.balanceAfter).toBeGreaterThan(0)
      },
    })
  })

  it('POST /cnt/card/refund refunds the lunch of the paying fixture card', async () => {
    const body = { transactionId: F.meal, requestId: 'pact-refund-0001' }
    await interaction(pact, {
      description: 'a request to refund the fixture lunch',
      method: 'POST',
      path: '/cnt/card/refund',
      body,
      result: transaction({
        id: like('1580000000000000000000000000000c'),
        type: like('refund'),
        balanceAfter: like(100),
        window: null,
        requestId: like(body.requestId),
        refundOf: like(F.meal),
      }),
      message: '退款成功',
      check: async (client) => {
        const { data } = await client.POST('/cnt/card/refund', { body })
        expect(data?.success).toBe(true)
        expect(data?.result?.refundOf).toBe(F.meal)
      },
    })
  })

  it('POST /cnt/card/changeStatus freezes the paying fixture card', async () => {
    const body = { id: F.payingCard, status: 'frozen' } as const
    await interaction(pact, {
      description: 'a request to freeze the paying fixture card',
      method: 'POST',
      path: '/cnt/card/changeStatus',
      body,
      result: like({ id: F.payingCard, cardNo: F.payingCardNo, status: 'frozen', balance: 88 }),
      message: '冻结成功',
      check: async (client) => {
        const { data } = await client.POST('/cnt/card/changeStatus', { body })
        expect(data?.success).toBe(true)
        expect(data?.message).toBe('冻结成功')
      },
    })
  })
})

describe('what the card dialogs read', () => {
  it('GET /cnt/mealPrice/current lists the meal prices effective today', async () => {
    await interaction(pact, {
      description: 'a request for the meal prices effective today',
      method: 'GET',
      path: '/cnt/mealPrice/current',
      result: eachLike({ mealType: like('breakfast'), mealTypeText: like('早餐'), price: like(3) }),
      check: async (client) => {
        const { data } = await client.GET('/cnt/mealPrice/current')
        expect(data?.success).toBe(true)
        expect(data?.result?.[0]?.price).toBeGreaterThan(0)
      },
    })
  })

  it('GET /hr/person/pickerList lists the persons a card can be issued to (the picker projection)', async () => {
    await interaction(pact, {
      description: 'a request for the persons a meal card can be issued to',
      method: 'GET',
      path: '/hr/person/pickerList',
      // What the card form's holder picker shows (departName may be null: not pinned).
      result: eachLike({ id: like(personId(1)), workNo: like('W00001'), realname: like('王伟') }),
      check: async (client) => {
        const { data } = await client.GET('/hr/person/pickerList')
        expect(data?.success).toBe(true)
        expect(data?.result?.[0]?.workNo).toBe('W00001')
      },
    })
  })
})

describe('a card read again', () => {
  it('GET /cnt/card/queryById answers the fixture card with its balance (the 流水 drawer after a refund)', async () => {
    await interaction(pact, {
      description: 'a request for the fixture meal card by id',
      method: 'GET',
      path: '/cnt/card/queryById',
      query: { id: F.card },
      result: { id: F.card, cardNo: like(F.cardNo), balance: like(0), status: like('active') },
      check: async (client) => {
        const { data } = await client.GET('/cnt/card/queryById', { params: { query: { id: F.card } } })
        expect(data?.result?.id).toBe(F.card)
      },
    })
  })
})
