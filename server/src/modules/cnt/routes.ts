import { addInputOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import type { Queryable } from '../../db/database'
import { fail, ok, okRead } from '../../http/envelope'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import {
  activeCardRefusal,
  changeCardStatus,
  payMeal,
  rechargeCard,
  refundMeal,
  type Outcome,
} from './card-operations'
import { mealPriceRefusal } from './meal-price'

/**
 * The cnt module's own operations (openapi/source/cnt-operations.ts) and the overrides of its generic CRUD
 * (start.ts spreads these after crudHandlers): card money moves and status, the card's holder, no deletion of
 * a card that has transactions, and meal price periods that never overlap.
 */
type CntOperationId = Extract<
  OperationId,
  | 'canteenCardPay'
  | 'canteenCardRecharge'
  | 'canteenCardRefund'
  | 'canteenCardChangeStatus'
  | 'mealPriceCurrent'
  | 'canteenCardAdd'
  | 'canteenCardEdit'
  | 'canteenCardDelete'
  | 'canteenCardDeleteBatch'
  | 'mealPriceAdd'
  | 'mealPriceEdit'
>
export type CntHandlers = { [Op in CntOperationId]: OperationHandler<Op, ServerContext> }

export const CNT_MESSAGES = {
  personNotFound: '持卡人不存在',
  cardHasTransactions: '该卡已有交易记录，不能删除',
  cardNoLocked: '该卡已有交易记录，不能修改卡号',
  /** One active card per person (migration 0026 backs it with a partial unique index). */
  activeCardExists: activeCardRefusal,
}

const answer = <T>(outcome: Outcome<T>) =>
  outcome.ok ? ok(outcome.result, outcome.message) : fail(outcome.message)

const personExists = async (db: Queryable, personId: unknown) =>
  typeof personId === 'string' &&
  (await db.query('SELECT 1 FROM hr_person WHERE id = $1', [personId])).length > 0

/** Copies the holder's name onto cards (shown and searched in the card list). */
const fillPersonNames = (db: Queryable, cardNos: string[] | null) =>
  db.query(
    `UPDATE cnt_card c SET person_name = p.realname FROM hr_person p
     WHERE p.id = c.person_id AND ($1::text[] IS NULL OR c.card_no = ANY($1::text[]))
       AND c.person_name IS DISTINCT FROM p.realname`,
    [cardNos],
  )

/** The card number of the person's active card other than `exceptId`, or null. */
export async function otherActiveCard(
  db: Queryable,
  personId: unknown,
  exceptId: string | null,
): Promise<string | null> {
  if (typeof personId !== 'string') return null
  const [card] = await db.query<{ cardNo: string }>(
    `SELECT card_no AS "cardNo" FROM cnt_card
     WHERE person_id = $1 AND status = 'active' AND ($2::text IS NULL OR id <> $2::text) LIMIT 1`,
    [personId, exceptId],
  )
  return card?.cardNo ?? null
}

const cardsWithTransactions = async (db: Queryable, ids: string[]) =>
  (await db.query('SELECT 1 FROM cnt_transaction WHERE card_id = ANY($1::text[]) LIMIT 1', [ids])).length > 0

export const cntHandlers: CntHandlers = {
  async canteenCardPay({ body }, { db, user }) {
    return answer(await payMeal(db, body, user?.username ?? null))
  },

  async canteenCardRecharge({ body }, { db, user }) {
    return answer(await rechargeCard(db, body, user?.username ?? null))
  },

  async canteenCardRefund({ body }, { db, user }) {
    return answer(await refundMeal(db, body, user?.username ?? null))
  },

  async canteenCardChangeStatus({ body }, { db, user }) {
    return answer(await changeCardStatus(db, body.id, body.status, user?.username ?? null))
  },

  async mealPriceCurrent(_input, { db }) {
    const rows = await db.query<{
      mealType: string
      mealTypeText: string | null
      price: number
      effectiveFrom: string | null
      effectiveTo: string | null
    }>(
      `SELECT DISTINCT ON (p.meal_type) p.meal_type AS "mealType", i.item_text AS "mealTypeText",
         p.price::float8 AS price, to_char(p.effective_from, 'YYYY-MM-DD') AS "effectiveFrom",
         to_char(p.effective_to, 'YYYY-MM-DD') AS "effectiveTo", coalesce(i.sort_order, 0) AS sort
       FROM cnt_meal_price p
       LEFT JOIN sys_dict d ON d.dict_code = 'meal_type' AND d.del_flag = 0
       LEFT JOIN sys_dict_item i ON i.dict_id = d.id AND i.item_value = p.meal_type
       WHERE p.effective_from <= current_date AND (p.effective_to IS NULL OR p.effective_to >= current_date)
       ORDER BY p.meal_type, p.effective_from DESC`,
    )
    const order = ['breakfast', 'lunch', 'dinner', 'night']
    const sorted = rows
      .map(({ mealType, mealTypeText, price, effectiveFrom, effectiveTo }) => ({
        mealType,
        mealTypeText,
        price,
        effectiveFrom,
        effectiveTo,
      }))
      .sort((a, b) => order.indexOf(a.mealType) - order.indexOf(b.mealType))
    return okRead(sorted)
  },

  async canteenCardAdd(input, context) {
    if (!(await personExists(context.db, input.body.personId))) return fail(CNT_MESSAGES.personNotFound)
    // A new card starts active.
    const active = await otherActiveCard(context.db, input.body.personId, null)
    if (active) return fail(CNT_MESSAGES.activeCardExists(active))
    const added = await crudHandlers.canteenCardAdd(input, context)
    if (added.success) await fillPersonNames(context.db, [input.body.cardNo ?? ''])
    return added
  },

  async canteenCardEdit(input, context) {
    const { db } = context
    const { body } = input
    if (body.personId !== undefined && !(await personExists(db, body.personId))) {
      return fail(CNT_MESSAGES.personNotFound)
    }
    const [current] = await db.query<{ cardNo: string; status: string; personId: string }>(
      'SELECT card_no AS "cardNo", status, person_id AS "personId" FROM cnt_card WHERE id = $1',
      [body.id],
    )
    if (current?.status === 'active' && body.personId !== undefined && body.personId !== current.personId) {
      const active = await otherActiveCard(db, body.personId, body.id)
      if (active) return fail(CNT_MESSAGES.activeCardExists(active))
    }
    if (current && body.cardNo !== undefined && body.cardNo !== current.cardNo) {
      if (await cardsWithTransactions(db, [body.id])) return fail(CNT_MESSAGES.cardNoLocked)
    }
    const edited = await crudHandlers.canteenCardEdit(input, context)
    if (edited.success) await fillPersonNames(db, [body.cardNo ?? current?.cardNo ?? ''])
    return edited
  },

  async canteenCardDelete(input, context) {
    if (await cardsWithTransactions(context.db, [input.query.id]))
      return fail(CNT_MESSAGES.cardHasTransactions)
    return crudHandlers.canteenCardDelete(input, context)
  },

  async canteenCardDeleteBatch(input, context) {
    const ids = input.query.ids.split(',').map((id) => id.trim())
    if (await cardsWithTransactions(context.db, ids)) return fail(CNT_MESSAGES.cardHasTransactions)
    return crudHandlers.canteenCardDeleteBatch(input, context)
  },

  async mealPriceAdd(input, context) {
    const refusal = await mealPriceRefusal(context.db, input.body, null)
    return refusal ? fail(refusal) : crudHandlers.mealPriceAdd(input, context)
  },

  async mealPriceEdit(input, context) {
    const refusal = await mealPriceRefusal(context.db, input.body, input.body.id)
    return refusal ? fail(refusal) : crudHandlers.mealPriceEdit(input, context)
  },
}

/** Spreadsheet rows are checked like the add operations check a body (excel/import-checks.ts). */
export const cntImportChecks: ImportChecks = {
  canteenCard: {
    check: async (row, db) => {
      if (!(await personExists(db, row.personId))) return CNT_MESSAGES.personNotFound
      const active = await otherActiveCard(db, row.personId, null)
      return active ? CNT_MESSAGES.activeCardExists(active) : null
    },
    after: (db) => fillPersonNames(db, null),
  },
  // Periods must not overlap, also with rows earlier in the same file: each row goes through the add.
  mealPrice: { add: (row, through) => cntHandlers.mealPriceAdd(addInputOf(row, through), through.context) },
}
