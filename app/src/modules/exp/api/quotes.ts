import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { unwrap } from './exp-result'

/** The carrier's fee quote for a shipment (`/exp/shipment/quote`). */

export type Quote = components['schemas']['ExpQuote']
export type Carrier = Quote['carrier']

export async function quote(carrier: Carrier, weightKg: number, province: string): Promise<Quote> {
  const { data } = await api.POST('/exp/shipment/quote', { body: { carrier, weightKg, province } })
  return unwrap(data)
}
