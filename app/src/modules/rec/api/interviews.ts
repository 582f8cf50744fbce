import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import { recKeys } from './rec-keys'

/** Interviews (`/rec/interview`) beyond the generic CRUD: one candidate's rounds. */

export type InterviewRow = components['schemas']['RecInterview']

export async function interviewsOf(candidateId: string): Promise<InterviewRow[]> {
  const { result } = await settleCall(
    api.GET('/rec/interview/list', {
      params: { query: { candidateId, pageNo: 1, pageSize: 100, column: 'round', order: 'asc' } },
    }),
  )
  return result?.records ?? []
}

/** A candidate's interviews, under the interview resource key (the interview page's changes refresh it). */
export const candidateInterviewsQuery = (candidateId: string) =>
  queryOptions({ queryKey: recKeys.interviews(candidateId), queryFn: () => interviewsOf(candidateId) })
