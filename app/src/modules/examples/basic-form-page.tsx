import { Button } from '@erp/ui-kit/button'
import { FormField } from '@erp/ui-kit/form-field'
import { dictText, msg, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { Select } from '@erp/ui-kit/select'
import { Textarea } from '@erp/ui-kit/textarea'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { useDictOptions } from '../../lib/resource/use-dict-options'
import { ExamplePage } from './example-parts'
import { exampleKeys } from './api/examples-keys'
import { repairOrders } from './api/repair-orders'

interface RepairForm {
  reporterName: string
  reporterPhone: string
  location: string
  category: string
  urgency: string
  description: string
}

const EMPTY: RepairForm = {
  reporterName: '',
  reporterPhone: '',
  location: '',
  category: '',
  urgency: 'M',
  description: '',
}

/** The fields that must be filled; everything else (formats, lengths) is the server's to check. */
const REQUIRED: ReadonlyArray<[keyof RepairForm, string]> = [
  ['reporterName', msg('请输入报修人')],
  ['reporterPhone', msg('请输入联系电话')],
  ['location', msg('请输入报修地点')],
  ['category', msg('请选择报修类别')],
  ['description', msg('请输入问题描述')],
]

export function missingFields(form: RepairForm): Partial<Record<keyof RepairForm, string>> {
  return Object.fromEntries(REQUIRED.filter(([name]) => !form[name].trim()))
}

/**
 * 表单页 › 基础表单 (examples/form/BasicForm): a repair order entered by the office and saved through
 * /rep/order/add. The server validates; when it refuses, its message is shown and the form keeps what was typed.
 */
export default function BasicFormPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<RepairForm>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof RepairForm, string>>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const categories = useDictOptions('repair_category')
  const urgencies = useDictOptions('urgency')

  const set = (name: keyof RepairForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(null)
    setRefusal(null)
    const missing = missingFields(form)
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    setSaving(true)
    try {
      const message = await repairOrders.add({
        reporterName: form.reporterName.trim(),
        reporterPhone: form.reporterPhone.trim(),
        location: form.location.trim(),
        category: form.category,
        urgency: form.urgency,
        description: form.description.trim(),
      })
      setSaved(message)
      setForm(EMPTY)
      await queryClient.invalidateQueries({ queryKey: exampleKeys.all })
    } catch (cause) {
      setRefusal(messageOf(cause))
    } finally {
      setSaving(false)
    }
  }

  const errorOf = (name: keyof RepairForm) => {
    const key = errors[name]
    return key ? t(key) : null
  }

  return (
    <ExamplePage title={t('基础表单')} busy={saving}>
      <p className="m-0 text-sm text-muted-foreground">
        {t('代报修：办公室接到电话或口头报修后在此登记，提交后进入派工。')}
      </p>
      <form
        className="grid max-w-3xl grid-cols-1 gap-4 md:grid-cols-2"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <FormField label={t('报修人')} error={errorOf('reporterName')}>
          <Input value={form.reporterName} onChange={(event) => set('reporterName', event.target.value)} />
        </FormField>
        <FormField label={t('联系电话')} error={errorOf('reporterPhone')} hint={t('11 位手机号')}>
          <Input
            value={form.reporterPhone}
            inputMode="tel"
            autoComplete="tel"
            onChange={(event) => set('reporterPhone', event.target.value)}
          />
        </FormField>
        <FormField label={t('报修地点')} error={errorOf('location')}>
          <Input value={form.location} onChange={(event) => set('location', event.target.value)} />
        </FormField>
        <FormField label={t('报修类别')} error={errorOf('category')}>
          <Select
            value={form.category}
            onValueChange={(value) => set('category', value)}
            placeholder={t('请选择')}
            options={categories.map((option) => ({
              value: option.value,
              label: dictText('repair_category', option.value, option.label),
            }))}
          />
        </FormField>
        <FormField label={t('紧急程度')}>
          <Select
            value={form.urgency}
            onValueChange={(value) => set('urgency', value)}
            options={urgencies.map((option) => ({
              value: option.value,
              label: dictText('urgency', option.value, option.label),
            }))}
          />
        </FormField>
        <FormField label={t('问题描述')} error={errorOf('description')} className="md:col-span-2">
          <Textarea
            className="min-h-24"
            value={form.description}
            maxLength={500}
            onChange={(event) => set('description', event.target.value)}
          />
        </FormField>
        {refusal ? (
          <p role="alert" className="m-0 text-sm text-danger-strong md:col-span-2" data-testid="form-refusal">
            {refusal}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="m-0 text-sm md:col-span-2" data-testid="form-saved">
            {saved}{' '}
            <Link to="/list/basic-list" className="text-primary-strong underline">
              {t('查看报修单')}
            </Link>
          </p>
        ) : null}
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" variant="primary" loading={saving}>
            {t('提交')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setForm(EMPTY)
              setErrors({})
              setRefusal(null)
            }}
          >
            {t('重置')}
          </Button>
        </div>
      </form>
    </ExamplePage>
  )
}
