import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { crudClient, settleResult } from '../../../lib/resource/crud-client'

/** Meal cards (`/cnt/card`) for the step form example: find a card, recharge it. */

export type MealCard = components['schemas']['CntCard']
export type CardTransaction = components['schemas']['CntTransaction']

export const mealCards = crudClient('/cnt/card')

/** The meal card with exactly this number, or null. */
export async function findCard(cardNo: string): Promise<MealCard | null> {
  const page = await mealCards.list({ pageNo: 1, pageSize: 10, cardNo: cardNo.trim() })
  return page.records.find((card) => card.cardNo === cardNo.trim()) ?? null
}

/** Recharges a meal card; resolves with the server's transaction and message, rejects with its refusal. */
export async function rechargeCard(
  cardNo: string,
  amount: number,
  requestId: string,
): Promise<{ result: CardTransaction; message: string }> {
  const { data } = await api.POST('/cnt/card/recharge', { body: { cardNo, amount, requestId } })
  return settleResult(data)
}

/**
 * A request id chosen once per intended recharge (kept across retries of the same confirmation). Not a call:
 * it stays beside rechargeCard, the one call that takes it.
 */
export const newRequestId = () => `ex-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
