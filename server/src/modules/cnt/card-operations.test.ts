import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../start'
import { startSeededServer } from '../../test-support/seeded-data-dir.test-helper'
import { personId } from '../hr/seed'
import { DUPLICATE_MESSAGE } from './card-operations'
import { toCents } from './money'
import { cardNo as seededCardNo } from './seed'

/** The money rules of the canteen module over HTTP against a real server (docs/modules.md, canteen payment). */

const root = mkdtempSync(join(tmpdir(), 'erp-cnt-test-'))
let server: RunningServer
let token = ''

interface Transaction {
  id: string
  cardNo: string
  type: string
  amount: number
  balanceAfter: number
  mealType: string | null
  requestId: string
  refundOf: string | null
}
interface Card {
  id: string
  cardNo: string
  personName: string | null
  balance: number
  status: string
}
interface Answer<T> {
  status: number
  body: { success: boolean; message: string; result: T }
}

async function call<T = unknown>(method: string, path: string, json?: unknown): Promise<Answer<T>> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] }
}

const pay = (body: Record<string, unknown>) => call<Transaction>('POST', '/cnt/card/pay', body)
const recharge = (cardNo: string, amount: number, requestId: string) =>
  call<Transaction>('POST', '/cnt/card/recharge', { cardNo, amount, requestId })

