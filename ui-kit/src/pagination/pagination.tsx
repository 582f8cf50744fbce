import { useState, type ComponentProps, type KeyboardEvent } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'
import { Select } from '../select/select'
import {
  POPUP_DEFAULT_PAGE_SIZE,
  POPUP_MESSAGES,
  POPUP_PAGE_SIZES,
  pageRangeText,
} from '../popup-selector/popup-source'

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  pageNo: number
  pageSize?: number
  total: number
  pageSizeOptions?: readonly number[]
  onChange: (pageNo: number, pageSize: number) => void
  disabled?: boolean
  /** The total text; default docs/spec.md §9 'a-b 共 n 条'. */
  totalText?: (pageNo: number, pageSize: number, total: number) => string
}

/** Page numbers to show: all of them up to 7 pages, else the first, the last and two around the current one. */
export function visiblePages(current: number, pages: number): Array<number | 'gap'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1)
  const start = Math.max(2, Math.min(current - 2, pages - 5))
  const end = Math.min(pages - 1, Math.max(current + 2, 6))
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index)
  return [
    1,
    ...(start > 2 ? ['gap' as const] : []),
    ...middle,
    ...(end < pages - 1 ? ['gap' as const] : []),
    pages,
  ]
}

/** docs/spec.md §9 pagination: 'a-b 共 n 条', page sizes 10/20/30, size changer and quick jump. */
export function Pagination({
  pageNo,
  pageSize = POPUP_DEFAULT_PAGE_SIZE,
  total,
  pageSizeOptions = POPUP_PAGE_SIZES,
  onChange,
  disabled = false,
  totalText = pageRangeText,
  className,
  ...props
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const [jump, setJump] = useState('')
  const go = (page: number, size = pageSize) => {
    const last = Math.max(1, Math.ceil(total / size))
    const target = Math.min(last, Math.max(1, page))
    if (target !== pageNo || size !== pageSize) onChange(target, size)
  }
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const page = Number.parseInt(jump, 10)
    setJump('')
    if (Number.isFinite(page)) go(page)
  }
  return (
    <nav
      data-slot="pagination"
      aria-label={POPUP_MESSAGES.pagination}
      className={cn('mt-4 flex flex-wrap items-center justify-end gap-2 text-sm', className)}
      {...props}
    >
      <span data-slot="pagination-total">{totalText(pageNo, pageSize, total)}</span>
      <Button
        size="sm"
        aria-label={POPUP_MESSAGES.previousPage}
        disabled={disabled || pageNo <= 1}
        onClick={() => go(pageNo - 1)}
      >
        ‹
      </Button>
      {visiblePages(pageNo, pages).map((page, index) =>
        page === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Button
            key={page}
            size="sm"
            variant={page === pageNo ? 'primary' : 'default'}
            aria-label={POPUP_MESSAGES.page(page)}
            aria-current={page === pageNo ? 'page' : undefined}
            disabled={disabled}
            onClick={() => go(page)}
          >
            {page}
          </Button>
        ),
      )}
      <Button
        size="sm"
        aria-label={POPUP_MESSAGES.nextPage}
        disabled={disabled || pageNo >= pages}
        onClick={() => go(pageNo + 1)}
      >
        ›
      </Button>
      <Select
        aria-label={POPUP_MESSAGES.pageSize}
        value={String(pageSize)}
        disabled={disabled}
        onValueChange={(next) => go(pageNo, Number(next))}
        options={pageSizeOptions.map((size) => ({
          value: String(size),
          label: POPUP_MESSAGES.perPage(size),
        }))}
        className="w-auto shrink-0"
      />
      <span className="inline-flex items-center gap-1">
        <span aria-hidden="true">{POPUP_MESSAGES.jumpTo}</span>
        <input
          aria-label={POPUP_MESSAGES.jumpLabel}
          inputMode="numeric"
          value={jump}
          disabled={disabled}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onKeyDown={onJumpKey}
          onBlur={() => setJump('')}
          className="h-7 w-12 rounded border border-border bg-surface px-2 text-sm"
        />
        <span aria-hidden="true">{POPUP_MESSAGES.jumpPage}</span>
      </span>
    </nav>
  )
}
