import { FormField } from '@erp/ui-kit/form-field'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { RadioGroup } from '@erp/ui-kit/radio-group'
import { useEffect, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { messageOf } from '../../../lib/api-errors'
import { localError } from '../../../lib/resource/field-rules'
import { FailureAlert } from '../../../lib/resource/form-dialog'
import type { FieldValue, FormFieldDef, FormValues } from '../../../lib/resource/resource-definition'
import { ResourceFormField } from '../../../lib/resource/resource-form-field'
import { useDictOptions } from '../../../lib/resource/use-dict-options'
import type { DepartRecord } from './api/depart-types'

/** Upstream dictionary org_category, used when the dictionary is not loaded. */
export const ORG_CATEGORY = [
  { value: '1', label: msg('公司') },
  { value: '2', label: msg('部门') },
  { value: '3', label: msg('岗位') },
] as const

function OrgCategoryRadio({
  id,
  value,
  onChange,
  disabled,
  topLevel,
}: {
  id: string
  value: FieldValue
  onChange: (value: FieldValue) => void
  disabled: boolean
  topLevel: boolean
}) {
  const t = useT()
  const dict = useDictOptions('org_category')
  const options = (dict.length > 0 ? dict : ORG_CATEGORY).filter((option) =>
    // Upstream: a top-level organisation is a company; under it, departments and posts.
    topLevel ? option.value === '1' : option.value !== '1' || String(value) === '1',
  )
  return (
    <RadioGroup
      id={id}
      aria-label={t('机构类型')}
      value={String(value ?? '')}
      onValueChange={(next) => onChange(next)}
      disabled={disabled}
      options={options.map((option) => ({ value: option.value, label: t(option.label) }))}
    />
  )
}

export const departFields = (topLevel: boolean): FormFieldDef[] => [
  { name: 'departName', label: t('机构名称'), rules: { required: t('机构名称不能为空'), maxLength: 100 } },
  { name: 'departNameEn', label: t('英文名'), rules: { maxLength: 500 } },
  { name: 'departNameAbbr', label: t('缩写'), rules: { maxLength: 500 } },
  {
    name: 'orgCategory',
    label: t('机构类型'),
    defaultValue: topLevel ? '1' : '2',
    render: (props) => <OrgCategoryRadio {...props} topLevel={topLevel} />,
  },
  { name: 'departOrder', label: t('排序'), kind: 'number', defaultValue: 0, rules: { pattern: 'z' } },
  { name: 'mobile', label: t('手机号'), rules: { maxLength: 32, pattern: 'm' } },
  { name: 'fax', label: t('传真'), rules: { maxLength: 32 } },
  { name: 'address', label: t('地址'), rules: { maxLength: 100 } },
  { name: 'memo', label: t('备注'), kind: 'textarea', rules: { maxLength: 500 } },
]

export function departValues(fields: readonly FormFieldDef[], record: DepartRecord | null): FormValues {
  const source = (record ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    fields.map((field) => {
      const value = record ? source[field.name] : field.defaultValue
      return [field.name, typeof value === 'string' || typeof value === 'number' ? value : '']
    }),
  )
}

/** Form values → the department fields of an add or edit body (empty → null, 排序 a number). */
export function departBody(values: FormValues) {
  const text = (name: string) => {
    const value = values[name]
    return value === '' || value === null || value === undefined ? null : String(value)
  }
  const order = text('departOrder')
  const category = text('orgCategory')
  const orgCategory: '1' | '2' | '3' | null =
    category === '1' || category === '2' || category === '3' ? category : null
  return {
    departName: String(values.departName ?? '').trim(),
    departNameEn: text('departNameEn'),
    departNameAbbr: text('departNameAbbr'),
    orgCategory,
    departOrder: order === null ? null : Number(order),
    mobile: text('mobile'),
    fax: text('fax'),
    address: text('address'),
    memo: text('memo'),
  }
}

/**
 * The server's refusal of a name taken under the same parent (server depart routes, translated by the server
 * when the app asks for English): shown at 机构名称, not as a banner.
 */
export const DUPLICATE_SIBLING_NAME = msg('同级部门名称已存在')

export interface DepartFormProps {
  formId: string
  record: DepartRecord | null
  topLevel: boolean
  /** Shown read-only above the fields (上级部门, 机构编码). */
  readOnlyFacts?: { label: string; value: string }[]
  disabled?: boolean
  onSubmit: (values: FormValues) => Promise<void>
  /** Told whether the values differ from the record's (a dialog asks before discarding them). */
  onDirtyChange?: (dirty: boolean) => void
}

/**
 * The fields of a department (upstream DepartList form): runs the rules, then `onSubmit`. A field's rules
 * run on blur, and on each change while it shows an error: the error clears while typing, not on the
 * blur of the click on 确定 (which would move the button under the pointer).
 */
export function DepartForm({
  formId,
  record,
  topLevel,
  readOnlyFacts = [],
  disabled = false,
  onSubmit,
  onDirtyChange,
}: DepartFormProps) {
  const fields = departFields(topLevel)
  const form = useForm<FormValues>({ mode: 'onBlur', defaultValues: departValues(fields, record) })
  const [failure, setFailure] = useState<string | null>(null)
  const dirty = form.formState.isDirty
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await onSubmit(values)
    } catch (error) {
      const message = messageOf(error)
      if (message === t(DUPLICATE_SIBLING_NAME) || message === DUPLICATE_SIBLING_NAME) {
        form.setError('departName', { type: 'server', message }, { shouldFocus: true })
      } else setFailure(message)
    }
  })
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2"
    >
      {readOnlyFacts.map((fact) => (
        <FormField key={fact.label} label={fact.label} controlId={`${formId}-${fact.label}`}>
          <Input value={fact.value} readOnly disabled />
        </FormField>
      ))}
      {fields.map((field) => (
        <ResourceFormField
          key={field.name}
          field={field}
          form={form}
          idPrefix={formId}
          validate={(value) => localError(field, value)}
          disabled={disabled}
        />
      ))}
      <FailureAlert failure={failure} className="md:col-span-2" />
    </form>
  )
}
