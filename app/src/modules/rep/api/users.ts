import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { repairKeys } from './repair-keys'

/** The users (the picker projection `/sys/user/pickerList`) by name, for the names of assignees. */

export interface UserName {
  id: string
  name: string
}

export const usersApi = {
  /** Every user by name (as the user pickers read them): the names of assignees. */
  async userNames(): Promise<UserName[]> {
    const { data } = await api.GET('/sys/user/pickerList')
    const records = data?.success ? (data.result ?? []) : []
    return records.map((user) => ({ id: user.id, name: user.realname || user.username }))
  },
}

export const userNamesQuery = () =>
  queryOptions({ queryKey: repairKeys.users(), queryFn: usersApi.userNames, staleTime: 60_000 })
