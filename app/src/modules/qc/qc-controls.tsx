import { Checkbox } from '@erp/ui-kit/checkbox'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '../../lib/api'
import type { ControlProps, Option } from '../../lib/resource/resource-definition'
import { useT } from '@erp/ui-kit/i18n'

/** Controls the qc reference pages share: brand and user selects, the user multi-select, the AQL series. */

export const qcKeys = {
  brands: ['qc', 'brands'] as const,
  users: ['qc', 'users'] as const,
}

/** The 26 AQL columns of ISO 2859-1 Table 2-A, written as the standard prints them. */
export const AQL_OPTIONS: readonly Option[] = [
  '0.010',
  '0.015',
  '0.025',
  '0.040',
  '0.065',
  '0.10',
  '0.15',
  '0.25',
  '0.40',
  '0.65',
  '1.0',
  '1.5',
  '2.5',
  '4.0',
  '6.5',
  '10',
  '15',
  '25',
  '40',
  '65',
  '100',
  '150',
  '250',
  '400',
  '650',
  '1000',
].map((text) => ({ value: String(Number(text)), text }))

/** The printed form of an AQL value (2.5 → '2.5', 4 → '4.0', 0.01 → '0.010'). */
export function aqlText(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  const option = AQL_OPTIONS.find((item) => Number(item.value) === Number(value))
  return option ? option.text : String(value)
}

export const INSPECTION_LEVEL_OPTIONS: readonly Option[] = ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III'].map(
  (level) => ({ value: level, text: level }),
)

/** Brands of /qc/brand/list as options: the value is the brand id, the text its code and name. */
export function useBrandOptions(): Option[] {
  const t = useT()
  const brands = useQuery({
    queryKey: qcKeys.brands,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/qc/brand/list', {
        params: { query: { pageNo: 1, pageSize: 1000, column: 'code', order: 'asc' } },
      })
      if (!data?.success) throw new Error(data?.message || t('品牌加载失败'))
      return (data.result?.records ?? []).map((row) => ({
        value: String(row.id),
        text: `${row.code ?? ''} ${row.name ?? ''}`.trim(),
      }))
    },
    staleTime: 30_000,
  })
  return brands.data ?? []
}

/** Users of /sys/user/list as options: the value is the user id, the text the name and account. */
export function useUserOptions(): Option[] {
  const t = useT()
  const users = useQuery({
    queryKey: qcKeys.users,
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.GET('/sys/user/list', { params: { query: { pageNo: 1, pageSize: 1000 } } })
      if (!data?.success) throw new Error(data?.message || t('用户加载失败'))
      return (data.result?.records ?? []).map((row) => ({
        value: String(row.id),
        text: row.realname ? `${row.realname}（${row.username ?? ''}）` : String(row.username ?? row.id),
      }))
    },
    staleTime: 60_000,
  })
  return users.data ?? []
}

/** value → text of a list of options. */
export function useOptionNames(options: readonly Option[]): Map<string, string> {
  return useMemo(() => new Map(options.map((option) => [option.value, option.text])), [options])
}

/** Several users as a comma-separated id list (组员): one checkbox per user in a scrollable group. */
export function UserMultiSelect({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  describedBy,
  invalid,
  label,
}: ControlProps & { label: string }) {
  const t = useT()
  const options = useUserOptions()
  const selected = useMemo(
    () =>
      new Set(
        String(value ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    [value],
  )
  const toggle = (userId: string, checked: boolean) => {
    const next = new Set(selected)
    if (checked) next.add(userId)
    else next.delete(userId)
    onChange([...next].join(','))
  }
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={`max-h-40 overflow-y-auto rounded border p-2 ${invalid ? 'border-danger' : 'border-border'}`}
    >
      {options.length === 0 ? <p className="text-sm text-muted-foreground">{t('暂无用户')}</p> : null}
      <ul className="grid grid-cols-2 gap-1">
        {options.map((option) => (
          <li key={option.value}>
            <label className="inline-flex items-center gap-1 text-sm">
              <Checkbox
                checked={selected.has(option.value)}
                disabled={disabled}
                onBlur={onBlur}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
              {option.text}
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-1 border-t border-border pt-1 text-xs text-muted-foreground">
        {t('已选 {{count}} 人', { count: selected.size })}
      </p>
    </div>
  )
}

/** Names of a comma-separated id list. */
export function namesOf(ids: unknown, names: Map<string, string>): string {
  return String(ids ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => names.get(item) ?? item)
    .join('、')
}
