import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { crudClient } from '../../../lib/resource/crud-client'
import { exampleKeys } from './examples-keys'

/** QC registers (`/qc/register`): the inspections a check report of the examples belongs to. */

export type QcRegister = components['schemas']['QcRegister']

export const qcRegisters = crudClient('/qc/register')

export const registersQuery = () =>
  queryOptions({
    queryKey: exampleKeys.registers,
    queryFn: async () =>
      (
        await qcRegisters.list({
          pageNo: 1,
          pageSize: 100,
          column: 'inspectionDate',
          order: 'desc',
          status: '!cancelled',
        })
      ).records,
    staleTime: 10_000,
  })
