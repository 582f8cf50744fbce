import { isApiError } from '@erp/openapi/errors'
import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { RefusedError } from '../../../lib/resource/crud-client'
import { useMeterSession, type MeterReceipt } from '../meter-session-store'
import { t, msg } from '@erp/ui-kit/i18n'

export type MeterInfo = components['schemas']['MeterSelfInfo']
export type PayMethod = components['schemas']['MeterSelfRechargeBody']['payMethod']
export type StaffPayMethod = components['schemas']['MeterStaffRechargeBody']['payMethod']

export interface ReceiptPage {
  records: MeterReceipt[]
  total: number
  current: number
  pages: number
}

/** Self-service pay methods (cash only at the counter), with the pay_method dictionary's texts. */
export const SELF_PAY_METHODS: readonly { value: PayMethod; label: string }[] = [
  { value: 'wechat', label: msg('微信') },
  { value: 'alipay', label: msg('支付宝') },
  { value: 'card', label: msg('银行卡') },
]
export const STAFF_PAY_METHODS: readonly { value: StaffPayMethod; label: string }[] = [
  ...SELF_PAY_METHODS,
  { value: 'cash', label: msg('现金') },
]

interface Answer<T> {
  success: boolean
  message: string
  result?: T | null
}

function resultOf<T>(data: Answer<T> | undefined): T {
  if (!data) throw new Error(t('没有收到服务器的答复'))
  if (!data.success || data.result === undefined || data.result === null) {
    throw new RefusedError(data.message || t('操作失败'))
  }
  return data.result
}

/** A 401 of a meter-token operation ends the meter session (the pages then go to the meter login). */
async function withMeterToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = useMeterSession.getState().token ?? ''
  try {
    return await call(token)
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') useMeterSession.getState().signOut()
    throw error
  }
}

export async function meterLogin(meterNo: string, phoneLast4: string) {
  const { data } = await api.POST('/mtr/selfService/login', { body: { meterNo, phoneLast4 } })
  return resultOf(data)
}

export const fetchMeterInfo = () =>
  withMeterToken(async (token) => {
    const { data } = await api.GET('/mtr/selfService/meterInfo', {
      params: { header: { 'X-Meter-Token': token } },
    })
    return resultOf(data)
  })

export const rechargeOwnMeter = (body: { amount: number; payMethod: PayMethod; requestId: string }) =>
  withMeterToken(async (token) => {
    const { data } = await api.POST('/mtr/selfService/recharge', {
      params: { header: { 'X-Meter-Token': token } },
      body,
    })
    return resultOf(data)
  })

export const fetchOwnRecharges = (pageNo: number, pageSize: number) =>
  withMeterToken(async (token): Promise<ReceiptPage> => {
    const { data } = await api.GET('/mtr/selfService/recharges', {
      params: { header: { 'X-Meter-Token': token }, query: { pageNo, pageSize } },
    })
    const page = resultOf(data)
    return {
      records: (page.records ?? []) as MeterReceipt[],
      total: page.total,
      current: page.current,
      pages: page.pages,
    }
  })

export async function staffRecharge(body: {
  meterId: string
  amount: number
  payMethod: StaffPayMethod
  requestId: string
}) {
  const { data } = await api.POST('/mtr/recharge/staffRecharge', { body })
  return resultOf(data)
}

/** A new idempotency key for one intended recharge (getRandomValues also works on plain http). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `r-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export const meterKeys = {
  /** Everything of the signed-in meter: a recharge refreshes it all. */
  selfService: ['mtr', 'self-service'] as const,
  info: ['mtr', 'self-service', 'meterInfo'] as const,
  recharges: (pageNo: number) => ['mtr', 'self-service', 'recharges', pageNo] as const,
}
