import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import type { ScheduleMonth } from '../schedule-model'
import { attKeys } from './att-keys'

/** Schedules (`/att/schedule`) beyond the generic CRUD: a month's grid, read and saved at once. */

/** One month's schedule of a department (every department when none is given). */
export const scheduleMonthQuery = (month: string, departId: string) =>
  queryOptions({
    queryKey: attKeys.month(month, departId),
    queryFn: async (): Promise<ScheduleMonth | null> =>
      (
        await settleCall(
          api.GET('/att/schedule/month', { params: { query: departId ? { month, departId } : { month } } }),
        )
      ).result,
  })

/** Saves the changed rows of a month; resolves with the server's message. */
export async function saveScheduleMonth(
  month: string,
  rows: { personId: string; cells: Record<string, string | null> }[],
): Promise<string> {
  return (await settleCall(api.POST('/att/schedule/saveMonth', { body: { month, rows } }))).message
}
