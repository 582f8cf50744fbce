import type { components } from '@erp/openapi/schema'
import { useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { qcKeys } from './qc-options'

/** The defect standards (`/qc/defectStandard`) a check report's defect lines pick from. */

export type DefectStandard = components['schemas']['QcDefectStandard']

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
