import type { components } from '@erp/openapi/schema'
import { t } from '@erp/ui-kit/i18n'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'

export type SamplingPlan = components['schemas']['QcSamplingPlan']

/** The inspection levels of ISO 2859-1 (special S-1…S-4, general I…III). */
export const INSPECTION_LEVELS = ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III'] as const
export type InspectionLevel = (typeof INSPECTION_LEVELS)[number]
export const isInspectionLevel = (value: string): value is InspectionLevel =>
  (INSPECTION_LEVELS as readonly string[]).includes(value)

/** GET /qc/sampling/plan: the ISO 2859-1 single sampling plan (normal inspection) of a lot. */
export async function fetchSamplingPlan(
  lotSize: number,
  level: InspectionLevel,
  aql: number,
): Promise<SamplingPlan> {
  const { result } = await settleCall(
    api.GET('/qc/sampling/plan', { params: { query: { lotSize, level, aql } } }),
  )
  if (!result) throw new Error(t('服务器的回答不可识别'))
  return result
}
