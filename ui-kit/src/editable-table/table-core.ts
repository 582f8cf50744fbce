/**
 * What every part of the editable table shares: the grid API once it is ready, the current rows, the
 * row ids and the cells' bridge (see CellBridge). The hooks of the table (use-table-*.ts,
 * use-cell-*.ts) each take it; the component creates it once.
 */
import type { GridApi } from 'ag-grid-community'
import type { RefObject } from 'react'
import type { CellBridge } from './table-cell-actions'

export interface TableCore<Row> {
  /** The AG Grid API, set in `onGridReady`. */
  apiRef: RefObject<GridApi<Row> | null>
  /** The current rows, edits included (ahead of the `rows` prop until the parent gives them back). */
  rowsRef: RefObject<readonly Row[]>
  /** The row id field. */
  rowKey: string
  rowIdOf: (row: unknown) => string
  bridge: CellBridge
}
