/**
 * The validation messages of the table's invalid cells, by row id and column key. A small mutable
 * store the grid's cell class rules and renderer selectors read when a cell is (re)drawn.
 */
import type { ValidationError } from './validation'

export class CellErrors {
  private byRow = new Map<string, Map<string, string>>()

  /** The message of a cell, if it is invalid. */
  get(rowId: string, key: string): string | undefined {
    return this.byRow.get(rowId)?.get(key)
  }

  /** Sets (or, with `null`, clears) the message of one cell. */
  set(rowId: string, key: string, message: string | null): void {
    if (message === null) {
      const forRow = this.byRow.get(rowId)
      forRow?.delete(key)
      if (forRow?.size === 0) this.byRow.delete(rowId)
      return
    }
    let forRow = this.byRow.get(rowId)
    if (!forRow) this.byRow.set(rowId, (forRow = new Map()))
    forRow.set(key, message)
  }

  /** Replaces every message of one column. */
  replaceColumn(key: string, errors: readonly ValidationError[]): void {
    for (const rowId of [...this.byRow.keys()]) this.set(rowId, key, null)
    for (const error of errors) this.set(error.rowId, key, error.message)
  }

  /** Replaces every message. */
  replaceAll(errors: readonly ValidationError[]): void {
    this.byRow = new Map()
    for (const error of errors) this.set(error.rowId, error.columnKey, error.message)
  }

  deleteRow(rowId: string): void {
    this.byRow.delete(rowId)
  }

  clear(): void {
    this.byRow = new Map()
  }

  /** No cell is invalid (rows without messages are dropped, so this is one look-up). */
  isEmpty(): boolean {
    return this.byRow.size === 0
  }

  /** How many cells are invalid. */
  get size(): number {
    let count = 0
    for (const forRow of this.byRow.values()) count += forRow.size
    return count
  }
}
