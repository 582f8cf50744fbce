import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TableSort } from '@erp/ui-kit/data-table'
import { toast } from '@erp/ui-kit/toast'
import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { messageOf } from '../api-errors'
import { crudClient, type ListBase, type RowOf } from './crud-client'
import { listRequest, readListState, writeListState, type ListState } from './list-query'
import { idOf, type ResourceDefinition } from './resource-definition'

/** Every query of a resource starts with its base path: a mutation invalidates them all. */
export const resourceKeys = {
  all: (base: string) => ['resource', base] as const,
  list: (base: string, query: Record<string, string | number>) => ['resource', base, 'list', query] as const,
}

/**
 * A list screen's state and actions: paging, sort and filters in the URL (so a reload, a shared link or
 * a tab switch keeps them), the page of rows, the selection and the delete actions.
 */
export function useListController<B extends ListBase>(definition: ResourceDefinition<B>) {
  const [params, setParams] = useSearchParams()
  const client = useMemo(() => crudClient(definition.base), [definition.base])
  const queryClient = useQueryClient()
  const state = useMemo(
    () => readListState(params, definition.defaultSort ?? null),
    [params, definition.defaultSort],
  )
  const request = useMemo(() => listRequest(state, definition.fixedQuery), [state, definition.fixedQuery])
  const query = useQuery({
    queryKey: resourceKeys.list(definition.base, request),
    queryFn: () => client.list(request),
    placeholderData: keepPreviousData,
  })
  const rowKey = definition.rowKey ?? idOf
  const [selectedKeys, setSelectedKeys] = useState<string[]>([])

  const update = useCallback(
    (change: Partial<ListState>) => setParams(writeListState({ ...state, ...change })),
    [setParams, state],
  )
  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.base) }),
    [queryClient, definition.base],
  )

  const removeOne = useMutation({
    mutationFn: (id: string) => client.remove(id),
    onSuccess: async (message, id) => {
      toast.success(message)
      setSelectedKeys((keys) => keys.filter((key) => key !== id))
      await invalidate()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const removeSelected = useMutation({
    mutationFn: (ids: readonly string[]) => client.removeBatch(ids),
    onSuccess: async (message) => {
      toast.success(message)
      setSelectedKeys([])
      await invalidate()
    },
    onError: (error) => toast.error(messageOf(error)),
  })

  const records: RowOf<B>[] = query.data?.records ?? []
  return {
    client,
    state,
    request,
    rows: records,
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.error ? messageOf(query.error) : null,
    rowKey,
    selectedKeys,
    setSelectedKeys,
    setPage: (pageNo: number, pageSize: number) => update({ pageNo, pageSize }),
    setSort: (sort: TableSort | null) => update({ sort, pageNo: 1 }),
    /** Applies the query form's filters and goes back to page 1. */
    setFilters: (filters: Record<string, string>) => update({ filters, pageNo: 1 }),
    refresh: invalidate,
    removeOne,
    removeSelected,
  }
}

export type ListController<B extends ListBase> = ReturnType<typeof useListController<B>>
