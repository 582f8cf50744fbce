import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import type { ChartSeries } from './charts/chart-types'
import { useT } from '@erp/ui-kit/i18n'

/** One figure of a dashboard: its label, its value, and a link to the list behind it when there is one. */
export function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const t = useT()
  return (
    <div className="rounded bg-surface p-4 shadow-sm" data-slot="figure">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-foreground">
        {to ? (
          <Link
            to={to}
            aria-label={t('{{label}}：{{value}}，查看明细', { label, value })}
            className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  )
}

/** A titled block of a dashboard (a section with its heading, for the page's outline). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 space-y-3 overflow-x-auto rounded bg-surface p-4 shadow-sm"
    >
      <h2 id={id} className="text-base font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The first error of a page's queries, said once. */
export function LoadError({ errors }: { errors: readonly unknown[] }) {
  const error = errors.find(Boolean)
  return error ? (
    <p role="alert" className="text-sm text-danger-strong">
      {messageOf(error)}
    </p>
  ) : null
}

export const count = (value: number | undefined) =>
  value === undefined ? '—' : value.toLocaleString('zh-CN')

export const yuan = (value: number) =>
  `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The series with their names (msg keys) translated, for a chart drawn in the current language. */
export const named = <Row,>(
  series: readonly ChartSeries<Row>[],
  t: (key: string) => string,
): ChartSeries<Row>[] => series.map((item) => ({ ...item, name: t(item.name) }))
