import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'

/** Repair orders (`/rep/order`) beyond the generic CRUD: the staff moves. */

export type RepairOrderRow = components['schemas']['RepOrder']

export const ordersApi = {
  async assign(id: string, assigneeId: string) {
    const { data } = await api.POST('/rep/order/assign', { body: { id, assigneeId } })
    return settle(data).message
  },
  async start(id: string) {
    const { data } = await api.POST('/rep/order/start', { body: { id } })
    return settle(data).message
  },
  async finish(id: string, cost: number) {
    const { data } = await api.POST('/rep/order/finish', { body: { id, cost } })
    return settle(data).message
  },
  async cancel(id: string, reason: string) {
    const { data } = await api.POST('/rep/order/cancel', { body: { id, reason: reason.trim() || null } })
    return settle(data).message
  },
}
