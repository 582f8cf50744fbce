import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { crudClient } from '../../../lib/resource/crud-client'
import { exampleKeys } from './examples-keys'

/** Meters (`/mtr/meter`) for the card list example. */

export type Meter = components['schemas']['MtrMeter']

export const meters = crudClient('/mtr/meter')

export const metersQuery = (pageNo: number, pageSize = 12) =>
  queryOptions({
    queryKey: exampleKeys.meters(pageNo, pageSize),
    queryFn: () => meters.list({ pageNo, pageSize, column: 'meterNo', order: 'asc' }),
  })
