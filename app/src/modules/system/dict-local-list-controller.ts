import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TableSort } from '@erp/ui-kit/data-table'
import { toast } from '@erp/ui-kit/toast'
import { useCallback, useMemo, useState } from 'react'
import { messageOf } from '../../lib/api-errors'
import { crudClient, type ListBase, type Page, type RowOf } from '../../lib/resource/crud-client'
import { DEFAULT_PAGE_SIZE, listRequest, type ListState } from '../../lib/resource/list-query'
import { idOf, type ResourceDefinition } from '../../lib/resource/resource-definition'
import { resourceKeys, type ListController } from '../../lib/resource/use-list-controller'

/**
 * useListController with its state in memory instead of the URL: for a second list on the same screen
 * (the items of a dictionary in a drawer), whose paging and filters must not overwrite the page's own.
 * Same shape as useListController, so ResourceListPage takes it as its `controller`.
 * (General: it belongs in lib/resource next to useListController.)
 */
export function useLocalListController<B extends ListBase>(
  definition: ResourceDefinition<B>,
  /** Another page source than `<base>/list` (a category tree's `rootList`), named for the query key. */
  source?: { name: string; fetchPage: (request: Record<string, string | number>) => Promise<Page<RowOf<B>>> },
): ListController<B> {
  const client = useMemo(() => crudClient(definition.base), [definition.base])
  const queryClient = useQueryClient()
  const [state, setState] = useState<ListState>(() => ({
    pageNo: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: definition.defaultSort ?? null,
    filters: {},
  }))
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
    (change: Partial<ListState>) => setState((current) => ({ ...current, ...change })),
    [],
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
    setFilters: (filters: Record<string, string>) => update({ filters, pageNo: 1 }),
    refresh: invalidate,
    removeOne,
    removeSelected,
  }
}
