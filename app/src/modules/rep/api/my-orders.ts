import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'
import type { RepairOrderRow } from './orders'
import { repairKeys } from './repair-keys'

/** 我的工单 (`/rep/order/mine`): the orders assigned to the signed-in repairer, and the moves they own. */

export interface MyOrdersQuery {
  pageNo: number
  pageSize: number
  /** Dictionary repair_status; '' for every status. */
  status: string
}

export interface MyOrdersPage {
  records: RepairOrderRow[]
  total: number
}

export const myOrdersApi = {
  async list(query: MyOrdersQuery): Promise<MyOrdersPage> {
    const { data } = await api.GET('/rep/order/mine', {
      params: {
        query: {
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          ...(query.status ? { status: query.status } : {}),
        },
      },
    })
    const result = settle(data).result
    return { records: result?.records ?? [], total: result?.total ?? 0 }
  },
  async start(id: string) {
    const { data } = await api.POST('/rep/order/mine/start', { body: { id } })
    return settle(data).message
  },
  async finish(id: string, cost: number) {
    const { data } = await api.POST('/rep/order/mine/finish', { body: { id, cost } })
    return settle(data).message
  },
}

export const myOrdersQuery = (query: MyOrdersQuery) =>
  queryOptions({ queryKey: repairKeys.mine(query), queryFn: () => myOrdersApi.list(query) })
