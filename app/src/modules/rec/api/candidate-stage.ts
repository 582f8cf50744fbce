import type { components } from '@erp/openapi/schema'
import { msg } from '@erp/ui-kit/i18n'

/** A candidate's stage on the recruitment pipeline, and the pipeline's rules the pages share. */

export type Stage = components['schemas']['RecMoveStageBody']['stage']

export const STAGE_TEXT: Record<Stage, string> = {
  applied: msg('已投递'),
  screening: msg('筛选'),
  interview: msg('面试'),
  offer: msg('录用通知'),
  hired: msg('已入职'),
  rejected: msg('未录用'),
}
/** The board's pipeline columns, in order; rejected is shown aside. */
export const PIPELINE: readonly Stage[] = ['applied', 'screening', 'interview', 'offer', 'hired']
const OPEN: readonly Stage[] = ['applied', 'screening', 'interview', 'offer']

export const isStage = (value: unknown): value is Stage =>
  typeof value === 'string' && Object.hasOwn(STAGE_TEXT, value)
export const isOpenStage = (stage: Stage) => OPEN.includes(stage)

/** The next stage on the forward pipeline (the server enforces the same rule). */
export function nextStage(stage: Stage): Stage | null {
  const index = PIPELINE.indexOf(stage)
  return index >= 0 && index < PIPELINE.length - 1 ? (PIPELINE[index + 1] ?? null) : null
}

/** Stages a candidate reaches only after at least one interview. */
export const AFTER_INTERVIEW: readonly Stage[] = ['offer', 'hired']
