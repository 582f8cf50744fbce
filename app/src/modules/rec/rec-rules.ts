import { msg, t } from '@erp/ui-kit/i18n'
import type { FieldValue, FormValues } from '../../lib/resource/resource-definition'

/**
 * The recruitment forms' own range and date rules, with friendly messages before anything is sent (the server
 * checks the same: a raw '请求参数不正确: body.headcount must be >= 1' is never what a person reads).
 */

const blank = (value: FieldValue | undefined) =>
  value === null || value === undefined || String(value).trim() === ''

/** Today as YYYY-MM-DD in the browser's time zone. */
export const todayText = (now: Date = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

/** A whole number from `min` to `max` ('招聘人数至少为 1', '面试轮次最多为 10'). */
export const wholeNumberIn =
  (label: string, min: number, max: number) =>
  (value: FieldValue): string | null => {
    if (blank(value)) return null
    const number = Number(value)
    if (!Number.isInteger(number)) return t('{{label}}须为整数', { label: t(label) })
    if (number < min) return t('{{label}}至少为 {{min}}', { label: t(label), min })
    if (number > max) return t('{{label}}最多为 {{max}}', { label: t(label), max })
    return null
  }

/** Money: not negative, at most two decimals (refused, never rounded silently). */
export const moneyRule =
  (label: string) =>
  (value: FieldValue): string | null => {
    if (blank(value)) return null
    const text = String(value).trim()
    if (Number(text) < 0) return t('{{label}}不能为负数', { label: t(label) })
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return t('{{label}}最多保留两位小数', { label: t(label) })
    return null
  }

export const DEADLINE_PASSED = msg('招聘中的需求截止日期不能早于今天')

/** An open requisition (招聘中) with a deadline that has passed. */
export const deadlineRule = (value: FieldValue, values: FormValues): string | null =>
  values.status === 'open' && !blank(value) && String(value).slice(0, 10) < todayText()
    ? t(DEADLINE_PASSED)
    : null

/** An interview more than 30 days back may be a typing mistake (2020 for 2026): warned, not refused. */
export const interviewTimeWarning = (value: FieldValue, _values?: FormValues, now: Date = new Date()) => {
  if (blank(value)) return null
  const time = new Date(String(value).replace(' ', 'T'))
  if (Number.isNaN(time.getTime())) return null
  const days = (now.getTime() - time.getTime()) / 86_400_000
  return days > 30 ? t('面试时间在 {{days}} 天以前，请确认日期', { days: Math.floor(days) }) : null
}
