import { msg } from '@erp/ui-kit/i18n'

/** The flow of a repair order (dictionary repair_status) and how far along each state is. */
export const REPAIR_FLOW = [
  { status: 'submitted', title: msg('已提交'), timeField: 'createTime' },
  { status: 'assigned', title: msg('已派工'), timeField: 'assignedTime' },
  { status: 'in_progress', title: msg('维修中'), timeField: 'startedTime' },
  { status: 'done', title: msg('已完成'), timeField: 'finishedTime' },
  { status: 'confirmed', title: msg('已确认'), timeField: 'confirmedTime' },
] as const

export type RepairTimeField = (typeof REPAIR_FLOW)[number]['timeField']

/** The index of a state in the flow; a cancelled or unknown order is -1. */
export const flowIndex = (status: string | null | undefined): number =>
  REPAIR_FLOW.findIndex((step) => step.status === status)

/** Percent done: submitted 20 … confirmed 100; a cancelled order stays at 0. */
export function repairProgress(status: string | null | undefined): number {
  const index = flowIndex(status)
  return index < 0 ? 0 : ((index + 1) * 100) / REPAIR_FLOW.length
}

export type ProgressTone = 'done' | 'active' | 'cancelled'

export function progressTone(status: string | null | undefined): ProgressTone {
  if (status === 'cancelled') return 'cancelled'
  return status === 'done' || status === 'confirmed' ? 'done' : 'active'
}
