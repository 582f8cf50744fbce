import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { isBusinessError } from '../../../lib/api-errors'
import { t } from '@erp/ui-kit/i18n'

export type WorkplaceFigures = components['schemas']['WorkplaceFigures']
export type ModuleCharts = components['schemas']['ModuleCharts']
export type ModuleChartDay = components['schemas']['ModuleChartDay']
export type QuartzJob = components['schemas']['QuartzJob']
export type QuartzJobLog = components['schemas']['QuartzJobLog']

/** The days the chart dashboard draws. */
export const CHART_DAYS = 14
/** The server figures of the monitor dashboard refresh on this interval. */
export const MONITOR_REFRESH_MS = 5_000
/** Readings the monitor dashboard keeps (the last 2½ minutes at the refresh interval). */
export const MONITOR_HISTORY = 30
/** Job runs the task dashboard counts (the newest first). */
export const TASK_RUNS = 500

export const dashboardKeys = {
  all: ['dashboard'] as const,
  workplace: () => [...dashboardKeys.all, 'workplace'] as const,
  moduleCharts: (days: number) => [...dashboardKeys.all, 'moduleCharts', days] as const,
  serverSample: () => [...dashboardKeys.all, 'serverSample'] as const,
  jobs: () => [...dashboardKeys.all, 'quartzJobs'] as const,
  jobRuns: () => [...dashboardKeys.all, 'quartzJobRuns'] as const,
  loginInfo: () => [...dashboardKeys.all, 'loginInfo'] as const,
  visitInfo: () => [...dashboardKeys.all, 'visitInfo'] as const,
  moduleFigures: () => [...dashboardKeys.all, 'moduleFigures'] as const,
}

/** The envelope's result, or the server's refusal as an error (shown on the page). */
function resultOf<T>(data: { success: boolean; message: string; result?: T | null } | undefined): T {
  if (!data?.success || data.result === undefined || data.result === null)
    throw new Error(data?.message || t('服务器没有返回数据'))
  return data.result
}

export const workplaceQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.workplace(),
    queryFn: async () => resultOf((await api.GET('/sys/dashboard/workplace')).data),
  })

export const moduleChartsQuery = (days = CHART_DAYS) =>
  queryOptions({
    queryKey: dashboardKeys.moduleCharts(days),
    queryFn: async () =>
      resultOf((await api.GET('/sys/dashboard/moduleCharts', { params: { query: { days } } })).data),
  })

export const quartzJobsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.jobs(),
    queryFn: async () => {
      const page = resultOf(
        (await api.GET('/sys/quartzJob/list', { params: { query: { pageNo: 1, pageSize: 100 } } })).data,
      )
      return { records: page.records ?? [], total: Number(page.total ?? 0) }
    },
  })

export const quartzRunsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.jobRuns(),
    queryFn: async () => {
      const page = resultOf(
        (await api.GET('/sys/quartzJob/logList', { params: { query: { pageNo: 1, pageSize: TASK_RUNS } } }))
          .data,
      )
      return page.records ?? []
    },
  })

/** The server figures the monitor dashboard follows; null where the server has no such figure. */
export interface ServerSample {
  systemCpu: number | null
  processCpu: number | null
  rss: number | null
  heapUsed: number | null
  loopDelay: number | null
  requests: number | null
}

const METRICS: Record<keyof ServerSample, { name: string; statistic: string }> = {
  systemCpu: { name: 'system.cpu.usage', statistic: 'VALUE' },
  processCpu: { name: 'process.cpu.usage', statistic: 'VALUE' },
  rss: { name: 'process.memory.rss', statistic: 'VALUE' },
  heapUsed: { name: 'nodejs.heap.used', statistic: 'VALUE' },
  loopDelay: { name: 'nodejs.eventloop.delay.mean', statistic: 'VALUE' },
  requests: { name: 'http.server.requests', statistic: 'COUNT' },
}

async function readMetric(name: string, statistic: string): Promise<number | null> {
  try {
    const { data } = await api.GET('/actuator/metrics/{name}', { params: { path: { name } } })
    if (!data || isBusinessError(data)) return null
    const found = data.measurements.find((measurement) => measurement.statistic === statistic)
    return found && Number.isFinite(found.value) ? found.value : null
  } catch {
    // A figure this back end does not have (404) or cannot read now: not drawn, never made up.
    return null
  }
}

/** One reading of every figure of the monitor dashboard (the Actuator metrics), refreshed on an interval. */
export const serverSampleQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.serverSample(),
    queryFn: async (): Promise<ServerSample> => {
      const keys = Object.keys(METRICS) as (keyof ServerSample)[]
      const values = await Promise.all(
        keys.map((key) => readMetric(METRICS[key].name, METRICS[key].statistic)),
      )
      return Object.fromEntries(
        keys.map((key, index) => [key, values[index] ?? null]),
      ) as unknown as ServerSample
    },
    refetchInterval: MONITOR_REFRESH_MS,
    meta: { handlesErrors: true },
  })

/** 访问统计 of the analysis page: total and today's visits. */
export const loginInfoQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.loginInfo(),
    queryFn: async () => resultOf((await api.GET('/sys/loginfo')).data),
  })

/** The visits of the last 7 days. */
export const visitInfoQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.visitInfo(),
    queryFn: async () => resultOf((await api.GET('/sys/visitInfo')).data),
  })

/** Today's figures of the modules the user holds a page of (the others are absent). */
export const moduleFiguresQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.moduleFigures(),
    queryFn: async () => resultOf((await api.GET('/sys/dashboard/moduleFigures')).data),
  })
