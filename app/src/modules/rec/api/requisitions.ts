import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import type { Option } from '../../../lib/resource/resource-definition'
import { recKeys } from './rec-keys'

export interface RequisitionOption extends Option {
  status: string
}

/** Requisitions (`/rec/requisition`) as options (value id, text title), newest first. */
export function useRequisitions() {
  return useQuery({
    queryKey: recKeys.requisitions,
    queryFn: async (): Promise<RequisitionOption[]> => {
      const { result } = await settleCall(
        api.GET('/rec/requisition/list', { params: { query: { pageNo: 1, pageSize: 500 } } }),
      )
      return (result?.records ?? []).map((row) => ({
        value: row.id,
        label: String(row.title ?? ''),
        status: String(row.status ?? ''),
      }))
    },
    staleTime: 30_000,
  })
}
