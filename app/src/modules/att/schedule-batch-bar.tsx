import { Button } from '@erp/ui-kit/button'
import { Checkbox } from '@erp/ui-kit/checkbox'
import { DatePicker } from '@erp/ui-kit/date-picker'
import { msg, useT } from '@erp/ui-kit/i18n'
import { Select } from '@erp/ui-kit/select'
import { useId, useState } from 'react'
import { monthWeeks } from './schedule-model'

export const BATCH_MESSAGES = {
  heading: msg('批量排班'),
  shift: msg('班次'),
  range: msg('日期范围'),
  from: msg('开始日期'),
  to: msg('结束日期'),
  skipWeekends: msg('跳过周六、周日'),
  fill: msg('填充'),
  week: msg('复制到的周'),
  copy: msg('复制上周'),
  chooseShift: msg('请选择班次'),
  chooseRange: msg('请选择日期范围'),
  chooseWeek: msg('请选择周'),
  startAfterEnd: msg('开始日期不能晚于结束日期'),
  outsideMonth: msg('日期须在 {{first}} 至 {{last}} 之间'),
  weekOption: (from: string, to: string) => `${from} ~ ${to}`,
  targets: msg('对象：勾选的人员；未勾选时为当前列出的全部人员'),
}

export interface FillRequest {
  value: string
  from: string
  to: string
  skipWeekends: boolean
}

/**
 * 批量排班: a shift on a range of days (weekends skipped if asked), and 复制上周 into a week of the month,
 * both for the checked people (or everyone listed). The grid applies them; nothing is saved until 保存.
 */
export function ScheduleBatchBar({
  days,
  shiftOptions,
  disabled,
  onFill,
  onCopyWeek,
}: {
  days: readonly string[]
  shiftOptions: readonly { value: string; label: string }[]
  disabled: boolean
  onFill: (request: FillRequest) => void
  onCopyWeek: (week: readonly string[]) => void | Promise<void>
}) {
  const t = useT()
  const m = BATCH_MESSAGES
  const headingId = useId()
  const shiftId = useId()
  const rangeId = useId()
  const weekId = useId()
  const skipId = useId()
  const problemId = useId()
  const [value, setValue] = useState('')
  const [range, setRange] = useState<[string, string]>(['', ''])
  const [skipWeekends, setSkipWeekends] = useState(false)
  const [week, setWeek] = useState('')
  const [problem, setProblem] = useState('')
  const [copying, setCopying] = useState(false)
  const weeks = monthWeeks(days)
  const first = days[0] ?? ''
  const last = days.at(-1) ?? ''
  const drawn =
    range[0] && range[1] && range[0] <= range[1] ? { rangeStart: range[0], rangeEnd: range[1] } : {}

  /**
   * What is wrong with the typed range, or ''. The fields take any real date (no min/max: a date the picker
   * refused would silently go back to the old one on blur), so the range is checked here, as it is typed, and
   * 填充 never runs on a range other than the one shown.
   */
  const rangeProblem = ([from, to]: readonly [string, string]) => {
    if ((from && (from < first || from > last)) || (to && (to < first || to > last)))
      return t(m.outsideMonth, { first, last })
    if (from && to && from > to) return t(m.startAfterEnd)
    return ''
  }
  const changeRange = (next: [string, string]) => {
    setRange(next)
    setProblem(rangeProblem(next))
  }
  const rangeInvalid = rangeProblem(range) !== ''
  const fill = () => {
    const [from, to] = range
    if (!value) return setProblem(t(m.chooseShift))
    if (!from || !to) return setProblem(t(m.chooseRange))
    const wrong = rangeProblem(range)
    if (wrong) return setProblem(wrong)
    setProblem('')
    onFill({ value, from, to, skipWeekends })
  }
  const copy = async () => {
    const chosen = weeks.find((entry) => entry.monday === week)
    if (!chosen) return setProblem(t(m.chooseWeek))
    setProblem('')
    setCopying(true)
    try {
      await onCopyWeek(chosen.days)
    } finally {
      setCopying(false)
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded border border-border bg-muted/40 p-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-sm font-semibold">
          {t(m.heading)}
        </h2>
        <p className="text-xs text-muted-foreground">{t(m.targets)}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={shiftId} className="flex flex-col gap-1">
          {t(m.shift)}
          <Select
            id={shiftId}
            className="w-40"
            value={value}
            onValueChange={setValue}
            placeholder={t(m.chooseShift)}
            options={shiftOptions}
            disabled={disabled}
          />
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={rangeId}>{t(m.range)}</label>
          <div role="group" className="flex w-72 items-center gap-1">
            <DatePicker
              id={rangeId}
              aria-label={t(m.from)}
              placeholder={t(m.from)}
              value={range[0]}
              disabled={disabled}
              invalid={rangeInvalid}
              aria-describedby={problem ? problemId : undefined}
              onValueChange={(next) => changeRange([next, range[1]])}
              {...drawn}
            />
            <span aria-hidden="true" className="text-muted-foreground">
              ~
            </span>
            <DatePicker
              aria-label={t(m.to)}
              placeholder={t(m.to)}
              value={range[1]}
              disabled={disabled}
              invalid={rangeInvalid}
              aria-describedby={problem ? problemId : undefined}
              onValueChange={(next) => changeRange([range[0], next])}
              {...drawn}
            />
          </div>
        </div>
        <label htmlFor={skipId} className="flex h-8 items-center gap-2">
          <Checkbox
            id={skipId}
            checked={skipWeekends}
            disabled={disabled}
            onCheckedChange={(checked) => setSkipWeekends(checked === true)}
          />
          {t(m.skipWeekends)}
        </label>
        <Button variant="primary" disabled={disabled} onClick={fill}>
          {t(m.fill)}
        </Button>
        <span aria-hidden="true" className="hidden h-8 border-l border-border md:block" />
        <label htmlFor={weekId} className="flex flex-col gap-1">
          {t(m.week)}
          <Select
            id={weekId}
            className="w-52"
            value={week}
            onValueChange={setWeek}
            placeholder={t(m.chooseWeek)}
            options={weeks.map((entry) => ({
              value: entry.monday,
              label: m.weekOption(entry.days[0] ?? '', entry.days.at(-1) ?? ''),
            }))}
            disabled={disabled}
          />
        </label>
        <Button disabled={disabled} loading={copying} onClick={() => void copy()}>
          {t(m.copy)}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-danger-strong">
          {problem}
        </p>
      ) : null}
    </section>
  )
}
