import Fastify, { type FastifyInstance } from 'fastify'
import { SignJWT } from 'jose'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearAllAttempts } from '../../auth/attempt-limiter'
import { readToken, signToken } from '../../auth/token'
import type { ServerContext } from '../../context'
import { openDatabase, type Database } from '../../db/database'
import { migratedDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { syncSeedDicts } from '../../db/seed'
import { LiveHub } from '../../live/live-hub'
import { mountOperations, type Handlers } from '../../openapi/operations'
import { loadSpec } from '../../openapi/spec'
import { crudHandlers } from '../system/crud/routes'
import { handlerContext } from '../handler-context.test-helper'
import { seedHr } from '../hr/seed'
import { signMeterToken } from './meter-token'
import { MTR_FIXTURE, insertMtrFixtures } from './pact-fixtures'
import { MTR_MESSAGES, mtrHandlers } from './routes'
import {
  SEED_BUILDINGS,
  SEED_METERS,
  SEED_RECHARGES_PER_METER,
  isArrearsSeed,
  isDisabledSeed,
  meterId,
  meterNo,
  ownerPhone,
  seedMtr,
} from './seed'

/**
 * The mtr operations over HTTP on a fresh embedded database with the dictionaries, the HR persons and the
 * mtr seed: only the /mtr operations of the spec are mounted, with the same request validation and token
 * check as the server (a staff token is a real signed token whose session the fake authenticate accepts).
 */

const root = mkdtempSync(join(tmpdir(), 'erp-mtr-test-'))
const secret = new Uint8Array(Buffer.from('mtr-test-secret-of-thirty-two-by'))
let db: Database
let app: FastifyInstance
let seedMs = 0
let coldSeedMs = 0
let staffToken = ''

interface Answer<T = unknown> {
  status: number
  body: { success: boolean; message: string; code: number; result: T }
}
interface Receipt {
  id: string
  meterId?: string
  meterNo: string
  orderNo: string
  amount: number
  kwh: number
  balanceAfter: number
  status: string
  payMethod_dictText: string
  operator: string
}
interface Page<T> {
  records: T[]
  total: number
}

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; meterToken?: string; staffToken?: string } = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url: `/jeecg-boot${url}`,
    headers: {
      ...(options.meterToken === undefined ? {} : { 'x-meter-token': options.meterToken }),
      ...(options.staffToken === undefined ? {} : { 'x-access-token': options.staffToken }),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  })
  return { status: response.statusCode, body: response.json() }
}

const login = async (no: string, last4: string) =>
  call<{ token: string; expiresIn: number } | null>('POST', '/mtr/selfService/login', {
    body: { meterNo: no, phoneLast4: last4 },
  })
const tokenOf = async (n: number) => {
  const answer = await login(meterNo(n), ownerPhone(n).slice(-4))
  if (!answer.body.result) throw new Error(answer.body.message)
  return answer.body.result.token
}
const balanceOf = async (n: number) =>
  (
    await db.query<{ balance: string; status: string }>(
      'SELECT balance::text AS balance, status FROM mtr_meter WHERE id = $1',
      [meterId(n)],
    )
  )[0]

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  await db.transaction((tx) => syncSeedDicts(tx))
  await db.transaction((tx) => seedHr(tx))
  // Timed as the test reset runs it: on a database that has seeded before (the first run also compiles plans).
  const cold = performance.now()
  await db.transaction((tx) => seedMtr(tx))
  coldSeedMs = performance.now() - cold
  // Best of five, as the machine running the tests is shared (8 sessions on 2 cores).
  seedMs = Number.POSITIVE_INFINITY
  for (let round = 0; round < 5; round++) {
    await db.query('TRUNCATE mtr_recharge, mtr_meter')
    const started = performance.now()
    await db.transaction((tx) => seedMtr(tx))
    seedMs = Math.min(seedMs, performance.now() - started)
  }
  staffToken = await signToken(
    { username: 'admin', sid: 'session-1' },
    secret,
    new Date(Date.now() + 3_600_000),
  )
  const context: ServerContext = {
    db,
    secret,
    tokenTtlSeconds: 3600,
    uploadDir: join(root, 'upload'),
    live: new LiveHub(),
  }
  const available = { ...crudHandlers, ...mtrHandlers } as Record<string, unknown>
  const spec = loadSpec()
  const operations = spec.operations.filter(
    (op) => op.path.startsWith('/mtr/') && op.operationId in available,
  )
  const handlers = Object.fromEntries(operations.map((op) => [op.operationId, available[op.operationId]]))
  app = Fastify()
  mountOperations(app, {
    spec: { ...spec, operations },
    prefix: '/jeecg-boot',
    handlers: handlers as unknown as Handlers<ServerContext>,
    context,
    authenticate: async (token) => {
      const claims = await readToken(token, secret)
      return claims ? { userId: 'u1', username: claims.username, sessionId: claims.sid } : null
    },
    // The staff operations' grants are not what this file tests: everyone signed in holds them.
    authorize: async () => true,
  })
  await app.ready()
}, 120_000)

