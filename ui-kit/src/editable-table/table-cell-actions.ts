/**
 * What the table offers the cells that act on rows (radio, expand, drag-sort menu, upload, slot).
 * One stable object per table; its state changes are announced through `subscribe` so the cells
 * re-render with `useSyncExternalStore` (the grid does not re-render a cell whose value is unchanged).
 */
import type { CustomCellRendererProps } from 'ag-grid-react'
import { useSyncExternalStore } from 'react'

export interface TableCellActions {
  /** Sets one cell as an edit would (coerced, validated, reported through `onChange`). */
  setCellValue: (rowId: string, key: string, value: unknown) => void
  /** The row's position among the data rows (0-based), or -1. */
  positionOf: (rowId: string) => number
  /** The number of data rows. */
  rowCount: () => number
  /** Moves a row one place up (-1) or down (1). */
  moveRow: (rowId: string, offset: -1 | 1) => void
  /** Inserts an empty row (with the column defaults) below the row. */
  insertBelow: (rowId: string) => void
  isExpanded: (rowId: string) => boolean
  toggleExpanded: (rowId: string) => void
  /** The whole table is read-only. */
  disabled: () => boolean
  /** Uploads in flight, by `rowId + key`, so deleting the file aborts them. */
  uploads: Map<string, AbortController>
  subscribe: (listener: () => void) => () => void
  /** Changes whenever the rows, their order, the expanded rows or `disabled` change. */
  version: () => number
}

/** Re-renders the calling cell whenever the table's row state changes. */
export function useTableVersion(actions: TableCellActions): number {
  return useSyncExternalStore(actions.subscribe, actions.version, actions.version)
}

/** The parameters the table gives the cell renderers of row-level types. */
export interface RowCellParams {
  actions: TableCellActions
  /** The row id of the rendered row. */
  rowIdOf: (row: unknown) => string
}

/** A row-level cell renderer's props: the grid's and the table's. */
export type RowCellProps = CustomCellRendererProps<unknown, unknown> & RowCellParams

/** The rendered row's id, re-rendering the calling cell whenever the table's row state changes. */
export function useRowId({
  data,
  actions,
  rowIdOf,
}: Pick<RowCellProps, 'data' | 'actions' | 'rowIdOf'>): string {
  useTableVersion(actions)
  return rowIdOf(data)
}

/** Actions that do nothing (column definitions built without a table, e.g. in unit tests). */
export function inertCellActions(): TableCellActions {
  return {
    setCellValue: () => undefined,
    positionOf: () => -1,
    rowCount: () => 0,
    moveRow: () => undefined,
    insertBelow: () => undefined,
    isExpanded: () => false,
    toggleExpanded: () => undefined,
    disabled: () => false,
    uploads: new Map(),
    subscribe: () => () => undefined,
    version: () => 0,
  }
}

/** The table's handlers behind the row actions (connected after each render). */
export type RowActionHandlers = Pick<
  TableCellActions,
  'setCellValue' | 'moveRow' | 'insertBelow' | 'toggleExpanded'
>

/**
 * The table's `TableCellActions`: one instance per table. It holds what the cells read while they
 * render (the rows' positions, the expanded rows, `disabled`) and forwards the actions to the
 * table's latest handlers. `notify` re-renders the subscribed cells.
 */
export class CellBridge implements TableCellActions {
  /** Expanded rows: row id → the content row inserted below it. */
  readonly expanded = new Map<string, Record<string, unknown>>()
  readonly uploads = new Map<string, AbortController>()
  private handlers: RowActionHandlers = inertCellActions()
  private rows: readonly unknown[]
  private rowIdOf: (row: unknown) => string
  private byRow: Map<unknown, number> | null = null
  private byId: Map<string, number> | null = null
  private isDisabled = false
  private current = 0
  private readonly listeners = new Set<() => void>()

  constructor(rows: readonly unknown[], rowIdOf: (row: unknown) => string) {
    this.rows = rows
    this.rowIdOf = rowIdOf
  }

  connect(handlers: RowActionHandlers, rowIdOf: (row: unknown) => string): void {
    this.handlers = handlers
    if (rowIdOf !== this.rowIdOf) {
      this.rowIdOf = rowIdOf
      this.byId = null
    }
  }

  /** The rows changed (edit, add, remove, move or a new array). */
  setRows(rows: readonly unknown[]): void {
    if (rows === this.rows) return
    this.rows = rows
    this.byRow = null
    this.byId = null
  }

  /**
   * Only values changed (an edit, a cut): the same rows in the same places, `replaced` maps each old
   * row object to its new one. The position maps are kept (rebuilding them costs milliseconds at
   * 100,000 rows, on every edit).
   */
  replaceRows(rows: readonly unknown[], replaced: ReadonlyMap<unknown, unknown>): void {
    if (rows === this.rows) return
    if (rows.length !== this.rows.length) {
      this.setRows(rows)
      return
    }
    this.rows = rows
    const byRow = this.byRow
    if (!byRow) return
    for (const [previous, row] of replaced) {
      const index = byRow.get(previous)
      byRow.delete(previous)
      if (index !== undefined) byRow.set(row, index)
    }
  }

  setDisabled(disabled: boolean): void {
    if (disabled === this.isDisabled) return
    this.isDisabled = disabled
    this.notify()
  }

  notify(): void {
    this.current += 1
    this.listeners.forEach((listener) => listener())
  }

  /** The position of a row object among the rows, or -1. */
  positionOfRow = (row: unknown): number => {
    this.byRow ??= new Map(this.rows.map((candidate, index) => [candidate, index]))
    return this.byRow.get(row) ?? -1
  }

  /**
   * The 1-based number of a row object (the row-number cells). `rowIndex`, the row's index in the grid, is
   * tried first: it is the row's position unless a row above is expanded, and checking it spares mapping
   * every row (10 ms at 100,000 rows, at mount).
   */
  rowNumberOf = (row: unknown, rowIndex: number | null = null): number =>
    rowIndex !== null && this.rows[rowIndex] === row ? rowIndex + 1 : this.positionOfRow(row) + 1

  positionOf = (rowId: string): number => {
    this.byId ??= new Map(this.rows.map((candidate, index) => [this.rowIdOf(candidate), index]))
    return this.byId.get(rowId) ?? -1
  }

  rowCount = (): number => this.rows.length
  isExpanded = (rowId: string): boolean => this.expanded.has(rowId)
  disabled = (): boolean => this.isDisabled
  setCellValue = (rowId: string, key: string, value: unknown): void =>
    this.handlers.setCellValue(rowId, key, value)
  moveRow = (rowId: string, offset: -1 | 1): void => this.handlers.moveRow(rowId, offset)
  insertBelow = (rowId: string): void => this.handlers.insertBelow(rowId)
  toggleExpanded = (rowId: string): void => this.handlers.toggleExpanded(rowId)

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  version = (): number => this.current
}
