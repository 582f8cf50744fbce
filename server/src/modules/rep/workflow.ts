/**
 * The status workflow of a repair order (docs/modules.md "Repair") as a pure transition table:
 * submitted → assigned → in_progress → done → confirmed; cancel from submitted or assigned. Assigning an
 * assigned order again hands it to another repairer (改派).
 */

export const REPAIR_STATUSES = [
  'submitted',
  'assigned',
  'in_progress',
  'done',
  'confirmed',
  'cancelled',
] as const
export type RepairStatus = (typeof REPAIR_STATUSES)[number]

export const REPAIR_ACTIONS = ['assign', 'start', 'finish', 'confirm', 'cancel'] as const
export type RepairAction = (typeof REPAIR_ACTIONS)[number]

/** The texts of dictionary repair_status (modules/system/dict/seed.ts), for messages. */
export const STATUS_TEXT: Record<RepairStatus, string> = {
  submitted: '已提交',
  assigned: '已派工',
  in_progress: '维修中',
  done: '已完成',
  confirmed: '已确认',
  cancelled: '已取消',
}

export const ACTION_TEXT: Record<RepairAction, string> = {
  assign: '派工',
  start: '开始维修',
  finish: '完成',
  confirm: '确认',
  cancel: '取消',
}

/** For each action: the statuses it may start from and the status it leads to. */
export const TRANSITIONS: Record<RepairAction, { from: readonly RepairStatus[]; to: RepairStatus }> = {
  assign: { from: ['submitted', 'assigned'], to: 'assigned' },
  start: { from: ['assigned'], to: 'in_progress' },
  finish: { from: ['in_progress'], to: 'done' },
  confirm: { from: ['done'], to: 'confirmed' },
  cancel: { from: ['submitted', 'assigned'], to: 'cancelled' },
}

export const isRepairStatus = (value: unknown): value is RepairStatus =>
  typeof value === 'string' && (REPAIR_STATUSES as readonly string[]).includes(value)

export type Transition = { ok: true; to: RepairStatus } | { ok: false; message: string }

/** Where `action` leads from `current`, or the refusal naming both the current state and the action. */
export function transition(current: string, action: RepairAction): Transition {
  const rule = TRANSITIONS[action]
  if (isRepairStatus(current) && rule.from.includes(current)) return { ok: true, to: rule.to }
  const currentText = isRepairStatus(current) ? STATUS_TEXT[current] : current
  return { ok: false, message: `报修单当前为「${currentText}」，不能直接「${ACTION_TEXT[action]}」` }
}

/** The actions offered for an order in `status` (row buttons, the reporter's confirm form). */
export const actionsFrom = (status: string): RepairAction[] =>
  REPAIR_ACTIONS.filter((action) => transition(status, action).ok)
