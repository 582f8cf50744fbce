import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { crudClient, settleResult } from '../../../lib/resource/crud-client'
import { exampleKeys } from './examples-keys'

/** QC check reports (`/qc/checkReport`) with their defect lines, for the detail and advanced form examples. */

export type CheckReport = components['schemas']['QcCheckReport']
export type CheckReportDetail = components['schemas']['QcCheckReportDetail']
export type CheckReportSaveBody = components['schemas']['QcCheckReportSaveBody']

export const checkReports = crudClient('/qc/checkReport')

/** A check report with its defect lines: the one asked for, else the newest one (null when there is none). */
export const checkReportQuery = (id: string) =>
  queryOptions({
    queryKey: exampleKeys.checkReport(id),
    queryFn: async (): Promise<CheckReportDetail | null> => {
      let reportId = id
      if (!reportId) {
        const page = await checkReports.list({ pageNo: 1, pageSize: 1, column: 'createTime', order: 'desc' })
        reportId = page.records[0]?.id ?? ''
      }
      if (!reportId) return null
      const { data } = await api.GET('/qc/checkReport/detail', { params: { query: { id: reportId } } })
      return settleResult(data).result
    },
    retry: false,
  })

/** Saves a check report with all its defect lines in one request. */
export async function saveCheckReport(
  body: CheckReportSaveBody,
): Promise<{ result: CheckReportDetail; message: string }> {
  const { data } = await api.POST('/qc/checkReport/saveWithLines', { body })
  return settleResult(data)
}
