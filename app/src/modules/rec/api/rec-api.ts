import type { components } from '@erp/openapi/schema'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '../../../lib/api'
import { RefusedError } from '../../../lib/resource/crud-client'
import type { Option } from '../../../lib/resource/resource-definition'
import { resourceKeys } from '../../../lib/resource/use-list-controller'
import { msg, t } from '@erp/ui-kit/i18n'

/** The recruitment pages' calls beyond the generic CRUD, and the look-ups their selects and columns share. */

export type CandidateRow = components['schemas']['RecCandidate']
export type InterviewRow = components['schemas']['RecInterview']
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

export const recKeys = {
  requisitions: ['rec', 'requisition-options'] as const,
  users: ['rec', 'user-options'] as const,
  departs: ['rec', 'departs'] as const,
  candidates: ['rec', 'candidate-options'] as const,
  board: (requisitionId: string) => ['resource', '/rec/candidate', 'board', requisitionId] as const,
  interviews: (candidateId: string) => ['resource', '/rec/interview', 'of', candidateId] as const,
  /** Under the interview and talent resource keys, so adding an interview or a talent refreshes them. */
  interviewedCandidates: () => [...resourceKeys.all('/rec/interview'), 'candidate-ids'] as const,
  pooledCandidates: () => [...resourceKeys.all('/rec/talent'), 'source-candidate-ids'] as const,
}

const unwrap = <T>(data: { success: boolean; message: string; result?: T | null } | undefined): T => {
  if (!data) throw new Error(t('服务器的回答不可识别'))
  if (!data.success) throw new RefusedError(data.message || t('操作失败'))
  return data.result as T
}

export interface RequisitionOption extends Option {
  status: string
}

/** Requisitions as options (value id, text title), newest first. */
export function useRequisitions() {
  return useQuery({
    queryKey: recKeys.requisitions,
    queryFn: async (): Promise<RequisitionOption[]> => {
      const { data } = await api.GET('/rec/requisition/list', {
        params: { query: { pageNo: 1, pageSize: 500 } },
      })
      return (unwrap(data)?.records ?? []).map((row) => ({
        value: row.id,
        text: String(row.title ?? ''),
        status: String(row.status ?? ''),
      }))
    },
    staleTime: 30_000,
  })
}

/** Users as options (value id, text realname), for the interviewer. */
export function useUserOptions(): Option[] {
  const users = useQuery({
    queryKey: recKeys.users,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/sys/user/list', { params: { query: { pageNo: 1, pageSize: 500 } } })
      return (unwrap(data)?.records ?? []).map((row) => ({
        value: String(row.id),
        text: String(row.realname || row.username),
      }))
    },
    staleTime: 60_000,
  })
  return users.data ?? []
}

interface DepartNode {
  id: string
  departName?: string | null
  title?: string | null
  children?: DepartNode[] | null
}

/** Departments (flattened tree of /sys/sysDepart/queryTreeList) as options. */
export function useDepartOptions(): Option[] {
  const departs = useQuery({
    queryKey: recKeys.departs,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/sys/sysDepart/queryTreeList')
      const options: Option[] = []
      const walk = (nodes: readonly DepartNode[], depth: number) => {
        for (const node of nodes) {
          options.push({
            value: node.id,
            text: `${'　'.repeat(depth)}${node.departName ?? node.title ?? node.id}`,
          })
          if (node.children) walk(node.children, depth + 1)
        }
      }
      walk((unwrap(data) ?? []) as DepartNode[], 0)
      return options
    },
    staleTime: 60_000,
  })
  return departs.data ?? []
}

/** Candidates as options (value id, text name), for the interview form and columns. */
export function useCandidateOptions(): Option[] {
  const candidates = useQuery({
    queryKey: recKeys.candidates,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/rec/candidate/list', {
        params: { query: { pageNo: 1, pageSize: 1000, column: 'createTime', order: 'desc' } },
      })
      return (unwrap(data)?.records ?? []).map((row) => ({ value: row.id, text: String(row.name ?? '') }))
    },
    staleTime: 30_000,
  })
  return candidates.data ?? []
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
      const { data } = await api.GET('/rec/interview/list', {
        params: { query: { pageNo: 1, pageSize: 5000 } },
      })
      return new Set((unwrap(data)?.records ?? []).map((row) => String(row.candidateId ?? '')))
    },
    staleTime: 10_000,
  })
  const talents = useQuery({
    queryKey: recKeys.pooledCandidates(),
    queryFn: async () => {
      const { data } = await api.GET('/rec/talent/list', { params: { query: { pageNo: 1, pageSize: 5000 } } })
      return new Set(
        (unwrap(data)?.records ?? []).flatMap((row) =>
          row.sourceCandidateId ? [row.sourceCandidateId] : [],
        ),
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

/** Stages a candidate reaches only after at least one interview. */
export const AFTER_INTERVIEW: readonly Stage[] = ['offer', 'hired']

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

/** value → text of options, trimmed of the tree indentation. */
export const useNames = (options: readonly Option[]) =>
  useMemo(() => new Map(options.map((option) => [option.value, option.text.trim()])), [options])

export async function moveStage(id: string, stage: Stage, reopen = false): Promise<string> {
  const { data } = await api.POST('/rec/candidate/moveStage', {
    body: { id, stage, ...(reopen ? { reopen } : {}) },
  })
  unwrap(data)
  return data?.message ?? ''
}

export async function candidateToTalent(id: string): Promise<string> {
  const { data } = await api.POST('/rec/candidate/toTalent', { body: { id } })
  unwrap(data)
  return data?.message ?? ''
}

export async function talentToCandidate(id: string, requisitionId: string): Promise<string> {
  const { data } = await api.POST('/rec/talent/toCandidate', { body: { id, requisitionId } })
  unwrap(data)
  return data?.message ?? ''
}

/** After a move: every candidate, talent and interview query is stale. */
export function useInvalidateRec() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('/rec/candidate') }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('/rec/talent') }),
      queryClient.invalidateQueries({ queryKey: recKeys.candidates }),
    ])
}

export async function interviewsOf(candidateId: string): Promise<InterviewRow[]> {
  const { data } = await api.GET('/rec/interview/list', {
    params: { query: { candidateId, pageNo: 1, pageSize: 100, column: 'round', order: 'asc' } },
  })
  return unwrap(data)?.records ?? []
}

/** Every candidate of the board (optionally of one requisition). */
export async function boardCandidates(requisitionId: string): Promise<CandidateRow[]> {
  const { data } = await api.GET('/rec/candidate/list', {
    params: {
      query: {
        pageNo: 1,
        pageSize: 1000,
        column: 'createTime',
        order: 'desc',
        ...(requisitionId ? { requisitionId } : {}),
      },
    },
  })
  return unwrap(data)?.records ?? []
}
