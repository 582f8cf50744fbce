import { Input } from '@erp/ui-kit/input'
import { useId, useMemo, useState } from 'react'
import type { ControlProps, FieldValue } from '../../lib/resource/resource-definition'
import { personLabel, usePersons } from './att-api'
import { useT } from '@erp/ui-kit/i18n'

/** How many matches the select offers at once. */
export const PICKER_LIMIT = 50

const selectClass =
  'h-8 w-full rounded border border-border bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary disabled:bg-muted aria-[invalid=true]:border-danger'

/**
 * A staff member from /hr/person/list: a keyword (name or work number) narrows the select below it. The
 * current person stays an option whatever the keyword.
 */
export function PersonPicker({ id, value, onChange, onBlur, invalid, disabled, describedBy }: ControlProps) {
  const t = useT()
  const { persons, byId } = usePersons()
  const [keyword, setKeyword] = useState('')
  const searchId = useId()
  const current = value === null || value === undefined ? '' : String(value)
  const matches = useMemo(() => {
    const word = keyword.trim().toLowerCase()
    const found = word
      ? persons.filter(
          (person) =>
            person.realname.toLowerCase().includes(word) || person.workNo.toLowerCase().includes(word),
        )
      : persons
    const shown = found.slice(0, PICKER_LIMIT)
    const selected = byId.get(current)
    return selected && !shown.includes(selected) ? [selected, ...shown] : shown
  }, [byId, current, keyword, persons])
  return (
    <div className="flex flex-col gap-1">
      <Input
        id={searchId}
        aria-label={t('搜索员工（姓名或工号）')}
        placeholder={t('输入姓名或工号搜索')}
        value={keyword}
        disabled={disabled}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <select
        id={id}
        value={current}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value as FieldValue)}
        className={selectClass}
      >
        <option value="">{t('请选择员工')}</option>
        {current && !byId.has(current) ? <option value={current}>{current}</option> : null}
        {matches.map((person) => (
          <option key={person.id} value={person.id}>
            {personLabel(person)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The name of a person id in a list cell. */
export function PersonName({ id }: { id: string | null | undefined }) {
  const { byId } = usePersons()
  if (!id) return null
  return <>{personLabel(byId.get(id), id)}</>
}
