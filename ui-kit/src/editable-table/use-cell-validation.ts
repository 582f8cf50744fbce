/**
 * The editable table's validation (docs/spec.md §5): the invalid cells' messages, re-validating the cells an
 * edit, a paste or new rows changed, and validating every row before a save.
 */
import { useCallback, useState } from 'react'
import { CellErrors } from './cell-errors'
import type { EditableColumn } from './editable-column'
import type { TableCore } from './table-core'
import { validateRows, type ValidationResult } from './validation'

/** A column whose rules compare rows (`unique`, pattern `only`): validated as a whole. */
export function isUniqueColumn(column: {
  validateRules?: readonly { unique?: boolean; pattern?: unknown }[]
}): boolean {
  return (column.validateRules ?? []).some((rule) => rule.unique === true || rule.pattern === 'only')
}

export interface CellValidation<Row> {
  cellErrors: CellErrors
  /** The message of an invalid cell (what the column definitions read). */
  errorFor: (rowId: string, key: string) => string | undefined
  /**
   * The table holds invalid cells: only then do the validated text columns draw them with InvalidCell
   * (see `markInvalidCells`). Changing it swaps the column definitions, and the grid redraws their cells.
   */
  holdsErrors: boolean
  /** Updates `holdsErrors` after `cellErrors` changed. */
  syncErrors: () => void
  /**
   * The cells to re-validate after the rows were replaced by `next`: per column with rules, the rows
   * whose value in it changed (unique columns: any change or removal). Drops the errors of removed rows.
   */
  staleCells: (previous: readonly Row[], next: readonly Row[]) => Map<string, Row[]>
  /**
   * Re-validates some cells: per column key, the rows to check (a unique column is re-validated whole).
   * Results for rows replaced meanwhile are dropped (their own edit re-validates them).
   */
  revalidateCells: (targets: ReadonlyMap<string, readonly Row[]>) => Promise<void>
  /** Re-validates an edited cell; a unique column is re-validated whole (a duplicate may have gone). */
  revalidate: (column: EditableColumn<Row>, row: Row) => Promise<void>
  /**
   * Validates ALL rows, marks the invalid cells, scrolls to and focuses the first invalid cell, and
   * returns the result.
   */
  validateAll: () => Promise<ValidationResult>
}

export function useCellValidation<Row>(
  { apiRef, rowsRef, rowKey, rowIdOf }: TableCore<Row>,
  columnByKey: ReadonlyMap<string, EditableColumn<Row>>,
  dataColumns: readonly EditableColumn<Row>[],
): CellValidation<Row> {
  const [cellErrors] = useState(() => new CellErrors())
  const [holdsErrors, setHoldsErrors] = useState(false)
  const syncErrors = useCallback(() => setHoldsErrors(!cellErrors.isEmpty()), [cellErrors])
  const errorFor = useCallback((rowId: string, key: string) => cellErrors.get(rowId, key), [cellErrors])

  const staleCells = (previous: readonly Row[], next: readonly Row[]): Map<string, Row[]> => {
    const byId = new Map(previous.map((row) => [rowIdOf(row), row]))
    const ids = new Set<string>()
    const stale = new Map<string, Row[]>()
    const checked = dataColumns.filter((column) => (column.validateRules?.length ?? 0) > 0)
    for (const row of next) {
      const id = rowIdOf(row)
      ids.add(id)
      const old = byId.get(id)
      if (old === undefined || old === row) continue
      for (const column of checked) {
        const before = (old as Record<string, unknown>)[column.key]
        const after = (row as Record<string, unknown>)[column.key]
        if (Object.is(before, after)) continue
        const list = stale.get(column.key)
        if (list) list.push(row)
        else stale.set(column.key, [row])
      }
    }
    const removed = [...byId.keys()].filter((id) => !ids.has(id))
    for (const id of removed) cellErrors.deleteRow(id)
    if (removed.length > 0) {
      // A removed row may have been the other half of a duplicate.
      for (const column of checked)
        if (isUniqueColumn(column) && !stale.has(column.key)) stale.set(column.key, [])
    }
    return stale
  }

  const revalidateCells = async (targets: ReadonlyMap<string, readonly Row[]>) => {
    const current = rowsRef.current
    const results = await Promise.all(
      [...targets].flatMap(([key, targetRows]) => {
        const column = columnByKey.get(key)
        if (!column || (column.validateRules?.length ?? 0) === 0) return []
        const unique = isUniqueColumn(column)
        return [
          validateRows(unique ? current : targetRows, [column], { rowKey }).then((result) => ({
            column,
            unique,
            targetRows,
            result,
          })),
        ]
      }),
    )
    const latest = rowsRef.current
    const present = latest === current ? null : new Set(latest)
    const keys: string[] = []
    for (const { column, unique, targetRows, result } of results) {
      if (unique) {
        if (present) continue
        cellErrors.replaceColumn(column.key, result.errors)
      } else {
        const messages = new Map(result.errors.map((error) => [error.rowId, error.message]))
        for (const row of targetRows) {
          if (present && !present.has(row)) continue
          const rowId = rowIdOf(row)
          cellErrors.set(rowId, column.key, messages.get(rowId) ?? null)
        }
      }
      keys.push(column.key)
    }
    if (keys.length > 0) apiRef.current?.refreshCells({ columns: keys, force: true })
    syncErrors()
  }

  const revalidate = async (column: EditableColumn<Row>, row: Row) => {
    const rules = column.validateRules ?? []
    if (rules.length === 0) return
    const unique = isUniqueColumn(column)
    const current = rowsRef.current
    const rowIndex = current.indexOf(row)
    if (rowIndex < 0) return
    const scope = unique ? current : [row]
    const result = await validateRows(scope, [column], { rowKey })
    if (rowsRef.current !== current && rowsRef.current.indexOf(row) < 0) return // edited again meanwhile
    const api = apiRef.current
    if (unique) {
      cellErrors.replaceColumn(column.key, result.errors)
      api?.refreshCells({ columns: [column.key], force: true })
    } else {
      const rowId = rowIdOf(row)
      cellErrors.set(rowId, column.key, result.first?.message ?? null)
      const node = api?.getRowNode(rowId)
      if (node) api?.refreshCells({ rowNodes: [node], columns: [column.key], force: true })
    }
    syncErrors()
  }

  const validateAll = async (): Promise<ValidationResult> => {
    const result = await validateRows(rowsRef.current, dataColumns, { rowKey })
    cellErrors.replaceAll(result.errors)
    apiRef.current?.refreshCells({ force: true })
    syncErrors()
    const api = apiRef.current
    const first = result.first
    if (api && first) {
      const rowIndex = api.getRowNode(first.rowId)?.rowIndex ?? first.rowIndex
      api.ensureIndexVisible(rowIndex, 'middle')
      api.ensureColumnVisible(first.columnKey)
      api.setFocusedCell(rowIndex, first.columnKey)
    }
    return result
  }

  return {
    cellErrors,
    errorFor,
    holdsErrors,
    syncErrors,
    staleCells,
    revalidateCells,
    revalidate,
    validateAll,
  }
}
