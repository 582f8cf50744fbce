import { isLocale, LOCALES, setLocale, useLocale, useT, type Locale } from '@erp/ui-kit/i18n'
import { cn } from '@erp/ui-kit/cn'
import { Segmented, type SegmentedProps } from '@erp/ui-kit/segmented'

type LocaleSwitchProps = Omit<SegmentedProps<Locale>, 'value' | 'defaultValue' | 'onValueChange' | 'options'>

/**
 * The language of the screen, 中文 or English, remembered in this browser by setLocale. Two choices, both in
 * view: a segmented control (a radio group), light enough for the sign-in page's budget, where a popup
 * select would bring its positioning library along.
 */
export function LocaleSwitch({ className, ...props }: LocaleSwitchProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <Segmented
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
