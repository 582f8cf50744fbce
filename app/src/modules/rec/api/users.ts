import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleCall } from '../../../lib/resource/crud-client'
import type { Option } from '../../../lib/resource/resource-definition'
import { recKeys } from './rec-keys'

/** Users (`/sys/user`) as options (value id, text realname), for the interviewer. */
export function useUserOptions(): Option[] {
  const users = useQuery({
    queryKey: recKeys.users,
    queryFn: async (): Promise<Option[]> => {
      const { result } = await settleCall(
        api.GET('/sys/user/list', { params: { query: { pageNo: 1, pageSize: 500 } } }),
      )
      return (result?.records ?? []).map((row) => ({
        value: String(row.id),
        label: String(row.realname || row.username),
      }))
    },
    staleTime: 60_000,
  })
  return users.data ?? []
}
