import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TableSort } from '@erp/ui-kit/data-table'
import { toast } from '@erp/ui-kit/toast'
import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { messageOf } from '../api-errors'
import { crudClient, type ListBase, type Page, type RowOf } from './crud-client'
import { DEFAULT_PAGE_SIZE, listRequest, readListState, writeListState, type ListState } from './list-query'
import { idOf, type ResourceDefinition } from './resource-definition'

/** Every query of a resource starts with its base path: a mutation invalidates them all. */
export const resourceKeys = {
  all: (base: string) => ['resource', base] as const,
  list: (base: string, query: Record<string, string | number>) => ['resource', base, 'list', query] as const,
}

export interface ListControllerOptions<B extends ListBase> {
  /**
   * Where paging, sort and filters live: the URL (default; a reload, a shared link or a tab switch keeps
   * them) or memory, for a second list on the same screen (a dictionary's items in a drawer) whose state
   * must not overwrite the page's own.
   */
  stateIn?: 'url' | 'memory'
  /** Another page source than `<base>/list` (a category tree's `rootList`), named for the query key. */
  source?: { name: string; fetchPage: (request: Record<string, string | number>) => Promise<Page<RowOf<B>>> }
}

/**
 * A list screen's state and actions: paging, sort and filters (in the URL or in memory), the page of
 * rows, the selection and the delete actions.
 */
export function useListController<B extends ListBase>(
  definition: ResourceDefinition<B>,
  { stateIn = 'url', source }: ListControllerOptions<B> = {},
) {
  const [params, setParams] = useSearchParams()
  const client = useMemo(() => crudClient(definition.base), [definition.base])
  const queryClient = useQueryClient()
  const [memoryState, setMemoryState] = useState<ListState>(() => ({
    pageNo: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: definition.defaultSort ?? null,
    filters: {},
  }))
  const urlState = useMemo(
    () => readListState(params, definition.defaultSort ?? null),
    [params, definition.defaultSort],
  )
  const state = stateIn === 'memory' ? memoryState : urlState
  const request = useMemo(() => listRequest(state, definition.fixedQuery), [state, definition.fixedQuery])
  const query = useQuery({
    queryKey: source
      ? [...resourceKeys.all(definition.base), source.name, request]
      : resourceKeys.list(definition.base, request),
    queryFn: () => (source ? source.fetchPage(request) : client.list(request)),
    placeholderData: keepPreviousData,
  })
  const rowKey = definition.rowKey ?? idOf
  const [selectedKeys, setSelectedKeys] = useState<string[]>([])

  const update = useCallback(
    (change: Partial<ListState>) =>
      stateIn === 'memory'
        ? setMemoryState((current) => ({ ...current, ...change }))
        : setParams(writeListState({ ...state, ...change })),
    [stateIn, setParams, state],
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
