import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'
import type { DepartEditBody, DepartAddBody } from './depart-types'

/** The department tree: read, search, add, edit, delete. */
export const departsApi = {
  tree: async () => (await unwrap(api.GET('/sys/sysDepart/queryTreeList'))).result ?? [],
  myTree: async () => (await unwrap(api.GET('/sys/sysDepart/queryMyDeptTreeList'))).result ?? [],
  search: async (keyWord: string, mine: boolean) => {
    const { data } = await api.GET('/sys/sysDepart/searchBy', {
      params: { query: { keyWord, ...(mine ? { myDeptSearch: '1' } : {}) } },
    })
    // 未查询匹配数据！ is an empty answer, not a failure.
    return data?.success ? (data.result ?? []) : []
  },
  add: async (body: DepartAddBody) => (await unwrap(api.POST('/sys/sysDepart/add', { body }))).message,
  edit: async (body: DepartEditBody) => (await unwrap(api.PUT('/sys/sysDepart/edit', { body }))).message,
  remove: async (id: string) =>
    (await unwrap(api.DELETE('/sys/sysDepart/delete', { params: { query: { id } } }))).message,
}
