import { Input } from '@erp/ui-kit/input'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { messageOf } from '../../lib/api-errors'
import type { ControlProps } from '../../lib/resource/resource-definition'
import { qcKeys } from './api/qc-options'
import { matchDangerAddresses, type DangerAddress } from './api/register-api'
import { useT, t, msg } from '@erp/ui-kit/i18n'

/** How long typing must pause before the address is checked (a blur checks at once). */
export const DANGER_DEBOUNCE_MS = 400

export const RISK_TEXT: Record<string, string> = { L: msg('低'), M: msg('中'), H: msg('高') }

export const DANGER_MESSAGES = {
  title: msg('该验货地址命中危险地址，请注意安全：'),
  line: (match: DangerAddress) => {
    const risk = RISK_TEXT[match.riskLevel ?? '']
    const level = risk ? t(risk) : (match.riskLevel ?? t('未知'))
    const address = match.address ?? ''
    return match.reason
      ? t('{{address}}（风险{{level}}：{{reason}}）', { address, level, reason: match.reason })
      : t('{{address}}（风险{{level}}）', { address, level })
  },
  hint: msg('仅为提醒，仍可保存'),
}

/** The warning listing the danger addresses an address matches (nothing when none). */
export function DangerAddressWarning({ matches }: { matches: readonly DangerAddress[] }) {
  const t = useT()
  if (!matches.length) return null
  return (
    <div
      role="alert"
      data-slot="danger-address-warning"
      className="mt-1 rounded border border-warning bg-warning/10 px-3 py-2 text-sm text-foreground"
    >
      <p className="font-medium">
        <span aria-hidden="true">⚠ </span>
        {t(DANGER_MESSAGES.title)}
      </p>
      <ul className="ml-4 list-disc">
        {matches.map((match) => (
          <li key={match.id}>{DANGER_MESSAGES.line(match)}</li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t(DANGER_MESSAGES.hint)}</p>
    </div>
  )
}

/** The danger addresses of `address`, asked for once it is at least two characters long. */
export function useDangerMatches(address: string) {
  return useQuery({
    queryKey: qcKeys.danger(address),
    queryFn: () => matchDangerAddresses(address),
    enabled: address.trim().length >= 2,
    staleTime: 30_000,
  })
}

/**
 * 验货地址: a text input checked against the danger addresses after a pause in typing and on blur; the
 * matches are shown as a warning under it (a warning only: the form still saves).
 */
export function RegisterAddressField({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
  describedBy,
}: ControlProps) {
  const t = useT()
  const text = value === null || value === undefined ? '' : String(value)
  const [checked, setChecked] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setChecked(text), DANGER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const matches = useDangerMatches(checked)
  return (
    <div>
      <Input
        id={id}
        value={text}
        disabled={disabled}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={t('请输入验货地址')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          setChecked(text)
          onBlur()
        }}
      />
      {matches.error ? (
        <p className="mt-1 text-xs text-muted-foreground">{messageOf(matches.error)}</p>
      ) : (
        <DangerAddressWarning matches={checked.trim().length >= 2 ? (matches.data ?? []) : []} />
      )}
    </div>
  )
}
