import type { components } from '@erp/openapi/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import type { Option } from '../../../lib/resource/resource-definition'
import { candidateLabel } from '../candidate-label'
import { AFTER_INTERVIEW, isOpenStage, isStage, nextStage, type Stage } from './candidate-stage'
import { recKeys } from './rec-keys'

/** Candidates (`/rec/candidate`) beyond the generic CRUD: options, the board, pipeline moves and facts. */

export type CandidateRow = components['schemas']['RecCandidate']

/**
 * Candidates as options (value id), for the interview form and columns: the text is the name, or with
 * `withPhone` the name and the masked phone, so a picker tells two candidates of one name apart.
 */
export function useCandidateOptions(withPhone = false): Option[] {
  const candidates = useQuery({
    queryKey: recKeys.candidates,
    queryFn: async () => {
      const { result } = await settleCall(
        api.GET('/rec/candidate/list', {
          params: { query: { pageNo: 1, pageSize: 1000, column: 'createTime', order: 'desc' } },
        }),
      )
      return (result?.records ?? []).map((row) => ({ id: row.id, name: row.name, phone: row.phone }))
    },
    staleTime: 30_000,
  })
  return useMemo(
    () =>
      (candidates.data ?? []).map((row) => ({
        value: row.id,
        label: withPhone ? candidateLabel(row.name, row.phone) : String(row.name ?? ''),
      })),
    [candidates.data, withPhone],
  )
}

/** Every candidate of the board (optionally of one requisition). */
export async function boardCandidates(requisitionId: string): Promise<CandidateRow[]> {
  const { result } = await settleCall(
    api.GET('/rec/candidate/list', {
      params: {
        query: {
          pageNo: 1,
          pageSize: 1000,
          column: 'createTime',
          order: 'desc',
          ...(requisitionId ? { requisitionId } : {}),
        },
      },
    }),
  )
  return result?.records ?? []
}

/** The board's candidates, under the candidate resource key (a list page's change refreshes it). */
export const boardQuery = (requisitionId: string) =>
  queryOptions({ queryKey: recKeys.board(requisitionId), queryFn: () => boardCandidates(requisitionId) })

export async function moveStage(id: string, stage: Stage, reopen = false): Promise<string> {
  return (
    await settleCall(
      api.POST('/rec/candidate/moveStage', { body: { id, stage, ...(reopen ? { reopen } : {}) } }),
    )
  ).message
}

export async function candidateToTalent(id: string): Promise<string> {
  return (await settleCall(api.POST('/rec/candidate/toTalent', { body: { id } }))).message
}

/**
 * What the pipeline actions need to know beyond a candidate's row (the server checks the same): who has had an
 * interview (录用通知 needs one) and who is in the talent pool already (移入人才库 once). Under the interview and
 * talent resource keys, so adding an interview or a talent refreshes them.
 */
export function useCandidateFacts(): { interviewed: ReadonlySet<string>; pooled: ReadonlySet<string> } {
  const interviews = useQuery({
    queryKey: recKeys.interviewedCandidates(),
    queryFn: async () => {
      const { result } = await settleCall(
        api.GET('/rec/interview/list', { params: { query: { pageNo: 1, pageSize: 5000 } } }),
      )
      return new Set((result?.records ?? []).map((row) => String(row.candidateId ?? '')))
    },
    staleTime: 10_000,
  })
  const talents = useQuery({
    queryKey: recKeys.pooledCandidates(),
    queryFn: async () => {
      const { result } = await settleCall(
        api.GET('/rec/talent/list', { params: { query: { pageNo: 1, pageSize: 5000 } } }),
      )
      return new Set(
        (result?.records ?? []).flatMap((row) => (row.sourceCandidateId ? [row.sourceCandidateId] : [])),
      )
    },
    staleTime: 10_000,
  })
  return useMemo(
    () => ({ interviewed: interviews.data ?? EMPTY, pooled: talents.data ?? EMPTY }),
    [interviews.data, talents.data],
  )
}
const EMPTY: ReadonlySet<string> = new Set()

/**
 * The pipeline actions a candidate is offered: the next stage (录用通知 only after an interview), 淘汰 while open,
 * 移入人才库 unless hired or already in the pool.
 */
export function candidateActions(
  candidate: CandidateRow,
  facts: { interviewed: ReadonlySet<string>; pooled: ReadonlySet<string> },
) {
  const stage = isStage(candidate.stage) ? candidate.stage : 'applied'
  const open = isOpenStage(stage)
  const next = open ? nextStage(stage) : null
  const blocked = next !== null && AFTER_INTERVIEW.includes(next) && !facts.interviewed.has(candidate.id)
  return {
    stage,
    open,
    next: blocked ? null : next,
    /** The next stage waits for an interview. */
    needsInterview: blocked,
    reject: open,
    toPool: stage !== 'hired' && !facts.pooled.has(candidate.id),
  }
}
