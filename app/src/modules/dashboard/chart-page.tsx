import { useQuery } from '@tanstack/react-query'
import { usePageTitle } from '../../hooks/use-page-title'
import { BarChart } from './charts/bar-chart'
import type { ChartSeries } from './charts/chart-types'
import { LineChart } from './charts/line-chart'
import { LoadError, Panel, yuan, named } from './dashboard-parts'
import { CHART_DAYS, moduleChartsQuery, type ModuleChartDay } from './api/dashboard-queries'
import { msg, useT } from '@erp/ui-kit/i18n'

export const CHART_TEXT = {
  title: msg('图表页'),
  attendance: msg('近 {{days}} 天每日出勤'),
  takings: msg('近 {{days}} 天每日食堂消费'),
  inspections: msg('近 {{days}} 天每日检验结果'),
  repairs: msg('报修单按状态'),
  scheduled: msg('排班人数'),
  clockedIn: msg('出勤人数'),
  amount: msg('消费额（元）'),
  passed: msg('合格'),
  failed: msg('不合格'),
  orders: msg('报修单数'),
  noRepairs: msg('还没有报修单'),
} as const

/** The repair workflow's statuses as the repair list names them. */
export const REPAIR_STATUS_TEXT: Record<string, string> = {
  submitted: msg('已提交'),
  assigned: msg('已派工'),
  in_progress: msg('维修中'),
  done: msg('已完成'),
  confirmed: msg('已确认'),
  cancelled: msg('已取消'),
}

const shortDay = (day: ModuleChartDay) => day.day.slice(5)
const fullDay = (day: ModuleChartDay) => day.day

const ATTENDANCE: ReadonlyArray<ChartSeries<ModuleChartDay>> = [
  { key: 'scheduled', name: CHART_TEXT.scheduled, value: (day) => day.scheduled ?? 0, tone: 'muted' },
  { key: 'clockedIn', name: CHART_TEXT.clockedIn, value: (day) => day.clockedIn ?? 0, tone: 'primary' },
]
const TAKINGS: ReadonlyArray<ChartSeries<ModuleChartDay>> = [
  { key: 'takings', name: CHART_TEXT.amount, value: (day) => day.takings ?? 0, tone: 'primary' },
]
const INSPECTIONS: ReadonlyArray<ChartSeries<ModuleChartDay>> = [
  { key: 'passed', name: CHART_TEXT.passed, value: (day) => day.inspectionsPassed ?? 0, tone: 'success' },
  { key: 'failed', name: CHART_TEXT.failed, value: (day) => day.inspectionsFailed ?? 0, tone: 'danger' },
]
type StatusCount = { status: string; count: number }
const REPAIRS: ReadonlyArray<ChartSeries<StatusCount>> = [
  { key: 'count', name: CHART_TEXT.orders, value: (row) => row.count, tone: 'primary' },
]
const statusText = (row: StatusCount) => REPAIR_STATUS_TEXT[row.status] ?? row.status

/** Whether the server sent a figure (it leaves out the modules the user holds no page of). */
const sent = (days: readonly ModuleChartDay[], key: keyof ModuleChartDay) =>
  days.some((day) => day[key] !== undefined)

/** 图表页 (docs/spec.md §2 dashboard group): the business modules' figures per day, and the repair orders by status. */
export function ChartPage() {
  const t = useT()
  usePageTitle(t(CHART_TEXT.title))
  const charts = useQuery(moduleChartsQuery())
  const data = charts.data
  return (
    <div className="space-y-4">
      <LoadError errors={[charts.error]} />
      {data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          {sent(data.days, 'clockedIn') ? (
            <Panel id="chart-attendance-heading" title={t(CHART_TEXT.attendance, { days: CHART_DAYS })}>
              <BarChart
                title={t(CHART_TEXT.attendance, { days: CHART_DAYS })}
                rows={data.days}
                category={shortDay}
                rowHeader={fullDay}
                categoryHeader={t('日期')}
                series={named(ATTENDANCE, t)}
              />
            </Panel>
          ) : null}
          {sent(data.days, 'takings') ? (
            <Panel id="chart-takings-heading" title={t(CHART_TEXT.takings, { days: CHART_DAYS })}>
              <LineChart
                title={t(CHART_TEXT.takings, { days: CHART_DAYS })}
                rows={data.days}
                category={shortDay}
                rowHeader={fullDay}
                categoryHeader={t('日期')}
                series={named(TAKINGS, t)}
                format={yuan}
              />
            </Panel>
          ) : null}
          {sent(data.days, 'inspectionsPassed') ? (
            <Panel id="chart-inspections-heading" title={t(CHART_TEXT.inspections, { days: CHART_DAYS })}>
              <BarChart
                title={t(CHART_TEXT.inspections, { days: CHART_DAYS })}
                rows={data.days}
                category={shortDay}
                rowHeader={fullDay}
                categoryHeader={t('日期')}
                series={named(INSPECTIONS, t)}
              />
            </Panel>
          ) : null}
          <Panel id="chart-repairs-heading" title={t(CHART_TEXT.repairs)}>
            {data.repairsByStatus.length ? (
              <BarChart
                title={t(CHART_TEXT.repairs)}
                rows={data.repairsByStatus}
                category={(row) => t(statusText(row))}
                categoryHeader={t('状态')}
                series={named(REPAIRS, t)}
                tableVisible
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t(CHART_TEXT.noRepairs)}</p>
            )}
          </Panel>
        </div>
      ) : null}
    </div>
  )
}

export default ChartPage
