import { Button } from '@erp/ui-kit/button'
import { Checkbox } from '@erp/ui-kit/checkbox'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { cn } from '@erp/ui-kit/cn'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { useId, useState } from 'react'
import type { RowOf } from '../../../lib/resource/crud-client'

export type DataLogRow = RowOf<'/sys/dataLog'>

export const COMPARE_MESSAGES = {
  title: msg('数据比较'),
  field: msg('字段'),
  version: (row: DataLogRow) => t('版本 {{dataVersion}}', { dataVersion: row.dataVersion ?? '?' }),
  change: msg('变化'),
  changed: msg('已修改'),
  same: msg('无变化'),
  onlyChanged: msg('只看修改的字段'),
  summary: (changed: number, total: number) =>
    t('共 {{total}} 个字段，其中 {{changed}} 个已修改', { total, changed }),
  close: msg('关闭'),
}

/** A version's record: dataContent as an object of field → text (not JSON: one field holding the text). */
export function contentOf(row: DataLogRow): Record<string, string> {
  const raw = row.dataContent ?? ''
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).map(([key, value]) => [
          key,
          value === null || value === undefined
            ? ''
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value),
        ]),
      )
    }
  } catch {
    // falls through: shown as one field
  }
  return { dataContent: raw }
}

export interface FieldDiff {
  field: string
  left: string
  right: string
  changed: boolean
}

/** Field-by-field comparison of two versions, in the order the fields first appear. */
export function diffVersions(left: DataLogRow, right: DataLogRow): FieldDiff[] {
  const a = contentOf(left)
  const b = contentOf(right)
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return fields.map((field) => {
    const before = a[field] ?? ''
    const after = b[field] ?? ''
    return { field, left: before, right: after, changed: before !== after || !(field in a) || !(field in b) }
  })
}

/** Orders two versions oldest first. */
export const byVersion = (rows: readonly DataLogRow[]) =>
  [...rows].sort(
    (x, y) =>
      (x.dataVersion ?? 0) - (y.dataVersion ?? 0) || String(x.createTime).localeCompare(String(y.createTime)),
  )

/** Two versions side by side; changed fields are highlighted and marked 已修改 (not by colour alone). */
export function DataLogCompareDialog({
  versions,
  onClose,
}: {
  versions: readonly [DataLogRow, DataLogRow]
  onClose: () => void
}) {
  const t = useT()
  const titleId = useId()
  const [onlyChanged, setOnlyChanged] = useState(false)
  const [left, right] = versions
  const diffs = diffVersions(left, right)
  const shown = onlyChanged ? diffs.filter((diff) => diff.changed) : diffs
  const changedCount = diffs.filter((diff) => diff.changed).length
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={1000} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{t(COMPARE_MESSAGES.title)}</DialogTitle>
        </DialogHeader>
        <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
          <span>{t('表名：{{dataTable}}', { dataTable: left.dataTable ?? '' })}</span>
          <span>{t('数据ID：{{dataId}}', { dataId: left.dataId ?? '' })}</span>
          <span aria-live="polite">{COMPARE_MESSAGES.summary(changedCount, diffs.length)}</span>
          <label htmlFor={`${titleId}-only-changed`} className="ml-auto inline-flex items-center gap-2">
            <Checkbox
              id={`${titleId}-only-changed`}
              checked={onlyChanged}
              onCheckedChange={(checked) => setOnlyChanged(checked === true)}
            />
            {t(COMPARE_MESSAGES.onlyChanged)}
          </label>
        </div>
        <table
          className="mt-3 w-full table-fixed border-collapse text-sm"
          aria-label={t(COMPARE_MESSAGES.title)}
        >
          <thead>
            <tr className="bg-muted text-left">
              <th scope="col" className="w-48 border border-border px-2 py-1">
                {t(COMPARE_MESSAGES.field)}
              </th>
              <th scope="col" className="border border-border px-2 py-1">
                {COMPARE_MESSAGES.version(left)}
                <span className="block text-xs font-normal text-muted-foreground">
                  {left.createBy ?? ''} {left.createTime ?? ''}
                </span>
              </th>
              <th scope="col" className="border border-border px-2 py-1">
                {COMPARE_MESSAGES.version(right)}
                <span className="block text-xs font-normal text-muted-foreground">
                  {right.createBy ?? ''} {right.createTime ?? ''}
                </span>
              </th>
              <th scope="col" className="w-24 border border-border px-2 py-1">
                {t(COMPARE_MESSAGES.change)}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((diff) => (
              <tr
                key={diff.field}
                data-changed={diff.changed || undefined}
                className={cn(diff.changed && 'bg-warning/15 font-medium')}
              >
                <th scope="row" className="border border-border px-2 py-1 text-left font-normal break-all">
                  {diff.field}
                </th>
                <td className="border border-border px-2 py-1 break-all whitespace-pre-wrap">{diff.left}</td>
                <td className="border border-border px-2 py-1 break-all whitespace-pre-wrap">{diff.right}</td>
                <td className="border border-border px-2 py-1">
                  {diff.changed ? (
                    <span className="text-danger-strong">
                      <span aria-hidden="true">● </span>
                      {t(COMPARE_MESSAGES.changed)}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">{t(COMPARE_MESSAGES.same)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <DialogFooter className="mt-4">
          <Button onClick={onClose}>{t(COMPARE_MESSAGES.close)}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
