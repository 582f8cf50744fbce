import { formatDateTime } from '@erp/ui-kit/format'

/** Display formats for monitoring figures; null (a figure the server does not have) is always '不可用'. */
const UNAVAILABLE = '不可用'

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const

/** 1536 → '1.50 KB'. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return UNAVAILABLE
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
  if (ratio === null || !Number.isFinite(ratio)) return UNAVAILABLE
  return `${(ratio * 100).toFixed(2)}%`
}

/** Seconds → '2天 3小时 4分 5秒'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return UNAVAILABLE
  const total = Math.floor(seconds)
  const parts: [number, string][] = [
    [Math.floor(total / 86_400), '天'],
    [Math.floor((total % 86_400) / 3_600), '小时'],
    [Math.floor((total % 3_600) / 60), '分'],
    [total % 60, '秒'],
  ]
  const first = parts.findIndex(([amount]) => amount > 0)
  return parts
    .slice(first === -1 ? parts.length - 1 : first)
    .map(([amount, label]) => `${amount}${label}`)
    .join(' ')
}

/** Seconds since the epoch → 'YYYY-MM-DD HH:mm:ss'. */
export function formatEpochSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return UNAVAILABLE
  return formatDateTime(seconds * 1000)
}

/** A plain count or figure. */
export function formatCount(value: number | null, decimals?: number): string {
  if (value === null || !Number.isFinite(value)) return UNAVAILABLE
  return decimals === undefined ? String(value) : value.toFixed(decimals)
}

/** Seconds → milliseconds text, '12.30 ms'. */
export function formatSecondsAsMs(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return UNAVAILABLE
  return `${(seconds * 1000).toFixed(2)} ms`
}
