import { isApiError } from '@erp/openapi/errors'
import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { useMeterSession, type MeterReceipt } from '../meter-session-store'
import { resultOf } from './meter-result'

/** The meter self-service (`/mtr/selfService`): login, the signed-in meter, its recharges. */

export type MeterInfo = components['schemas']['MeterSelfInfo']
export type PayMethod = components['schemas']['MeterSelfRechargeBody']['payMethod']

export interface ReceiptPage {
  records: MeterReceipt[]
  total: number
  current: number
  pages: number
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

export const meterKeys = {
  /** Everything of the signed-in meter: a recharge refreshes it all. */
  selfService: ['mtr', 'self-service'] as const,
  info: ['mtr', 'self-service', 'meterInfo'] as const,
  recharges: (pageNo: number) => ['mtr', 'self-service', 'recharges', pageNo] as const,
}
