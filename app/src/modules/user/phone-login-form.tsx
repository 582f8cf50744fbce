import { useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { useId, useState, type FormEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import { phoneSignIn } from './api/sign-in-api'
import { MobileCaptchaFields, RefusalAlert } from './account-fields'
import { phoneLoginProblems, type Problems } from './account-rules'
import { useSignIn } from './use-sign-in'

type Field = 'mobile' | 'captcha'

/** Sign-in with a mobile number and an SMS code (POST /sys/sms smsmode '0', POST /sys/phoneLogin). */
export function PhoneLoginForm({ target }: { target: string }) {
  const t = useT()
  const [mobile, setMobile] = useState('')
  const [captcha, setCaptcha] = useState('')
  const [errors, setErrors] = useState<Problems<Field>>({})
  const [smsRefusal, setSmsRefusal] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const alertId = useId()
  const login = useSignIn(phoneSignIn, target)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = phoneLoginProblems({ mobile, captcha })
    setErrors(found)
    setSmsRefusal(null)
    if (found.mobile || found.captcha) return
    login.mutate({ mobile: mobile.trim(), captcha: captcha.trim() })
  }

  const refusal = smsRefusal ?? (login.isError ? messageOf(login.error) : null)

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('手机号登录')}>
      <MobileCaptchaFields
        mobile={mobile}
        captcha={captcha}
        errors={errors}
        onMobileChange={setMobile}
        onCaptchaChange={setCaptcha}
        onMobileChecked={(problem) => setErrors((current) => ({ ...current, mobile: problem }))}
        smsmode="0"
        onSmsOutcome={(message) => {
          setSmsRefusal(message)
          setSent(message === null)
        }}
      />
      {sent && !refusal ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('验证码已发送，10分钟内有效')}
        </p>
      ) : null}
      <RefusalAlert refusal={refusal} id={alertId} />
      <Button type="submit" variant="primary" className="w-full" loading={login.isPending}>
        {t('登录')}
      </Button>
    </form>
  )
}
