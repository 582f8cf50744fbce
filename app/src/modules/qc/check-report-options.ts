import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api'
import type { Option } from '../../lib/resource/resource-definition'
import { qcInspectionKeys } from './register-api'
import { useT, msg } from '@erp/ui-kit/i18n'

/** The two kinds of check report. */
export const INSPECTION_TYPES = [
  { value: 'garment', text: msg('成衣检验') },
  { value: 'fabric', text: msg('面料检验') },
] as const

/** Fabric defects of /qc/fabricDefect/list as options (value: code, text: code and name). */
export function useFabricDefectOptions(): Option[] {
  const t = useT()
  const defects = useQuery({
    queryKey: qcInspectionKeys.fabricDefects,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/fabricDefect/list', {
        params: { query: { pageNo: 1, pageSize: 500, column: 'code', order: 'asc' } },
      })
      if (!data?.success) throw new Error(data?.message || t('面料疵点加载失败'))
      return (data.result?.records ?? []).map((row) => ({
        value: row.code ?? row.id,
        text: `${row.code ?? ''} ${row.name ?? ''}`.trim(),
      }))
    },
    staleTime: 60_000,
  })
  return defects.data ?? []
}
