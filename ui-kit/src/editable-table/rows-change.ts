/** The changes the editable table reports through `onChange` (one per user action). */
import type { PastedCell } from './clipboard'

/** What changed, given to `onChange` with the new rows. */
export type RowsChange<Row> =
  | { type: 'edit'; rowId: string; key: string; value: unknown; row: Row }
  /**
   * Rows were added. `renumbered` are the other rows whose sort key (`orderNum`) was rewritten by the
   * insertion (insert below, in a drag-sort table), already in their new form.
   */
  | { type: 'add'; rows: Row[]; renumbered?: Row[] }
  | { type: 'remove'; rows: Row[] }
  /**
   * A row moved (drag-sort menu or drag): from and to are positions among the rows; `changed` are
   * the rows whose sort key (`orderNum`) was rewritten, already in their new form.
   */
  | { type: 'move'; rowId: string; from: number; to: number; changed: Row[] }
  /**
   * A block pasted from a spreadsheet: ONE change. `changed` are the existing rows it changed and
   * `added` the rows it added below the last one (both in their new form); `cells` every cell it set.
   */
  | { type: 'paste'; changed: Row[]; added: Row[]; cells: PastedCell[] }
  /**
   * Ctrl/Cmd+X: the copied block's editable cells were cleared, as ONE change. `changed` are the rows
   * it changed (in their new form) and `cells` every cell it cleared, with its new (empty) value.
   */
  | { type: 'cut'; changed: Row[]; cells: PastedCell[] }
