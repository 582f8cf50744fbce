import { Button } from '@erp/ui-kit/button'
import { msg, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import cronstrue from 'cronstrue'
import 'cronstrue/locales/zh_CN'
import { useId } from 'react'
import type { ControlProps } from '../../../lib/resource/resource-definition'

/**
 * The cron expression of a job (Quartz syntax: seconds first, `?` for "no specific value") with a few presets and
 * a plain-language description (cronstrue, about 45 kB, loaded with this page only). The server still checks the
 * expression: its refusal (cron表达式不正确：…) is shown by the form when saving.
 */

export const CRON_PRESETS = [
  { label: msg('每秒'), value: '* * * * * ?' },
  { label: msg('每分钟'), value: '0 * * * * ?' },
  { label: msg('每小时'), value: '0 0 * * * ?' },
  { label: msg('每天零点'), value: '0 0 0 * * ?' },
] as const

export const CRON_MESSAGES = {
  presets: msg('常用表达式'),
  invalid: msg('无法解析该表达式，请检查（秒 分 时 日 月 周 [年]）'),
  hint: msg('格式：秒 分 时 日 月 周 [年]，例如 0/30 * * * * ? 表示每 30 秒'),
}

/** The expression in words (Chinese), or null when it cannot be read. */
export function describeCron(expression: string): string | null {
  const text = expression.trim()
  if (!text) return null
  const parts = text.split(/\s+/)
  if (parts.length < 6 || parts.length > 7) return null
  try {
    return cronstrue.toString(text, {
      locale: 'zh_CN',
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
      verbose: false,
    })
  } catch {
    return null
  }
}

export function CronField({ id, value, onChange, onBlur, invalid, disabled }: ControlProps) {
  const t = useT()
  const describedId = useId()
  const text = value === null || value === undefined ? '' : String(value)
  const description = describeCron(text)
  return (
    <div className="space-y-1">
      <Input
        id={id}
        value={text}
        disabled={disabled}
        invalid={invalid}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        placeholder="0/30 * * * * ?"
        aria-describedby={describedId}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      />
      <div role="group" aria-label={t(CRON_MESSAGES.presets)} className="flex flex-wrap items-center gap-1">
        {CRON_PRESETS.map((preset) => (
          <Button
            key={preset.value}
            size="sm"
            disabled={disabled}
            aria-pressed={text.trim() === preset.value}
            onClick={() => {
              onChange(preset.value)
              onBlur()
            }}
          >
            {t(preset.label)}
          </Button>
        ))}
      </div>
      <p id={describedId} aria-live="polite" className="text-xs text-muted-foreground">
        {text.trim() === '' ? (
          t(CRON_MESSAGES.hint)
        ) : description ? (
          <span data-testid="cron-description">{description}</span>
        ) : (
          <span className="text-danger-strong">{t(CRON_MESSAGES.invalid)}</span>
        )}
      </p>
    </div>
  )
}
