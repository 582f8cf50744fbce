import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { toast } from '@erp/ui-kit/toast'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type ReactElement } from 'react'
import { messageOf } from '../../lib/api-errors'
import { crudClient, type RowOf } from '../../lib/resource/crud-client'
import { FormDialog } from '../../lib/resource/form-dialog'
import { OptionPicker } from '../../lib/resource/option-picker'
import { FieldLabel } from '../../lib/resource/resource-form-field'
import { useDictOptions } from '../../lib/resource/use-dict-options'
import { resourceKeys } from '../../lib/resource/use-list-controller'
import { expKeys } from './api/exp-keys'
import { quote, type Carrier } from './api/quotes'
import { PROVINCES, yuan, ZONE_TEXT } from './exp-texts'
import { msg, t, useT } from '@erp/ui-kit/i18n'

type ShipmentRow = RowOf<'/exp/shipment'>

export const SHIPMENT_FORM_MESSAGES = {
  add: msg('新增快递单'),
  edit: msg('编辑快递单'),
  fee: msg('运费'),
  feeHint: msg('按快递公司价目表计算：首重1公斤，续重每公斤（不足1公斤按1公斤计）'),
  feePending: msg('填写快递公司、省份和重量后自动报价'),
  waybillHint: msg('留空由快递公司生成'),
  required: (label: string) => t('请输入{{label}}!', { label }),
  choose: (label: string) => t('请选择{{label}}!', { label }),
  phone: msg('请输入正确的手机号码!'),
  weight: msg('重量必须大于0且不超过100公斤'),
  waybill: msg('运单号格式不正确'),
  cancel: msg('取消'),
  save: msg('确定'),
}

const WAYBILL: Record<Carrier, RegExp> = { sf: /^SF\d{13}$/, zto: /^7\d{11}$/ }
const isCarrier = (value: string): value is Carrier => value === 'sf' || value === 'zto'

interface Values {
  carrier: string
  waybillNo: string
  recipientName: string
  recipientPhone: string
  recipientProvince: string
  recipientCity: string
  recipientDistrict: string
  recipientDetail: string
  itemDescription: string
  weightKg: string
}
type Errors = Partial<Record<keyof Values, string>>

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

function initial(row: ShipmentRow | null): Values {
  return {
    carrier: text(row?.carrier ?? 'sf'),
    waybillNo: text(row?.waybillNo),
    recipientName: text(row?.recipientName),
    recipientPhone: text(row?.recipientPhone),
    recipientProvince: text(row?.recipientProvince),
    recipientCity: text(row?.recipientCity),
    recipientDistrict: text(row?.recipientDistrict),
    recipientDetail: text(row?.recipientDetail),
    itemDescription: text(row?.itemDescription),
    weightKg: text(row?.weightKg),
  }
}

/** A weight in kg the carriers take (0 < w ≤ 100, at most three decimals), or null. */
export function weightOf(value: string): number | null {
  if (!/^\d+(\.\d{1,3})?$/.test(value.trim())) return null
  const weight = Number(value)
  return weight > 0 && weight <= 100 ? weight : null
}

/** The form's errors (docs/spec.md §5 messages), empty when it may be sent. */
export function validateShipment(values: Values): Errors {
  const m = SHIPMENT_FORM_MESSAGES
  const errors: Errors = {}
  if (!values.carrier) errors.carrier = m.choose(t('快递公司'))
  if (
    values.waybillNo.trim() &&
    isCarrier(values.carrier) &&
    !WAYBILL[values.carrier].test(values.waybillNo.trim())
  )
    errors.waybillNo = t(m.waybill)
  if (!values.recipientName.trim()) errors.recipientName = m.required(t('收件人'))
  if (!values.recipientPhone.trim()) errors.recipientPhone = m.required(t('收件人电话'))
  else if (!/^1[3-9]\d{9}$/.test(values.recipientPhone.trim())) errors.recipientPhone = t(m.phone)
  if (!values.recipientProvince) errors.recipientProvince = m.choose(t('省份'))
  if (!values.recipientCity.trim()) errors.recipientCity = m.required(t('城市'))
  if (!values.recipientDistrict.trim()) errors.recipientDistrict = m.required(t('区县'))
  if (!values.recipientDetail.trim()) errors.recipientDetail = m.required(t('详细地址'))
  if (!values.itemDescription.trim()) errors.itemDescription = m.required(t('物品'))
  if (!values.weightKg.trim()) errors.weightKg = m.required(t('重量'))
  else if (weightOf(values.weightKg) === null) errors.weightKg = t(m.weight)
  return errors
}

