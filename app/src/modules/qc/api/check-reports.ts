import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleResult } from '../../../lib/resource/crud-client'

/** The check report calls beyond the generic list: plan, detail with lines, save with lines. */

export type CheckReportRow = components['schemas']['QcCheckReport']
export type InspectionPlan = components['schemas']['QcInspectionPlan']
export type CheckReportDetail = components['schemas']['QcCheckReportDetail']
export type CheckReportSaveBody = components['schemas']['QcCheckReportSaveBody']

export const checkReportKeys = {
  plan: (registerId: string) => ['qc', 'checkReport', 'plan', registerId] as const,
  detail: (id: string) => ['qc', 'checkReport', 'detail', id] as const,
}

export const checkReportApi = {
  async plan(registerId: string): Promise<InspectionPlan> {
    const { data } = await api.GET('/qc/checkReport/plan', { params: { query: { registerId } } })
    return settleResult(data).result
  },
  async detail(id: string): Promise<CheckReportDetail> {
    const { data } = await api.GET('/qc/checkReport/detail', { params: { query: { id } } })
    return settleResult(data).result
  },
  async save(body: CheckReportSaveBody): Promise<{ result: CheckReportDetail; message: string }> {
    const { data } = await api.POST('/qc/checkReport/saveWithLines', { body })
    return settleResult(data)
  },
}

export const planQuery = (registerId: string) =>
  queryOptions({
    queryKey: checkReportKeys.plan(registerId),
    queryFn: () => checkReportApi.plan(registerId),
    enabled: registerId !== '',
    staleTime: 30_000,
    retry: false,
  })

export const detailQuery = (id: string) =>
  queryOptions({
    queryKey: checkReportKeys.detail(id),
    queryFn: () => checkReportApi.detail(id),
    retry: false,
  })
