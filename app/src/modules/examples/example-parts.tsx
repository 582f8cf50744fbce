import { cn } from '@erp/ui-kit/cn'
import { useT } from '@erp/ui-kit/i18n'
import { useId, type ReactNode } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'
import { messageOf } from '../../lib/api-errors'

/** An example page: its title as the page title and heading, optional actions, then its content. */
export function ExamplePage({
  title,
  actions,
  busy = false,
  className,
  children,
}: {
  /** The translated title. */
  title: string
  actions?: ReactNode
  busy?: boolean
  className?: string
  children: ReactNode
}) {
  usePageTitle(title)
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className={cn('rounded bg-surface p-6 shadow-sm', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="m-0 text-lg font-semibold">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="space-y-6">{children}</div>
    </section>
  )
}

/** Loading, failure (with the server's message) or an empty state, in place of the content. */
export function LoadState({
  loading,
  error,
  empty,
  emptyText,
}: {
  loading: boolean
  error: unknown
  empty: boolean
  emptyText: string
}) {
  const t = useT()
  if (loading) return <p className="text-sm text-muted-foreground">{t('加载中...')}</p>
  if (error)
    return (
      <p role="alert" className="text-sm text-danger-strong">
        {messageOf(error)}
      </p>
    )
  if (empty)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {emptyText}
      </p>
    )
  return null
}

/** A heading of a part of a page. */
export function PartHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="m-0 mb-3 text-base font-medium">
      {children}
    </h3>
  )
}