let sequence = 0
const requestId = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}`

async function cardOf(cardNo: string): Promise<Card> {
  const answer = await call<{ records: Card[] }>('GET', `/cnt/card/list?cardNo=${cardNo}`)
  const card = answer.body.result.records[0]
  if (!card) throw new Error(`no card ${cardNo}`)
  return card
}

async function transactionsOf(cardNo: string): Promise<Transaction[]> {
  const answer = await call<{ records: Transaction[] }>(
    'GET',
    `/cnt/transaction/list?cardNo=${cardNo}&pageSize=10000`,
  )
  return answer.body.result.records
}

/** Sum in cents of a card's signed transactions: recharges and refunds add, meals take. */
const signedSum = (transactions: Transaction[]) =>
  transactions.reduce(
    (sum, tx) => sum + (tx.type === 'meal' ? -1 : 1) * (toCents(tx.amount) ?? Number.NaN),
    0,
  )

let cardCount = 0
/** A new active card of a demo person, recharged with `amount` yuan. */
async function newCard(amount: number): Promise<Card> {
  cardCount += 1
  const cardNo = `7700${String(cardCount).padStart(4, '0')}`
  const added = await call('POST', '/cnt/card/add', { cardNo, personId: personId(260 + cardCount) })
  expect(added.body.success).toBe(true)
  if (amount > 0) expect((await recharge(cardNo, amount, requestId('setup'))).body.success).toBe(true)
  return cardOf(cardNo)
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  token = ((await login.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('a card and its holder', () => {
  it('takes the holder name from HR and starts active with a zero balance', async () => {
    const card = await newCard(0)
    expect(card.personName).toBeTruthy()
    expect(card.balance).toBe(0)
    expect(card.status).toBe('active')
  })

  it('refuses a holder that is not a person and ignores a balance sent by CRUD', async () => {
    const unknown = await call('POST', '/cnt/card/add', { cardNo: '77999999', personId: 'nobody' })
    expect(unknown.body).toMatchObject({ success: false, message: '持卡人不存在' })
    const added = await call('POST', '/cnt/card/add', {
      cardNo: '77999998',
      personId: personId(299),
      balance: 999,
    })
    expect(added.body.success).toBe(true)
    expect((await cardOf('77999998')).balance).toBe(0)
  })

  it('refuses to delete a card that has transactions', async () => {
    const card = await newCard(10)
    const removed = await call('DELETE', `/cnt/card/delete?id=${card.id}`)
    expect(removed.body).toMatchObject({ success: false, message: '该卡已有交易记录，不能删除' })
  })
})

describe('one active card per person', () => {
  it('refuses a second active card on add, on a change of holder and on 解冻', async () => {
    const holder = personId(280)
    const first = await call('POST', '/cnt/card/add', { cardNo: '77280001', personId: holder })
    expect(first.body.success).toBe(true)
    const second = await call('POST', '/cnt/card/add', { cardNo: '77280002', personId: holder })
    expect(second.body).toMatchObject({
      success: false,
      message: '该持卡人已有一张正常使用的饭卡（77280001），请先挂失或冻结它',
    })
    // A replacement after a loss is allowed; the lost card cannot be thawed while the replacement is active.
    const lost = await cardOf('77280001')
    expect((await call('POST', '/cnt/card/changeStatus', { id: lost.id, status: 'lost' })).body.success).toBe(
      true,
    )
    expect((await call('POST', '/cnt/card/add', { cardNo: '77280002', personId: holder })).body.success).toBe(
      true,
    )
    const thawed = await call('POST', '/cnt/card/changeStatus', { id: lost.id, status: 'active' })
    expect(thawed.body).toMatchObject({
      success: false,
      message: '该持卡人已有一张正常使用的饭卡（77280002），请先挂失或冻结它',
    })
    // Another person's active card cannot be moved onto the holder.
    expect(
      (await call('POST', '/cnt/card/add', { cardNo: '77281001', personId: personId(281) })).body.success,
    ).toBe(true)
    const other = await cardOf('77281001')
    const moved = await call('PUT', '/cnt/card/edit', { id: other.id, cardNo: '77281001', personId: holder })
    expect(moved.body).toMatchObject({ success: false, message: expect.stringContaining('77280002') })
    expect((await cardOf('77281001')).personName).not.toBe((await cardOf('77280002')).personName)
  })

  it('holds in the seeded data', async () => {
    const cards = await call<{ records: Card[] }>('GET', '/cnt/card/list?status=active&pageSize=10000')
    const holders = cards.body.result.records.map((card) => (card as Card & { personId: string }).personId)
    expect(holders.length).toBeGreaterThan(200)
    expect(new Set(holders).size).toBe(holders.length)
  })
})

describe('paying a meal', () => {
  it('charges the meal price effective now when no amount is given', async () => {
    const card = await newCard(50)
    const paid = await pay({
      cardNo: card.cardNo,
      mealType: 'lunch',
      window: '1号窗口',
      requestId: requestId('lunch'),
    })
    expect(paid.body).toMatchObject({ success: true, message: '消费成功' })
    expect(paid.body.result).toMatchObject({ type: 'meal', amount: 12, balanceAfter: 38, mealType: 'lunch' })
    expect((await cardOf(card.cardNo)).balance).toBe(38)
  })

  it('charges the same requestId once and answers the first transaction again', async () => {
    const card = await newCard(20)
    const id = requestId('twice')
    const first = await pay({ cardNo: card.cardNo, mealType: 'breakfast', requestId: id })
    const second = await pay({ cardNo: card.cardNo, mealType: 'breakfast', requestId: id })
    expect(first.body.success).toBe(true)
    expect(second.body).toMatchObject({ success: true, message: DUPLICATE_MESSAGE })
    expect(second.body.result.id).toBe(first.body.result.id)
    expect((await cardOf(card.cardNo)).balance).toBe(17)
    expect((await transactionsOf(card.cardNo)).filter((tx) => tx.type === 'meal')).toHaveLength(1)
  })

  it('refuses a requestId already used by another card or another kind of move', async () => {
    const card = await newCard(20)
    const other = await newCard(20)
    const id = requestId('shared')
    expect((await pay({ cardNo: card.cardNo, mealType: 'night', requestId: id })).body.success).toBe(true)
    const reused = await pay({ cardNo: other.cardNo, mealType: 'night', requestId: id })
    expect(reused.body).toMatchObject({ success: false, message: '请求号已用于其他交易' })
    const asRecharge = await recharge(card.cardNo, 5, id)
    expect(asRecharge.body).toMatchObject({ success: false, message: '请求号已用于其他交易' })
    expect((await cardOf(other.cardNo)).balance).toBe(20)
  })

  it('refuses frozen and lost cards, an unknown card and a balance too low', async () => {
    const frozen = await newCard(50)
    expect(
      (await call('POST', '/cnt/card/changeStatus', { id: frozen.id, status: 'frozen' })).body,
    ).toMatchObject({ success: true, message: '冻结成功' })
    const onFrozen = await pay({ cardNo: frozen.cardNo, mealType: 'lunch', requestId: requestId('frozen') })
    expect(onFrozen.body).toMatchObject({ success: false, message: '该卡已冻结' })

    const lost = await newCard(50)
    await call('POST', '/cnt/card/changeStatus', { id: lost.id, status: 'lost' })
    const onLost = await pay({ cardNo: lost.cardNo, mealType: 'lunch', requestId: requestId('lost') })
    expect(onLost.body).toMatchObject({ success: false, message: '该卡已挂失' })
    expect((await recharge(lost.cardNo, 10, requestId('lost-rc'))).body.message).toBe('该卡已挂失')

    const unknown = await pay({ cardNo: '00009999', mealType: 'lunch', requestId: requestId('unknown') })
    expect(unknown.body).toMatchObject({ success: false, message: '饭卡不存在' })

    const poor = await newCard(11.99)
    const tooLow = await pay({ cardNo: poor.cardNo, mealType: 'lunch', requestId: requestId('poor') })
    expect(tooLow.body).toMatchObject({ success: false, message: '余额不足' })
    expect((await cardOf(poor.cardNo)).balance).toBe(11.99)
    expect((await cardOf(frozen.cardNo)).balance).toBe(50)
  })

  it('pays again once a frozen card is thawed; a lost card cannot be frozen', async () => {
    const card = await newCard(30)
    await call('POST', '/cnt/card/changeStatus', { id: card.id, status: 'frozen' })
    const thawed = await call<Card>('POST', '/cnt/card/changeStatus', { id: card.id, status: 'active' })
    expect(thawed.body).toMatchObject({ success: true, message: '解冻成功', result: { status: 'active' } })
    expect(
      (await pay({ cardNo: card.cardNo, mealType: 'dinner', requestId: requestId('thawed') })).body.success,
    ).toBe(true)
    await call('POST', '/cnt/card/changeStatus', { id: card.id, status: 'lost' })
    const frozenLost = await call('POST', '/cnt/card/changeStatus', { id: card.id, status: 'frozen' })
    expect(frozenLost.body).toMatchObject({ success: false, message: '挂失的卡只能解冻' })
  })
})

describe('recharging and refunding', () => {
  it('accepts 0.01 to 5000 with at most two decimals', async () => {
    const card = await newCard(0)
    expect((await recharge(card.cardNo, 0.01, requestId('min'))).body.success).toBe(true)
    expect((await recharge(card.cardNo, 5000, requestId('max'))).body.success).toBe(true)
    expect((await recharge(card.cardNo, 5000.01, requestId('over'))).status).toBe(400)
    expect((await recharge(card.cardNo, 0, requestId('zero'))).status).toBe(400)
    expect((await recharge(card.cardNo, 1.005, requestId('third'))).body).toMatchObject({
      success: false,
      message: '金额最多保留两位小数',
    })
    expect((await cardOf(card.cardNo)).balance).toBe(5000.01)
  })

  it('refunds one meal once, and only meals', async () => {
    const card = await newCard(30)
    const meal = await pay({ cardNo: card.cardNo, mealType: 'lunch', requestId: requestId('meal') })
    const refundId = requestId('refund')
    const refund = await call<Transaction>('POST', '/cnt/card/refund', {
      transactionId: meal.body.result.id,
      requestId: refundId,
    })
    expect(refund.body).toMatchObject({ success: true, message: '退款成功' })
    expect(refund.body.result).toMatchObject({ type: 'refund', amount: 12, balanceAfter: 30 })
    const retried = await call<Transaction>('POST', '/cnt/card/refund', {
      transactionId: meal.body.result.id,
      requestId: refundId,
    })
    expect(retried.body.result.id).toBe(refund.body.result.id)
    const again = await call('POST', '/cnt/card/refund', {
      transactionId: meal.body.result.id,
      requestId: requestId('refund-again'),
    })
    expect(again.body).toMatchObject({ success: false, message: '该笔消费已退款' })
    const recharges = (await transactionsOf(card.cardNo)).filter((tx) => tx.type === 'recharge')
    const ofRecharge = await call('POST', '/cnt/card/refund', {
      transactionId: recharges[0]?.id,
      requestId: requestId('refund-rc'),
    })
    expect(ofRecharge.body).toMatchObject({ success: false, message: '只能退款消费记录' })
    expect((await cardOf(card.cardNo)).balance).toBe(30)
  })
})

describe('meal prices', () => {
  it('refuses a period that overlaps another price of the same meal', async () => {
    const overlapping = await call('POST', '/cnt/mealPrice/add', {
      mealType: 'lunch',
      price: 13,
      effectiveFrom: '2030-01-01',
    })
    expect(overlapping.body).toMatchObject({ success: false, message: '该餐别在此期间已有餐价' })
    const history = await call('POST', '/cnt/mealPrice/add', {
      mealType: 'lunch',
      price: 10.5,
      effectiveFrom: '2023-01-01',
      effectiveTo: '2023-12-31',
    })
    expect(history.body.success).toBe(true)
    const reversed = await call('POST', '/cnt/mealPrice/add', {
      mealType: 'night',
      price: 8,
      effectiveFrom: '2019-02-01',
      effectiveTo: '2019-01-01',
    })
    expect(reversed.body).toMatchObject({ success: false, message: '失效日期不能早于生效日期' })
    expect(
      (await call('POST', '/cnt/mealPrice/add', { mealType: 'night', price: 0, effectiveFrom: '2019-01-01' }))
        .status,
    ).toBe(400)
  })

  it('lists the prices effective today', async () => {
    const current = await call<{ mealType: string; price: number }[]>('GET', '/cnt/mealPrice/current')
    expect(current.body.result.map(({ mealType, price }) => [mealType, price])).toEqual([
      ['breakfast', 3],
      ['lunch', 12],
      ['dinner', 10],
      ['night', 8],
    ])
  })
})

describe('100 concurrent payments on one card', () => {
  it('charges exactly what the balance allows, each requestId once, and keeps balance = sum of transactions', async () => {
    const card = await newCard(100)
    const ids = Array.from({ length: 100 }, (_, index) => requestId(`race${index}`))
    // Every fifth requestId is sent twice, interleaved with the others.
    const sent = [...ids, ...ids.filter((_, index) => index % 5 === 0)]
    const answers = await Promise.all(
      sent.map((id) =>
        pay({ cardNo: card.cardNo, mealType: 'lunch', window: '2号窗口', requestId: id, amount: 7 }),
      ),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const refusals = answers.filter((answer) => !answer.body.success).map((answer) => answer.body.message)
    expect(new Set(refusals)).toEqual(new Set(['余额不足']))

    const transactions = await transactionsOf(card.cardNo)
    const meals = transactions.filter((tx) => tx.type === 'meal')
    // 100.00 allows exactly 14 meals of 7.00.
    expect(meals).toHaveLength(14)
    expect(new Set(meals.map((tx) => tx.requestId)).size).toBe(14)
    const charged = new Set(meals.map((tx) => tx.requestId))
    const successes = answers.filter((answer) => answer.body.success)
    expect(successes).toHaveLength(sent.filter((id) => charged.has(id)).length)
    // A duplicate answers the very transaction of its requestId.
    for (const answer of successes) {
      const meal = meals.find((tx) => tx.requestId === answer.body.result.requestId)
      expect(answer.body.result.id).toBe(meal?.id)
    }

    const after = await cardOf(card.cardNo)
    expect(toCents(after.balance)).toBe(200)
    expect(signedSum(transactions)).toBe(toCents(after.balance))
    expect(transactions.every((tx) => tx.balanceAfter >= 0)).toBe(true)
    // Each transaction's balanceAfter continues the previous one (no lost update).
    const ordered = [...transactions].sort((a, b) => b.balanceAfter - a.balanceAfter)
    expect(ordered.map((tx) => tx.balanceAfter)).toEqual([
      100,
      ...meals.map((_, index) => 100 - 7 * (index + 1)),
    ])
  }, 60_000)

  it('keeps every seeded card balanced (also through the API)', async () => {
    const card = await cardOf(seededCardNo(3))
    const transactions = await transactionsOf(card.cardNo)
    expect(transactions.length).toBeGreaterThan(10)
    expect(signedSum(transactions)).toBe(toCents(card.balance))
  })
})
