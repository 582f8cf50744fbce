import type { components } from '@erp/openapi/schema'
import { t } from '@erp/ui-kit/i18n'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '../../../lib/api'
import type { Option } from '../../../lib/resource/resource-definition'

/**
 * The reference lists the quality pages choose from (brands, users, groups, product categories, inspectors,
 * fabric defects): one query and one cache per list, mapped to options by the page that shows them.
 */

export const qcKeys = {
  all: ['qc'] as const,
  brands: ['qc', 'brands'] as const,
  users: ['qc', 'users'] as const,
  groups: ['qc', 'inspection', 'groups'] as const,
  registers: ['qc', 'inspection', 'registers'] as const,
  standards: ['qc', 'inspection', 'standards'] as const,
  fabricDefects: ['qc', 'inspection', 'fabricDefects'] as const,
  inspectors: ['qc', 'inspection', 'inspectors'] as const,
  categories: ['qc', 'inspection', 'categories'] as const,
  danger: (address: string) => ['qc', 'inspection', 'danger', address] as const,
}

type Brand = components['schemas']['QcBrand']
type User = components['schemas']['UserPick']

/** The records of a list answer; a refusal rejects with the server's message or `fallback`. */
function recordsOf<Row>(
  data: { success: boolean; message: string; result?: { records?: Row[] } | null } | undefined,
  fallback: string,
): Row[] {
  if (!data?.success) throw new Error(data?.message || fallback)
  return data.result?.records ?? []
}

const ALL = { pageNo: 1, pageSize: 1000 }

export const brandsQuery = () =>
  queryOptions({
    queryKey: qcKeys.brands,
    queryFn: async (): Promise<Brand[]> => {
      const { data } = await api.GET('/qc/brand/list', {
        params: { query: { ...ALL, column: 'code', order: 'asc' } },
      })
      return recordsOf(data, t('品牌加载失败'))
    },
    staleTime: 60_000,
  })

export const usersQuery = () =>
  queryOptions({
    queryKey: qcKeys.users,
    queryFn: async (): Promise<User[]> => {
      // The picker projection (id, account, name, work number, departments), not the full user list.
      const { data } = await api.GET('/sys/user/pickerList')
      if (!data?.success) throw new Error(data?.message || t('用户加载失败'))
      return data.result ?? []
    },
    staleTime: 60_000,
  })

const brandLabels = {
  /** The reference pages: code and name. */
  codeAndName: (rows: Brand[]): Option[] =>
    rows.map((row) => ({ value: String(row.id), label: `${row.code ?? ''} ${row.name ?? ''}`.trim() })),
  /** The inspection pages: the name. */
  name: (rows: Brand[]): Option[] =>
    rows.map((row) => ({ value: row.id, label: row.name ?? row.code ?? row.id })),
}

const userLabels = {
  /** 组员: the name with the account. */
  nameAndAccount: (rows: User[]): Option[] =>
    rows.map((row) => ({
      value: String(row.id),
      label: row.realname ? `${row.realname}（${row.username ?? ''}）` : String(row.username ?? row.id),
    })),
  /** The inspection pages: the name, else the account. */
  name: (rows: User[]): Option[] =>
    rows.map((row) => ({ value: row.id, label: row.realname || row.username })),
}

/** Brands of /qc/brand/list as options (value: the brand id). */
export function useBrandOptions(label: keyof typeof brandLabels): Option[] {
  return useQuery({ ...brandsQuery(), select: brandLabels[label] }).data ?? []
}

/** Users of /sys/user/pickerList as options (value: the user id). */
export function useUserOptions(label: keyof typeof userLabels): Option[] {
  return useQuery({ ...usersQuery(), select: userLabels[label] }).data ?? []
}

/**
 * The product categories the check rules name (/qc/checkRule/list, distinct, in order): a registration takes
 * one of them, so the plan finds the brand's rule of that category.
 */
export function useProductCategoryOptions(): Option[] {
  const categories = useQuery({
    queryKey: qcKeys.categories,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/checkRule/list', {
        params: { query: { pageNo: 1, pageSize: 1000, column: 'productCategory', order: 'asc' } },
      })
      const names = recordsOf(data, t('加载失败'))
        .map((row) => (row.productCategory ?? '').trim())
        .filter(Boolean)
      return [...new Set(names)].map((name) => ({ value: name, label: name }))
    },
    staleTime: 60_000,
  })
  return categories.data ?? []
}

/** Inspection groups of /qc/group/list as options. */
export function useGroupOptions(): Option[] {
  const groups = useQuery({
    queryKey: qcKeys.groups,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/group/list', { params: { query: { pageNo: 1, pageSize: 500 } } })
      return recordsOf(data, t('加载失败')).map((row) => ({ value: row.id, label: row.name ?? row.id }))
    },
    staleTime: 60_000,
  })
  return groups.data ?? []
}

/**
 * The users who inspect (GET /qc/inspector/list: role qc_inspector, 质检部 and its sub-departments) as
 * options: the inspector picker offers these, not every user.
 */
export function useInspectorOptions(): Option[] {
  const inspectors = useQuery({
    queryKey: qcKeys.inspectors,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/inspector/list')
      if (!data?.success) throw new Error(data?.message || t('加载失败'))
      return (data.result ?? []).map((row) => ({ value: row.id, label: row.realname || row.username }))
    },
    staleTime: 60_000,
  })
  return inspectors.data ?? []
}

/** Fabric defects of /qc/fabricDefect/list as options (value: code, text: code and name). */
export function useFabricDefectOptions(): Option[] {
  const defects = useQuery({
    queryKey: qcKeys.fabricDefects,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/fabricDefect/list', {
        params: { query: { pageNo: 1, pageSize: 500, column: 'code', order: 'asc' } },
      })
      return recordsOf(data, t('面料疵点加载失败')).map((row) => ({
        value: row.code ?? row.id,
        label: `${row.code ?? ''} ${row.name ?? ''}`.trim(),
      }))
    },
    staleTime: 60_000,
  })
  return defects.data ?? []
}

/** value → text of options, for list columns and details. */
export function useOptionNames(options: readonly Option[]): Map<string, string> {
  return useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options])
}
