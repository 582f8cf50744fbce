import { isLocale, LOCALES, setLocale, useLocale, useT } from '@erp/ui-kit/i18n'
import { cn } from '@erp/ui-kit/cn'
import { Select, type SelectProps } from '@erp/ui-kit/select'

type LocaleSwitchProps = Omit<SelectProps, 'value' | 'defaultValue' | 'onValueChange' | 'options'>

/** The language of the screen, 中文 or English, remembered in this browser by setLocale. */
export function LocaleSwitch({ className, ...props }: LocaleSwitchProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <Select
      aria-label={t('语言')}
      data-slot="locale-switch"
      className={cn('w-auto shrink-0', className)}
      value={locale}
      onValueChange={(next) => {
        if (isLocale(next)) void setLocale(next)
      }}
      options={LOCALES.map((option) => ({ value: option.value, label: option.label }))}
      {...props}
    />
  )
}
