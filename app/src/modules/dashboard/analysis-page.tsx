import type { components } from '@erp/openapi/schema'
import { useQuery } from '@tanstack/react-query'
import { usePageTitle } from '../../hooks/use-page-title'
import { welcomeLine } from '../../lib/greeting'
import type { SuccessResult } from '../../lib/resource/crud-client'
import { useSession } from '../../stores/session-store'
import { BarChart } from './charts/bar-chart'
import type { ChartSeries } from './charts/chart-types'
import { count, Figure, LoadError, yuan, named } from './dashboard-parts'
import { loginInfoQuery, moduleFiguresQuery, visitInfoQuery } from './api/dashboard-queries'
import { msg, useT } from '@erp/ui-kit/i18n'

type VisitDay = SuccessResult<components['schemas']['VisitInfoResult']>[number]
/** Today's figures: only those of the modules the user holds a page of (the others are absent). */
export type ModuleFigures = components['schemas']['ModuleFigures']

export const ANALYSIS_TEXT = {
  visits: msg('访问统计'),
  total: msg('总访问量'),
  today: msg('今日访问'),
  todayIp: msg('今日 IP'),
  week: msg('近 7 天访问'),
  weekCaption: msg('近 7 天每日登录次数与 IP 数'),
  noVisits: msg('近 7 天没有登录记录'),
  business: msg('今日业务'),
  openRepairs: msg('未完成报修'),
  attendance: msg('今日出勤'),
  takingsToday: msg('今日食堂消费'),
  takingsMonth: msg('本月食堂消费'),
  inspections: msg('近 30 天检验'),
} as const

const WEEK_SERIES: ReadonlyArray<ChartSeries<VisitDay>> = [
  { key: 'visit', name: msg('登录次数'), value: (day) => day.visit, tone: 'primary' },
  { key: 'ip', name: msg('IP 数'), value: (day) => day.ip, tone: 'success' },
]

/** Visits per day as a bar chart; the table beside it is what a screen reader reads (and the exact numbers). */
function WeekVisits({ days }: { days: VisitDay[] }) {
  const t = useT()
  if (!days.length) return <p className="text-sm text-muted-foreground">{t(ANALYSIS_TEXT.noVisits)}</p>
  return (
    <BarChart
      title={t(ANALYSIS_TEXT.weekCaption)}
      rows={days}
      category={(day) => day.type}
      rowHeader={(day) => day.tian}
      categoryHeader={t('日期')}
      series={named(WEEK_SERIES, t)}
      height={180}
      tableVisible
    />
  )
}

/**
 * The figures of the modules the user holds: a module they hold no page of is not drawn, and a
 * user of no module sees no business section at all.
 */
function BusinessFigures({ figures }: { figures: ModuleFigures }) {
  const t = useT()
  const has = (value: number | undefined): value is number => typeof value === 'number'
  const parts = [
    has(figures.openRepairs) ? (
      <Figure
        key="repairs"
        label={t(ANALYSIS_TEXT.openRepairs)}
        value={count(figures.openRepairs)}
        to="/rep/order"
      />
    ) : null,
    has(figures.clockedInToday) && has(figures.scheduledToday) ? (
      <Figure
        key="attendance"
        label={t(ANALYSIS_TEXT.attendance)}
        value={`${count(figures.clockedInToday)} / ${count(figures.scheduledToday)}`}
        to="/att/record"
      />
    ) : null,
    has(figures.canteenTakingsToday) ? (
      <Figure
        key="takingsToday"
        label={t(ANALYSIS_TEXT.takingsToday)}
        value={yuan(figures.canteenTakingsToday)}
        to="/cnt/transaction"
      />
    ) : null,
    has(figures.canteenTakingsMonth) ? (
      <Figure
        key="takingsMonth"
        label={t(ANALYSIS_TEXT.takingsMonth)}
        value={yuan(figures.canteenTakingsMonth)}
        to="/cnt/transaction"
      />
    ) : null,
    has(figures.inspectionsPassed) && has(figures.inspectionsFailed) ? (
      <Figure
        key="inspections"
        label={t(ANALYSIS_TEXT.inspections)}
        value={t('合格 {{inspectionsPassed}} · 不合格 {{inspectionsFailed}}', {
          inspectionsPassed: figures.inspectionsPassed,
          inspectionsFailed: figures.inspectionsFailed,
        })}
        to="/qc/checkReport"
      />
    ) : null,
  ].filter(Boolean)
  if (!parts.length) return null
  return (
    <section aria-labelledby="business-heading" className="space-y-3">
      <h2 id="business-heading" className="text-base font-semibold text-foreground">
        {t(ANALYSIS_TEXT.business)}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">{parts}</dl>
    </section>
  )
}

/** The home page (docs/spec.md §2: title 首页): greeting, visit statistics and the business modules' figures of today. */
export function AnalysisPage() {
  const t = useT()
  usePageTitle(t('首页'))
  const user = useSession((state) => state.userInfo)
  const name = user?.realname || user?.username || ''
  const loginInfo = useQuery(loginInfoQuery())
  const visits = useQuery(visitInfoQuery())
  const figures = useQuery(moduleFiguresQuery())
  const business = figures.data
  return (
    <div className="space-y-4">
      <section aria-labelledby="welcome-heading" className="rounded bg-surface p-6 shadow-sm">
        <h2 id="welcome-heading" className="text-xl font-semibold text-foreground">
          {welcomeLine(new Date(), name)}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('欢迎回来')}</p>
      </section>
      <LoadError errors={[loginInfo.error, visits.error, figures.error]} />
      <section aria-labelledby="visits-heading" className="space-y-3">
        <h2 id="visits-heading" className="text-base font-semibold text-foreground">
          {t(ANALYSIS_TEXT.visits)}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Figure label={t(ANALYSIS_TEXT.total)} value={count(loginInfo.data?.totalVisitCount)} />
          <Figure label={t(ANALYSIS_TEXT.today)} value={count(loginInfo.data?.todayVisitCount)} />
          <Figure label={t(ANALYSIS_TEXT.todayIp)} value={count(loginInfo.data?.todayIp)} />
        </dl>
        <div className="rounded bg-surface p-4 shadow-sm">
          <h3 className="mb-3 text-sm font-medium text-foreground">{t(ANALYSIS_TEXT.week)}</h3>
          {visits.data ? <WeekVisits days={visits.data} /> : null}
        </div>
      </section>
      {business ? <BusinessFigures figures={business} /> : null}
    </div>
  )
}

export default AnalysisPage
