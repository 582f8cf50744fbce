import type { components } from '@erp/openapi/schema'
import { api } from '../../lib/api'
import { RefusedError, settle } from '../../lib/resource/crud-client'
import { t } from '@erp/ui-kit/i18n'

/** The calls of the repair module beyond the generic CRUD: staff moves and the reporter's self-service. */

export type RepairOrderRow = components['schemas']['RepOrder']
export type PublicRepairOrder = components['schemas']['RepOrderPublic']
export type RepairSubmission = components['schemas']['RepOrderSubmitBody']

export const repairApi = {
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
  async submit(body: RepairSubmission) {
    const { data } = await api.POST('/rep/order/submit', { body })
    const { result } = settle(data)
    if (!result) throw new Error(t('服务器的回答不可识别'))
    return result.orderNo
  },
  async publicDetail(orderNo: string, phone: string) {
    const { data } = await api.GET('/rep/order/publicDetail', {
      params: { query: { orderNo: orderNo.trim(), phone: phone.trim() } },
    })
    const { result } = settle(data)
    if (!result) throw new RefusedError(t('未找到该报修单'))
    return result
  },
  async confirm(orderNo: string, phone: string, rating: number, feedback: string) {
    const { data } = await api.POST('/rep/order/confirm', {
      body: { orderNo, phone, rating, feedback: feedback.trim() || null },
    })
    return settle(data).message
  },
}

/** Money shown with two places (35.5 → 35.50); empty stays empty. */
export const moneyText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : (Math.round(value * 100) / 100).toFixed(2)

/** The typed cost as a number with at most two places, or null when it is not one. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return null
  return Number(trimmed)
}
