import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'

/** Transactions (`/cnt/transaction`) beyond the generic CRUD: one card's moves and its refunded meals. */

export type TransactionRow = components['schemas']['CntTransaction']

export const transactionsApi = {
  async transactionsOf(cardNo: string, pageNo: number, pageSize: number) {
    const { data } = await api.GET('/cnt/transaction/list', {
      params: { query: { cardNo, pageNo, pageSize, column: 'time', order: 'desc' } },
    })
    const { result } = settle(data)
    return { records: result?.records ?? [], total: result?.total ?? 0 }
  },
  /** The ids of the card's meals that were refunded (the refundOf of its refund rows). */
  async refundedMealsOf(cardNo: string): Promise<Set<string>> {
    const { data } = await api.GET('/cnt/transaction/list', {
      params: { query: { cardNo, type: 'refund', pageNo: 1, pageSize: 1000 } },
    })
    const records = settle(data).result?.records ?? []
    return new Set(records.flatMap((row) => (row.refundOf ? [row.refundOf] : [])))
  },
}
