import { msg, useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { Steps } from '@erp/ui-kit/steps'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { resetPassword } from './api/sign-in-api'
import { messageOf } from '../../lib/api-errors'
import { MobileCaptchaFields, NewPasswordFields, RefusalAlert } from './account-fields'
import { hasProblems, newPasswordProblems, phoneLoginProblems } from './account-rules'
import { useAccountForm } from './use-account-form'

/** Upstream `UI/views/user/alteration/Alteration.vue` steps. */
export const ALTERATION_STEPS = [msg('手机验证'), msg('更改密码'), msg('完成')] as const

type Fields = { mobile: string; captcha: string; password: string; confirm: string }
const empty: Fields = { mobile: '', captcha: '', password: '', confirm: '' }

/**
 * /user/alteration: password recovery in three steps. The server checks the SMS code together with the new
 * password (POST /auth/forge-password), so step 1 only checks the fields; a refusal at step 2 is shown
 * there and 上一步 goes back with everything typed kept.
 */
export default function AlterationPage() {
  const t = useT()
  usePageTitle(t('找回密码'))
  const [step, setStep] = useState(0)
  const { fields, setErrors, smsRefusal, setSmsRefusal, mobileCaptcha, newPassword } =
    useAccountForm<Fields>(empty)
  const heading = useRef<HTMLHeadingElement>(null)

  const goTo = (next: number) => {
    setStep(next)
    setErrors({})
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => heading.current?.focus())
  }

  const reset = useMutation({
    meta: { handlesErrors: true },
    mutationFn: resetPassword,
    onSuccess: () => goTo(2),
  })

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = phoneLoginProblems(fields)
    setErrors(found)
    setSmsRefusal(null)
    if (!hasProblems(found)) goTo(1)
  }

  const change = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = newPasswordProblems(fields)
    setErrors(found)
    if (hasProblems(found)) return
    reset.mutate({ mobile: fields.mobile.trim(), captcha: fields.captcha.trim(), password: fields.password })
  }

  const title = t(ALTERATION_STEPS[step] ?? '')
  const refusal = smsRefusal ?? (reset.isError ? messageOf(reset.error) : null)

  return (
    <section aria-labelledby="alteration-title" className="space-y-5 rounded bg-surface p-6 shadow-sm">
      <h2 className="sr-only" id="alteration-title">
        {t('找回密码')}
      </h2>
      <Steps aria-label={t('找回密码步骤')} items={ALTERATION_STEPS.map((item) => t(item))} current={step} />
      <h3 ref={heading} tabIndex={-1} className="text-base font-medium text-foreground outline-none">
        {title}
      </h3>
      {step === 0 ? (
        <form onSubmit={verify} noValidate aria-label={t('手机验证')} className="space-y-4">
          <MobileCaptchaFields {...mobileCaptcha('2')} />
          <RefusalAlert refusal={refusal} />
          <Button type="submit" variant="primary" className="w-full">
            {t('下一步')}
          </Button>
        </form>
      ) : null}
      {step === 1 ? (
        <form onSubmit={change} noValidate aria-label={t('更改密码')} className="space-y-4">
          <NewPasswordFields {...newPassword} labels={{ password: t('新密码'), confirm: t('确认新密码') }} />
          <RefusalAlert refusal={refusal} />
          <div className="flex gap-2">
            <Button className="flex-1" onClick={() => goTo(0)}>
              {t('上一步')}
            </Button>
            <Button type="submit" variant="primary" className="flex-1" loading={reset.isPending}>
              {t('提交')}
            </Button>
          </div>
        </form>
      ) : null}
      {step === 2 ? (
        <div className="space-y-4 text-center">
          <p className="text-sm text-foreground">{t('密码已重置，请使用新密码登录。')}</p>
          <Button asChild variant="primary">
            <Link to="/user/login">{t('返回登录')}</Link>
          </Button>
        </div>
      ) : null}
      {step < 2 ? (
        <p className="text-right text-sm">
          <Link className="text-primary-strong hover:underline" to="/user/login">
            {t('返回登录')}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