/** Waits `delay` ms after the last change (typing a weight quotes once). */
function useSettled<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/** 新增/编辑快递单: the carrier, the recipient's address and the weight, with the carrier's fee quoted live. */
export function ShipmentFormDialog({
  row,
  onOpenChange,
}: {
  row: ShipmentRow | null
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const m = SHIPMENT_FORM_MESSAGES
  const formId = useId()
  const queryClient = useQueryClient()
  const carriers = useDictOptions('express_carrier')
  const [start] = useState<Values>(() => initial(row))
  const [values, setValues] = useState<Values>(start)
  const dirty = JSON.stringify(values) !== JSON.stringify(start)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }))

  const settled = useSettled({
    carrier: values.carrier,
    weight: weightOf(values.weightKg),
    province: values.recipientProvince,
  })
  const quotable = isCarrier(settled.carrier) && settled.weight !== null && settled.province !== ''
  const fee = useQuery({
    queryKey: expKeys.quote(settled.carrier, settled.weight ?? 0, settled.province),
    queryFn: () => quote(settled.carrier as Carrier, settled.weight ?? 0, settled.province),
    enabled: quotable,
    staleTime: 5 * 60_000,
  })

  const save = async () => {
    setFailure(null)
    const found = validateShipment(values)
    setErrors(found)
    if (Object.keys(found).length) return
    const body = {
      carrier: values.carrier,
      waybillNo: values.waybillNo.trim() || null,
      recipientName: values.recipientName.trim(),
      recipientPhone: values.recipientPhone.trim(),
      recipientProvince: values.recipientProvince,
      recipientCity: values.recipientCity.trim() || null,
      recipientDistrict: values.recipientDistrict.trim() || null,
      recipientDetail: values.recipientDetail.trim(),
      itemDescription: values.itemDescription.trim() || null,
      weightKg: Number(values.weightKg),
    }
    setSaving(true)
    try {
      const client = crudClient('/exp/shipment')
      const message = row ? await client.edit({ ...body, id: row.id }) : await client.add(body)
      toast.success(message)
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all('/exp/shipment') })
      onOpenChange(false)
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setSaving(false)
    }
  }

  const field = (
    name: keyof Values,
    label: string,
    control: (id: string) => ReactElement,
    options: { required?: boolean; hint?: string; wide?: boolean } = {},
  ) => (
    <FormField
      key={name}
      controlId={`${formId}-${name}`}
      label={<FieldLabel text={label} required={options.required ?? false} />}
      hint={options.hint}
      error={errors[name] ?? null}
      reserveErrorSpace
      className={options.wide ? 'md:col-span-2' : undefined}
    >
      {control(`${formId}-${name}`)}
    </FormField>
  )
  const input = (name: keyof Values, placeholder: string, inputMode?: 'decimal' | 'tel') => (id: string) => (
    <Input
      id={id}
      value={values[name]}
      placeholder={placeholder}
      inputMode={inputMode}
      invalid={Boolean(errors[name])}
      onChange={(event) => set(name)(event.target.value)}
    />
  )
  const select =
    (name: keyof Values, placeholder: string, options: readonly { value: string; label: string }[]) =>
    (id: string) => (
      <OptionPicker
        id={id}
        value={values[name]}
        onChange={(next) => set(name)(next === null ? '' : String(next))}
        onBlur={() => undefined}
        invalid={Boolean(errors[name])}
        disabled={false}
        placeholder={placeholder}
        options={options}
      />
    )

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={row ? t(m.edit) : t(m.add)}
      width={800}
      dirty={dirty}
      failure={failure}
      formId={formId}
      cancelLabel={t(m.cancel)}
      saveLabel={t(m.save)}
      onCancel={() => onOpenChange(false)}
      saving={saving}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
        className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2"
      >
        {field('carrier', t('快递公司'), select('carrier', t('请选择快递公司'), carriers), {
          required: true,
        })}
        {field('waybillNo', t('运单号'), input('waybillNo', t('请输入运单号')), {
          hint: t(m.waybillHint),
        })}
        {field('recipientName', t('收件人'), input('recipientName', t('请输入收件人')), {
          required: true,
        })}
        {field('recipientPhone', t('收件人电话'), input('recipientPhone', t('请输入收件人电话'), 'tel'), {
          required: true,
        })}
        {field(
          'recipientProvince',
          t('省份'),
          select(
            'recipientProvince',
            t('请选择省份'),
            PROVINCES.map((name) => ({ value: name, label: t(name) })),
          ),
          { required: true },
        )}
        {field('recipientCity', t('城市'), input('recipientCity', t('请输入城市')), { required: true })}
        {field('recipientDistrict', t('区县'), input('recipientDistrict', t('请输入区县')), {
          required: true,
        })}
        {field('recipientDetail', t('详细地址'), input('recipientDetail', t('请输入详细地址')), {
          required: true,
        })}
        {field('itemDescription', t('物品'), input('itemDescription', t('请输入物品')), { required: true })}
        {field('weightKg', t('重量(kg)'), input('weightKg', t('请输入重量'), 'decimal'), {
          required: true,
        })}
      </form>
      <div
        className="mt-2 flex items-baseline gap-3 rounded border border-border bg-muted px-3 py-2 text-sm"
        aria-live="polite"
        data-slot="fee-quote"
      >
        <span className="font-medium">{t(m.fee)}</span>
        {quotable && fee.data ? (
          <>
            <output className="text-lg font-semibold text-primary-strong" aria-label={t('运费报价')}>
              {yuan(fee.data.fee)}
            </output>
            <span className="text-xs text-muted-foreground">
              {t(ZONE_TEXT[fee.data.zone])} · {fee.data.weightKg} kg
            </span>
          </>
        ) : quotable && fee.error ? (
          <span className="text-danger-strong">{messageOf(fee.error)}</span>
        ) : (
          <span className="text-muted-foreground">{quotable ? t('报价中…') : t(m.feePending)}</span>
        )}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{t(m.feeHint)}</p>
    </FormDialog>
  )
}
