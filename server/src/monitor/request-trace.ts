import type { FastifyInstance } from 'fastify'
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'

/** One handled request, in the Actuator httptrace shape. */
export interface TraceEntry {
  timestamp: string
  request: { method: string; uri: string }
  response: { status: number }
  timeTaken: number
}

/** Spring Boot's InMemoryHttpTraceRepository keeps the last 100. */
export const TRACE_CAPACITY = 100

/** The last requests a server handled, with running totals for http.server.requests. */
export class RequestTrace {
  private readonly entries: TraceEntry[] = []
  private count = 0
  private totalMs = 0
  private maxMs = 0
  readonly eventLoopDelay: IntervalHistogram

  constructor(private readonly capacity = TRACE_CAPACITY) {
    this.eventLoopDelay = monitorEventLoopDelay({ resolution: 20 })
    this.eventLoopDelay.enable()
  }

  record(entry: TraceEntry): void {
    this.entries.push(entry)
    if (this.entries.length > this.capacity) this.entries.shift()
    this.count += 1
    this.totalMs += entry.timeTaken
    this.maxMs = Math.max(this.maxMs, entry.timeTaken)
  }

  /** Newest first, as Spring Boot answers. */
  traces(): TraceEntry[] {
    return [...this.entries].reverse()
  }

  totals() {
    return { count: this.count, totalSeconds: this.totalMs / 1000, maxSeconds: this.maxMs / 1000 }
  }

  stop(): void {
    this.eventLoopDelay.disable()
  }
}

const traces = new WeakMap<FastifyInstance, RequestTrace>()

/** The trace of the server a request arrived at (undefined when mountRequestTrace was not called). */
export const traceOf = (server: FastifyInstance): RequestTrace | undefined => traces.get(server)

/**
 * Records every request the server answers (an onResponse hook), except the calls that read the trace
 * itself (`skip`). Only the path is kept: a query string may carry a token.
 */
export function mountRequestTrace(app: FastifyInstance, options: { skip: string[] }): RequestTrace {
  const trace = new RequestTrace()
  traces.set(app, trace)
  const skipped = new Set(options.skip)
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url
    if (skipped.has(path)) return
    const timeTaken = Math.round(reply.elapsedTime)
    trace.record({
      timestamp: new Date(Date.now() - timeTaken).toISOString(),
      request: { method: request.method, uri: path },
      response: { status: reply.statusCode },
      timeTaken,
    })
  })
  app.addHook('onClose', async () => trace.stop())
  return trace
}
