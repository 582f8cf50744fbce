import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { MonthPicker } from '@erp/ui-kit/date-picker'
import { Select } from '@erp/ui-kit/select'
import { Pagination } from '@erp/ui-kit/pagination'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { messageOf } from '../../lib/api-errors'
import { ExcelActions } from '../../lib/resource/excel-actions'
import { useDictOptions } from '../../lib/resource/use-dict-options'
import { useDepartOptions } from './api/departs'
import { currentMonth } from './api/month'
import { summaryQuery, type SummaryRow } from './api/summary'
import { msg, t, useT } from '@erp/ui-kit/i18n'

export type { SummaryRow } from './api/summary'

export const SUMMARY_MESSAGES = {
  title: msg('月度汇总'),
  month: msg('月份'),
  depart: msg('部门'),
  allDeparts: msg('全部部门'),
  caption: (month: string) => t('{{month}} 考勤月度汇总', { month }),
  rules: msg(
    '迟到：首次上班打卡晚于上班时间加宽限；早退：最后下班打卡早于下班时间减宽限；旷工：已结束的排班日没有打卡也没有已批准的请假；加班：下班打卡超过下班时间，每满 30 分钟计 0.5 小时；夜班跨零点，次日下班。',
  ),
} as const

const hours = (value: number) => (value ? String(value) : '0')

/** The leave hours of a row as '年假 8，病假 4' (dictionary leave_type texts). */
export function leaveText(byType: Record<string, number>, texts: ReadonlyMap<string, string>): string {
  const parts = Object.entries(byType)
    .filter(([, value]) => value > 0)
    .map(([type, value]) => `${texts.get(type) ?? type} ${value}`)
  return parts.length ? parts.join(t('，')) : '—'
}

/** 月度汇总 (docs/modules.md att monthly summary): read only, computed by the server. */
export default function MonthlySummaryPage() {
  const t = useT()
  const [month, setMonth] = useState(currentMonth)
  const [departId, setDepartId] = useState('')
  const [pageNo, setPageNo] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const departs = useDepartOptions()
  const leaveTypes = useDictOptions('leave_type')
  const leaveTexts = new Map(leaveTypes.map((option) => [option.value, option.label]))
  const monthId = useId()
  const departSelectId = useId()
  const request = { month, pageNo, pageSize, ...(departId ? { departId } : {}) }
  const query = useQuery({
    ...summaryQuery(request),
    enabled: /^\d{4}-(0[1-9]|1[0-2])$/.test(month),
    placeholderData: keepPreviousData,
  })
  const columns: DataColumn<SummaryRow>[] = [
    { key: 'workNo', title: t('工号'), width: 90 },
    { key: 'realname', title: t('姓名'), width: 90 },
    { key: 'scheduledDays', title: t('排班天数'), align: 'right' },
    { key: 'attendedDays', title: t('出勤天数'), align: 'right' },
    { key: 'lateCount', title: t('迟到次数'), align: 'right' },
    { key: 'lateMinutes', title: t('迟到分钟'), align: 'right' },
    { key: 'earlyLeaveCount', title: t('早退次数'), align: 'right' },
    { key: 'absentDays', title: t('旷工天数'), align: 'right' },
    {
      key: 'leaveHours',
      title: t('请假(小时)'),
      render: (row) =>
        row.leaveHours
          ? t('{{hours}}（{{detail}}）', {
              hours: row.leaveHours,
              detail: leaveText(row.leaveHoursByType, leaveTexts),
            })
          : '0',
    },
    {
      key: 'overtimeHours',
      title: t('加班(小时)'),
      align: 'right',
      render: (row) => hours(row.overtimeHours),
    },
  ]
  const total = query.data?.total ?? 0
  return (
    <div className="flex flex-col gap-3 p-4">
      <h1 className="text-lg font-semibold">{t(SUMMARY_MESSAGES.title)}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={monthId} className="flex flex-col gap-1 text-sm">
          {t(SUMMARY_MESSAGES.month)}
          <MonthPicker
            id={monthId}
            wrapperClassName="w-36"
            value={month}
            onValueChange={(next) => {
              setMonth(next)
              setPageNo(1)
            }}
          />
        </label>
        <label htmlFor={departSelectId} className="flex flex-col gap-1 text-sm">
          {t(SUMMARY_MESSAGES.depart)}
          <Select
            id={departSelectId}
            className="w-48"
            value={departId}
            onValueChange={(next) => {
              setDepartId(next)
              setPageNo(1)
            }}
            placeholder={t(SUMMARY_MESSAGES.allDeparts)}
            allowClear
            options={departs.map((depart) => ({ value: depart.value, label: depart.label }))}
          />
        </label>
        <div className="ml-auto">
          <ExcelActions
            title={SUMMARY_MESSAGES.caption(month)}
            exportPath="/att/summary/exportXls"
            query={{ month, ...(departId ? { departId } : {}) }}
            selectedIds={[]}
            onImported={() => undefined}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t(SUMMARY_MESSAGES.rules)}</p>
      {query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(query.error)}
        </p>
      ) : null}
      <DataTable<SummaryRow>
        caption={SUMMARY_MESSAGES.caption(month)}
        columns={columns}
        rows={query.data?.records ?? []}
        rowKey={(row) => row.personId}
        loading={query.isFetching}
      />
      <Pagination
        pageNo={pageNo}
        pageSize={pageSize}
        total={total}
        onChange={(page, size) => {
          setPageNo(page)
          setPageSize(size)
        }}
      />
    </div>
  )
}
