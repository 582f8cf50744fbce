import { isLocale, LOCALES, setLocale, useLocale, useT } from '@erp/ui-kit/i18n'
import { cn } from '@erp/ui-kit/cn'
import type { SelectHTMLAttributes } from 'react'

type LocaleSwitchProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>

/** Issue 10: the language of the screen, 中文 or English, remembered in this browser by setLocale. */
export function LocaleSwitch({ className, ...props }: LocaleSwitchProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <select
      aria-label={t('语言')}
      data-slot="locale-switch"
      className={cn(
        'h-8 rounded border border-border bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
      value={locale}
      onChange={(event) => {
        const next = event.target.value
        if (isLocale(next)) void setLocale(next)
      }}
      {...props}
    >
      {LOCALES.map((option) => (
        <option key={option.value} value={option.value} lang={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
