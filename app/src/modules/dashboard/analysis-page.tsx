import { useQuery } from '@tanstack/react-query'
import { usePageTitle } from '../../hooks/use-page-title'
import { greetingFor } from '../../lib/greeting'
import { callOrRefuse } from '../../lib/resource/crud-client'
import { useSession } from '../../stores/session-store'
import { BarChart } from './charts/bar-chart'
import type { ChartSeries } from './charts/chart-types'
import { count, Figure, LoadError, yuan } from './dashboard-parts'

interface LoginInfo {
  totalVisitCount: number
  todayVisitCount: number
  todayIp: number
}
interface VisitDay {
  visit: number
  ip: number
  tian: string
  type: string
}
export interface ModuleFigures {
  openRepairs: number
  scheduledToday: number
  clockedInToday: number
  canteenTakingsToday: number
  canteenTakingsMonth: number
  inspectionsPassed: number
  inspectionsFailed: number
}

export const ANALYSIS_TEXT = {
  visits: '访问统计',
  total: '总访问量',
  today: '今日访问',
  todayIp: '今日 IP',
  week: '近 7 天访问',
  weekCaption: '近 7 天每日登录次数与 IP 数',
  noVisits: '近 7 天没有登录记录',
  business: '今日业务',
  openRepairs: '未完成报修',
  attendance: '今日出勤',
  takingsToday: '今日食堂消费',
  takingsMonth: '本月食堂消费',
  inspections: '近 30 天检验',
} as const

const get =
  <T,>(path: string) =>
  async () =>
    (await callOrRefuse<T>('GET', path)).result

const WEEK_SERIES: ReadonlyArray<ChartSeries<VisitDay>> = [
  { key: 'visit', name: '登录次数', value: (day) => day.visit, tone: 'primary' },
  { key: 'ip', name: 'IP 数', value: (day) => day.ip, tone: 'success' },
]

/** Visits per day as a bar chart; the table beside it is what a screen reader reads (and the exact numbers). */
function WeekVisits({ days }: { days: VisitDay[] }) {
  if (!days.length) return <p className="text-sm text-muted-foreground">{ANALYSIS_TEXT.noVisits}</p>
  return (
    <BarChart
      title={ANALYSIS_TEXT.weekCaption}
      rows={days}
      category={(day) => day.type}
      rowHeader={(day) => day.tian}
      categoryHeader="日期"
      series={WEEK_SERIES}
      height={180}
      tableVisible
    />
  )
}

/** The home page (SPEC §2: title 首页): greeting, visit statistics and the business modules' figures of today. */
export function AnalysisPage() {
  usePageTitle('首页')
  const user = useSession((state) => state.userInfo)
  const name = user?.realname || user?.username || ''
  const loginInfo = useQuery({
    queryKey: ['dashboard', 'loginInfo'],
    queryFn: get<LoginInfo>('/sys/loginfo'),
  })
  const visits = useQuery({
    queryKey: ['dashboard', 'visitInfo'],
    queryFn: get<VisitDay[]>('/sys/visitInfo'),
  })
  const figures = useQuery({
    queryKey: ['dashboard', 'moduleFigures'],
    queryFn: get<ModuleFigures>('/sys/dashboard/moduleFigures'),
  })
  const business = figures.data
  return (
    <div className="space-y-4">
      <section aria-labelledby="welcome-heading" className="rounded bg-surface p-6 shadow-sm">
        <h2 id="welcome-heading" className="text-xl font-semibold text-foreground">
          {greetingFor(new Date())}，{name}
        </h2>
        <p className="mt-2 text-muted-foreground">欢迎回来</p>
      </section>
      <LoadError errors={[loginInfo.error, visits.error, figures.error]} />
      <section aria-labelledby="visits-heading" className="space-y-3">
        <h2 id="visits-heading" className="text-base font-semibold text-foreground">
          {ANALYSIS_TEXT.visits}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Figure label={ANALYSIS_TEXT.total} value={count(loginInfo.data?.totalVisitCount)} />
          <Figure label={ANALYSIS_TEXT.today} value={count(loginInfo.data?.todayVisitCount)} />
          <Figure label={ANALYSIS_TEXT.todayIp} value={count(loginInfo.data?.todayIp)} />
        </dl>
        <div className="rounded bg-surface p-4 shadow-sm">
          <h3 className="mb-3 text-sm font-medium text-foreground">{ANALYSIS_TEXT.week}</h3>
          {visits.data ? <WeekVisits days={visits.data} /> : null}
        </div>
      </section>
      <section aria-labelledby="business-heading" className="space-y-3">
        <h2 id="business-heading" className="text-base font-semibold text-foreground">
          {ANALYSIS_TEXT.business}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          <Figure label={ANALYSIS_TEXT.openRepairs} value={count(business?.openRepairs)} to="/rep/order" />
          <Figure
            label={ANALYSIS_TEXT.attendance}
            value={business ? `${count(business.clockedInToday)} / ${count(business.scheduledToday)}` : '—'}
            to="/att/record"
          />
          <Figure
            label={ANALYSIS_TEXT.takingsToday}
            value={business ? yuan(business.canteenTakingsToday) : '—'}
            to="/cnt/transaction"
          />
          <Figure
            label={ANALYSIS_TEXT.takingsMonth}
            value={business ? yuan(business.canteenTakingsMonth) : '—'}
            to="/cnt/transaction"
          />
          <Figure
            label={ANALYSIS_TEXT.inspections}
            value={
              business ? `合格 ${business.inspectionsPassed} · 不合格 ${business.inspectionsFailed}` : '—'
            }
            to="/qc/checkReport"
          />
        </dl>
      </section>
    </div>
  )
}

export default AnalysisPage
