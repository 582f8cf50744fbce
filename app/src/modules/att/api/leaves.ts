import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'

/** Leave requests (`/att/leave`) beyond the generic CRUD: their approval status. */

export type LeaveStatus = 'submitted' | 'approved' | 'rejected'

/** Moves a leave request to another status; resolves with the server's message. */
export async function setLeaveStatus(id: string, status: LeaveStatus): Promise<string> {
  return (await settleCall(api.POST('/att/leave/status', { body: { id, status } }))).message
}
