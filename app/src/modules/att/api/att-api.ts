import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '../../../lib/api'
import { callOrRefuse, settleCall } from '../../../lib/resource/crud-client'
import type { Option } from '../../../lib/resource/resource-definition'
import { t, useT } from '@erp/ui-kit/i18n'
import type { ScheduleMonth } from '../schedule-model'

/** The data the attendance pages share: the staff directory, departments, shifts, and the module's operations. */

export const attKeys = {
  persons: ['att', 'persons'] as const,
  departs: ['att', 'departs'] as const,
  shifts: ['att', 'shifts'] as const,
  month: (month: string, departId: string) => ['att', 'schedule-month', month, departId] as const,
  summary: (query: Record<string, string | number>) => ['att', 'summary', query] as const,
}

/** One month's schedule of a department (every department when none is given). */
export const scheduleMonthQuery = (month: string, departId: string) =>
  queryOptions({
    queryKey: attKeys.month(month, departId),
    queryFn: async () =>
      (
        await callOrRefuse<ScheduleMonth>('GET', '/att/schedule/month', {
          params: { query: departId ? { month, departId } : { month } },
        })
      ).result,
  })

/** Saves the changed rows of a month; resolves with the server's message. */
export async function saveScheduleMonth(month: string, rows: unknown[]): Promise<string> {
  return (await callOrRefuse('POST', '/att/schedule/saveMonth', { body: { month, rows } })).message
}

export interface SummaryRow {
  personId: string
  workNo: string
  realname: string
  month: string
  scheduledDays: number
  attendedDays: number
  lateCount: number
  lateMinutes: number
  earlyLeaveCount: number
  absentDays: number
  leaveHours: number
  leaveHoursByType: Record<string, number>
  overtimeHours: number
}

/** A page of the monthly attendance summary. */
export const summaryQuery = (request: Record<string, string | number>) =>
  queryOptions({
    queryKey: attKeys.summary(request),
    queryFn: async () =>
      (
        await callOrRefuse<{ records: SummaryRow[]; total: number }>('GET', '/att/summary/list', {
          params: { query: request },
        })
      ).result,
  })

export type LeaveStatus = 'submitted' | 'approved' | 'rejected'

/** Moves a leave request to another status; resolves with the server's message. */
export async function setLeaveStatus(id: string, status: LeaveStatus): Promise<string> {
  return (await settleCall(api.POST('/att/leave/status', { body: { id, status } }))).message
}

export interface PersonEntry {
  id: string
  workNo: string
  realname: string
  departId: string | null
}

/** Every staff record (300 in the demo), for names in lists and the person picker. */
export function usePersons() {
  const query = useQuery({
    queryKey: attKeys.persons,
    queryFn: async (): Promise<PersonEntry[]> => {
      const { result } = await callOrRefuse<{ records: PersonEntry[] }>('GET', '/hr/person/list', {
        params: { query: { pageNo: 1, pageSize: 2000, column: 'workNo', order: 'asc' } },
      })
      return (result.records ?? []).map((person) => ({
        id: person.id,
        workNo: person.workNo ?? '',
        realname: person.realname ?? '',
        departId: person.departId ?? null,
      }))
    },
    staleTime: 60_000,
  })
  const byId = useMemo(() => new Map((query.data ?? []).map((person) => [person.id, person])), [query.data])
  return { persons: query.data ?? [], byId, isLoading: query.isLoading }
}

export const personLabel = (person: PersonEntry | undefined, fallback = '') =>
  person ? t('{{realname}}（{{workNo}}）', { realname: person.realname, workNo: person.workNo }) : fallback

interface DepartNode {
  id: string
  departName?: string | null
  title?: string | null
  children?: DepartNode[] | null
}

function flatten(nodes: readonly DepartNode[], depth: number, into: Option[]) {
  for (const node of nodes) {
    into.push({ value: node.id, text: `${'　'.repeat(depth)}${node.departName ?? node.title ?? node.id}` })
    if (node.children) flatten(node.children, depth + 1, into)
  }
  return into
}

/** The departments as select options, indented by depth. */
export function useDepartOptions(): Option[] {
  const t = useT()
  const query = useQuery({
    queryKey: attKeys.departs,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/sys/sysDepart/queryTreeList')
      if (!data?.success) throw new Error(data?.message || t('部门加载失败'))
      return flatten((data.result ?? []) as DepartNode[], 0, [])
    },
    staleTime: 60_000,
  })
  return query.data ?? []
}

export interface ShiftEntry {
  id: string
  code: string
  name: string
  startTime: string
  endTime: string
}

/** The shifts, by start time. */
export function useShifts() {
  const t = useT()
  return useQuery({
    queryKey: attKeys.shifts,
    queryFn: async (): Promise<ShiftEntry[]> => {
      const { data } = await api.GET('/att/shift/list', {
        params: { query: { pageNo: 1, pageSize: 200, column: 'startTime', order: 'asc' } },
      })
      if (!data?.success) throw new Error(data?.message || t('班次加载失败'))
      return (data.result?.records ?? []).map((shift) => ({
        id: shift.id,
        code: shift.code ?? '',
        name: shift.name ?? '',
        startTime: shift.startTime ?? '',
        endTime: shift.endTime ?? '',
      }))
    },
    staleTime: 30_000,
  })
}

/** 'YYYY-MM' of today. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
}
