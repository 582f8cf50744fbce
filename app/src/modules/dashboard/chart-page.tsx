import { useQuery } from '@tanstack/react-query'
import { usePageTitle } from '../../hooks/use-page-title'
import { BarChart } from './charts/bar-chart'
import type { ChartSeries } from './charts/chart-types'
import { LineChart } from './charts/line-chart'
import { LoadError, Panel, yuan } from './dashboard-parts'
import { CHART_DAYS, moduleChartsQuery, type ModuleChartDay } from './dashboard-queries'

export const CHART_TEXT = {
  title: '图表页',
  attendance: `近 ${CHART_DAYS} 天每日出勤`,
  takings: `近 ${CHART_DAYS} 天每日食堂消费`,
  inspections: `近 ${CHART_DAYS} 天每日检验结果`,
  repairs: '报修单按状态',
  scheduled: '排班人数',
  clockedIn: '出勤人数',
  amount: '消费额（元）',
  passed: '合格',
  failed: '不合格',
  orders: '报修单数',
  noRepairs: '还没有报修单',
} as const

/** The repair workflow's statuses as the repair list names them. */
export const REPAIR_STATUS_TEXT: Record<string, string> = {
  submitted: '已提交',
  assigned: '已派工',
  in_progress: '维修中',
  done: '已完成',
  confirmed: '已确认',
  cancelled: '已取消',
}

const shortDay = (day: ModuleChartDay) => day.day.slice(5)
const fullDay = (day: ModuleChartDay) => day.day

const ATTENDANCE: ReadonlyArray<ChartSeries<ModuleChartDay>> = [
  { key: 'scheduled', name: CHART_TEXT.scheduled, value: (day) => day.scheduled, tone: 'muted' },
  { key: 'clockedIn', name: CHART_TEXT.clockedIn, value: (day) => day.clockedIn, tone: 'primary' },
]
const TAKINGS: ReadonlyArray<ChartSeries<ModuleChartDay>> = [
  { key: 'takings', name: CHART_TEXT.amount, value: (day) => day.takings, tone: 'primary' },
]
const INSPECTIONS: ReadonlyArray<ChartSeries<ModuleChartDay>> = [
  { key: 'passed', name: CHART_TEXT.passed, value: (day) => day.inspectionsPassed, tone: 'success' },
  { key: 'failed', name: CHART_TEXT.failed, value: (day) => day.inspectionsFailed, tone: 'danger' },
]
type StatusCount = { status: string; count: number }
const REPAIRS: ReadonlyArray<ChartSeries<StatusCount>> = [
  { key: 'count', name: CHART_TEXT.orders, value: (row) => row.count, tone: 'primary' },
]
const statusText = (row: StatusCount) => REPAIR_STATUS_TEXT[row.status] ?? row.status

/** 图表页 (SPEC §2 dashboard group): the business modules' figures per day, and the repair orders by status. */
export function ChartPage() {
  usePageTitle(CHART_TEXT.title)
  const charts = useQuery(moduleChartsQuery())
  const data = charts.data
  return (
    <div className="space-y-4">
      <LoadError errors={[charts.error]} />
      {data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <Panel id="chart-attendance-heading" title={CHART_TEXT.attendance}>
            <BarChart
              title={CHART_TEXT.attendance}
              rows={data.days}
              category={shortDay}
              rowHeader={fullDay}
              categoryHeader="日期"
              series={ATTENDANCE}
            />
          </Panel>
          <Panel id="chart-takings-heading" title={CHART_TEXT.takings}>
            <LineChart
              title={CHART_TEXT.takings}
              rows={data.days}
              category={shortDay}
              rowHeader={fullDay}
              categoryHeader="日期"
              series={TAKINGS}
              format={yuan}
            />
          </Panel>
          <Panel id="chart-inspections-heading" title={CHART_TEXT.inspections}>
            <BarChart
              title={CHART_TEXT.inspections}
              rows={data.days}
              category={shortDay}
              rowHeader={fullDay}
              categoryHeader="日期"
              series={INSPECTIONS}
            />
          </Panel>
          <Panel id="chart-repairs-heading" title={CHART_TEXT.repairs}>
            {data.repairsByStatus.length ? (
              <BarChart
                title={CHART_TEXT.repairs}
                rows={data.repairsByStatus}
                category={statusText}
                categoryHeader="状态"
                series={REPAIRS}
                tableVisible
              />
            ) : (
              <p className="text-sm text-muted-foreground">{CHART_TEXT.noRepairs}</p>
            )}
          </Panel>
        </div>
      ) : null}
    </div>
  )
}

export default ChartPage
