import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { RadioGroup } from '@erp/ui-kit/radio-group'
import { Select } from '@erp/ui-kit/select'
import { Steps } from '@erp/ui-kit/steps'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { transfers } from '../../lib/api-transfers'
import { messageOf } from '../../lib/api-errors'
import { config } from '../../lib/config'
import { publicOrdersApi } from './api/public-orders'
import {
  CATEGORY_OPTIONS,
  PublicShell,
  URGENCY_OPTIONS,
  photoUrl,
  rememberPhone,
  textOf,
} from './public-shell'
import { useT, t, msg } from '@erp/ui-kit/i18n'

export const STEP_FORM_MESSAGES = {
  title: msg('在线报修'),
  steps: [msg('联系方式'), msg('问题描述'), msg('确认')],
  name: msg('报修人'),
  phone: msg('手机号'),
  location: msg('报修地点'),
  category: msg('报修类别'),
  urgency: msg('紧急程度'),
  description: msg('问题描述'),
  photos: msg('现场照片'),
  photosHint: msg('可选，最多6张，每张不超过5MB'),
  addPhoto: msg('添加照片'),
  removePhoto: (index: number) => t('删除第{{index}}张照片', { index }),
  uploading: msg('上传中…'),
  next: msg('下一步'),
  back: msg('上一步'),
  submit: msg('提交报修'),
  choose: msg('请选择'),
  required: (label: string) => t('请输入{{label}}', { label }),
  choose_: (label: string) => t('请选择{{label}}', { label }),
  phoneInvalid: msg('请输入正确的手机号码'),
  tooManyPhotos: msg('最多上传6张照片'),
  notImage: msg('只能上传图片'),
  tooLarge: msg('图片大小不能超过5MB'),
  checkHint: msg('请核对以下信息，确认无误后提交。'),
  none: msg('无'),
} as const

const m = STEP_FORM_MESSAGES
export const MAX_PHOTOS = 6
const PHOTO_LIMIT = 5 * 1024 * 1024

export interface RepairDraft {
  reporterName: string
  reporterPhone: string
  location: string
  category: string
  urgency: string
  description: string
  photos: string[]
}

const emptyDraft: RepairDraft = {
  reporterName: '',
  reporterPhone: '',
  location: '',
  category: '',
  urgency: 'M',
  description: '',
  photos: [],
}

type Errors = Partial<Record<keyof RepairDraft, string>>

/** The problems of a step's fields (docs/spec.md §5 style messages); an empty object lets the visitor go on. */
export function stepErrors(step: number, draft: RepairDraft): Errors {
  const errors: Errors = {}
  if (step === 0) {
    if (!draft.reporterName.trim()) errors.reporterName = m.required(t(m.name))
    if (!draft.reporterPhone.trim()) errors.reporterPhone = m.required(t(m.phone))
    else if (!/^1[3-9]\d{9}$/.test(draft.reporterPhone.trim())) errors.reporterPhone = t(m.phoneInvalid)
  }
  if (step === 1) {
    if (!draft.location.trim()) errors.location = m.required(t(m.location))
    if (!draft.category) errors.category = m.choose_(t(m.category))
    if (!draft.urgency) errors.urgency = m.choose_(t(m.urgency))
    if (!draft.description.trim()) errors.description = m.required(t(m.description))
    if (draft.photos.length > MAX_PHOTOS) errors.photos = t(m.tooManyPhotos)
  }
  return errors
}

const textareaClass =
  'min-h-24 w-full rounded border border-border bg-surface px-2 py-1 text-base text-foreground aria-[invalid=true]:border-danger-strong'

