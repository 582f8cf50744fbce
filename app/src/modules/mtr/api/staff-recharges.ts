import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { resultOf } from './meter-result'

/** A recharge at the counter (`/mtr/recharge/staffRecharge`), beyond the generic recharge list. */

export type StaffPayMethod = components['schemas']['MeterStaffRechargeBody']['payMethod']

export async function staffRecharge(body: {
  meterId: string
  amount: number
  payMethod: StaffPayMethod
  requestId: string
}) {
  const { data } = await api.POST('/mtr/recharge/staffRecharge', { body })
  return resultOf(data)
}
