import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { settleCall, type Page, type RowOf } from '../../../../lib/resource/crud-client'
import { resourceKeys } from '../../../../lib/resource/use-list-controller'

/** 分类字典 as a tree: a page of top-level categories, and the children of one, loaded when it is expanded. */

export type CategoryRow = RowOf<'/sys/category'>
export const CATEGORY_BASE = '/sys/category'

export const categoryKeys = {
  all: resourceKeys.all(CATEGORY_BASE),
  children: (pid: string) => [...resourceKeys.all(CATEGORY_BASE), 'children', pid] as const,
}

export async function getRootPage(request: Record<string, string | number>): Promise<Page<CategoryRow>> {
  const { result } = await settleCall(api.GET('/sys/category/rootList', { params: { query: request } }))
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
}

export async function getChildren(pid: string): Promise<CategoryRow[]> {
  return (await settleCall(api.GET('/sys/category/childList', { params: { query: { pid } } }))).result ?? []
}

export const childrenQuery = (pid: string) =>
  queryOptions({ queryKey: categoryKeys.children(pid), queryFn: () => getChildren(pid) })
