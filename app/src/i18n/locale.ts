import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { getLocale, onLocaleChange, setLocale, storedLocale, type Locale } from '@erp/ui-kit/i18n'
import './catalogues'

/** dayjs names weekdays and months in the language of the screen. */
export const dayjsLocaleOf = (locale: Locale) => (locale === 'en-US' ? 'en' : 'zh-cn')

dayjs.locale(dayjsLocaleOf(getLocale()))
onLocaleChange((next) => dayjs.locale(dayjsLocaleOf(next)))

/**
 * Applies the language remembered in this browser before the first render, so an English user never
 * sees a Chinese screen first (English loads its catalogues, a separate chunk, before resolving).
 */
export async function applyStoredLocale(): Promise<void> {
  const stored = storedLocale()
  try {
    await setLocale(stored)
  } catch {
    // The English chunk could not be loaded (offline, a new release): the screen stays in Chinese.
    if (stored !== 'zh-CN') await setLocale('zh-CN')
  }
}
