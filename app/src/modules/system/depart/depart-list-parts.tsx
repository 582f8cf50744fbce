import { Button } from '@erp/ui-kit/button'
import { DataTable, type DataTableProps } from '@erp/ui-kit/data-table'
import { FormField } from '@erp/ui-kit/form-field'
import { useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { useState, type ReactNode } from 'react'
import { messageOf } from '../../../lib/api-errors'
import type { Page } from '../../../lib/resource/crud-client'

export interface PageQuery {
  pageNo: number
  pageSize: number
}

export interface KeywordSearchProps {
  /** The field's label and placeholder (translated). */
  label: string
  placeholder: string
  /** The text the field starts with (the last search, when the form mounts again). */
  defaultValue?: string
  /** The trimmed text, on 查询 or Enter. */
  onSearch: (text: string) => void
  className?: string
  /** Buttons after 查询. */
  children?: ReactNode
}

/** The one-field search form of the department's lists: what is typed is searched on 查询. */
export function KeywordSearch({
  label,
  placeholder,
  defaultValue = '',
  onSearch,
  className = 'flex flex-wrap items-end gap-2',
  children,
}: KeywordSearchProps) {
  const t = useT()
  const [draft, setDraft] = useState(defaultValue)
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(draft.trim())
      }}
    >
      <FormField label={label}>
        <Input value={draft} placeholder={placeholder} onChange={(event) => setDraft(event.target.value)} />
      </FormField>
      <Button type="submit" variant="primary">
        {t('查询')}
      </Button>
      {children}
    </form>
  )
}

/** A list's load failure, as an alert (nothing while it loads or has loaded). */
export function LoadError({ result }: { result: { isError: boolean; error: unknown } }) {
  return result.isError ? (
    <p role="alert" className="text-sm text-danger-strong">
      {messageOf(result.error)}
    </p>
  ) : null
}

export type PagedTableProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'loading' | 'pagination'> & {
  /** The page query's result: its records, total and fetching state. */
  result: { data?: Page<Row> | undefined; isFetching: boolean }
  page: PageQuery
  onPageChange: (page: PageQuery) => void
}

/** A server-paged table of a page query's result. */
export function PagedTable<Row>({ result, page, onPageChange, ...props }: PagedTableProps<Row>) {
  return (
    <DataTable
      {...props}
      rows={result.data?.records ?? []}
      loading={result.isFetching}
      pagination={{
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total: result.data?.total ?? 0,
        onChange: (pageNo, pageSize) => onPageChange({ pageNo, pageSize }),
      }}
    />
  )
}
