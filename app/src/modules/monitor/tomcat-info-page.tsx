import { formatCount, formatSecondsAsMs } from './format-figures'
import { FigureTable, MonitorPage, UnavailableNote, type FigureRow } from './monitor-parts'
import { MONITOR_REFRESH_MS } from './api/monitor-queries'
import { useMetrics } from './use-metrics'
import { msg, useT } from '@erp/ui-kit/i18n'

const count = (value: number | null) => formatCount(value)

/** Upstream's Tomcat信息 figures: a JeecgBoot back end answers them; this one says they are unavailable. */
const TOMCAT_METRICS = [
  ['tomcat.sessions.created', msg('tomcat 已创建 session 数')],
  ['tomcat.sessions.expired', msg('tomcat 已过期 session 数')],
  ['tomcat.sessions.active.current', msg('tomcat 当前活跃 session 数')],
  ['tomcat.sessions.active.max', msg('tomcat 活跃 session 数峰值')],
  ['tomcat.sessions.rejected', msg('超过 session 最大配置后，拒绝的 session 个数')],
  ['tomcat.global.sent', msg('发送的字节数')],
  ['tomcat.global.request.max', msg('request 请求最长耗时')],
  ['tomcat.global.request', msg('全局 request 请求次数')],
  ['tomcat.threads.current', msg('tomcat 当前线程数')],
  ['tomcat.threads.config.max', msg('tomcat 配置的线程最大数')],
] as const

const REQUESTS = 'http.server.requests'

/** The web container: requests handled (real), then upstream's Tomcat figures (unavailable here). */
export function ContainerFigures() {
  const t = useT()
  const metrics = useMetrics([REQUESTS, ...TOMCAT_METRICS.map(([name]) => name)])
  const requests = metrics[REQUESTS]
  const requestRows: FigureRow[] = [
    {
      name: REQUESTS,
      label: t('已处理请求数'),
      metric: requests,
      format: count,
      statistic: 'COUNT',
      // The count is cumulative: the chart shows the requests of each refresh interval.
      chart: {
        delta: true,
        min: 0,
        label: t('每 {{value}} 秒处理的请求数', { value: MONITOR_REFRESH_MS / 1000 }),
      },
    },
    {
      name: REQUESTS,
      label: t('请求总耗时'),
      metric: requests,
      format: formatSecondsAsMs,
      statistic: 'TOTAL_TIME',
    },
    {
      name: REQUESTS,
      label: t('最长请求耗时'),
      metric: requests,
      format: formatSecondsAsMs,
      statistic: 'MAX',
    },
  ]
  const tomcatMissing = TOMCAT_METRICS.every(([name]) => {
    const state = metrics[name]
    return state && !state.pending && (state.failed || !state.figure?.available)
  })
  return (
    <>
      <FigureTable caption={t('HTTP 请求')} rows={requestRows} />
      {tomcatMissing ? (
        <UnavailableNote>
          {t('Tomcat 指标不可用：本服务的 Web 容器是 Node.js（Fastify），没有 Tomcat。')}
        </UnavailableNote>
      ) : null}
      <FigureTable
        caption="Tomcat"
        rows={TOMCAT_METRICS.map(([name, label]) => ({
          name,
          label: t(label),
          metric: metrics[name],
          format: count,
        }))}
      />
    </>
  )
}

/** modules/monitor/TomcatInfo (Tomcat信息): the web container of the back end. */
export function TomcatInfoPage() {
  const t = useT()
  return (
    <MonitorPage title={t('Tomcat信息')}>
      <ContainerFigures />
    </MonitorPage>
  )
}

export default TomcatInfoPage
