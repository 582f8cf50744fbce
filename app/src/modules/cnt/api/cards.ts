import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'

/** Cards (`/cnt/card`) beyond the generic CRUD: the money moves and status of a card, and one card. */

export type CardRow = components['schemas']['CntCard']
export type MealType = components['schemas']['CntPayBody']['mealType']
export type CardStatus = components['schemas']['CntChangeStatusBody']['status']

export const cardsApi = {
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
  async card(id: string): Promise<CardRow | null> {
    const { data } = await api.GET('/cnt/card/queryById', { params: { query: { id } } })
    return settle(data).result ?? null
  },
}
