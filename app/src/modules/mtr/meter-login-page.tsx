import { Button } from '@erp/ui-kit/button'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { meterLogin } from './api/self-service'
import { useMeterSession } from './meter-session-store'
import { METER_PATHS, MeterCard, MeterShell } from './self-service-layout'
import { useT, t } from '@erp/ui-kit/i18n'

interface Errors {
  meterNo?: string
  phoneLast4?: string
}

function validate(meterNo: string, phoneLast4: string): Errors {
  const errors: Errors = {}
  if (meterNo.trim() === '') errors.meterNo = t('请输入电表号')
  if (!/^\d{4}$/.test(phoneLast4)) errors.phoneLast4 = t('请输入户主手机号的后四位数字')
  return errors
}

/** docs/spec.md §2 `/sdn/step/form/login`: the meter number and the owner's phone ending → a 15-minute meter token. */
export default function MeterLoginPage() {
  const t = useT()
  const [meterNo, setMeterNo] = useState('')
  const [phoneLast4, setPhoneLast4] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const signIn = useMeterSession((state) => state.signIn)
  const navigate = useNavigate()
  const from = (useLocation().state as { from?: unknown } | null)?.from
  const login = useMutation({
    mutationFn: () => meterLogin(meterNo.trim(), phoneLast4),
    meta: { handlesErrors: true },
    onSuccess: ({ token, expiresIn }) => {
      signIn(token, expiresIn)
      navigate(typeof from === 'string' && from.startsWith('/sdn/') ? from : METER_PATHS.info, {
        replace: true,
      })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validate(meterNo, phoneLast4)
    setErrors(found)
    if (!found.meterNo && !found.phoneLast4) login.mutate()
  }

  return (
    <MeterShell title={t('电表登录')}>
      <MeterCard>
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('电表登录')}>
          <FormField label={t('电表号')} error={errors.meterNo ?? null}>
            <Input
              autoComplete="off"
              placeholder={t('如 M0001')}
              value={meterNo}
              invalid={Boolean(errors.meterNo)}
              onChange={(event) => setMeterNo(event.target.value)}
            />
          </FormField>
          <FormField label={t('户主手机号后四位')} error={errors.phoneLast4 ?? null}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={phoneLast4}
              invalid={Boolean(errors.phoneLast4)}
              onChange={(event) => setPhoneLast4(event.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          {login.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(login.error)}
            </p>
          ) : null}
          <Button type="submit" variant="primary" size="lg" className="w-full" loading={login.isPending}>
            {t('登录')}
          </Button>
        </form>
      </MeterCard>
      <p className="text-xs text-muted-foreground">{t('登录 15 分钟内有效，只能查看和充值本电表。')}</p>
    </MeterShell>
  )
}
