import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { unwrap } from './exp-result'

/** A shipment's tracking (`/exp/shipment/tracking`): its status and events. */

export type Tracking = components['schemas']['ExpTracking']

export async function tracking(id: string): Promise<Tracking> {
  const { data } = await api.GET('/exp/shipment/tracking', { params: { query: { id } } })
  return unwrap(data)
}
