import { useT } from '@erp/ui-kit/i18n'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { mobileProblem, passwordProblem, passwordStrength } from './account-rules'
import { SmsCodeButton } from './sms-code-button'

/** The field groups the sign-in, registration and password-recovery forms share. */

interface MobileCaptchaProps {
  mobile: string
  captcha: string
  errors: { mobile?: string | undefined; captcha?: string | undefined }
  onMobileChange: (value: string) => void
  onCaptchaChange: (value: string) => void
  /** Shows (or clears) the mobile field's error when the code is requested. */
  onMobileChecked: (problem: string | undefined) => void
  /** What the SMS code is for (POST /sys/sms smsmode): '0' sign-in, '1' registration, '2' recovery. */
  smsmode: '0' | '1' | '2'
  /** The server's refusal of the code request, or null when it was sent. */
  onSmsOutcome: (refusal: string | null) => void
}

/** Mobile number, SMS code and the button that sends the code (with its 60 s countdown). */
export function MobileCaptchaFields({
  mobile,
  captcha,
  errors,
  onMobileChange,
  onCaptchaChange,
  onMobileChecked,
  smsmode,
  onSmsOutcome,
}: MobileCaptchaProps) {
  const t = useT()
  return (
    <>
      <FormField label={t('手机号')} error={errors.mobile}>
        <Input
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={mobile}
          invalid={Boolean(errors.mobile)}
          onChange={(event) => onMobileChange(event.target.value)}
        />
      </FormField>
      <div className="flex items-start gap-2">
        <FormField label={t('验证码')} error={errors.captcha} className="flex-1">
          <Input
            name="captcha"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={captcha}
            invalid={Boolean(errors.captcha)}
            onChange={(event) => onCaptchaChange(event.target.value)}
          />
        </FormField>
        <SmsCodeButton
          className="mt-6 w-28"
          mobile={mobile}
          smsmode={smsmode}
          validateMobile={() => {
            const problem = mobileProblem(mobile)
            onMobileChecked(problem)
            return !problem
          }}
          onOutcome={onSmsOutcome}
        />
      </div>
    </>
  )
}

/** The server's refusal of a sign-in, registration or recovery step (or of its SMS code), or nothing. */
export function RefusalAlert({ refusal, id }: { refusal: string | null; id?: string }) {
  return refusal ? (
    <p id={id} role="alert" className="text-sm text-danger-strong">
      {refusal}
    </p>
  ) : null
}

interface NewPasswordProps {
  password: string
  confirm: string
  errors: { password?: string | undefined; confirm?: string | undefined }
  onPasswordChange: (value: string) => void
  onConfirmChange: (value: string) => void
  labels?: { password: string; confirm: string }
}

/** A new password with its strength hint, and its confirmation. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  onPasswordChange,
  onConfirmChange,
  labels: labelsProp,
}: NewPasswordProps) {
  const t = useT()
  const labels = labelsProp ?? { password: t('密码'), confirm: t('确认密码') }
  // A typed password is checked as it is typed (the complexity rule, or nothing once it holds);
  // an empty one shows what the last submit found ('请输入密码').
  const passwordError = password ? passwordProblem(password) : errors.password
  return (
    <>
      <FormField
        label={labels.password}
        error={passwordError}
        hint={
          password
            ? t('密码强度：{{strength}}', { strength: t(passwordStrength(password)) })
            : t('至少8位，包含字母、数字和特殊符号')
        }
      >
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          invalid={Boolean(passwordError)}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      </FormField>
      <FormField label={labels.confirm} error={errors.confirm}>
        <Input
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          invalid={Boolean(errors.confirm)}
          onChange={(event) => onConfirmChange(event.target.value)}
        />
      </FormField>
    </>
  )
}
