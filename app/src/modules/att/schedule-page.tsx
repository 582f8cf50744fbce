import { MonthPicker } from '@erp/ui-kit/date-picker'
import { Select } from '@erp/ui-kit/select'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState } from 'react'
import { messageOf } from '../../lib/api-errors'
import { useDepartOptions } from './api/departs'
import { currentMonth } from './api/month'
import { scheduleMonthQuery } from './api/schedules'
import { SCHEDULE_MESSAGES } from './schedule-model'
import { useT } from '@erp/ui-kit/i18n'

export { REST, SCHEDULE_MESSAGES, changedCells, dayTitle, toGridRows } from './schedule-model'
export type { GridRow, ScheduleMonth } from './schedule-model'

/** The grid (AG Grid, ≈ 230 KB gzip) arrives as its own chunk while the month and department load. */
const ScheduleGrid = lazy(() => import('./schedule-grid'))

/** 排班 (docs/modules.md att schedule): the month grid, rows = people, one shift select per day. */
export default function SchedulePage() {
  const t = useT()
  const [month, setMonth] = useState(currentMonth)
  const [departId, setDepartId] = useState('')
  const departs = useDepartOptions()
  const monthId = useId()
  const departSelectId = useId()
  const query = useQuery({
    ...scheduleMonthQuery(month, departId),
    enabled: /^\d{4}-(0[1-9]|1[0-2])$/.test(month),
  })
  return (
    <div className="flex flex-col gap-3 p-4">
      <h1 className="text-lg font-semibold">{t(SCHEDULE_MESSAGES.title)}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={monthId} className="flex flex-col gap-1 text-sm">
          {t(SCHEDULE_MESSAGES.month)}
          <MonthPicker id={monthId} wrapperClassName="w-36" value={month} onValueChange={setMonth} />
        </label>
        <label htmlFor={departSelectId} className="flex flex-col gap-1 text-sm">
          {t(SCHEDULE_MESSAGES.depart)}
          <Select
            id={departSelectId}
            className="w-48"
            value={departId}
            onValueChange={setDepartId}
            placeholder={t(SCHEDULE_MESSAGES.allDeparts)}
            allowClear
            options={departs.map((depart) => ({ value: depart.value, label: depart.label }))}
          />
        </label>
      </div>
      {query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(query.error)}
        </p>
      ) : !query.data ? (
        <p className="text-sm">{t(SCHEDULE_MESSAGES.loading)}</p>
      ) : query.data.rows.length === 0 ? (
        <p className="text-sm">{t(SCHEDULE_MESSAGES.empty)}</p>
      ) : (
        <Suspense fallback={<p className="text-sm">{t(SCHEDULE_MESSAGES.loading)}</p>}>
          <ScheduleGrid key={`${month}:${departId}`} data={query.data} month={month} departId={departId} />
        </Suspense>
      )}
    </div>
  )
}
