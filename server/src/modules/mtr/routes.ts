import type { components } from '@erp/openapi/schema'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { numberOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import type { Database, Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { fail, ok, okRead, type Envelope } from '../../http/envelope'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { dictionaryTexts } from '../../db/dictionaries'
import { AttemptLimiter, SharedAttemptLimiter, type LoginLimiter } from '../../auth/attempt-limiter'
import {
  centsToDecimal,
  kwhHundredths,
  maskName,
  maskPhone,
  orderNoOf,
  rechargeRefusal,
  statusAfterRecharge,
  toCents,
} from './meter-rules'
import { METER_TOKEN_TTL_SECONDS, readMeterToken, signMeterToken } from './meter-token'
import { pageOf } from '../../db/page'

/**
 * The mtr module's own operations (openapi/source/mtr-operations.ts) and the overrides of its generic CRUD
 * (start.ts spreads these after crudHandlers): the meter owner's self-service behind a meter token, the staff
 * recharge, and a price with at most two decimals.
 */
type MtrOperationId = Extract<
  OperationId,
  | 'meterAdd'
  | 'meterEdit'
  | 'meterDelete'
  | 'meterDeleteBatch'
  | 'meterSelfServiceLogin'
  | 'meterSelfServiceInfo'
  | 'meterSelfServiceRecharge'
  | 'meterSelfServiceRecharges'
  | 'meterStaffRecharge'
>
export type MtrHandlers = { [Op in MtrOperationId]: OperationHandler<Op, ServerContext> }

type Receipt = components['schemas']['MeterRechargeReceipt']

export const MTR_MESSAGES = {
  wrongPair: '电表号或手机号后四位不正确',
  tooManyAttempts: '尝试次数过多，请稍后再试',
  tokenInvalid: '电表登录已失效，请重新登录',
  loggedIn: '登录成功',
  recharged: '充值成功',
  noMeter: '电表不存在',
  requestIdTaken: '请求编号已被其他充值使用',
  priceDecimals: '电价最多两位小数',
  hasRecharges: '电表已有充值记录，不能删除',
} as const

export const SELF_SERVICE_OPERATOR = 'self-service'
/** What a meter owner sees instead of a staff member's username. */
const COUNTER_OPERATOR = '营业厅'

/** At most 5 failed self-service sign-ins per meter number within 10 minutes. */
const METER_ATTEMPT_LIMIT = 5
const METER_ATTEMPT_WINDOW_MS = 10 * 60 * 1000
const localAttempts = new AttemptLimiter(METER_ATTEMPT_LIMIT, METER_ATTEMPT_WINDOW_MS)

/**
 * The meter limiter: in this process on the embedded database; on a shared PostgreSQL in the auth_attempt table
 * (scope `meter`) as the staff sign-in (start.ts), so every instance counts the same failures and a restart keeps them.
 */
const meterAttemptsOf = (db: ServerContext['db']): LoginLimiter =>
  db.exclusive
    ? new SharedAttemptLimiter(db, 'meter', METER_ATTEMPT_LIMIT, METER_ATTEMPT_WINDOW_MS)
    : localAttempts

/** The meter of a request's X-Meter-Token, or null after answering 401. */
async function meterOfToken(
  headers: Record<string, string | undefined>,
  reply: FastifyReply,
  context: ServerContext,
): Promise<string | null> {
  const meterId = await readMeterToken(headers['x-meter-token'], context.secret)
  const [meter] = meterId
    ? await context.db.query<{ id: string }>('SELECT id FROM mtr_meter WHERE id = $1', [meterId])
    : []
  if (meter) return meter.id
  await reply.code(401).send(fail(MTR_MESSAGES.tokenInvalid, 401))
  return null
}

const RECEIPT_COLUMNS = `r.id, r.meter_id AS "meterId", r.meter_no AS "meterNo", r.order_no AS "orderNo",
  r.amount::float8 AS amount, r.kwh::float8 AS kwh, r.balance_after::float8 AS "balanceAfter",
  r.pay_method AS "payMethod", r.status, to_char(r.recharge_time, 'YYYY-MM-DD HH24:MI:SS') AS time, r.operator`

type ReceiptRow = Omit<Receipt, 'payMethod_dictText' | 'status_dictText'> & { meterId: string }

/** Rows with their dictionary texts; `forOwner` hides staff usernames and the meter id. */
async function receipts(db: Queryable, rows: ReceiptRow[], forOwner: boolean): Promise<Receipt[]> {
  const texts = await dictionaryTexts(db, ['pay_method', 'recharge_status'])
  return rows.map(({ meterId, ...row }) => ({
    ...row,
    ...(forOwner ? {} : { meterId }),
    operator:
      forOwner && row.operator !== SELF_SERVICE_OPERATOR && row.operator ? COUNTER_OPERATOR : row.operator,
    payMethod_dictText: texts.get('pay_method')?.get(row.payMethod) ?? row.payMethod,
    status_dictText: texts.get('recharge_status')?.get(row.status) ?? row.status,
  }))
}

interface RechargeRequest {
  meterId: string
  amount: number
  payMethod: string
  requestId: string
  operator: string
}

const receiptOfRequest = async (db: Queryable, requestId: string) =>
  (
    await db.query<ReceiptRow>(`SELECT ${RECEIPT_COLUMNS} FROM mtr_recharge r WHERE r.request_id = $1`, [
      requestId,
    ])
  )[0]

/**
 * One recharge in one transaction: the row and the meter's new balance (arrears → normal when it becomes
 * positive). A repeated requestId answers the first recharge of the same meter and writes nothing.
 */
export async function rechargeMeter(
  db: Database,
  request: RechargeRequest,
  forOwner: boolean,
): Promise<Envelope<Receipt | null>> {
  const answer = async (row: ReceiptRow) =>
    row.meterId === request.meterId
      ? ok((await receipts(db, [row], forOwner))[0] ?? null, MTR_MESSAGES.recharged)
      : fail(MTR_MESSAGES.requestIdTaken)
  const amountCents = toCents(request.amount)
  try {
    const outcome = await db.transaction(async (tx): Promise<ReceiptRow | string> => {
      const earlier = await receiptOfRequest(tx, request.requestId)
      if (earlier) return earlier
      const [meter] = await tx.query<{
        meterNo: string
        balanceCents: string
        priceCents: string
        status: string
        sysOrgCode: string | null
        tenantId: number
      }>(
        `SELECT meter_no AS "meterNo", (balance * 100)::bigint::text AS "balanceCents",
           (price_per_kwh * 100)::bigint::text AS "priceCents", status, sys_org_code AS "sysOrgCode",
           tenant_id AS "tenantId"
         FROM mtr_meter WHERE id = $1 FOR UPDATE`,
        [request.meterId],
      )
      if (!meter) return MTR_MESSAGES.noMeter
      const refusal = rechargeRefusal(meter.status, amountCents)
      if (refusal !== null || amountCents === null) return refusal ?? MTR_MESSAGES.noMeter
      const balanceCents = Number(meter.balanceCents) + amountCents
      const kwh = kwhHundredths(amountCents, Number(meter.priceCents))
      await tx.query(
        `UPDATE mtr_meter SET balance = $2::numeric, status = $3, update_time = now(), update_by = $4
         WHERE id = $1`,
        [
          request.meterId,
          centsToDecimal(balanceCents),
          statusAfterRecharge(meter.status, balanceCents),
          request.operator,
        ],
      )
      const id = newId()
      await tx.query(
        `INSERT INTO mtr_recharge (id, meter_id, meter_no, amount, kwh, balance_after, pay_method, status, order_no,
           recharge_time, operator, request_id, sys_org_code, tenant_id, create_by)
         VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7, 'success', $8, now(), $9, $10, $11, $12, $9)`,
        [
          id,
          request.meterId,
          meter.meterNo,
          centsToDecimal(amountCents),
          centsToDecimal(kwh),
          centsToDecimal(balanceCents),
          request.payMethod,
          orderNoOf(new Date(), randomBytes(3).toString('hex')),
          request.operator,
          request.requestId,
          meter.sysOrgCode,
          meter.tenantId,
        ],
      )
      const [row] = await tx.query<ReceiptRow>(
        `SELECT ${RECEIPT_COLUMNS} FROM mtr_recharge r WHERE r.id = $1`,
        [id],
      )
      return row ?? MTR_MESSAGES.noMeter
    })
    return typeof outcome === 'string' ? fail(outcome) : answer(outcome)
  } catch (error) {
    // Two requests with one requestId at once (a real PostgreSQL server): the loser answers the winner's row.
    if ((error as { code?: unknown }).code === '23505') {
      const earlier = await receiptOfRequest(db, request.requestId)
      if (earlier) return answer(earlier)
    }
    throw error
  }
}

function samePhoneEnding(phone: string, last4: string): boolean {
  const expected = Buffer.from(phone.slice(-4))
  const given = Buffer.from(last4)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Whether any of the meters has recharges (they keep their meter: deleting it is refused). */
async function anyRecharged(db: Queryable, ids: string[]): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM mtr_recharge WHERE meter_id = ANY($1::text[]) LIMIT 1', [ids])
  return rows.length > 0
}

const badPrice = (price: number | null | undefined) => typeof price === 'number' && toCents(price) === null

export const mtrHandlers: MtrHandlers = {
  async meterAdd(input, context) {
    if (badPrice(input.body.pricePerKwh)) return fail(MTR_MESSAGES.priceDecimals)
    return crudHandlers.meterAdd(input, context)
  },

  async meterEdit(input, context) {
    if (badPrice(input.body.pricePerKwh)) return fail(MTR_MESSAGES.priceDecimals)
    return crudHandlers.meterEdit(input, context)
  },

  async meterDelete(input, context) {
    if (await anyRecharged(context.db, [input.query.id])) return fail(MTR_MESSAGES.hasRecharges)
    return crudHandlers.meterDelete(input, context)
  },

  async meterDeleteBatch(input, context) {
    const ids = input.query.ids.split(',').map((id) => id.trim())
    if (await anyRecharged(context.db, ids)) return fail(MTR_MESSAGES.hasRecharges)
    return crudHandlers.meterDeleteBatch(input, context)
  },

  async meterSelfServiceLogin({ body }, { db, secret }) {
    const meterNo = body.meterNo.trim()
    const loginAttempts = meterAttemptsOf(db)
    if ((await loginAttempts.retryAfterMs(meterNo)) > 0) return fail(MTR_MESSAGES.tooManyAttempts, 429)
    const [meter] = await db.query<{ id: string; phone: string }>(
      'SELECT id, owner_phone AS phone FROM mtr_meter WHERE meter_no = $1',
      [meterNo],
    )
    if (!meter || !samePhoneEnding(meter.phone, body.phoneLast4)) {
      await loginAttempts.recordFailure(meterNo)
      return fail(MTR_MESSAGES.wrongPair)
    }
    await loginAttempts.clear(meterNo)
    const token = await signMeterToken(meter.id, secret)
    return ok({ token, expiresIn: METER_TOKEN_TTL_SECONDS }, MTR_MESSAGES.loggedIn)
  },

  async meterSelfServiceInfo({ headers, reply }, context) {
    const meterId = await meterOfToken(headers, reply, context)
    if (!meterId) return reply as never
    const [meter] = await context.db.query<components['schemas']['MeterSelfInfo']>(
      `SELECT meter_no AS "meterNo", building, room, owner_name AS "ownerName", owner_phone AS "ownerPhone",
         balance::float8 AS balance, price_per_kwh::float8 AS "pricePerKwh", status,
         last_reading_kwh::float8 AS "lastReadingKwh",
         to_char(last_reading_time, 'YYYY-MM-DD HH24:MI:SS') AS "lastReadingTime"
       FROM mtr_meter WHERE id = $1`,
      [meterId],
    )
    if (!meter) return fail(MTR_MESSAGES.noMeter)
    const texts = await dictionaryTexts(context.db, ['meter_status'])
    return okRead({
      ...meter,
      ownerName: maskName(meter.ownerName ?? null),
      ownerPhone: maskPhone(meter.ownerPhone ?? null),
      status_dictText: texts.get('meter_status')?.get(meter.status) ?? meter.status,
    })
  },

  async meterSelfServiceRecharge({ headers, reply, body }, context) {
    const meterId = await meterOfToken(headers, reply, context)
    if (!meterId) return reply as never
    return rechargeMeter(context.db, { ...body, meterId, operator: SELF_SERVICE_OPERATOR }, true)
  },

  async meterSelfServiceRecharges({ headers, reply, query }, context) {
    const meterId = await meterOfToken(headers, reply, context)
    if (!meterId) return reply as never
    const pageNo = Math.max(1, Number(query.pageNo ?? 1) || 1)
    const pageSize = Math.min(100, Math.max(1, Number(query.pageSize ?? 10) || 10))
    const [{ total } = { total: 0 }] = await context.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM mtr_recharge WHERE meter_id = $1',
      [meterId],
    )
    const rows = await context.db.query<ReceiptRow>(
      `SELECT ${RECEIPT_COLUMNS} FROM mtr_recharge r WHERE r.meter_id = $1
       ORDER BY r.recharge_time DESC, r.id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      [meterId],
    )
    return okRead(pageOf(await receipts(context.db, rows, true), total, pageNo, pageSize))
  },

  async meterStaffRecharge({ body }, { db, user }) {
    return rechargeMeter(db, { ...body, operator: user?.username ?? 'staff' }, false)
  },
}

/** Spreadsheet rows are checked like the add operations check a body (excel/import-checks.ts). */
export const mtrImportChecks: ImportChecks = {
  meter: { check: (row) => (badPrice(numberOf(row.pricePerKwh)) ? MTR_MESSAGES.priceDecimals : null) },
}
