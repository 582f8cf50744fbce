import type { components } from '@erp/openapi/schema'
import { isApiError } from '@erp/openapi/errors'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { isBusinessError } from '../../../lib/api-errors'
import { msg, t } from '@erp/ui-kit/i18n'

export type ActuatorMetric = components['schemas']['ActuatorMetric']
export type HttpTrace = components['schemas']['HttpTrace']
export type DiskInfo = components['schemas']['DiskInfo']
export type OssFile = components['schemas']['OssFile']
export type NodeRuntimeInfo = components['schemas']['NodeRuntimeInfo']

/** Figures refresh on this interval (and with the 刷新 button). */
export const MONITOR_REFRESH_MS = 8_000

/** What every monitoring page shows for a figure it cannot get. */
export const UNAVAILABLE = msg('不可用')

/** A metric as the pages use it: its measurements, or why it is not available (never a made-up number). */
export type MetricFigure =
  { available: true; metric: ActuatorMetric } | { available: false; name: string; message: string }

export const monitorKeys = {
  all: ['monitor'] as const,
  metric: (name: string) => [...monitorKeys.all, 'metric', name] as const,
  trace: () => [...monitorKeys.all, 'httptrace'] as const,
  disks: () => [...monitorKeys.all, 'disks'] as const,
  nodeRuntime: () => [...monitorKeys.all, 'node-runtime'] as const,
  redis: (part: RedisPart) => [...monitorKeys.all, 'redis', part] as const,
  /** Every page of 对象存储 (not under `all`: the monitor's 刷新 leaves it alone). */
  ossFilesAll: ['ossFiles'] as const,
  ossFiles: (pageNo: number, pageSize: number, fileName: string) =>
    ['ossFiles', pageNo, pageSize, fileName] as const,
}

/** Monitoring queries report their own failures on the page ('不可用'), not as toasts every few seconds. */
const quiet = { handlesErrors: true }

/**
 * One Actuator metric. A 404 (unknown here, or a JVM/Tomcat figure this back end does not have) is data:
 * the figure is unavailable, with the server's reason. Other failures are errors (the page shows 不可用).
 */
export const metricQuery = (name: string) =>
  queryOptions({
    queryKey: monitorKeys.metric(name),
    queryFn: async (): Promise<MetricFigure> => {
      try {
        const { data } = await api.GET('/actuator/metrics/{name}', { params: { path: { name } } })
        if (!data || isBusinessError(data))
          return { available: false, name, message: data?.message || `${name} ${t(UNAVAILABLE)}` }
        return { available: true, metric: data }
      } catch (error) {
        if (isApiError(error) && error.kind === 'notFound')
          return { available: false, name, message: error.message || `${name} ${t(UNAVAILABLE)}` }
        throw error
      }
    },
    refetchInterval: MONITOR_REFRESH_MS,
    meta: quiet,
  })

/** The value of one statistic of a metric (VALUE by default), or null when it is not there. */
export function measurementOf(figure: MetricFigure | undefined, statistic = 'VALUE'): number | null {
  if (!figure?.available) return null
  const found = figure.metric.measurements.find((measurement) => measurement.statistic === statistic)
  return found && Number.isFinite(found.value) ? found.value : null
}

/** The last requests the server handled, newest first. */
export const httpTraceQuery = () =>
  queryOptions({
    queryKey: monitorKeys.trace(),
    queryFn: async (): Promise<HttpTrace[]> => {
      const { data } = await api.GET('/actuator/httptrace')
      return data && !isBusinessError(data) ? data.traces : []
    },
    refetchInterval: MONITOR_REFRESH_MS,
    meta: quiet,
  })

/** The server's file systems; a refusal is an error carrying the server's message. */
export const diskInfoQuery = () =>
  queryOptions({
    queryKey: monitorKeys.disks(),
    queryFn: async (): Promise<DiskInfo[]> => {
      const { data } = await api.GET('/sys/actuator/redis/queryDiskInfo')
      if (!data?.success || !data.result) throw new Error(data?.message ?? t('查询磁盘信息失败'))
      return data.result
    },
    refetchInterval: MONITOR_REFRESH_MS,
    meta: quiet,
  })

/** The server's own Node.js runtime (memory, heap, event loop, CPU, uptime, versions); a refusal is an error. */
export const nodeRuntimeQuery = () =>
  queryOptions({
    queryKey: monitorKeys.nodeRuntime(),
    queryFn: async (): Promise<NodeRuntimeInfo> => {
      const { data } = await api.GET('/sys/actuator/node/info')
      if (!data?.success || !data.result) throw new Error(data?.message || t('获取失败'))
      return data.result
    },
    refetchInterval: MONITOR_REFRESH_MS,
    meta: quiet,
  })

export type RedisPart = 'info' | 'keysSize' | 'memoryInfo'

const redisPaths = {
  info: '/sys/actuator/redis/info',
  keysSize: '/sys/actuator/redis/keysSize',
  memoryInfo: '/sys/actuator/redis/memoryInfo',
} as const

/** The cache server's answer: available or not, with the server's message. */
export const redisQuery = (part: RedisPart) =>
  queryOptions({
    queryKey: monitorKeys.redis(part),
    queryFn: async (): Promise<{ available: boolean; message: string }> => {
      const { data } = await api.GET(redisPaths[part])
      return { available: data?.success === true, message: data?.message ?? t(UNAVAILABLE) }
    },
    refetchInterval: MONITOR_REFRESH_MS,
    meta: quiet,
  })

/** One page of uploaded files, newest first. */
export const ossFilesQuery = (pageNo: number, pageSize: number, fileName: string) =>
  queryOptions({
    queryKey: monitorKeys.ossFiles(pageNo, pageSize, fileName),
    queryFn: async () => {
      const { data } = await api.GET('/sys/oss/file/list', {
        params: { query: { pageNo, pageSize, ...(fileName ? { fileName } : {}) } },
      })
      if (!data?.success || !data.result) throw new Error(data?.message ?? t('获取文件列表失败'))
      return { records: (data.result.records ?? []) as OssFile[], total: data.result.total }
    },
    placeholderData: keepPreviousData,
  })

/** Deletes an uploaded file; answers the server message. */
export async function deleteOssFile(id: string): Promise<string> {
  const { data } = await api.DELETE('/sys/oss/file/delete', { params: { query: { id } } })
  if (!data?.success) throw new Error(data?.message ?? t('删除失败'))
  return data.message
}

export const invalidateOssFiles = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: monitorKeys.ossFilesAll })

/** Refetches every monitoring figure now (the 刷新 button). */
export const refreshMonitor = (client: QueryClient) => client.invalidateQueries({ queryKey: monitorKeys.all })
