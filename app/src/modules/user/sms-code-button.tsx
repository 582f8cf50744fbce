import { useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { useMutation } from '@tanstack/react-query'
import { sendSmsCode } from './api/sign-in-api'
import { messageOf } from '../../lib/api-errors'
import { useCountdown } from '../../hooks/use-countdown'

/** Seconds before another code may be requested (upstream Login/Register pages). */
export const SMS_RESEND_SECONDS = 60

export type SmsMode = Parameters<typeof sendSmsCode>[1]

export interface SmsCodeButtonProps {
  mobile: string
  /** '0' sign-in, '1' registration, '2' forgotten password (POST /sys/sms). */
  smsmode: SmsMode
  /** Checks the mobile field (showing its error) and says whether a code may be requested. */
  validateMobile: () => boolean
  /** The outcome: null when the code was sent, else the message to show. */
  onOutcome: (refusal: string | null) => void
  className?: string
}

/**
 * '获取验证码': POST /sys/sms for the typed mobile number, then 60 s during which the button is disabled
 * and shows the seconds left. A refusal (e.g. '验证码10分钟内，仍然有效！') ends the countdown.
 */
export function SmsCodeButton({ mobile, smsmode, validateMobile, onOutcome, className }: SmsCodeButtonProps) {
  const t = useT()
  const countdown = useCountdown()
  const send = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => sendSmsCode(mobile, smsmode),
    onSuccess: () => onOutcome(null),
    onError: (error) => {
      countdown.stop()
      onOutcome(messageOf(error))
    },
  })

  const request = () => {
    if (!validateMobile()) return
    countdown.start(SMS_RESEND_SECONDS)
    send.mutate()
  }

  const counting = countdown.remaining > 0
  return (
    <Button
      className={className}
      onClick={request}
      disabled={counting || send.isPending}
      data-state={counting ? 'counting' : undefined}
    >
      {counting ? `${countdown.remaining} s` : t('获取验证码')}
    </Button>
  )
}
