import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { RefusedError, settle } from '../../../lib/resource/crud-client'
import { t } from '@erp/ui-kit/i18n'

/** The calls of the repair module beyond the generic CRUD: staff moves and the reporter's self-service. */

export type RepairOrderRow = components['schemas']['RepOrder']
export type PublicRepairOrder = components['schemas']['RepOrderPublic']
export type RepairSubmission = components['schemas']['RepOrderSubmitBody']

/** Every query of the repair module starts with 'rep'. */
export const repairKeys = {
  all: ['rep'] as const,
  users: () => [...repairKeys.all, 'users'] as const,
  repairers: () => [...repairKeys.all, 'repairers'] as const,
  /** Every self-service lookup of one order (any phone): a confirmation invalidates them. */
  publicOrder: (orderNo: string) => [...repairKeys.all, 'public', orderNo] as const,
  publicDetail: (orderNo: string, phone: string) => [...repairKeys.publicOrder(orderNo), phone] as const,
}

export interface UserName {
  id: string
  name: string
}

export const repairApi = {
  /** Every user by name (one page of up to 1000, as the user pickers read them): the names of assignees. */
  async userNames(): Promise<UserName[]> {
    const { data } = await api.GET('/sys/user/list', { params: { query: { pageNo: 1, pageSize: 1000 } } })
    const records = data?.success ? (data.result?.records ?? []) : []
    return records.map((user) => ({ id: user.id, name: user.realname || user.username }))
  },
  /** The users a repair can be assigned to: the repairers, not every user. */
  async repairers(): Promise<UserName[]> {
    const { data } = await api.GET('/rep/order/assignees')
    if (!data?.success) throw new Error(data?.message || t('维修人加载失败'))
    return (data.result ?? []).map((user) => ({ id: user.id, name: user.realname || user.username }))
  },
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

export const userNamesQuery = () =>
  queryOptions({ queryKey: repairKeys.users(), queryFn: repairApi.userNames, staleTime: 60_000 })

export const repairersQuery = () =>
  queryOptions({ queryKey: repairKeys.repairers(), queryFn: repairApi.repairers, staleTime: 60_000 })

export const publicDetailQuery = (orderNo: string, phone: string) =>
  queryOptions({
    queryKey: repairKeys.publicDetail(orderNo, phone),
    queryFn: () => repairApi.publicDetail(orderNo, phone),
  })

/** Money shown with two places (35.5 → 35.50); empty stays empty. */
export const moneyText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : (Math.round(value * 100) / 100).toFixed(2)

/** The typed cost as a number with at most two places, or null when it is not one. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return null
  return Number(trimmed)
}
