import type { Queryable } from '../../db/database'
import { toCents } from './money'

/** A price period: from and to are yyyy-MM-dd; an empty `to` is open-ended. */
export interface PricePeriod {
  from: string
  to: string | null
}

export const MEAL_PRICE_MESSAGES = {
  overlap: '该餐别在此期间已有餐价',
  period: '失效日期不能早于生效日期',
  price: '价格须大于0且最多保留两位小数',
}

/** Whether two closed date periods share a day (yyyy-MM-dd strings compare as dates). */
export function periodsOverlap(a: PricePeriod, b: PricePeriod): boolean {
  const aEndsBeforeB = a.to !== null && a.to < b.from
  const bEndsBeforeA = b.to !== null && b.to < a.from
  return !aEndsBeforeB && !bEndsBeforeA
}

interface PriceBody {
  mealType?: string | null
  price?: number | null
  effectiveFrom?: string | null
  effectiveTo?: string | null
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/**
 * Why a meal price may not be saved (added: `id` null; edited: the fields not sent keep their stored value),
 * or null: the price has at most two decimals, the period is ordered and no other price of the same meal
 * shares a day with it.
 */
export async function mealPriceRefusal(
  db: Queryable,
  body: PriceBody,
  id: string | null,
): Promise<string | null> {
  const [stored] = id
    ? await db.query<{ mealType: string; price: number; from: string; to: string | null }>(
        `SELECT meal_type AS "mealType", price::float8 AS price, to_char(effective_from, 'YYYY-MM-DD') AS "from",
           to_char(effective_to, 'YYYY-MM-DD') AS "to" FROM cnt_meal_price WHERE id = $1`,
        [id],
      )
    : []
  if (id && !stored) return null // the generic edit answers 未找到对应数据
  const mealType = body.mealType ?? stored?.mealType ?? null
  const price = body.price ?? stored?.price ?? null
  const from = body.effectiveFrom !== undefined ? day(body.effectiveFrom) : (stored?.from ?? null)
  const to = body.effectiveTo !== undefined ? day(body.effectiveTo) : (stored?.to ?? null)
  if (price !== null) {
    const cents = toCents(price)
    if (cents === null || cents <= 0) return MEAL_PRICE_MESSAGES.price
  }
  if (!mealType || !from) return null // required fields are checked by the request validation
  const period = { from, to }
  if (to !== null && to < from) return MEAL_PRICE_MESSAGES.period
  const others = await db.query<{ from: string; to: string | null }>(
    `SELECT to_char(effective_from, 'YYYY-MM-DD') AS "from", to_char(effective_to, 'YYYY-MM-DD') AS "to"
     FROM cnt_meal_price WHERE meal_type = $1 AND ($2::text IS NULL OR id <> $2)`,
    [mealType, id],
  )
  return others.some((other) => periodsOverlap(period, other)) ? MEAL_PRICE_MESSAGES.overlap : null
}
