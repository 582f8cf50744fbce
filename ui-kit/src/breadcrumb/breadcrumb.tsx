import { useT } from '../i18n/i18n'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface BreadcrumbItem {
  title: string
  href?: string
}

export interface BreadcrumbProps extends ComponentProps<'nav'> {
  items: BreadcrumbItem[]
  renderLink?: (item: BreadcrumbItem, className: string) => ReactNode
}

/** docs/spec.md §2: earlier entries are links, the current (last) one is plain text. */
export function Breadcrumb({ items, renderLink, className, ...props }: BreadcrumbProps) {
  const t = useT()
  const linkClass = 'text-muted-foreground hover:text-primary-strong'
  return (
    <nav data-slot="breadcrumb" aria-label={t('面包屑')} className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-2">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.title}`} className="flex items-center gap-2">
              {last || !item.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'text-foreground' : 'text-muted-foreground'}
                >
                  {item.title}
                </span>
              ) : renderLink ? (
                renderLink(item, linkClass)
              ) : (
                <a href={item.href} className={linkClass}>
                  {item.title}
                </a>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-muted-foreground">
                  /
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
