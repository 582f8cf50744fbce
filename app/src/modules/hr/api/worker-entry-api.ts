import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { RefusedError, type RowOf } from '../../../lib/resource/crud-client'
import { t } from '@erp/ui-kit/i18n'

/** The onboarding operations of /hr/workerEntry (openapi/source/hr-operations.ts). */

export type WorkerEntryRow = RowOf<'/hr/workerEntry'>
export type SubmitBody = components['schemas']['HrWorkerEntrySubmitBody']
export type ReviewBody = components['schemas']['HrWorkerEntryReviewBody']

interface EnvelopeLike<T> {
  success: boolean
  message: string
  result?: T | null
}

async function unwrap<T>(
  call: Promise<{ data?: EnvelopeLike<T> }>,
): Promise<{ result: T | null; message: string }> {
  const { data } = await call
  if (!data || typeof data.success !== 'boolean') throw new Error(t('服务器的回答不可识别'))
  if (!data.success) throw new RefusedError(data.message || t('操作失败'), data.result ?? null)
  return { result: data.result ?? null, message: data.message }
}

export const workerEntryKeys = {
  byNumber: (entryNo: string) => ['hr', 'workerEntry', 'byNumber', entryNo] as const,
  byId: (id: string) => ['hr', 'workerEntry', 'byId', id] as const,
}

export const workerEntryApi = {
  /** Public: answers the entry number. */
  submit: async (body: SubmitBody) => {
    const { result, message } = await unwrap(api.POST('/hr/workerEntry/submit', { body }))
    return { entryNo: result?.entryNo ?? '', message }
  },
  review: async (body: ReviewBody) => (await unwrap(api.POST('/hr/workerEntry/review', { body }))).message,
  onboard: async (id: string) =>
    (await unwrap(api.POST('/hr/workerEntry/onboard', { body: { id } }))).message,
  reject: async (id: string, reason: string) =>
    (await unwrap(api.POST('/hr/workerEntry/reject', { body: { id, reason } }))).message,
  byId: async (id: string) =>
    (await unwrap(api.GET('/hr/workerEntry/queryById', { params: { query: { id } } }))).result,
  /** The entry with this number, or null. */
  byNumber: async (entryNo: string): Promise<WorkerEntryRow | null> => {
    const { result } = await unwrap(
      api.GET('/hr/workerEntry/list', { params: { query: { entryNo, pageNo: 1, pageSize: 1 } } }),
    )
    return result?.records?.[0] ?? null
  },
}

/** The status codes of dictionary worker_entry_status. */
export const ENTRY_STATUS = {
  submitted: 'submitted',
  reviewed: 'reviewed',
  onboarded: 'onboarded',
  rejected: 'rejected',
} as const
