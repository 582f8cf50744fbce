import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { crudClient } from '../../../lib/resource/crud-client'
import { exampleKeys } from './examples-keys'

/** QC defect standards (`/qc/defectStandard`): the choices of a check report's defect lines. */

export type DefectStandard = components['schemas']['QcDefectStandard']

export const defectStandards = crudClient('/qc/defectStandard')

export const defectStandardsQuery = () =>
  queryOptions({
    queryKey: exampleKeys.defectStandards,
    queryFn: async () =>
      (await defectStandards.list({ pageNo: 1, pageSize: 200, column: 'code', order: 'asc' })).records,
    staleTime: 60_000,
  })
