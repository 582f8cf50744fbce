import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'
import type { AddressBookRow } from '../../depart/api/depart-types'

/** 通讯录: the users of a department and its sub-departments. */
export const addressBookApi = {
  list: async (query: {
    orgCode?: string
    pageNo: number
    pageSize: number
    realname?: string
    workNo?: string
  }) => {
    const { result } = await unwrap(api.GET('/sys/user/queryByOrgCodeForAddressList', { params: { query } }))
    return { records: (result?.records ?? []) as AddressBookRow[], total: Number(result?.total ?? 0) }
  },
}
