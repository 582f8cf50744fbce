/**
 * The candidate pipeline (docs/modules.md, recruitment): applied → screening → interview → offer → hired, one
 * stage at a time; rejected from any open stage; hired and rejected are final unless reopened explicitly.
 */
export const OPEN_STAGES = ['applied', 'screening', 'interview', 'offer'] as const
export const STAGES = [...OPEN_STAGES, 'hired', 'rejected'] as const
export type Stage = (typeof STAGES)[number]

export const STAGE_TEXT: Record<Stage, string> = {
  applied: '已投递',
  screening: '筛选',
  interview: '面试',
  offer: '录用通知',
  hired: '已入职',
  rejected: '未录用',
}

export const isStage = (value: unknown): value is Stage =>
  typeof value === 'string' && (STAGES as readonly string[]).includes(value)

const isOpen = (stage: Stage) => (OPEN_STAGES as readonly string[]).includes(stage)

/** The stage after `stage` on the forward pipeline, or null at its end. */
export function nextStage(stage: Stage): Stage | null {
  const forward: readonly Stage[] = [...OPEN_STAGES, 'hired']
  const index = forward.indexOf(stage)
  return index >= 0 && index < forward.length - 1 ? (forward[index + 1] ?? null) : null
}

/** Why a move is refused (a message for people), or null when it is allowed. */
export function stageMoveRefusal(from: Stage, to: Stage, reopen = false): string | null {
  if (from === to) return `候选人已在「${STAGE_TEXT[to]}」阶段`
  if (!isOpen(from)) {
    if (!reopen) return `候选人已是「${STAGE_TEXT[from]}」，需先重新打开`
    return isOpen(to) ? null : `重新打开只能回到进行中的阶段，不能变为「${STAGE_TEXT[to]}」`
  }
  if (to === 'rejected' || nextStage(from) === to) return null
  return `候选人阶段不能从「${STAGE_TEXT[from]}」直接变为「${STAGE_TEXT[to]}」`
}
