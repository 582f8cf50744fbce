import { formatBytes, formatCount, formatDuration, formatEpochSeconds, formatRatio } from './format-figures'
import { FigureTable, MonitorPage, type FigureRow } from './monitor-parts'
import { useMetrics } from './use-metrics'
import { useT } from '@erp/ui-kit/i18n'

const SYSTEM_METRICS = [
  'system.cpu.count',
  'system.cpu.usage',
  'system.load.average.1m',
  'system.memory.total',
  'system.memory.free',
  'process.start.time',
  'process.uptime',
  'process.cpu.usage',
] as const

/** Usage ratios are charted on their full 0–100% scale. */
const RATIO_CHART = { min: 0, max: 1 }

/**
 * The host and the server process: the figures of upstream's 服务器信息 plus load and memory. `captionHidden` on
 * 性能监控, whose 服务器 tab already names the table (the heading is not repeated there).
 */
export function SystemFigures({ captionHidden = false }: { captionHidden?: boolean }) {
  const t = useT()
  const metrics = useMetrics(SYSTEM_METRICS)
  const row = (
    name: (typeof SYSTEM_METRICS)[number],
    label: string,
    format: FigureRow['format'],
    chart?: FigureRow['chart'],
  ): FigureRow => ({ name, label, metric: metrics[name], format, ...(chart ? { chart } : {}) })
  return (
    <FigureTable
      caption={t('服务器信息')}
      captionHidden={captionHidden}
      rows={[
        row('system.cpu.count', t('CPU 数量'), (value) => formatCount(value)),
        row('system.cpu.usage', t('系统 CPU 使用率'), formatRatio, RATIO_CHART),
        row('system.load.average.1m', t('系统负载（1 分钟平均）'), (value) => formatCount(value, 2)),
        row('system.memory.total', t('主机内存总量'), formatBytes),
        row('system.memory.free', t('主机空闲内存'), formatBytes),
        row('process.start.time', t('应用启动时间'), formatEpochSeconds),
        row('process.uptime', t('应用已运行时间'), formatDuration),
        row('process.cpu.usage', t('当前应用 CPU 使用率'), formatRatio, RATIO_CHART),
      ]}
    />
  )
}

/** modules/monitor/SystemInfo (服务器信息). */
export function SystemInfoPage() {
  const t = useT()
  return (
    <MonitorPage title={t('服务器信息')}>
      <SystemFigures />
    </MonitorPage>
  )
}

export default SystemInfoPage
