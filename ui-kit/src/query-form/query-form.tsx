import { msg, useT } from '../i18n/i18n'
import { Children, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'

/** Keys, translated where drawn. */
export const QUERY_FORM_MESSAGES = {
  search: msg('查询'),
  reset: msg('重置'),
  expand: msg('展开'),
  collapse: msg('收起'),
}

export interface QueryFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onReset'> {
  /** One child per query field (a FormField or any element). */
  children: ReactNode
  onSearch: () => void
  onReset: () => void
  /** Fields shown while collapsed; the rest appear after 展开. Default 3. */
  collapsedCount?: number
  expanded?: boolean
  defaultExpanded?: boolean
  onExpandedChange?: (expanded: boolean) => void
  /** Extra buttons after search and reset. */
  actions?: ReactNode
  disabled?: boolean
}

/** The query area above a list: fields in a responsive grid, 查询 (Enter), 重置 and 展开/收起. */
export function QueryForm({
  children,
  onSearch,
  onReset,
  collapsedCount = 3,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  actions,
  disabled = false,
  className,
  ...props
}: QueryFormProps) {
  const t = useT()
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded)
  const isExpanded = expanded ?? ownExpanded
  const setExpanded = (next: boolean) => {
    if (expanded === undefined) setOwnExpanded(next)
    onExpandedChange?.(next)
  }
  const fields = Children.toArray(children)
  const collapsible = fields.length > collapsedCount
  const shown = isExpanded || !collapsible ? fields : fields.slice(0, collapsedCount)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch()
  }
  return (
    <form
      role="search"
      data-slot="query-form"
      data-state={isExpanded ? 'expanded' : 'collapsed'}
      onSubmit={submit}
      className={cn('grid grid-cols-1 items-end gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4', className)}
      {...props}
    >
      {shown}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary" disabled={disabled}>
          {t(QUERY_FORM_MESSAGES.search)}
        </Button>
        <Button type="button" onClick={onReset} disabled={disabled}>
          {t(QUERY_FORM_MESSAGES.reset)}
        </Button>
        {collapsible ? (
          <Button
            type="button"
            variant="link"
            aria-expanded={isExpanded}
            onClick={() => setExpanded(!isExpanded)}
          >
            {t(isExpanded ? QUERY_FORM_MESSAGES.collapse : QUERY_FORM_MESSAGES.expand)}
          </Button>
        ) : null}
        {actions}
      </div>
    </form>
  )
}