/** /sdn/step-form: a repair request in three steps, without a token; back and next keep what was typed. */
export default function StepFormPage() {
  const t = useT()
  const navigate = useNavigate()
  const [step, setStep] = useState(0)
  const [draft, setDraft] = useState<RepairDraft>(emptyDraft)
  const [errors, setErrors] = useState<Errors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  const set = (name: keyof Omit<RepairDraft, 'photos'>) => (value: string) => {
    setDraft((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const submit = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      publicOrdersApi.submit({
        reporterName: draft.reporterName.trim(),
        reporterPhone: draft.reporterPhone.trim(),
        location: draft.location.trim(),
        category: draft.category,
        urgency: draft.urgency,
        description: draft.description.trim(),
        photos: draft.photos.length ? draft.photos.join(',') : null,
      }),
    onSuccess: (orderNo) => {
      rememberPhone(orderNo, draft.reporterPhone.trim())
      navigate(`/sdn/step-success?orderNo=${encodeURIComponent(orderNo)}`)
    },
    onError: (error) => setRefusal(messageOf(error)),
  })

  const next = (event: FormEvent) => {
    event.preventDefault()
    if (step === 2) {
      setRefusal(null)
      submit.mutate()
      return
    }
    const found = stepErrors(step, draft)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setStep(step + 1)
  }

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (!files.length) return
    if (draft.photos.length + files.length > MAX_PHOTOS) {
      setErrors((current) => ({ ...current, photos: t(m.tooManyPhotos) }))
      return
    }
    const problem = files.some((file) => !file.type.startsWith('image/'))
      ? t(m.notImage)
      : files.some((file) => file.size > PHOTO_LIMIT)
        ? t(m.tooLarge)
        : null
    if (problem) {
      setErrors((current) => ({ ...current, photos: problem }))
      return
    }
    setUploading(true)
    try {
      for (const file of files) {
        const answer = await transfers.upload('/rep/order/uploadPhoto', { file })
        if (!answer.success) throw new Error(answer.message)
        setDraft((current) => ({ ...current, photos: [...current.photos, answer.message] }))
      }
      setErrors((current) => ({ ...current, photos: undefined }))
    } catch (error) {
      setErrors((current) => ({ ...current, photos: messageOf(error) }))
    } finally {
      setUploading(false)
    }
  }

  return (
    <PublicShell title={t(m.title)}>
      <Steps items={m.steps.map((title) => t(title))} current={step} className="mb-5" />
      <form
        onSubmit={next}
        noValidate
        className="space-y-4"
        aria-label={t('第{{step}}步：{{steps}}', { step: step + 1, steps: t(m.steps[step] ?? '') })}
      >
        {step === 0 ? (
          <>
            <FormField label={t(m.name)} error={errors.reporterName}>
              <Input
                autoComplete="name"
                maxLength={50}
                value={draft.reporterName}
                onChange={(event) => set('reporterName')(event.target.value)}
              />
            </FormField>
            <FormField label={t(m.phone)} error={errors.reporterPhone} hint={t('用于查询报修进度')}>
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
                value={draft.reporterPhone}
                onChange={(event) => set('reporterPhone')(event.target.value)}
              />
            </FormField>
          </>
        ) : null}
        {step === 1 ? (
          <>
            <FormField label={t(m.location)} error={errors.location}>
              <Input
                maxLength={100}
                placeholder={t('如：二号车间东侧')}
                value={draft.location}
                onChange={(event) => set('location')(event.target.value)}
              />
            </FormField>
            <FormField label={t(m.category)} error={errors.category}>
              <Select
                className="h-10 text-base"
                value={draft.category}
                onValueChange={(value) => set('category')(value)}
                placeholder={t(m.choose)}
                options={CATEGORY_OPTIONS.map((option) => ({ value: option.value, label: t(option.text) }))}
              />
            </FormField>
            <div className="space-y-1">
              <span id="rep-urgency-label" className="block text-sm font-medium text-foreground">
                {t(m.urgency)}
              </span>
              <RadioGroup
                aria-labelledby="rep-urgency-label"
                name="urgency"
                value={draft.urgency}
                onValueChange={(value) => set('urgency')(value)}
                options={URGENCY_OPTIONS.map((option) => ({ value: option.value, label: t(option.text) }))}
              />
            </div>
            <FormField label={t(m.description)} error={errors.description}>
              <textarea
                className={textareaClass}
                maxLength={500}
                value={draft.description}
                onChange={(event) => set('description')(event.target.value)}
              />
            </FormField>
            <div className="space-y-2">
              <span className="block text-sm font-medium text-foreground" id="rep-photos-label">
                {t(m.photos)}
              </span>
              <ul className="flex flex-wrap gap-2" aria-labelledby="rep-photos-label">
                {draft.photos.map((path, index) => (
                  <li key={path} className="relative">
                    <img
                      src={photoUrl(config.apiBaseUrl, path)}
                      alt={t('现场照片{{index}}', { index: index + 1 })}
                      className="size-16 rounded border border-border object-cover"
                    />
                    <button
                      type="button"
                      aria-label={m.removePhoto(index + 1)}
                      className="absolute -top-2 -right-2 size-6 rounded-full bg-danger-strong text-xs text-primary-foreground"
                      onClick={() =>
                        setDraft((current) => ({
                          ...current,
                          photos: current.photos.filter((photo) => photo !== path),
                        }))
                      }
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                tabIndex={-1}
                aria-label={t(m.addPhoto)}
                onChange={(event) => void addPhotos(event)}
              />
              <Button
                type="button"
                disabled={uploading || draft.photos.length >= MAX_PHOTOS}
                loading={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {uploading ? t(m.uploading) : t(m.addPhoto)}
              </Button>
              <p className="m-0 text-xs text-muted-foreground">{t(m.photosHint)}</p>
              {errors.photos ? (
                <p role="alert" className="m-0 text-sm text-danger-strong">
                  {errors.photos}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <p className="m-0 text-sm text-muted-foreground">{t(m.checkHint)}</p>
            <DetailList col={1} size="small">
              <DetailListItem term={t(m.name)}>{draft.reporterName}</DetailListItem>
              <DetailListItem term={t(m.phone)}>{draft.reporterPhone}</DetailListItem>
              <DetailListItem term={t(m.location)}>{draft.location}</DetailListItem>
              <DetailListItem term={t(m.category)}>{textOf(CATEGORY_OPTIONS, draft.category)}</DetailListItem>
              <DetailListItem term={t(m.urgency)}>{textOf(URGENCY_OPTIONS, draft.urgency)}</DetailListItem>
              <DetailListItem term={t(m.description)}>{draft.description}</DetailListItem>
              <DetailListItem term={t(m.photos)}>
                {draft.photos.length ? t('{{length}} 张', { length: draft.photos.length }) : t(m.none)}
              </DetailListItem>
            </DetailList>
            {refusal ? (
              <p
                role="alert"
                className="m-0 rounded border border-danger-strong p-2 text-sm text-danger-strong"
              >
                {refusal}
              </p>
            ) : null}
          </>
        ) : null}
        <div className="flex gap-3 pt-2">
          {step > 0 ? (
            <Button type="button" size="lg" className="flex-1" onClick={() => setStep(step - 1)}>
              {t(m.back)}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="lg"
            variant="primary"
            className="flex-1"
            loading={submit.isPending}
            disabled={uploading}
          >
            {step === 2 ? t(m.submit) : t(m.next)}
          </Button>
        </div>
      </form>
    </PublicShell>
  )
}
