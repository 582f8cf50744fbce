import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { getHeapStatistics } from 'node:v8'
import type { RequestTrace } from './request-trace'

/**
 * Actuator-shaped metrics of THIS Node.js process and its host. Every figure is read when asked; nothing is
 * estimated or invented. A JVM or Tomcat figure has no true equivalent here, so it is "unavailable" with a
 * reason, never a Node figure under a JVM name (jvm.memory.used is not the V8 heap).
 */
export interface Measurement {
  statistic: string
  value: number
}

export interface ActuatorMetric {
  name: string
  description: string | null
  baseUnit: string | null
  measurements: Measurement[]
  availableTags: { tag: string; values: string[] }[]
}

export type MetricAnswer = { metric: ActuatorMetric } | { unavailable: string }

interface CpuSample {
  at: number
  idle: number
  total: number
  process: number
}

/** Readings closer than this to the previous one reuse its figures (a ratio over a few ms is noise). */
const MIN_SAMPLE_MS = 500

function sampleCpu(): CpuSample {
  let idle = 0
  let total = 0
  for (const cpu of cpus()) {
    const { user, nice, sys, irq, idle: idleTime } = cpu.times
    idle += idleTime
    total += user + nice + sys + irq + idleTime
  }
  const usage = process.cpuUsage()
  return { at: performance.now(), idle, total, process: (usage.user + usage.system) / 1000 }
}

/** First reading: the averages since boot (system) and since start (process); then since the previous reading. */
let previous: CpuSample = { at: 0, idle: 0, total: 0, process: 0 }
let lastUsage: { system: number; process: number } | null = null

export function cpuUsage(): { system: number; process: number } {
  const now = sampleCpu()
  if (lastUsage && now.at - previous.at < MIN_SAMPLE_MS) return lastUsage
  const count = Math.max(1, cpus().length)
  const totalDelta = now.total - previous.total
  const elapsedMs = previous.at === 0 ? process.uptime() * 1000 : now.at - previous.at
  const system = totalDelta > 0 ? 1 - (now.idle - previous.idle) / totalDelta : 0
  const processShare = elapsedMs > 0 ? (now.process - previous.process) / (elapsedMs * count) : 0
  previous = now
  lastUsage = { system: clamp(system), process: clamp(processShare) }
  return lastUsage
}

const clamp = (ratio: number) => (Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0)

const NO_JVM = '不可用：本服务运行在 Node.js 上，没有 JVM（Node 运行时指标见 nodejs.* 与 process.memory.rss）'
const NO_TOMCAT = '不可用：本服务的 Web 容器是 Node.js（Fastify），没有 Tomcat'

const value = (name: string, description: string, baseUnit: string | null, figure: number): MetricAnswer => ({
  metric: {
    name,
    description,
    baseUnit,
    measurements: [{ statistic: 'VALUE', value: figure }],
    availableTags: [],
  },
})

type Reader = (trace: RequestTrace | undefined) => MetricAnswer

const readers: Record<string, Reader> = {
  'system.cpu.count': () =>
    value(
      'system.cpu.count',
      'The number of processors available to the server process',
      null,
      cpus().length,
    ),
  'system.cpu.usage': () =>
    value(
      'system.cpu.usage',
      'The recent cpu usage of the whole host (ratio 0–1, since the previous reading)',
      null,
      cpuUsage().system,
    ),
  'process.cpu.usage': () =>
    value(
      'process.cpu.usage',
      'The recent cpu usage of the server process (ratio 0–1 of all processors, since the previous reading)',
      null,
      cpuUsage().process,
    ),
  'system.load.average.1m': () =>
    value(
      'system.load.average.1m',
      'The host load average over the last minute (0 on Windows)',
      null,
      loadavg()[0] ?? 0,
    ),
  'system.memory.total': () => value('system.memory.total', 'Memory of the host', 'bytes', totalmem()),
  'system.memory.free': () => value('system.memory.free', 'Free memory of the host', 'bytes', freemem()),
  'process.start.time': () =>
    value(
      'process.start.time',
      'Start time of the process since unix epoch.',
      'seconds',
      (Date.now() - process.uptime() * 1000) / 1000,
    ),
  'process.uptime': () =>
    value('process.uptime', 'The uptime of the server process', 'seconds', process.uptime()),
  'process.memory.rss': () =>
    value(
      'process.memory.rss',
      'Resident set size of the server process',
      'bytes',
      process.memoryUsage.rss(),
    ),
  'nodejs.heap.used': () =>
    value('nodejs.heap.used', 'V8 heap in use', 'bytes', process.memoryUsage().heapUsed),
  'nodejs.heap.total': () =>
    value('nodejs.heap.total', 'V8 heap reserved', 'bytes', process.memoryUsage().heapTotal),
  'nodejs.heap.size.limit': () =>
    value(
      'nodejs.heap.size.limit',
      'The most the V8 heap may grow to',
      'bytes',
      getHeapStatistics().heap_size_limit,
    ),
  'nodejs.external.memory': () =>
    value(
      'nodejs.external.memory',
      'Memory of C++ objects bound to JavaScript',
      'bytes',
      process.memoryUsage().external,
    ),
  'nodejs.array.buffers': () =>
    value(
      'nodejs.array.buffers',
      'Memory of ArrayBuffers and Buffers',
      'bytes',
      process.memoryUsage().arrayBuffers,
    ),
  'nodejs.active.resources': () =>
    value(
      'nodejs.active.resources',
      'Handles and requests keeping the event loop alive (sockets, timers, files)',
      null,
      process.getActiveResourcesInfo().length,
    ),
  'nodejs.eventloop.delay.mean': (trace) => eventLoop(trace, 'mean'),
  'nodejs.eventloop.delay.max': (trace) => eventLoop(trace, 'max'),
  'http.server.requests': (trace) => {
    if (!trace) return { unavailable: 'http.server.requests 不可用：请求记录未启用' }
    const { count, totalSeconds, maxSeconds } = trace.totals()
    return {
      metric: {
        name: 'http.server.requests',
        description: 'Requests this server handled since it started (MAX: the slowest one)',
        baseUnit: 'seconds',
        measurements: [
          { statistic: 'COUNT', value: count },
          { statistic: 'TOTAL_TIME', value: totalSeconds },
          { statistic: 'MAX', value: maxSeconds },
        ],
        availableTags: [],
      },
    }
  },
}

function eventLoop(trace: RequestTrace | undefined, which: 'mean' | 'max'): MetricAnswer {
  const name = `nodejs.eventloop.delay.${which}`
  const histogram = trace?.eventLoopDelay
  const nanoseconds = histogram && histogram.count > 0 ? histogram[which] : Number.NaN
  if (!Number.isFinite(nanoseconds)) return { unavailable: `${name} 不可用：尚无事件循环延迟采样` }
  return value(name, `Event loop delay since start (${which})`, 'seconds', nanoseconds / 1e9)
}

/** The metric of that name, or why it is not available here. */
export function readMetric(name: string, trace: RequestTrace | undefined): MetricAnswer {
  const reader = Object.hasOwn(readers, name) ? readers[name] : undefined
  if (reader) return reader(trace)
  if (name.startsWith('jvm.')) return { unavailable: `${name} ${NO_JVM}` }
  if (name.startsWith('tomcat.')) return { unavailable: `${name} ${NO_TOMCAT}` }
  return { unavailable: `${name} 不可用：本服务没有这项指标` }
}

/** The names this server answers. */
export const metricNames = (): string[] => Object.keys(readers)
