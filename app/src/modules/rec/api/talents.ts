import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'

/** Talents (`/rec/talent`) beyond the generic CRUD: back to a requisition as a candidate. */
export async function talentToCandidate(id: string, requisitionId: string): Promise<string> {
  return (await settleCall(api.POST('/rec/talent/toCandidate', { body: { id, requisitionId } }))).message
}
