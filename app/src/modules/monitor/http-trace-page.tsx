import { Badge } from '@erp/ui-kit/badge'
import { formatDateTime } from '@erp/ui-kit/format'
import { Segmented } from '@erp/ui-kit/segmented'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MonitorPage } from './monitor-parts'
import { httpTraceQuery, type HttpTrace } from './monitor-queries'

export type StatusClass = 'all' | '2xx' | '3xx' | '4xx' | '5xx'

const FILTERS: { value: StatusClass; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: '2xx', label: '成功 2xx' },
  { value: '3xx', label: '重定向 3xx' },
  { value: '4xx', label: '客户端错误 4xx' },
  { value: '5xx', label: '服务端错误 5xx' },
]

/** The traces whose status is in the class ('all' keeps every one). */
export function filterTraces(traces: HttpTrace[], statusClass: StatusClass): HttpTrace[] {
  if (statusClass === 'all') return traces
  const first = Number(statusClass[0])
  return traces.filter((trace) => Math.floor(trace.response.status / 100) === first)
}

const statusVariant = (status: number) =>
  status >= 500 ? 'danger' : status >= 400 ? 'warning' : status >= 300 ? 'primary' : 'success'

/** modules/monitor/HttpTrace (请求追踪): the last 100 requests the server handled, newest first. */
export function HttpTracePage() {
  const traces = useQuery(httpTraceQuery())
  const [statusClass, setStatusClass] = useState<StatusClass>('all')
  const rows = filterTraces(traces.data ?? [], statusClass)
  return (
    <MonitorPage title="请求追踪">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Segmented
          aria-label="按响应状态筛选"
          options={FILTERS}
          value={statusClass}
          onValueChange={setStatusClass}
        />
        <span className="text-sm text-muted-foreground">
          共 {rows.length} 条（最近 {traces.data?.length ?? 0} 次请求）
        </span>
      </div>
      {traces.isError ? (
        <p role="alert" className="text-sm text-danger-strong">
          请求追踪不可用：{traces.error.message}
        </p>
      ) : null}
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted text-left">
            <th scope="col" className="px-3 py-2 font-medium">
              请求时间
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              请求方法
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              请求URL
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              响应状态
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              请求耗时
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((trace, index) => (
            <tr key={`${trace.timestamp}-${index}`} className="border-b border-border">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(trace.timestamp)}</td>
              <td className="px-3 py-2">{trace.request.method}</td>
              <td className="px-3 py-2 break-all">{trace.request.uri}</td>
              <td className="px-3 py-2">
                <Badge variant={statusVariant(trace.response.status)}>{trace.response.status}</Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{trace.timeTaken} ms</td>
            </tr>
          ))}
          {rows.length === 0 && !traces.isPending ? (
            <tr>
              <td colSpan={5} className="px-3 py-8 text-center text-muted-foreground">
                暂无数据
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </MonitorPage>
  )
}

export default HttpTracePage
