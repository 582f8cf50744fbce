import type { components } from '@erp/openapi/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { settleResult } from '../../../lib/resource/crud-client'
import { qcKeys } from './qc-options'
import type { RegisterRow } from './register-api'
import { useT } from '@erp/ui-kit/i18n'

/** The check report calls beyond the generic list: plan, detail with lines, save with lines. */

export type CheckReportRow = components['schemas']['QcCheckReport']
export type InspectionPlan = components['schemas']['QcInspectionPlan']
export type CheckReportDetail = components['schemas']['QcCheckReportDetail']
export type CheckReportSaveBody = components['schemas']['QcCheckReportSaveBody']
export type DefectStandard = components['schemas']['QcDefectStandard']

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

/** Registrations to report on (newest first; cancelled ones left out). */
export function useRegisters(): RegisterRow[] {
  const t = useT()
  const registers = useQuery({
    queryKey: qcKeys.registers,
    queryFn: async (): Promise<RegisterRow[]> => {
      const { data } = await api.GET('/qc/register/list', {
        params: {
          query: { pageNo: 1, pageSize: 300, column: 'inspectionDate', order: 'desc', status: '!cancelled' },
        },
      })
      if (!data?.success) throw new Error(data?.message || t('检验登记加载失败'))
      return data.result?.records ?? []
    },
    staleTime: 10_000,
  })
  return registers.data ?? []
}

/** The defect standards (code, name, severity) for the defect lines. */
export function useDefectStandards(): DefectStandard[] {
  const t = useT()
  const standards = useQuery({
    queryKey: qcKeys.standards,
    queryFn: async (): Promise<DefectStandard[]> => {
      const { data } = await api.GET('/qc/defectStandard/list', {
        params: { query: { pageNo: 1, pageSize: 500, column: 'code', order: 'asc' } },
      })
      if (!data?.success) throw new Error(data?.message || t('缺陷标准加载失败'))
      return data.result?.records ?? []
    },
    staleTime: 60_000,
  })
  return standards.data ?? []
}