afterAll(async () => {
  await app?.close()
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the mtr seed', () => {
  it('has 200 meters in 5 buildings and 1000 recharges', async () => {
    const [meters] = await db.query<{ count: number; buildings: number; disabled: number; arrears: number }>(
      `SELECT count(*)::int AS count, count(DISTINCT building)::int AS buildings,
         count(*) FILTER (WHERE status = 'disabled')::int AS disabled,
         count(*) FILTER (WHERE status = 'arrears')::int AS arrears FROM mtr_meter`,
    )
    const [recharges] = await db.query<{ count: number; days: number }>(
      `SELECT count(*)::int AS count, extract(day FROM max(recharge_time) - min(recharge_time))::int AS days
       FROM mtr_recharge`,
    )
    const expectedDisabled = Array.from({ length: SEED_METERS }, (_, i) => i + 1).filter(isDisabledSeed)
    const expectedArrears = Array.from({ length: SEED_METERS }, (_, i) => i + 1).filter(isArrearsSeed)
    expect(meters).toEqual({
      count: SEED_METERS,
      buildings: SEED_BUILDINGS,
      disabled: expectedDisabled.length,
      arrears: expectedArrears.length,
    })
    expect(recharges?.count).toBe(SEED_METERS * SEED_RECHARGES_PER_METER)
    expect(recharges?.days).toBeGreaterThanOrEqual(80)
    console.log(`seedMtr: ${seedMs.toFixed(0)} ms (first run ${coldSeedMs.toFixed(0)} ms)`)
  })

  it('keeps balances consistent: arrears meters negative, others positive, kWh = amount / price', async () => {
    const wrong = await db.query(
      `SELECT m.meter_no FROM mtr_meter m
       WHERE (m.status = 'arrears') <> (m.balance < 0)
          OR EXISTS (SELECT 1 FROM mtr_recharge r WHERE r.meter_id = m.id AND r.kwh <> round(r.amount / m.price_per_kwh, 2))`,
    )
    expect(wrong).toEqual([])
  })

  it('has each recharge balance = the previous one + its amount − the consumption in between, at one rate', async () => {
    // The consumption between two recharges divided by the days between them is the meter's one rate.
    const rates = await db.query<{ meterNo: string; spread: number }>(
      `WITH steps AS (
         SELECT meter_no,
           (lag(balance_after) OVER w + CASE WHEN status = 'success' THEN amount ELSE 0 END - balance_after)
             / (extract(epoch FROM recharge_time - lag(recharge_time) OVER w) / 86400)::numeric AS rate
         FROM mtr_recharge WINDOW w AS (PARTITION BY meter_id ORDER BY recharge_time)
       )
       SELECT meter_no AS "meterNo", (max(rate) - min(rate))::float8 AS spread FROM steps
       WHERE rate IS NOT NULL GROUP BY meter_no`,
    )
    expect(rates).toHaveLength(SEED_METERS)
    expect(rates.filter((rate) => rate.spread > 0.02)).toEqual([])
  })

  it('does nothing when the meters are there', async () => {
    await seedMtr(db)
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM mtr_meter',
    )
    expect(count).toBe(SEED_METERS)
  })
})

