import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { crudClient } from '../../../lib/resource/crud-client'
import { exampleKeys } from './examples-keys'

/** Repair orders (`/rep/order`) for the list, detail and form examples. */

export type RepairOrder = components['schemas']['RepOrder']

export const repairOrders = crudClient('/rep/order')

/** The newest repair orders, a page of `pageSize`. */
export const repairOrdersQuery = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: exampleKeys.repairOrders(pageNo, pageSize),
    queryFn: () => repairOrders.list({ pageNo, pageSize, column: 'createTime', order: 'desc' }),
  })

/** One repair order: the one asked for, else the newest one (null when there is none). */
export const repairOrderQuery = (id: string) =>
  queryOptions({
    queryKey: exampleKeys.repairOrder(id),
    queryFn: async (): Promise<RepairOrder | null> => {
      if (id) return repairOrders.queryById(id)
      const page = await repairOrders.list({ pageNo: 1, pageSize: 1, column: 'createTime', order: 'desc' })
      return page.records[0] ?? null
    },
    retry: false,
  })
