import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { settleCall } from '../../../../lib/resource/crud-client'

/** One page of /sys/user/list searched by account or name: the user picker's data source. */

export type UserSearchField = 'username' | 'realname'

export const userPageKeys = {
  all: ['user-picker'] as const,
  page: (pageNo: number, pageSize: number, by: UserSearchField, keyword: string) =>
    [...userPageKeys.all, pageNo, pageSize, by, keyword] as const,
}

export async function getUserPage(pageNo: number, pageSize: number, keyword: string, by: UserSearchField) {
  const query = { pageNo, pageSize, ...(keyword ? { [by]: `*${keyword.replace(/[*,!]/g, '')}*` } : {}) }
  const { result } = await settleCall(api.GET('/sys/user/list', { params: { query } }))
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
}

export const userPageQuery = (pageNo: number, pageSize: number, keyword: string, by: UserSearchField) =>
  queryOptions({
    queryKey: userPageKeys.page(pageNo, pageSize, by, keyword),
    queryFn: () => getUserPage(pageNo, pageSize, keyword, by),
    placeholderData: keepPreviousData,
  })
