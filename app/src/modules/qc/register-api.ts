import type { components } from '@erp/openapi/schema'
import type { UploadFunction } from '@erp/ui-kit/upload'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api, transfers } from '../../lib/api'
import { config } from '../../lib/config'
import type { Option } from '../../lib/resource/resource-definition'
import { t } from '@erp/ui-kit/i18n'

/** The calls the inspection pages share: reference options, the danger-address match, photo uploads. */

export type RegisterRow = components['schemas']['QcRegister']
export type DangerAddress = components['schemas']['QcDangerAddress']

export const qcInspectionKeys = {
  brands: ['qc', 'inspection', 'brands'] as const,
  groups: ['qc', 'inspection', 'groups'] as const,
  registers: ['qc', 'inspection', 'registers'] as const,
  standards: ['qc', 'inspection', 'standards'] as const,
  fabricDefects: ['qc', 'inspection', 'fabricDefects'] as const,
  users: ['qc', 'inspection', 'users'] as const,
  inspectors: ['qc', 'inspection', 'inspectors'] as const,
  categories: ['qc', 'inspection', 'categories'] as const,
  danger: (address: string) => ['qc', 'inspection', 'danger', address] as const,
}

const ALL = { pageNo: 1, pageSize: 500 }

function recordsOf<Row>(
  data: { success: boolean; message: string; result?: { records?: Row[] } | null } | undefined,
) {
  if (!data?.success) throw new Error(data?.message || t('加载失败'))
  return data.result?.records ?? []
}

/** Brands of /qc/brand/list as options (value: id, text: name). */
export function useBrandOptions(): Option[] {
  const brands = useQuery({
    queryKey: qcInspectionKeys.brands,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/brand/list', {
        params: { query: { ...ALL, column: 'code', order: 'asc' } },
      })
      return recordsOf(data).map((row) => ({ value: row.id, text: row.name ?? row.code ?? row.id }))
    },
    staleTime: 60_000,
  })
  return brands.data ?? []
}

/**
 * The product categories the check rules name (/qc/checkRule/list, distinct, in order): a registration takes
 * one of them, so the plan finds the brand's rule of that category.
 */
export function useProductCategoryOptions(): Option[] {
  const categories = useQuery({
    queryKey: qcInspectionKeys.categories,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/checkRule/list', {
        params: { query: { pageNo: 1, pageSize: 1000, column: 'productCategory', order: 'asc' } },
      })
      const names = recordsOf(data)
        .map((row) => (row.productCategory ?? '').trim())
        .filter(Boolean)
      return [...new Set(names)].map((name) => ({ value: name, text: name }))
    },
    staleTime: 60_000,
  })
  return categories.data ?? []
}

/** Inspection groups of /qc/group/list as options. */
export function useGroupOptions(): Option[] {
  const groups = useQuery({
    queryKey: qcInspectionKeys.groups,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/group/list', { params: { query: ALL } })
      return recordsOf(data).map((row) => ({ value: row.id, text: row.name ?? row.id }))
    },
    staleTime: 60_000,
  })
  return groups.data ?? []
}

/** Users of /sys/user/list as options (inspectors). */
export function useUserOptions(): Option[] {
  const users = useQuery({
    queryKey: qcInspectionKeys.users,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/sys/user/list', { params: { query: { pageNo: 1, pageSize: 200 } } })
      return recordsOf(data).map((row) => ({ value: row.id, text: row.realname || row.username }))
    },
    staleTime: 60_000,
  })
  return users.data ?? []
}

/**
 * The users who inspect (GET /qc/inspector/list: role qc_inspector, 质检部 and its sub-departments) as
 * options: the inspector picker offers these, not every user.
 */
export function useInspectorOptions(): Option[] {
  const inspectors = useQuery({
    queryKey: qcInspectionKeys.inspectors,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/inspector/list')
      if (!data?.success) throw new Error(data?.message || t('加载失败'))
      return (data.result ?? []).map((row) => ({ value: row.id, text: row.realname || row.username }))
    },
    staleTime: 60_000,
  })
  return inspectors.data ?? []
}

/** value → text of options, for list columns and details. */
export function useOptionNames(options: readonly Option[]): Map<string, string> {
  return useMemo(() => new Map(options.map((option) => [option.value, option.text])), [options])
}

/** The danger addresses an address matches (empty: no warning); nothing is asked for fewer than 2 characters. */
export async function matchDangerAddresses(address: string): Promise<DangerAddress[]> {
  const wanted = address.trim()
  if (wanted.length < 2) return []
  const { data } = await api.GET('/qc/dangerAddress/match', {
    params: { query: { address: wanted.slice(0, 200) } },
  })
  if (!data?.success) throw new Error(data?.message || t('危险地址查询失败'))
  return data.result ?? []
}

/** The address of an uploaded file (served by /sys/common/static without a token). */
export const fileUrl = (path: string) =>
  /^(https?:)?\/\//i.test(path) ? path : `${config.apiBaseUrl}/sys/common/static/${path.replace(/^\/+/, '')}`

/** Inspection photos: /sys/common/upload under the `qc` folder. */
export const qcUpload: UploadFunction = async (file, { onProgress, signal }) => {
  const answer = await transfers.upload('/sys/common/upload', {
    file,
    fields: { biz: 'qc' },
    onProgress,
    signal,
  })
  return answer.success && answer.message
    ? { ok: true, path: answer.message }
    : { ok: false, message: answer.message || t('上传失败！') }
}
