import type { components } from '@erp/openapi/schema'
import { t } from '@erp/ui-kit/i18n'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'

/** The calls of the canteen module beyond the generic CRUD: the money moves and status of a card. */

export type CardRow = components['schemas']['CntCard']
export type TransactionRow = components['schemas']['CntTransaction']
export type MealPriceRow = components['schemas']['CntMealPrice']
export type CurrentPrice = components['schemas']['CntCurrentPrice']
export type MealType = components['schemas']['CntPayBody']['mealType']
export type CardStatus = components['schemas']['CntChangeStatusBody']['status']

/** The canteen's queries beside its CRUD lists. */
export const cntKeys = {
  persons: ['cnt', 'persons'] as const,
  currentPrices: ['cnt', 'currentPrices'] as const,
}

export const transactionKeys = {
  all: ['cnt', 'cardTransactions'] as const,
  ofCard: (cardNo: string, pageNo: number) => ['cnt', 'cardTransactions', cardNo, pageNo] as const,
  refundedOf: (cardNo: string) => ['cnt', 'cardTransactions', cardNo, 'refunded'] as const,
  /** The card itself: its balance in the drawer's header follows every money move. */
  card: (id: string) => ['cnt', 'cardTransactions', 'card', id] as const,
}

export const cntApi = {
  async pay(body: { cardNo: string; mealType: MealType; window: string | null; requestId: string }) {
    const { data } = await api.POST('/cnt/card/pay', { body })
    return settle(data)
  },
  async recharge(body: { cardNo: string; amount: number; requestId: string }) {
    const { data } = await api.POST('/cnt/card/recharge', { body })
    return settle(data)
  },
  async refund(body: { transactionId: string; requestId: string }) {
    const { data } = await api.POST('/cnt/card/refund', { body })
    return settle(data)
  },
  async changeStatus(id: string, status: CardStatus) {
    const { data } = await api.POST('/cnt/card/changeStatus', { body: { id, status } })
    return settle(data).message
  },
  async currentPrices(): Promise<CurrentPrice[]> {
    const { data } = await api.GET('/cnt/mealPrice/current')
    return settle(data).result ?? []
  },
  async transactionsOf(cardNo: string, pageNo: number, pageSize: number) {
    const { data } = await api.GET('/cnt/transaction/list', {
      params: { query: { cardNo, pageNo, pageSize, column: 'time', order: 'desc' } },
    })
    const { result } = settle(data)
    return { records: result?.records ?? [], total: result?.total ?? 0 }
  },
  async card(id: string): Promise<CardRow | null> {
    const { data } = await api.GET('/cnt/card/queryById', { params: { query: { id } } })
    return settle(data).result ?? null
  },
  /** The ids of the card's meals that were refunded (the refundOf of its refund rows). */
  async refundedMealsOf(cardNo: string): Promise<Set<string>> {
    const { data } = await api.GET('/cnt/transaction/list', {
      params: { query: { cardNo, type: 'refund', pageNo: 1, pageSize: 1000 } },
    })
    const records = settle(data).result?.records ?? []
    return new Set(records.flatMap((row) => (row.refundOf ? [row.refundOf] : [])))
  },
  async persons() {
    const { data } = await api.GET('/hr/person/list', {
      params: { query: { pageNo: 1, pageSize: 1000, column: 'workNo', order: 'asc' } },
    })
    return (settle(data).result?.records ?? []).map((person) => ({
      value: person.id,
      text: t('{{realname}}（{{workNo}}）', { realname: person.realname ?? '', workNo: person.workNo ?? '' }),
    }))
  },
}

/** Yuan with two places and the currency sign (35.5 → ¥35.50); empty stays empty. */
export const moneyText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : `¥${(Math.round(value * 100) / 100).toFixed(2)}`

/** A typed amount in yuan (0.01 to `max`, at most two places) as a number, or null. */
export function parseAmount(text: string, max: number): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return null
  const cents = Math.round(Number(trimmed) * 100)
  if (cents < 1 || cents > max * 100) return null
  return cents / 100
}

/**
 * A new request id for one intended money move. The dialog keeps it until the move succeeds or is refused,
 * so a retried click after a network error is the same request and the server charges it once.
 */
export function newRequestId(prefix: string): string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
