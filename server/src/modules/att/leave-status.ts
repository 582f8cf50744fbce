/**
 * The leave workflow (docs/modules.md: draft, submitted, approved, rejected): draft → submitted → approved or
 * rejected. Approved and rejected are final; every other move is refused.
 */
export type LeaveStatus = 'draft' | 'submitted' | 'approved' | 'rejected'

export const LEAVE_STATUS_TEXT: Record<LeaveStatus, string> = {
  draft: '草稿',
  submitted: '已提交',
  approved: '已批准',
  rejected: '已驳回',
}

const MOVES: Partial<Record<LeaveStatus, Partial<Record<LeaveStatus, string>>>> = {
  draft: { submitted: '请假已提交' },
  submitted: { approved: '请假已批准', rejected: '请假已驳回' },
}

const textOf = (status: string) =>
  status in LEAVE_STATUS_TEXT ? LEAVE_STATUS_TEXT[status as LeaveStatus] : status

/** The success message of a legal move, or the refusal of an illegal one. */
export function nextLeaveStatus(from: string, to: string): { message: string } | { refusal: string } {
  const message = MOVES[from as LeaveStatus]?.[to as LeaveStatus]
  return message ? { message } : { refusal: `请假状态不能从「${textOf(from)}」变为「${textOf(to)}」` }
}
