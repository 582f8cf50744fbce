import type { TableSort } from '@erp/ui-kit/data-table'
import type { QueryFieldDef } from './resource-definition'

/** List state kept in the URL: the page, the sort and the applied filters (upstream parameter names). */
export interface ListState {
  pageNo: number
  pageSize: number
  sort: TableSort | null
  filters: Record<string, string>
}

export const DEFAULT_PAGE_SIZE = 10
const PAGE_PARAMS = new Set(['pageNo', 'pageSize', 'column', 'order'])

const positive = (text: string | null, fallback: number) => {
  const value = Number.parseInt(text ?? '', 10)
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** Reads the list state from search params; unknown or malformed values fall back to the defaults. */
export function readListState(params: URLSearchParams, defaultSort: TableSort | null = null): ListState {
  const column = params.get('column')
  const order = params.get('order')
  const filters: Record<string, string> = {}
  for (const [key, value] of params) if (!PAGE_PARAMS.has(key) && value !== '') filters[key] = value
  return {
    pageNo: positive(params.get('pageNo'), 1),
    pageSize: Math.min(positive(params.get('pageSize'), DEFAULT_PAGE_SIZE), 1000),
    sort: column && (order === 'asc' || order === 'desc') ? { column, order } : defaultSort,
    filters,
  }
}

/** The search params of a list state (defaults left out, so a fresh list has a clean URL). */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.pageNo !== 1) params.set('pageNo', String(state.pageNo))
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize))
  if (state.sort) {
    params.set('column', state.sort.column)
    params.set('order', state.sort.order)
  }
  for (const [key, value] of Object.entries(state.filters)) if (value !== '') params.set(key, value)
  return params
}

/** The list request's query: paging, sort and filters. */
export function listRequest(
  state: ListState,
  fixed: Record<string, string> = {},
): Record<string, string | number> {
  return {
    ...state.filters,
    ...fixed,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    ...(state.sort ? { column: state.sort.column, order: state.sort.order } : {}),
  }
}

/** Query form drafts → filters in upstream QueryGenerator syntax (`*v*` like, `_begin`/`_end` ranges). */
export function filtersOf(
  fields: readonly QueryFieldDef[],
  draft: Record<string, string>,
): Record<string, string> {
  const filters: Record<string, string> = {}
  for (const field of fields) {
    if (field.kind === 'date-range') {
      for (const end of ['_begin', '_end'] as const) {
        const value = draft[field.name + end]?.trim()
        if (value) filters[field.name + end] = value
      }
      continue
    }
    const value = draft[field.name]?.trim()
    if (!value) continue
    const like = (field.kind ?? 'input') === 'input' && !field.exact
    // QueryGenerator reads `*`, `,` and a leading `!` as operators: a like search strips them from the text.
    const text = like ? value.replace(/[*,!]/g, '') : value
    if (text) filters[field.name] = like ? `*${text}*` : text
  }
  return filters
}

/** Filters in the URL → the query form's draft (the `*` of a like search removed). */
export function draftOf(
  fields: readonly QueryFieldDef[],
  filters: Record<string, string>,
): Record<string, string> {
  const draft: Record<string, string> = {}
  for (const field of fields) {
    if (field.kind === 'date-range') {
      for (const end of ['_begin', '_end'] as const) {
        const value = filters[field.name + end]
        if (value) draft[field.name + end] = value
      }
      continue
    }
    const value = filters[field.name]
    if (value) draft[field.name] = value.replace(/^\*|\*$/g, '')
  }
  return draft
}
