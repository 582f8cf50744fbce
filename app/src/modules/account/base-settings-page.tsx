import { Button } from '@erp/ui-kit/button'
import { FormField } from '@erp/ui-kit/form-field'
import { DatePicker } from '@erp/ui-kit/date-picker'
import { Input } from '@erp/ui-kit/input'
import { RadioGroup } from '@erp/ui-kit/radio-group'
import { toast } from '@erp/ui-kit/toast'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { accountProfileQuery, type AccountProfile } from '../../lib/queries/account-queries'
import { useSession } from '../../stores/session-store'
import { useEditOwnRecord } from './api/own-record'
import { selfEditErrors, type SelfEditErrors } from './account-validation'
import { AccountSettingsLayout } from './account-settings-layout'
import { UserAvatar } from './user-avatar'
import { useT } from '@erp/ui-kit/i18n'

interface Fields {
  realname: string
  sex: '' | '1' | '2'
  birthday: string
  phone: string
  email: string
}

const fieldsOf = (user: AccountProfile['userInfo']): Fields => ({
  realname: user.realname ?? '',
  sex: user.sex === 1 ? '1' : user.sex === 2 ? '2' : '',
  birthday: user.birthday?.slice(0, 10) ?? '',
  phone: user.phone ?? '',
  email: user.email ?? '',
})

function BaseSettingsForm({ profile }: { profile: AccountProfile }) {
  const t = useT()
  const sexLabelId = useId()
  const user = profile.userInfo
  const [fields, setFields] = useState<Fields>(() => fieldsOf(user))
  const [errors, setErrors] = useState<SelfEditErrors>({})
  const save = useEditOwnRecord()
  const change = (name: keyof Fields) => (value: string) => setFields((old) => ({ ...old, [name]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = selfEditErrors(fields)
    setErrors(found)
    if (Object.keys(found).length) return
    save.mutate(
      {
        realname: fields.realname.trim(),
        sex: fields.sex === '' ? null : Number(fields.sex),
        birthday: fields.birthday || null,
        phone: fields.phone.trim() || null,
        email: fields.email.trim() || null,
      },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.warning(messageOf(error)),
      },
    )
  }

  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <form noValidate onSubmit={submit} className="grid max-w-md flex-1 gap-4" aria-label={t('基本设置')}>
        <FormField label={t('账号')}>
          <Input value={user.username} readOnly disabled />
        </FormField>
        <FormField label={t('姓名')} error={errors.realname}>
          <Input
            value={fields.realname}
            required
            maxLength={100}
            onChange={(event) => change('realname')(event.target.value)}
          />
        </FormField>
        <div className="grid gap-1">
          <span id={sexLabelId} className="text-sm font-medium">
            {t('性别')}
          </span>
          <RadioGroup
            aria-labelledby={sexLabelId}
            name="account-sex"
            value={fields.sex}
            onValueChange={(value) => change('sex')(value)}
            options={[
              { value: '1', label: t('男') },
              { value: '2', label: t('女') },
            ]}
          />
        </div>
        <FormField label={t('生日')}>
          <DatePicker value={fields.birthday} onValueChange={(value) => change('birthday')(value)} />
        </FormField>
        <FormField label={t('手机号')} error={errors.phone}>
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={fields.phone}
            onChange={(event) => change('phone')(event.target.value)}
          />
        </FormField>
        <FormField label={t('邮箱')} error={errors.email}>
          <Input
            type="email"
            maxLength={45}
            value={fields.email}
            onChange={(event) => change('email')(event.target.value)}
          />
        </FormField>
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('更新基本信息')}
          </Button>
        </div>
      </form>
      <div className="flex flex-col items-center gap-2">
        <UserAvatar avatar={user.avatar} name={user.realname || user.username} size="lg" />
        <Link
          to="/account/settings/avatar"
          className="text-sm text-primary-strong underline-offset-4 hover:underline focus-visible:underline"
        >
          {t('更换头像')}
        </Link>
      </div>
    </div>
  )
}

/** 基本设置 (upstream account/settings/BaseSetting): name, sex, birthday and contact, saved with appEdit. */
export default function BaseSettingsPage() {
  const t = useT()
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const profile = useQuery(accountProfileQuery(userId))
  return (
    <AccountSettingsLayout title={t('基本设置')}>
      {profile.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('加载中…')}
        </p>
      ) : profile.isError ? (
        <p role="alert" className="text-danger-strong">
          {messageOf(profile.error)}
        </p>
      ) : (
        <BaseSettingsForm key={profile.data.userInfo.updateTime ?? ''} profile={profile.data} />
      )}
    </AccountSettingsLayout>
  )
}
