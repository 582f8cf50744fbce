import type { UploadFunction } from '@erp/ui-kit/upload'
import { t } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { transfers } from '../../../lib/api-transfers'
import type { Option } from '../../../lib/resource/resource-definition'

/** What the HR forms read and send beside their CRUD: the department tree, the positions, image uploads. */

export const hrKeys = {
  departs: ['hr', 'departs'] as const,
  positions: ['hr', 'positions'] as const,
}

export interface DepartNode {
  id: string
  departName?: string | null
  title?: string | null
  children?: DepartNode[] | null
}

/** The department tree of /sys/sysDepart/queryTreeList (staff only). */
export function useDepartTree(enabled = true) {
  return useQuery({
    queryKey: hrKeys.departs,
    queryFn: async (): Promise<DepartNode[]> => {
      const { data } = await api.GET('/sys/sysDepart/queryTreeList')
      if (!data?.success) throw new Error(data?.message || t('部门加载失败'))
      return (data.result ?? []) as DepartNode[]
    },
    staleTime: 60_000,
    enabled,
  })
}

/** Positions of /sys/position/list as options: the value is the position code, the text its name. */
export function usePositionOptions(enabled = true): Option[] {
  const positions = useQuery({
    queryKey: hrKeys.positions,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/sys/position/list', {
        params: { query: { pageNo: 1, pageSize: 1000 } },
      })
      if (!data?.success) throw new Error(data?.message || t('职务加载失败'))
      return (data.result?.records ?? []).map((row) => ({ value: String(row.code), label: String(row.name) }))
    },
    staleTime: 60_000,
    enabled,
  })
  return positions.data ?? []
}

const outcomeOf = (answer: { success?: boolean; message?: string }) =>
  answer.success && answer.message
    ? ({ ok: true, path: answer.message } as const)
    : ({ ok: false, message: answer.message || t('上传失败！') } as const)

/** Staff forms: /sys/common/upload under the `hr` folder. */
export const staffUpload: UploadFunction = async (file, { onProgress, signal }) =>
  outcomeOf(await transfers.upload('/sys/common/upload', { file, fields: { biz: 'hr' }, onProgress, signal }))

/** The public onboarding form: /hr/workerEntry/upload (no token; images ≤ 5 MB). */
export const publicUpload: UploadFunction = async (file, { onProgress, signal }) =>
  outcomeOf(await transfers.upload('/hr/workerEntry/upload', { file, onProgress, signal }))
