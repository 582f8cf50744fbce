import { useState } from 'react'
import type { Problems } from './account-rules'

type AccountFields = { mobile: string; captcha: string; password: string; confirm: string }

/**
 * The state of a form with a mobile number, an SMS code and a new password (registration, password recovery):
 * the fields, their problems, the SMS request's refusal, and the props of MobileCaptchaFields and
 * NewPasswordFields wired to them.
 */
export function useAccountForm<F extends AccountFields>(empty: F) {
  const [fields, setFields] = useState<F>(empty)
  const [errors, setErrors] = useState<Problems<keyof F & string>>({})
  const [smsRefusal, setSmsRefusal] = useState<string | null>(null)
  const set = (key: keyof F) => (value: string) => setFields((current) => ({ ...current, [key]: value }))
  const mobileCaptcha = (smsmode: '0' | '1' | '2') => ({
    mobile: fields.mobile,
    captcha: fields.captcha,
    errors,
    onMobileChange: set('mobile'),
    onCaptchaChange: set('captcha'),
    onMobileChecked: (problem: string | undefined) =>
      setErrors((current) => ({ ...current, mobile: problem })),
    smsmode,
    onSmsOutcome: setSmsRefusal,
  })
  const newPassword = {
    password: fields.password,
    confirm: fields.confirm,
    errors,
    onPasswordChange: set('password'),
    onConfirmChange: set('confirm'),
  }
  return { fields, set, errors, setErrors, smsRefusal, setSmsRefusal, mobileCaptcha, newPassword }
}
