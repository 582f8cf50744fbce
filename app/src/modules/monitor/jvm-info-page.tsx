import { formatBytes, formatCount, formatSecondsAsMs } from './format-figures'
import { FigureTable, MonitorPage, UnavailableNote, type FigureRow } from './monitor-parts'
import { useMetrics } from './use-metrics'
import { msg, t as translate, useT } from '@erp/ui-kit/i18n'

/** The Node.js runtime figures this back end has (named for what they are, not as JVM figures). */
const NODE_METRICS = [
  ['process.memory.rss', msg('进程常驻内存（RSS）'), formatBytes],
  ['nodejs.heap.used', msg('V8 堆已用'), formatBytes],
  ['nodejs.heap.total', msg('V8 堆已分配'), formatBytes],
  ['nodejs.heap.size.limit', msg('V8 堆上限'), formatBytes],
  ['nodejs.external.memory', msg('外部内存（C++ 对象）'), formatBytes],
  ['nodejs.array.buffers', msg('ArrayBuffer 与 Buffer 内存'), formatBytes],
  [
    'nodejs.active.resources',
    msg('活动句柄（套接字、定时器、文件）'),
    (value: number | null) => formatCount(value),
  ],
  ['nodejs.eventloop.delay.mean', msg('事件循环延迟（平均）'), formatSecondsAsMs],
  ['nodejs.eventloop.delay.max', msg('事件循环延迟（最大）'), formatSecondsAsMs],
] as const

/** Upstream's JVM信息 figures: a JeecgBoot back end answers them; this one says they are unavailable. */
const JVM_METRICS = [
  ['jvm.memory.max', msg('JVM 最大内存'), formatBytes],
  ['jvm.memory.committed', msg('JVM 可用内存'), formatBytes],
  ['jvm.memory.used', msg('JVM 已用内存'), formatBytes],
  ['jvm.buffer.memory.used', msg('JVM 缓冲区已用内存'), formatBytes],
  ['jvm.buffer.count', msg('当前缓冲区数量'), (value: number | null) => formatCount(value)],
  ['jvm.threads.daemon', msg('JVM 守护线程数量'), (value: number | null) => formatCount(value)],
  ['jvm.threads.live', msg('JVM 当前活跃线程数量'), (value: number | null) => formatCount(value)],
  ['jvm.threads.peak', msg('JVM 峰值线程数量'), (value: number | null) => formatCount(value)],
  ['jvm.classes.loaded', msg('JVM 已加载 Class 数量'), (value: number | null) => formatCount(value)],
  ['jvm.classes.unloaded', msg('JVM 未加载 Class 数量'), (value: number | null) => formatCount(value)],
  ['jvm.gc.memory.allocated', msg('GC 时, 年轻代分配的内存空间'), formatBytes],
  ['jvm.gc.memory.promoted', msg('GC 时, 老年代分配的内存空间'), formatBytes],
  ['jvm.gc.max.data.size', msg('GC 时, 老年代的最大内存空间'), formatBytes],
  ['jvm.gc.live.data.size', msg('FullGC 时, 老年代的内存空间'), formatBytes],
] as const

type Entry = readonly [string, string, FigureRow['format']]

/** The figures that change from one reading to the next get a chart of their last readings. */
const CHARTED = new Set([
  'process.memory.rss',
  'nodejs.heap.used',
  'nodejs.eventloop.delay.mean',
  'nodejs.eventloop.delay.max',
  'jvm.memory.used',
  'jvm.threads.live',
])

function rowsOf(entries: readonly Entry[], metrics: ReturnType<typeof useMetrics>): FigureRow[] {
  return entries.map(([name, label, format]) => ({
    name,
    label: translate(label),
    format,
    metric: metrics[name],
    ...(CHARTED.has(name) ? { chart: {} } : {}),
  }))
}

/** The runtime of the server: Node.js figures, then upstream's JVM figures (unavailable here). */
export function RuntimeFigures() {
  const t = useT()
  const metrics = useMetrics([...NODE_METRICS, ...JVM_METRICS].map(([name]) => name))
  const jvmMissing = JVM_METRICS.every(([name]) => {
    const state = metrics[name]
    return state && !state.pending && (state.failed || !state.figure?.available)
  })
  return (
    <>
      <FigureTable caption={t('Node.js 运行时')} rows={rowsOf(NODE_METRICS, metrics)} />
      {jvmMissing ? (
        <UnavailableNote>
          {t('JVM 指标不可用：本服务运行在 Node.js 上，没有 JVM。上方是 Node.js 运行时的真实数据。')}
        </UnavailableNote>
      ) : null}
      <FigureTable caption="JVM" rows={rowsOf(JVM_METRICS, metrics)} />
    </>
  )
}

/** modules/monitor/JvmInfo (JVM信息): the runtime of the back end. */
export function JvmInfoPage() {
  const t = useT()
  return (
    <MonitorPage title={t('JVM信息')}>
      <RuntimeFigures />
    </MonitorPage>
  )
}

export default JvmInfoPage
