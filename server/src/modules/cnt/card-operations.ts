import type { Database, Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { centsToDecimal, toCents } from './money'

/**
 * The money moves of a meal card (docs/modules.md, canteen payment). Each is ONE database transaction: lock the card
 * row (`SELECT … FOR UPDATE`), look for an earlier transaction with the same requestId, check status and
 * balance, insert the transaction, update the balance. The unique index on request_id settles a race between
 * two cards; the CHECK constraints keep balances and balanceAfter non-negative whatever happens.
 */

export type CardTransaction = Record<string, unknown> & { id: string; cardNo: string; type: string }
export type CardRow = Record<string, unknown> & { id: string; cardNo: string; status: string }

/** A business answer: the row and its message, or the refusal's message. */
export type Outcome<T> = { ok: true; result: T; message: string } | { ok: false; message: string }

export const DUPLICATE_MESSAGE = '重复请求，已按首次结果返回'
const REQUEST_TAKEN = '请求号已用于其他交易'

const STATUS_REFUSAL: Record<string, string> = { frozen: '该卡已冻结', lost: '该卡已挂失' }

export const TRANSACTION_SELECT = `id, card_no AS "cardNo", person_name AS "personName", type,
  amount::float8 AS amount, balance_after::float8 AS "balanceAfter", meal_type AS "mealType", "window",
  to_char(time, 'YYYY-MM-DD HH24:MI:SS') AS time, operator, request_id AS "requestId", refund_of AS "refundOf",
  sys_org_code AS "sysOrgCode", tenant_id AS "tenantId", create_by AS "createBy",
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
  to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"`

export const CARD_SELECT = `id, card_no AS "cardNo", person_id AS "personId", person_name AS "personName",
  balance::float8 AS balance, status, remark, sys_org_code AS "sysOrgCode", tenant_id AS "tenantId",
  create_by AS "createBy", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
  to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"`

interface LockedCard {
  id: string
  cardNo: string
  personName: string | null
  status: string
  balance: string
  orgCode: string | null
  tenantId: number
}

const lockCard = async (tx: Queryable, condition: 'card_no' | 'id', value: string) =>
  (
    await tx.query<LockedCard>(
      `SELECT id, card_no AS "cardNo", person_name AS "personName", status, balance::text AS balance,
         sys_org_code AS "orgCode", tenant_id AS "tenantId"
       FROM cnt_card WHERE ${condition} = $1 FOR UPDATE`,
      [value],
    )
  )[0]

const transactionBy = async (db: Queryable, column: 'request_id' | 'id', value: string) =>
  (
    await db.query<CardTransaction>(
      `SELECT ${TRANSACTION_SELECT} FROM cnt_transaction WHERE ${column} = $1`,
      [value],
    )
  )[0]

/** The answer to a requestId seen before: the first transaction when it was the same kind of move. */
function repeated(
  previous: CardTransaction,
  same: (previous: CardTransaction) => boolean,
): Outcome<CardTransaction> {
  return same(previous)
    ? { ok: true, result: previous, message: DUPLICATE_MESSAGE }
    : { ok: false, message: REQUEST_TAKEN }
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505'

interface Move {
  card: LockedCard
  type: 'recharge' | 'meal' | 'refund'
  /** Signed change of the balance, in cents. */
  deltaCents: number
  mealType: string | null
  window: string | null
  operator: string | null
  requestId: string
  refundOf: string | null
}

/** Updates the locked card's balance and records the transaction with the balance after it. */
async function applyMove(tx: Queryable, move: Move): Promise<CardTransaction> {
  const [updated] = await tx.query<{ balance: string }>(
    `UPDATE cnt_card SET balance = balance + $2::numeric, update_time = now() WHERE id = $1
     RETURNING balance::text AS balance`,
    [move.card.id, centsToDecimal(move.deltaCents)],
  )
  const [inserted] = await tx.query<CardTransaction>(
    `INSERT INTO cnt_transaction (id, card_id, card_no, person_name, type, amount, balance_after, meal_type,
       "window", time, operator, request_id, refund_of, sys_org_code, tenant_id, create_by)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $9, now(), $10, $11, $12, $13, $14, $10)
     RETURNING ${TRANSACTION_SELECT}`,
    [
      newId(),
      move.card.id,
      move.card.cardNo,
      move.card.personName,
      move.type,
      centsToDecimal(Math.abs(move.deltaCents)),
      updated?.balance,
      move.mealType,
      move.window,
      move.operator,
      move.requestId,
      move.refundOf,
      move.card.orgCode,
      move.card.tenantId,
    ],
  )
  if (!inserted) throw new Error('the transaction row was not written')
  return inserted
}

/**
 * Runs a money move; a unique violation of request_id (the same requestId raced in on another card, or twice
 * on a PostgreSQL server) answers the transaction that won.
 */
async function idempotent(
  db: Database,
  requestId: string,
  same: (previous: CardTransaction) => boolean,
  work: (tx: Queryable) => Promise<Outcome<CardTransaction>>,
  /** The refusal when another unique index (one refund per meal) was violated. */
  otherConflict?: string,
): Promise<Outcome<CardTransaction>> {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const previous = await transactionBy(db, 'request_id', requestId)
    if (previous) return repeated(previous, same)
    if (otherConflict) return { ok: false, message: otherConflict }
    throw error
  }
}

/** Cents of an optional amount given in yuan, or a refusal. */
function amountCents(amount: number): number | { refusal: string } {
  const cents = toCents(amount)
  return cents === null || cents <= 0 ? { refusal: '金额最多保留两位小数' } : cents
}

/** The price in cents of a meal effective today, or null. */
export async function currentPriceCents(db: Queryable, mealType: string): Promise<number | null> {
  const [row] = await db.query<{ price: string }>(
    `SELECT price::text AS price FROM cnt_meal_price
     WHERE meal_type = $1 AND effective_from <= current_date AND (effective_to IS NULL OR effective_to >= current_date)
     ORDER BY effective_from DESC LIMIT 1`,
    [mealType],
  )
  return row ? toCents(row.price) : null
}

export interface PayInput {
  cardNo: string
  mealType: string
  window?: string | null
  requestId: string
  amount?: number | null
}

export async function payMeal(db: Database, input: PayInput, operator: string | null) {
  let given: number | null = null
  if (input.amount !== undefined && input.amount !== null) {
    const cents = amountCents(input.amount)
    if (typeof cents !== 'number') return { ok: false, message: cents.refusal } as const
    given = cents
  }
  const same = (previous: CardTransaction) => previous.cardNo === input.cardNo && previous.type === 'meal'
  return idempotent(db, input.requestId, same, async (tx): Promise<Outcome<CardTransaction>> => {
    const card = await lockCard(tx, 'card_no', input.cardNo)
    if (!card) return { ok: false, message: '饭卡不存在' }
    const previous = await transactionBy(tx, 'request_id', input.requestId)
    if (previous) return repeated(previous, same)
    const refusal = STATUS_REFUSAL[card.status]
    if (refusal) return { ok: false, message: refusal }
    const price = given ?? (await currentPriceCents(tx, input.mealType))
    if (price === null) return { ok: false, message: '当前没有该餐别的有效餐价' }
    const balance = toCents(card.balance) ?? 0
    if (balance < price) return { ok: false, message: '余额不足' }
    const result = await applyMove(tx, {
      card,
      type: 'meal',
      deltaCents: -price,
      mealType: input.mealType,
      window: input.window ?? null,
      operator,
      requestId: input.requestId,
      refundOf: null,
    })
    return { ok: true, result, message: '消费成功' }
  })
}

export interface RechargeInput {
  cardNo: string
  amount: number
  requestId: string
}

export async function rechargeCard(db: Database, input: RechargeInput, operator: string | null) {
  const cents = amountCents(input.amount)
  if (typeof cents !== 'number') return { ok: false, message: cents.refusal } as const
  const same = (previous: CardTransaction) => previous.cardNo === input.cardNo && previous.type === 'recharge'
  return idempotent(db, input.requestId, same, async (tx): Promise<Outcome<CardTransaction>> => {
    const card = await lockCard(tx, 'card_no', input.cardNo)
    if (!card) return { ok: false, message: '饭卡不存在' }
    const previous = await transactionBy(tx, 'request_id', input.requestId)
    if (previous) return repeated(previous, same)
    if (card.status === 'lost') return { ok: false, message: '该卡已挂失' }
    const result = await applyMove(tx, {
      card,
      type: 'recharge',
      deltaCents: cents,
      mealType: null,
      window: null,
      operator,
      requestId: input.requestId,
      refundOf: null,
    })
    return { ok: true, result, message: '充值成功' }
  })
}

export interface RefundInput {
  transactionId: string
  requestId: string
}

export async function refundMeal(db: Database, input: RefundInput, operator: string | null) {
  const same = (previous: CardTransaction) =>
    previous.type === 'refund' && previous.refundOf === input.transactionId
  const outcome = await idempotent(
    db,
    input.requestId,
    same,
    async (tx): Promise<Outcome<CardTransaction>> => {
      const [original] = await tx.query<{
        cardId: string
        type: string
        amount: string
        mealType: string | null
      }>(
        `SELECT card_id AS "cardId", type, amount::text AS amount, meal_type AS "mealType"
       FROM cnt_transaction WHERE id = $1`,
        [input.transactionId],
      )
      if (!original) return { ok: false, message: '交易不存在' }
      if (original.type !== 'meal') return { ok: false, message: '只能退款消费记录' }
      const card = await lockCard(tx, 'id', original.cardId)
      if (!card) return { ok: false, message: '饭卡不存在' }
      const previous = await transactionBy(tx, 'request_id', input.requestId)
      if (previous) return repeated(previous, same)
      const refunded = await tx.query('SELECT 1 FROM cnt_transaction WHERE refund_of = $1', [
        input.transactionId,
      ])
      if (refunded.length) return { ok: false, message: '该笔消费已退款' }
      const result = await applyMove(tx, {
        card,
        type: 'refund',
        deltaCents: toCents(original.amount) ?? 0,
        mealType: original.mealType,
        window: null,
        operator,
        requestId: input.requestId,
        refundOf: input.transactionId,
      })
      return { ok: true, result, message: '退款成功' }
    },
    '该笔消费已退款',
  )
  return outcome
}

const STATUS_MESSAGES: Record<string, string> = { active: '解冻成功', lost: '挂失成功', frozen: '冻结成功' }

/** The refusal of a second active card of one person (one active card per person). */
export const activeCardRefusal = (cardNo: string) =>
  `该持卡人已有一张正常使用的饭卡（${cardNo}），请先挂失或冻结它`

/**
 * active → lost (挂失) or frozen (冻结); frozen → lost; lost or frozen → active (解冻), unless the holder has
 * another active card by now (a replacement issued after a loss): one active card per person.
 */
export async function changeCardStatus(db: Database, id: string, status: string, operator: string | null) {
  try {
    return await changeCardStatusOnce(db, id, status, operator)
  } catch (error) {
    // Two cards of one person thawed at once: the partial unique index of migration 0026 settles it.
    if (!isUniqueViolation(error)) throw error
    const [other] = await db.query<{ cardNo: string }>(
      `SELECT o.card_no AS "cardNo" FROM cnt_card c JOIN cnt_card o ON o.person_id = c.person_id
       WHERE c.id = $1 AND o.id <> c.id AND o.status = 'active'`,
      [id],
    )
    return { ok: false, message: activeCardRefusal(other?.cardNo ?? '') } as const
  }
}

async function changeCardStatusOnce(db: Database, id: string, status: string, operator: string | null) {
  return db.transaction(async (tx): Promise<Outcome<CardRow>> => {
    const card = await lockCard(tx, 'id', id)
    if (!card) return { ok: false, message: '饭卡不存在' }
    if (card.status === status) return { ok: false, message: '饭卡已是该状态' }
    if (card.status === 'lost' && status === 'frozen') return { ok: false, message: '挂失的卡只能解冻' }
    if (status === 'active') {
      const [other] = await tx.query<{ cardNo: string }>(
        `SELECT o.card_no AS "cardNo" FROM cnt_card c JOIN cnt_card o ON o.person_id = c.person_id
         WHERE c.id = $1 AND o.id <> c.id AND o.status = 'active' LIMIT 1`,
        [id],
      )
      if (other) return { ok: false, message: activeCardRefusal(other.cardNo) }
    }
    const [result] = await tx.query<CardRow>(
      `UPDATE cnt_card SET status = $2, update_by = $3, update_time = now() WHERE id = $1 RETURNING ${CARD_SELECT}`,
      [id, status, operator],
    )
    if (!result) return { ok: false, message: '饭卡不存在' }
    return { ok: true, result, message: STATUS_MESSAGES[status] ?? '操作成功！' }
  })
}
