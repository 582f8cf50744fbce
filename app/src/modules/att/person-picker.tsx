import { Combobox, type ComboboxOption } from '@erp/ui-kit/combobox'
import { useT } from '@erp/ui-kit/i18n'
import { useMemo } from 'react'
import type { ControlProps } from '../../lib/resource/resource-definition'
import { personLabel, usePersons } from './api/persons'

/** How many matches the list draws at once; typing narrows the rest. */
export const PICKER_LIMIT = 50

/**
 * A staff member from /hr/person/pickerList: a searchable list (name or work number). A current person the list
 * does not know stays shown by its id.
 */
export function PersonPicker({ id, value, onChange, onBlur, invalid, disabled, describedBy }: ControlProps) {
  const t = useT()
  const { persons, byId } = usePersons()
  const current = value === null || value === undefined ? '' : String(value)
  const options = useMemo(() => {
    const known: ComboboxOption[] = persons.map((person) => ({
      value: person.id,
      label: personLabel(person),
      keywords: person.workNo,
    }))
    return current && !byId.has(current) ? [{ value: current, label: current }, ...known] : known
  }, [byId, current, persons])
  return (
    <Combobox
      id={id}
      value={current}
      options={options}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={describedBy}
      onBlur={onBlur}
      placeholder={t('请选择员工')}
      searchPlaceholder={t('输入姓名或工号搜索')}
      maxRendered={PICKER_LIMIT}
      onValueChange={onChange}
    />
  )
}

/** The name of a person id in a list cell. */
export function PersonName({ id }: { id: string | null | undefined }) {
  const { byId } = usePersons()
  if (!id) return null
  return <>{personLabel(byId.get(id), id)}</>
}
