import { availableParallelism } from 'node:os'
import { performance, type EventLoopUtilization } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import type { components } from '@erp/openapi/schema'
import type { RequestTrace } from './request-trace'

export type NodeRuntimeInfo = components['schemas']['NodeRuntimeInfo']

/**
 * The server's own Node.js runtime: what it has instead of a JVM and
 * Tomcat, read at each call. Event loop delay comes from the request trace's histogram (running since the
 * server started); utilization and CPU usage are over the time since the previous reading, as Micrometer does.
 */
let lastLoop: EventLoopUtilization | null = null
let lastCpu: { at: number; micros: number } | null = null

const ms = (nanoseconds: number) =>
  Number.isFinite(nanoseconds) ? Math.round(nanoseconds / 1e4) / 100 : null
const clamp = (ratio: number) => (Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0)

export function readNodeRuntime(trace: RequestTrace | undefined): NodeRuntimeInfo {
  const memory = process.memoryUsage()
  const heap = getHeapStatistics()

  const loop = performance.eventLoopUtilization()
  const utilization = lastLoop
    ? performance.eventLoopUtilization(loop, lastLoop).utilization
    : loop.utilization
  lastLoop = loop
  const histogram = trace?.eventLoopDelay
  const sampled = histogram !== undefined && histogram.count > 0

  const count = availableParallelism()
  const cpu = process.cpuUsage()
  const now = { at: performance.now(), micros: cpu.user + cpu.system }
  const since = lastCpu ?? { at: 0, micros: 0 }
  const elapsedMicros = (now.at - since.at) * 1000
  lastCpu = now

  const uptime = process.uptime()
  return {
    memory: {
      rss: memory.rss,
      heapTotal: memory.heapTotal,
      heapUsed: memory.heapUsed,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
    },
    heap: {
      sizeLimit: heap.heap_size_limit,
      totalAvailable: heap.total_available_size,
      used: heap.used_heap_size,
      malloced: heap.malloced_memory,
    },
    eventLoop: {
      delayMean: sampled ? ms(histogram.mean) : null,
      delayMax: sampled ? ms(histogram.max) : null,
      delayP99: sampled ? ms(histogram.percentile(99)) : null,
      utilization: clamp(utilization),
    },
    cpu: {
      count,
      user: cpu.user,
      system: cpu.system,
      usage: clamp(elapsedMicros > 0 ? (now.micros - since.micros) / (elapsedMicros * count) : 0),
    },
    process: {
      pid: process.pid,
      uptime,
      startTime: Math.round(Date.now() - uptime * 1000),
      platform: process.platform,
      arch: process.arch,
    },
    versions: { ...process.versions, node: process.versions.node, v8: process.versions.v8 },
  }
}
