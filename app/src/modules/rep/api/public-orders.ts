import type { components } from '@erp/openapi/schema'
import { t } from '@erp/ui-kit/i18n'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { RefusedError, settle } from '../../../lib/resource/crud-client'
import { repairKeys } from './repair-keys'

/** The reporter's self-service on repair orders: submit, look one up by order number and phone, confirm. */

export type PublicRepairOrder = components['schemas']['RepOrderPublic']
export type RepairSubmission = components['schemas']['RepOrderSubmitBody']

export const publicOrdersApi = {
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

export const publicDetailQuery = (orderNo: string, phone: string) =>
  queryOptions({
    queryKey: repairKeys.publicDetail(orderNo, phone),
    queryFn: () => publicOrdersApi.publicDetail(orderNo, phone),
  })
