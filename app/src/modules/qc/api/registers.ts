import { useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { qcKeys } from './qc-options'
import type { RegisterRow } from './register-api'

/** The inspection registrations (`/qc/register`) a check report is written on. */

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
