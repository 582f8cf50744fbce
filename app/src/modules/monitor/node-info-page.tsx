import { formatDateTime } from '@erp/ui-kit/format'
import { Icon } from '@erp/ui-kit/icon'
import { useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { messageOf } from '../../lib/api-errors'
import { formatBytes, formatCount, formatDuration, formatRatio } from './format-figures'
import { MonitorPage, UnavailableNote, UsageBar } from './monitor-parts'
import { nodeRuntimeQuery, type NodeRuntimeInfo } from './api/monitor-queries'

/** Milliseconds → '12.30 ms'; null (not sampled yet) → 不可用. */
const formatMs = (value: number | null | undefined, unavailable: string) =>
  value === null || value === undefined || !Number.isFinite(value) ? unavailable : `${value.toFixed(2)} ms`

/** CPU microseconds → seconds text. */
const formatMicros = (micros: number) => `${(micros / 1e6).toFixed(2)} s`

/** A figure at a glance: an icon, what it is, its value and a line under it. */
function SummaryCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: string
  label: string
  value: string
  detail?: ReactNode
}) {
  const labelId = useId()
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="summary-card"
      className="flex items-start gap-3 rounded border border-border bg-surface p-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded bg-primary/10 text-xl text-primary">
        <Icon name={icon} />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p id={labelId} className="text-sm text-muted-foreground">
          {label}
        </p>
        <p className="text-lg font-semibold tabular-nums">{value}</p>
        {detail}
      </div>
    </div>
  )
}

/** 参数 / 当前值, one row per figure. */
function InfoTable({ caption, rows }: { caption: string; rows: readonly (readonly [string, string])[] }) {
  const t = useT()
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-medium">{caption}</caption>
      <thead>
        <tr className="border-b border-border bg-muted text-left">
          <th scope="col" className="w-1/2 px-3 py-2 font-medium">
            {t('参数')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('当前值')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-border">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {label}
            </th>
            <td className="px-3 py-2 tabular-nums">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The figures of one reading. */
export function NodeRuntimeFigures({ info }: { info: NodeRuntimeInfo }) {
  const t = useT()
  const unavailable = t('不可用')
  const { memory, heap, eventLoop, cpu, process, versions } = info
  const heapPercent = heap.sizeLimit > 0 ? Math.round((heap.used / heap.sizeLimit) * 100) : 0
  const otherVersions = Object.entries(versions)
    .filter(([name]) => name !== 'node' && name !== 'v8')
    .sort(([a], [b]) => a.localeCompare(b))
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard
          icon="dashboard"
          label={t('常驻内存（RSS）')}
          value={formatBytes(memory.rss)}
          detail={
            <p className="text-xs text-muted-foreground">
              {t('外部内存 {{value}}', { value: formatBytes(memory.external) })}
            </p>
          }
        />
        <SummaryCard
          icon="cloud"
          label={t('V8 堆已用')}
          value={formatBytes(heap.used)}
          detail={
            <UsageBar
              label={t('V8 堆已用占上限的比例：{{percent}}%', { percent: heapPercent })}
              percent={heapPercent}
            />
          }
        />
        <SummaryCard
          icon="thunderbolt"
          label={t('事件循环延迟（平均）')}
          value={formatMs(eventLoop.delayMean, unavailable)}
          detail={
            <p className="text-xs text-muted-foreground">
              {t('事件循环利用率 {{value}}', { value: formatRatio(eventLoop.utilization) })}
            </p>
          }
        />
        <SummaryCard
          icon="reload"
          label={t('已运行时间')}
          value={formatDuration(process.uptime)}
          detail={
            <p className="text-xs text-muted-foreground">
              {t('CPU 使用率 {{value}}', { value: formatRatio(cpu.usage) })}
            </p>
          }
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <InfoTable
          caption={t('内存（process.memoryUsage）')}
          rows={[
            [t('常驻内存（RSS）'), formatBytes(memory.rss)],
            [t('V8 堆已分配'), formatBytes(memory.heapTotal)],
            [t('V8 堆已用'), formatBytes(memory.heapUsed)],
            [t('外部内存'), formatBytes(memory.external)],
            [t('ArrayBuffer 内存'), formatBytes(memory.arrayBuffers)],
          ]}
        />
        <InfoTable
          caption={t('V8 堆（v8.getHeapStatistics）')}
          rows={[
            [t('堆上限'), formatBytes(heap.sizeLimit)],
            [t('距上限可用'), formatBytes(heap.totalAvailable)],
            [t('堆已用'), formatBytes(heap.used)],
            [t('malloc 分配'), formatBytes(heap.malloced)],
          ]}
        />
        <InfoTable
          caption={t('事件循环')}
          rows={[
            [t('延迟（平均）'), formatMs(eventLoop.delayMean, unavailable)],
            [t('延迟（P99）'), formatMs(eventLoop.delayP99, unavailable)],
            [t('延迟（最大）'), formatMs(eventLoop.delayMax, unavailable)],
            [t('利用率（自上次读数）'), formatRatio(eventLoop.utilization)],
          ]}
        />
        <InfoTable
          caption={t('CPU 与进程')}
          rows={[
            [t('CPU 数量'), formatCount(cpu.count)],
            [t('CPU 使用率（自上次读数）'), formatRatio(cpu.usage)],
            [t('用户态 CPU 时间'), formatMicros(cpu.user)],
            [t('内核态 CPU 时间'), formatMicros(cpu.system)],
            [t('进程号'), String(process.pid)],
            [t('应用启动时间'), formatDateTime(process.startTime)],
            [t('已运行时间'), formatDuration(process.uptime)],
            [t('平台'), `${process.platform} / ${process.arch}`],
          ]}
        />
        <InfoTable
          caption={t('版本')}
          rows={[
            ['Node.js', versions.node],
            ['V8', versions.v8],
            ...otherVersions.map(([name, version]) => [name, version] as const),
          ]}
        />
      </div>
    </>
  )
}

/** The runtime's figures, read every 8 s; why not, when the server refuses. */
export function NodeRuntime() {
  const t = useT()
  const query = useQuery(nodeRuntimeQuery())
  if (query.data) return <NodeRuntimeFigures info={query.data} />
  if (query.error) {
    return (
      <UnavailableNote>{t('获取失败：{{message}}', { message: messageOf(query.error) })}</UnavailableNote>
    )
  }
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t('加载中…')}
    </p>
  )
}

/** modules/monitor/NodeInfo (Node.js 运行时): the back end's own runtime, in place of upstream's JVM and Tomcat pages. */
export function NodeInfoPage() {
  const t = useT()
  return (
    <MonitorPage title={t('Node.js 运行时')}>
      <NodeRuntime />
    </MonitorPage>
  )
}

export default NodeInfoPage
