import { Checkbox } from '@erp/ui-kit/checkbox'
import { useMemo } from 'react'
import { useUserOptions } from './api/qc-options'
import { INSPECTION_LEVELS } from './api/sampling-plan'
import type { ControlProps, Option } from '../../lib/resource/resource-definition'
import { useT } from '@erp/ui-kit/i18n'

/** Controls the qc reference pages share: brand and user selects, the user multi-select, the AQL series. */

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
].map((text) => ({ value: String(Number(text)), label: text }))

/** The printed form of an AQL value (2.5 → '2.5', 4 → '4.0', 0.01 → '0.010'). */
export function aqlText(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  const option = AQL_OPTIONS.find((item) => Number(item.value) === Number(value))
  return option ? option.label : String(value)
}

export const INSPECTION_LEVEL_OPTIONS: readonly Option[] = INSPECTION_LEVELS.map((level) => ({
  value: level,
  label: level,
}))

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
  const options = useUserOptions('nameAndAccount')
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
              {option.label}
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
