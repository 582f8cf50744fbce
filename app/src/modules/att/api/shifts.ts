import { useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { attKeys } from './att-keys'

/** Shifts (`/att/shift`) for the schedule grid. */

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
