import { Button } from '@erp/ui-kit/button'
import { DateTimePicker } from '@erp/ui-kit/date-picker'
import { FormField } from '@erp/ui-kit/form-field'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { messageOf } from '../../lib/api-errors'
import { crudClient } from '../../lib/resource/crud-client'
import { FieldLabel } from '../../lib/resource/resource-form-field'
import { expKeys } from './api/exp-keys'

export const EVENT_FORM_MESSAGES = {
  heading: msg('添加物流轨迹'),
  time: msg('发生时间'),
  location: msg('地点'),
  description: msg('描述'),
  submit: msg('添加轨迹'),
  timeRequired: msg('请选择发生时间!'),
  descriptionRequired: msg('请输入描述!'),
  inFuture: msg('发生时间不能晚于当前时间'),
  beforeSent: (sent: string) => t('发生时间不能早于寄件时间 {{sent}}', { sent }),
  tooLong: (max: number) => t('最多 {{max}} 个字符', { max }),
}

export interface EventValues {
  /** 'YYYY-MM-DDTHH:mm' (the DateTimePicker's value) or ''. */
  time: string
  location: string
  description: string
}
export type EventErrors = Partial<Record<keyof EventValues, string>>

const pad = (value: number) => String(value).padStart(2, '0')

/** A local date and time as 'YYYY-MM-DD HH:mm:ss'. */
export function localTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** The picker's 'YYYY-MM-DDTHH:mm' as the server's 'YYYY-MM-DD HH:mm:00'. */
export const eventTime = (value: string) => `${value.slice(0, 10)} ${value.slice(11, 16)}:00`

/**
 * The form's errors, empty when it may be sent: a time is required and lies between the shipment's send
 * time (`sent`, 'YYYY-MM-DD HH:mm:ss') and `now`; a description is required; the lengths of the contract.
 */
export function validateEvent(values: EventValues, sent: string, now: Date = new Date()): EventErrors {
  const m = EVENT_FORM_MESSAGES
  const errors: EventErrors = {}
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.time)) errors.time = t(m.timeRequired)
  else {
    const time = eventTime(values.time)
    // Compared to the minute: the picker has no seconds.
    if (time.slice(0, 16) > localTime(now).slice(0, 16)) errors.time = t(m.inFuture)
    else if (sent && time.slice(0, 16) < sent.slice(0, 16)) errors.time = m.beforeSent(sent.slice(0, 16))
  }
  if (!values.description.trim()) errors.description = t(m.descriptionRequired)
  else if (values.description.trim().length > 200) errors.description = m.tooLong(200)
  if (values.location.trim().length > 100) errors.location = m.tooLong(100)
  return errors
}

const initial = (now: Date): EventValues => ({
  time: localTime(now).slice(0, 16).replace(' ', 'T'),
  location: '',
  description: '',
})

/** 添加物流轨迹: time (not in the future, not before the shipment was sent), location and description. */
export function TrackingEventForm({ shipmentId, sent }: { shipmentId: string; sent: string }) {
  const t = useT()
  const m = EVENT_FORM_MESSAGES
  const formId = useId()
  const headingId = useId()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<EventValues>(() => initial(new Date()))
  const [errors, setErrors] = useState<EventErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (name: keyof EventValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }))

  const save = async () => {
    setFailure(null)
    const found = validateEvent(values, sent)
    setErrors(found)
    if (Object.keys(found).length) return
    setSaving(true)
    try {
      const message = await crudClient('/exp/trackingEvent').add({
        shipmentId,
        time: eventTime(values.time),
        location: values.location.trim() || null,
        description: values.description.trim(),
      })
      toast.success(message)
      setValues(initial(new Date()))
      await queryClient.invalidateQueries({ queryKey: expKeys.tracking(shipmentId) })
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded border border-border p-3">
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        {t(m.heading)}
      </h3>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
        className="flex flex-col gap-1"
      >
        <FormField
          controlId={`${formId}-time`}
          label={t(m.time)}
          error={errors.time ?? null}
          reserveErrorSpace
        >
          <DateTimePicker
            value={values.time}
            onValueChange={set('time')}
            max={localTime(new Date()).slice(0, 10)}
            min={sent.slice(0, 10) || undefined}
            invalid={Boolean(errors.time)}
          />
        </FormField>
        <FormField
          controlId={`${formId}-location`}
          label={t(m.location)}
          error={errors.location ?? null}
          reserveErrorSpace
        >
          <Input
            value={values.location}
            placeholder={t('请输入地点')}
            invalid={Boolean(errors.location)}
            onChange={(event) => set('location')(event.target.value)}
          />
        </FormField>
        <FormField
          controlId={`${formId}-description`}
          label={<FieldLabel text={t(m.description)} />}
          error={errors.description ?? null}
          reserveErrorSpace
        >
          <Input
            value={values.description}
            placeholder={t('例如：快件已到达长沙转运中心')}
            invalid={Boolean(errors.description)}
            onChange={(event) => set('description')(event.target.value)}
          />
        </FormField>
        {failure ? (
          <p role="alert" className="text-sm text-danger-strong">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" size="sm" variant="primary" loading={saving}>
            {t(m.submit)}
          </Button>
        </div>
      </form>
    </section>
  )
}
