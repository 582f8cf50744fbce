import { useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { registerAccount } from './api/sign-in-api'
import { messageOf } from '../../lib/api-errors'
import { MobileCaptchaFields, NewPasswordFields, RefusalAlert } from './account-fields'
import { hasProblems, registerProblems } from './account-rules'
import { useAccountForm } from './use-account-form'

type Fields = { username: string; password: string; confirm: string; mobile: string; captcha: string }
const empty: Fields = { username: '', password: '', confirm: '', mobile: '', captcha: '' }

/** Where a successful registration goes (route name registerResult); the account travels in router state. */
export const REGISTER_RESULT_PATH = '/user/register-result'

/** /user/register: username, password (upstream strength rule), confirmation, mobile and SMS code. */
export default function RegisterPage() {
  const t = useT()
  usePageTitle(t('注册'))
  const navigate = useNavigate()
  const { fields, set, setErrors, errors, smsRefusal, setSmsRefusal, mobileCaptcha, newPassword } =
    useAccountForm<Fields>(empty)

  const register = useMutation({
    meta: { handlesErrors: true },
    mutationFn: registerAccount,
    onSuccess: (username) => void navigate(REGISTER_RESULT_PATH, { state: { username } }),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = registerProblems(fields)
    setErrors(found)
    setSmsRefusal(null)
    if (hasProblems(found)) return
    register.mutate({
      username: fields.username.trim(),
      password: fields.password,
      mobile: fields.mobile.trim(),
      captcha: fields.captcha.trim(),
    })
  }

  const refusal = smsRefusal ?? (register.isError ? messageOf(register.error) : null)

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('注册')}
      className="space-y-4 rounded bg-surface p-6 shadow-sm"
    >
      <h2 className="text-lg font-medium text-foreground">{t('注册')}</h2>
      <FormField label={t('用户名')} error={errors.username}>
        <Input
          name="username"
          autoComplete="username"
          value={fields.username}
          invalid={Boolean(errors.username)}
          onChange={(event) => set('username')(event.target.value)}
        />
      </FormField>
      <NewPasswordFields {...newPassword} />
      <MobileCaptchaFields {...mobileCaptcha('1')} />
      <RefusalAlert refusal={refusal} />
      <Button type="submit" variant="primary" className="w-full" loading={register.isPending}>
        {t('注册')}
      </Button>
      <p className="text-right text-sm">
        <Link className="text-primary-strong hover:underline" to="/user/login">
          {t('使用已有账户登录')}
        </Link>
      </p>
    </form>
  )
}
