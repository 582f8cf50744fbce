import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import { attKeys } from './att-keys'

/** The monthly attendance summary (`/att/summary/list`), computed by the server. */

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

/** The query of a summary page: a month (`YYYY-MM`), a page, and optionally one department. */
export type SummaryRequest = {
  month: string
  pageNo: number
  pageSize: number
  departId?: string
}

/** A page of the monthly attendance summary. */
export const summaryQuery = (request: SummaryRequest) =>
  queryOptions({
    queryKey: attKeys.summary(request),
    queryFn: async (): Promise<{ records: SummaryRow[]; total: number } | null> =>
      (await settleCall(api.GET('/att/summary/list', { params: { query: request } }))).result,
  })