describe('POST /mtr/selfService/login', () => {
  it('answers a 15-minute meter token for the demo pair M0001 / 7919', async () => {
    const answer = await login('M0001', '7919')
    expect(answer.body.success).toBe(true)
    expect(answer.body.result?.expiresIn).toBe(900)
    expect(answer.body.result?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })

  it('refuses a wrong phone ending and an unknown meter with the same message', async () => {
    const wrongDigits = await login('M0002', '0000')
    const unknownMeter = await login('X9999', ownerPhone(2).slice(-4))
    expect(wrongDigits.body).toMatchObject({ success: false, message: MTR_MESSAGES.wrongPair, result: null })
    expect(unknownMeter.body).toMatchObject({ success: false, message: MTR_MESSAGES.wrongPair, result: null })
  })

  it('refuses a malformed body with 400 and a message', async () => {
    const answer = await login('M0001', '79')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain('phoneLast4')
  })

  it('refuses every attempt on a meter after 5 wrong ones, even the right pair', async () => {
    for (const digits of ['0001', '0002', '0003', '0004', '0005']) {
      expect((await login('M0003', digits)).body.message).toBe(MTR_MESSAGES.wrongPair)
    }
    const right = await login('M0003', ownerPhone(3).slice(-4))
    expect(right.body).toMatchObject({ success: false, message: MTR_MESSAGES.tooManyAttempts })
    // Another meter is not affected.
    expect((await login('M0004', ownerPhone(4).slice(-4))).body.success).toBe(true)
  })

  it('on a shared PostgreSQL counts failures in auth_attempt: another instance and a restart keep the lock', async () => {
    // What a PostgreSQL database adds (exclusive): the handler then counts in the shared table, as staff sign-in does.
    const shared: Database = { ...db, exclusive: (_key, work) => work() }
    const context = handlerContext(shared, root)
    type LoginInput = Parameters<typeof mtrHandlers.meterSelfServiceLogin>[0]
    const signIn = async (no: string, last4: string) =>
      mtrHandlers.meterSelfServiceLogin({ body: { meterNo: no, phoneLast4: last4 } } as LoginInput, context)
    for (const digits of ['0001', '0002', '0003', '0004', '0005']) {
      expect((await signIn('M0005', digits)).message).toBe(MTR_MESSAGES.wrongPair)
    }
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM auth_attempt WHERE scope = 'meter' AND key = 'M0005'`,
    )
    expect(count).toBe(5)
    // A restart (or another instance) has none of this process's memory: the lock still holds.
    clearAllAttempts()
    expect((await signIn('M0005', ownerPhone(5).slice(-4))).message).toBe(MTR_MESSAGES.tooManyAttempts)
    // The embedded limiter of one process is a different count; a right pair there clears only its own.
    expect((await signIn('M0006', ownerPhone(6).slice(-4))).success).toBe(true)
    await db.query(`DELETE FROM auth_attempt WHERE scope = 'meter'`)
    expect((await signIn('M0005', ownerPhone(5).slice(-4))).success).toBe(true)
  })
})

describe('the meter token', () => {
  it('reads its own meter only, the owner masked', async () => {
    const answer = await call<{
      meterNo: string
      ownerPhone: string
      balance: number
      status_dictText: string
    }>('GET', '/mtr/selfService/meterInfo', { meterToken: await tokenOf(5) })
    expect(answer.body.success).toBe(true)
    expect(answer.body.result.meterNo).toBe('M0005')
    expect(answer.body.result.ownerPhone).toBe(`139****${ownerPhone(5).slice(-4)}`)
    expect(answer.body.result.status_dictText).toBe('正常')
  })

  it('answers 401 with a message when missing, forged, expired, or a staff token', async () => {
    const forged = await signMeterToken(meterId(1), new Uint8Array(32))
    const expired = await signMeterToken(meterId(1), secret, new Date(Date.now() - 16 * 60 * 1000))
    const otherAudience = await new SignJWT({ scope: 'meter', mid: meterId(1) })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(secret)
    for (const meterToken of [undefined, 'not-a-token', forged, expired, otherAudience, staffToken]) {
      for (const [method, url] of [
        ['GET', '/mtr/selfService/meterInfo'],
        ['GET', '/mtr/selfService/recharges'],
      ] as const) {
        const answer = await call(method, url, meterToken === undefined ? {} : { meterToken })
        expect(answer.status).toBe(401)
        expect(answer.body).toMatchObject({ success: false, message: MTR_MESSAGES.tokenInvalid })
      }
    }
    const recharge = await call('POST', '/mtr/selfService/recharge', {
      meterToken: staffToken,
      body: { amount: 10, payMethod: 'wechat', requestId: 'staff-token-try' },
    })
    expect(recharge.status).toBe(401)
  })

  it('is not a staff token: staff operations answer Token失效', async () => {
    const meterToken = await tokenOf(6)
    const answer = await call('GET', '/mtr/meter/list', { staffToken: meterToken })
    expect(answer.status).toBe(500)
    expect(JSON.stringify(answer.body)).toContain('Token失效')
    expect(await readToken(meterToken, secret)).toBeNull()
  })

  it('never reaches another meter: records of its own meter whatever the query says', async () => {
    const token = await tokenOf(7)
    const [own] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM mtr_recharge WHERE meter_id = $1',
      [meterId(7)],
    )
    for (const query of [
      '',
      `?meterId=${meterId(8)}`,
      `?meter_id=${meterId(8)}&meterNo=M0008`,
      '?pageSize=100&id=*',
      `?mid=${meterId(8)}&pageNo=1`,
    ]) {
      const answer = await call<Page<Receipt>>('GET', `/mtr/selfService/recharges${query}`, {
        meterToken: token,
      })
      expect(answer.body.success).toBe(true)
      expect(answer.body.result.total).toBe(own?.count)
      expect(answer.body.result.records.length).toBeGreaterThan(0)
      for (const record of answer.body.result.records) {
        expect(record.meterNo).toBe('M0007')
        expect(record).not.toHaveProperty('meterId')
        expect(['self-service', '营业厅']).toContain(record.operator)
      }
    }
  })
})

describe('POST /mtr/selfService/recharge', () => {
  it('adds the amount to the balance and the kWh at the meter price, once per requestId', async () => {
    const token = await tokenOf(1)
    const before = await balanceOf(1)
    const body = { amount: 50, payMethod: 'wechat', requestId: 'test-recharge-0001' }
    const first = await call<Receipt>('POST', '/mtr/selfService/recharge', { meterToken: token, body })
    expect(first.body.success).toBe(true)
    expect(first.body.message).toBe(MTR_MESSAGES.recharged)
    // Building 1 pays 0.50 per kWh: 50 yuan is 100 kWh.
    expect(first.body.result).toMatchObject({
      meterNo: 'M0001',
      amount: 50,
      kwh: 100,
      status: 'success',
      operator: 'self-service',
      payMethod_dictText: '微信',
    })
    expect(first.body.result.orderNo).toMatch(/^MR\d{14}[0-9A-F]{6}$/)
    const afterFirst = await balanceOf(1)
    expect(Number(afterFirst?.balance)).toBeCloseTo(Number(before?.balance) + 50, 2)
    expect(first.body.result.balanceAfter).toBe(Number(afterFirst?.balance))

    const repeat = await call<Receipt>('POST', '/mtr/selfService/recharge', { meterToken: token, body })
    expect(repeat.body.result.id).toBe(first.body.result.id)
    expect((await balanceOf(1))?.balance).toBe(afterFirst?.balance)
  })

  it('rounds kWh to two places (33.33 yuan at 0.55 is 60.6 kWh; 10 yuan at 0.58 is 17.24)', async () => {
    const at055 = await call<Receipt>('POST', '/mtr/selfService/recharge', {
      meterToken: await tokenOf(41),
      body: { amount: 33.33, payMethod: 'alipay', requestId: 'test-recharge-0041' },
    })
    expect(at055.body.result.kwh).toBe(60.6)
    const at058 = await call<Receipt>('POST', '/mtr/selfService/recharge', {
      meterToken: await tokenOf(121),
      body: { amount: 10, payMethod: 'card', requestId: 'test-recharge-0121' },
    })
    expect(at058.body.result.kwh).toBe(17.24)
  })

  it('does not answer another meter’s recharge for a reused requestId', async () => {
    const answer = await call<Receipt | null>('POST', '/mtr/selfService/recharge', {
      meterToken: await tokenOf(9),
      body: { amount: 50, payMethod: 'wechat', requestId: 'test-recharge-0001' },
    })
    expect(answer.body).toMatchObject({ success: false, message: MTR_MESSAGES.requestIdTaken, result: null })
    const seeded = await call<Receipt | null>('POST', '/mtr/selfService/recharge', {
      meterToken: await tokenOf(9),
      body: { amount: 50, payMethod: 'wechat', requestId: 'seed-10-1' },
    })
    expect(seeded.body.result).toBeNull()
  })

  it('refuses a disabled meter, amounts out of range and more than two decimals', async () => {
    const disabled = await call('POST', '/mtr/selfService/recharge', {
      meterToken: await tokenOf(37),
      body: { amount: 50, payMethod: 'wechat', requestId: 'test-recharge-0037' },
    })
    expect(disabled.body).toMatchObject({ success: false, message: '电表已停用，无法充值' })
    const token = await tokenOf(10)
    for (const amount of [0.5, 5000.01, 10001]) {
      const answer = await call('POST', '/mtr/selfService/recharge', {
        meterToken: token,
        body: { amount, payMethod: 'wechat', requestId: `test-range-${String(amount).replace('.', '-')}` },
      })
      expect(answer.status).toBe(400)
    }
    const decimals = await call('POST', '/mtr/selfService/recharge', {
      meterToken: token,
      body: { amount: 10.005, payMethod: 'wechat', requestId: 'test-decimals' },
    })
    expect(decimals.body).toMatchObject({ success: false, message: '充值金额最多两位小数' })
    const cash = await call('POST', '/mtr/selfService/recharge', {
      meterToken: token,
      body: { amount: 10, payMethod: 'cash', requestId: 'test-cash' },
    })
    expect(cash.status).toBe(400)
  })

  it('turns an arrears meter normal when the balance becomes positive', async () => {
    const before = await balanceOf(23)
    expect(before?.status).toBe('arrears')
    const token = await tokenOf(23)
    const small = await call<Receipt>('POST', '/mtr/selfService/recharge', {
      meterToken: token,
      body: { amount: 1, payMethod: 'wechat', requestId: 'test-arrears-1' },
    })
    expect(small.body.result.balanceAfter).toBeLessThan(0)
    expect((await balanceOf(23))?.status).toBe('arrears')
    await call('POST', '/mtr/selfService/recharge', {
      meterToken: token,
      body: { amount: 5000, payMethod: 'wechat', requestId: 'test-arrears-2' },
    })
    expect(await balanceOf(23)).toEqual({
      balance: (Number(before?.balance) + 5001).toFixed(2),
      status: 'normal',
    })
  })
})

describe('staff recharge and CRUD', () => {
  it('recharges at the counter with the staff user as operator, cash allowed, idempotent', async () => {
    const before = await balanceOf(11)
    const body = { meterId: meterId(11), amount: 120.5, payMethod: 'cash', requestId: 'staff-0011' }
    const first = await call<Receipt>('POST', '/mtr/recharge/staffRecharge', { staffToken, body })
    expect(first.body.result).toMatchObject({ meterId: meterId(11), operator: 'admin', amount: 120.5 })
    await call('POST', '/mtr/recharge/staffRecharge', { staffToken, body })
    expect(Number((await balanceOf(11))?.balance)).toBeCloseTo(Number(before?.balance) + 120.5, 2)
    const unknown = await call('POST', '/mtr/recharge/staffRecharge', {
      staffToken,
      body: { ...body, meterId: 'no-such-meter', requestId: 'staff-unknown' },
    })
    expect(unknown.body).toMatchObject({ success: false, message: MTR_MESSAGES.noMeter })
    // Without a staff token the counter is closed.
    expect((await call('POST', '/mtr/recharge/staffRecharge', { body })).status).toBe(500)
  })

  it('never writes the balance through the generic edit, and refuses a price with three decimals', async () => {
    const before = await balanceOf(12)
    const edit = await call('PUT', '/mtr/meter/edit', {
      staffToken,
      body: {
        id: meterId(12),
        meterNo: 'M0012',
        building: '1号宿舍楼',
        room: '202',
        ownerName: '改名',
        ownerPhone: ownerPhone(12),
        pricePerKwh: 0.5,
        balance: 99999,
      },
    })
    expect(edit.body.success).toBe(true)
    expect((await balanceOf(12))?.balance).toBe(before?.balance)
    const price = await call('POST', '/mtr/meter/add', {
      staffToken,
      body: {
        meterNo: 'M9999',
        building: 'x',
        room: '1',
        ownerName: 'y',
        ownerPhone: '13900000000',
        pricePerKwh: 0.555,
      },
    })
    expect(price.body).toMatchObject({ success: false, message: MTR_MESSAGES.priceDecimals })
  })

  it('refuses to delete a meter that has recharges, deletes one that has none', async () => {
    const refused = await call('DELETE', `/mtr/meter/delete?id=${meterId(14)}`, { staffToken })
    expect(refused.body).toMatchObject({ success: false, message: MTR_MESSAGES.hasRecharges })
    const batch = await call('DELETE', `/mtr/meter/deleteBatch?ids=${meterId(15)},${meterId(16)}`, {
      staffToken,
    })
    expect(batch.body).toMatchObject({ success: false, message: MTR_MESSAGES.hasRecharges })
    await db.query(
      `INSERT INTO mtr_meter (id, meter_no, building, room, owner_name, owner_phone, price_per_kwh)
       VALUES ('mtrtest0000000000000000000000001', 'T0001', '测试楼', '1', '测试', '13900000000', 0.5)`,
    )
    const deleted = await call('DELETE', '/mtr/meter/delete?id=mtrtest0000000000000000000000001', {
      staffToken,
    })
    expect(deleted.body.success).toBe(true)
  })

  it('lists recharges by meter number and time range', async () => {
    const answer = await call<Page<Receipt>>(
      'GET',
      '/mtr/recharge/list?meterNo=M0013&time_begin=2000-01-01&time_end=2999-12-31&pageSize=50',
      { staffToken },
    )
    expect(answer.body.result.total).toBe(SEED_RECHARGES_PER_METER)
    expect(answer.body.result.records.every((record) => record.meterNo === 'M0013')).toBe(true)
  })
})

describe('the Pact fixtures', () => {
  it('put the fixture recharge first and let the fixture meter sign in, again and again', async () => {
    for (let round = 0; round < 2; round++) {
      await insertMtrFixtures(db)
      const list = await call<Page<Receipt>>('GET', '/mtr/recharge/list?pageNo=1&pageSize=10', { staffToken })
      expect(list.body.result.records[0]?.id).toBe(MTR_FIXTURE.recharge)
      const signedIn = await login(MTR_FIXTURE.selfServiceMeterNo, MTR_FIXTURE.selfServicePhoneLast4)
      const token = signedIn.body.result?.token ?? ''
      const recharge = await call<Receipt>('POST', '/mtr/selfService/recharge', {
        meterToken: token,
        body: { amount: 50, payMethod: 'wechat', requestId: 'pact-self-0001' },
      })
      expect(recharge.body.result).toMatchObject({ amount: 50, kwh: 100, balanceAfter: 70 })
      const meters = await call<Page<{ id: string }>>(
        'GET',
        `/mtr/meter/list?meterNo=${MTR_FIXTURE.meterNo}`,
        {
          staffToken,
        },
      )
      expect(meters.body.result.records.map((meter) => meter.id)).toEqual([MTR_FIXTURE.meter])
      const deleted = await call('DELETE', `/mtr/meter/delete?id=${MTR_FIXTURE.meter}`, { staffToken })
      expect(deleted.body.success).toBe(true)
    }
  })
})
