import { Badge } from '@erp/ui-kit/badge'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { formatDateTime } from '@erp/ui-kit/format'
import { Segmented } from '@erp/ui-kit/segmented'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MonitorPage } from './monitor-parts'
import { httpTraceQuery, type HttpTrace } from './api/monitor-queries'
import { msg, useT } from '@erp/ui-kit/i18n'

export type StatusClass = 'all' | '2xx' | '3xx' | '4xx' | '5xx'

const FILTERS: { value: StatusClass; label: string }[] = [
  { value: 'all', label: msg('全部') },
  { value: '2xx', label: msg('成功 2xx') },
  { value: '3xx', label: msg('重定向 3xx') },
  { value: '4xx', label: msg('客户端错误 4xx') },
  { value: '5xx', label: msg('服务端错误 5xx') },
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
  {
    key: 'timestamp',
    title: msg('请求时间'),
    width: 180,
    render: (trace) => formatDateTime(trace.timestamp),
  },
  { key: 'method', title: msg('请求方法'), width: 100, render: (trace) => trace.request.method },
  {
    key: 'uri',
    title: msg('请求URL'),
    render: (trace) => <span className="break-all whitespace-normal">{trace.request.uri}</span>,
  },
  {
    key: 'status',
    title: msg('响应状态'),
    width: 110,
    render: (trace) => <Badge variant={statusVariant(trace.response.status)}>{trace.response.status}</Badge>,
  },
  { key: 'timeTaken', title: msg('请求耗时'), width: 110, render: (trace) => `${trace.timeTaken} ms` },
]

/** modules/monitor/HttpTrace (请求追踪): the last 100 requests the server handled, newest first. */
export function HttpTracePage() {
  const t = useT()
  const traces = useQuery(httpTraceQuery())
  const [statusClass, setStatusClass] = useState<StatusClass>('all')
  const rows = filterTraces(traces.data ?? [], statusClass)
  return (
    <MonitorPage title={t('请求追踪')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Segmented
          aria-label={t('按响应状态筛选')}
          options={FILTERS.map((filter) => ({ ...filter, label: t(filter.label) }))}
          value={statusClass}
          onValueChange={setStatusClass}
        />
        <span className="text-sm text-muted-foreground">
          {t('共 {{length}} 条（最近 {{value2}} 次请求）', {
            length: rows.length,
            value2: traces.data?.length ?? 0,
          })}
        </span>
      </div>
      {traces.isError ? (
        <p role="alert" className="text-sm text-danger-strong">
          {t('请求追踪不可用：{{message}}', { message: traces.error.message })}
        </p>
      ) : null}
      <DataTable
        caption={t('最近的请求')}
        columns={TRACE_COLUMNS.map((column) => ({ ...column, title: t(column.title) }))}
        rows={rows.map((trace, index) => ({ ...trace, key: `${trace.timestamp}-${index}` }))}
        rowKey={(row) => row.key}
        loading={traces.isPending}
      />
    </MonitorPage>
  )
}

export default HttpTracePage
