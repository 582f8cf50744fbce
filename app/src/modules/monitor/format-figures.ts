import { formatDateTime } from '@erp/ui-kit/format'
import { t } from '@erp/ui-kit/i18n'

/** Display formats for monitoring figures; null (a figure the server does not have) is always '不可用'. */
const unavailable = () => t('不可用')

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const

/** 1536 → '1.50 KB'. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return unavailable()
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${UNITS[unit]}`
}

/** A 0–1 ratio → '12.34%'. */
export function formatRatio(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return unavailable()
  return `${(ratio * 100).toFixed(2)}%`
}

/** Seconds → '2天 3小时 4分 5秒'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return unavailable()
  const total = Math.floor(seconds)
  const parts: [number, (n: number) => string][] = [
    [Math.floor(total / 86_400), (n) => t('{{n}}天', { n })],
    [Math.floor((total % 86_400) / 3_600), (n) => t('{{n}}小时', { n })],
    [Math.floor((total % 3_600) / 60), (n) => t('{{n}}分', { n })],
    [total % 60, (n) => t('{{n}}秒', { n })],
  ]
  const first = parts.findIndex(([amount]) => amount > 0)
  return parts
    .slice(first === -1 ? parts.length - 1 : first)
    .map(([amount, label]) => label(amount))
    .join(' ')
}

/** Seconds since the epoch → 'YYYY-MM-DD HH:mm:ss'. */
export function formatEpochSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return unavailable()
  return formatDateTime(seconds * 1000)
}

/** A plain count or figure. */
export function formatCount(value: number | null, decimals?: number): string {
  if (value === null || !Number.isFinite(value)) return unavailable()
  return decimals === undefined ? String(value) : value.toFixed(decimals)
}

/** Seconds → milliseconds text, '12.30 ms'. */
export function formatSecondsAsMs(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return unavailable()
  return `${(seconds * 1000).toFixed(2)} ms`
}
