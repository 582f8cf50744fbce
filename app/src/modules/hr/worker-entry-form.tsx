import { Button } from '@erp/ui-kit/button'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { messageOf } from '../../lib/api-errors'
import { FailureAlert } from '../../lib/resource/form-dialog'
import { contractFormFields } from '../../lib/resource/from-contract'
import type { FormFieldDef, FormValues, Option } from '../../lib/resource/resource-definition'
import { ImageUpload } from './hr-controls'
import { bodyOf, emptyValues, HrFormFields } from './hr-form-fields'
import { birthdayMatchesId, birthdayOf, identityFromId, residentIdRule, sexMatchesId } from './resident-id'
import { workerEntryApi, type SubmitBody } from './api/worker-entry-api'
import { useT, msg } from '@erp/ui-kit/i18n'

/*
 * The options of the public form are written here: a visitor has no token, and the dictionary endpoints need
 * one. They are the codes of the seeded dictionaries sex, education and workshop (seed-dicts.ts).
 */
const SEX: Option[] = [
  { value: '1', label: msg('男') },
  { value: '2', label: msg('女') },
]
const EDUCATION: Option[] = [
  { value: 'primary', label: msg('小学') },
  { value: 'junior', label: msg('初中') },
  { value: 'senior', label: msg('高中') },
  { value: 'technical', label: msg('中专/技校') },
  { value: 'college', label: msg('大专') },
  { value: 'bachelor', label: msg('本科') },
  { value: 'master', label: msg('硕士及以上') },
]
const WORKSHOP: Option[] = [
  { value: 'cutting', label: msg('裁剪车间') },
  { value: 'sewing', label: msg('缝制车间') },
  { value: 'finishing', label: msg('后整车间') },
  { value: 'packing', label: msg('包装车间') },
  { value: 'warehouse', label: msg('仓库') },
]

const image = (label: string): Partial<FormFieldDef> => ({
  wide: true,
  render: (props) => <ImageUpload {...props} label={label} visitor />,
})

const ALL_FIELDS = contractFormFields(
  'workerEntry',
  [
    'name',
    'sex',
    'idCard',
    'phone',
    'birthday',
    'nativePlace',
    'education',
    'workshop',
    'desiredPost',
    'expectedEntryDate',
    'address',
    'emergencyContact',
    'emergencyPhone',
    'photo',
    'idCardFront',
    'idCardBack',
  ],
  {
    sex: { kind: 'radio', options: SEX, rules: { required: msg('请选择性别'), validate: sexMatchesId } },
    idCard: { rules: { validate: residentIdRule }, placeholder: msg('18位身份证号'), fills: identityFromId },
    phone: { rules: { pattern: 'm' }, placeholder: msg('11位手机号码') },
    birthday: { hint: msg('不填时按身份证号自动填写'), rules: { validate: birthdayMatchesId } },
    education: { options: EDUCATION },
    workshop: { options: WORKSHOP },
    address: { wide: true },
    emergencyPhone: { rules: { pattern: 'm' } },
    photo: image(msg('本人照片')),
    idCardFront: image(msg('身份证人像面')),
    idCardBack: image(msg('身份证国徽面')),
  },
)

/** The short variant (/sdn/emp/entry): who, how to reach them, where they want to work; no photos. */
const SHORT = new Set([
  'name',
  'sex',
  'idCard',
  'phone',
  'workshop',
  'desiredPost',
  'expectedEntryDate',
  'emergencyContact',
  'emergencyPhone',
])

export type WorkerFormVariant = 'full' | 'short'

export const workerFormFields = (variant: WorkerFormVariant) =>
  variant === 'full' ? ALL_FIELDS : ALL_FIELDS.filter((field) => SHORT.has(field.name))

/**
 * The onboarding form a worker fills without a token (/sdn/emp, /sdn/emp/entry). The browser checks the rules
 * first (resident ID checksum, mobile numbers); a refused submission keeps everything typed and shows why.
 */
export function WorkerEntryForm({
  variant,
  onSubmitted,
}: {
  variant: WorkerFormVariant
  onSubmitted: (entryNo: string) => void
}) {
  const t = useT()
  const fields = workerFormFields(variant)
  const formId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<FormValues>({ mode: 'onBlur', defaultValues: emptyValues(fields) })

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    const body = bodyOf(fields, values)
    if (!body.birthday && typeof body.idCard === 'string') body.birthday = birthdayOf(body.idCard)
    try {
      const { entryNo } = await workerEntryApi.submit(body as unknown as SubmitBody)
      onSubmitted(entryNo)
    } catch (error) {
      setFailure(messageOf(error))
    }
  })

  return (
    <form
      id={formId}
      noValidate
      aria-label={t('入职登记')}
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2"
    >
      <HrFormFields fields={fields} control={form.control} idPrefix={formId} form={form} />
      <FailureAlert failure={failure} className="md:col-span-2" />
      <div className="pt-2 md:col-span-2">
        <Button type="submit" variant="primary" className="w-full" loading={form.formState.isSubmitting}>
          {t('提交登记')}
        </Button>
      </div>
    </form>
  )
}
