import { Badge } from '@erp/ui-kit/badge'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
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

/** Traces have no id: the time and the position in the list tell them apart. */
type TraceRow = HttpTrace & { key: string }

const TRACE_COLUMNS: DataColumn<TraceRow>[] = [
  { key: 'timestamp', title: '请求时间', width: 180, render: (trace) => formatDateTime(trace.timestamp) },
  { key: 'method', title: '请求方法', width: 100, render: (trace) => trace.request.method },
  {
    key: 'uri',
    title: '请求URL',
    render: (trace) => <span className="break-all whitespace-normal">{trace.request.uri}</span>,
  },
  {
    key: 'status',
    title: '响应状态',
    width: 110,
    render: (trace) => <Badge variant={statusVariant(trace.response.status)}>{trace.response.status}</Badge>,
  },
  { key: 'timeTaken', title: '请求耗时', width: 110, render: (trace) => `${trace.timeTaken} ms` },
]

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
      <DataTable
        caption="最近的请求"
        columns={TRACE_COLUMNS}
        rows={rows.map((trace, index) => ({ ...trace, key: `${trace.timestamp}-${index}` }))}
        rowKey={(row) => row.key}
        loading={traces.isPending}
      />
    </MonitorPage>
  )
}

export default HttpTracePage
