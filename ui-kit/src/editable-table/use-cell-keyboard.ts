/**
 * The editable table's own keys on cells: Enter on a cell whose content is a control moves the focus into
 * it, and Escape in a cell editor cancels the edit only (not a dialog around the table).
 */
import type { CellKeyDownEvent, FullWidthCellKeyDownEvent } from 'ag-grid-community'
import { useEffect, type RefObject } from 'react'
import type { CellType, EditableColumn } from './editable-column'
import type { TableCore } from './table-core'

/** Cell types whose content is a control the keyboard reaches with Enter. */
const CONTROL_TYPES: ReadonlySet<CellType> = new Set([
  'row-radio',
  'row-expand',
  'row-drag-sort',
  'upload',
  'slot',
])

/** Returns the grid's `onCellKeyDown`. */
export function useCellKeyboard<Row>(
  { apiRef }: TableCore<Row>,
  bodyRef: RefObject<HTMLDivElement | null>,
  columnByKey: ReadonlyMap<string, EditableColumn<Row>>,
): (event: CellKeyDownEvent<Row> | FullWidthCellKeyDownEvent<Row>) => void {
  // Escape in a cell editor cancels the edit only. A dialog around the table (Radix listens on the document,
  // capture phase, and marks the event handled, which the grid then ignores) would close instead: this
  // listener on the window runs first, cancels the edit, keeps the focus on the cell and stops the event.
  useEffect(() => {
    const cancelEdit = (event: KeyboardEvent) => {
      const target = event.target
      if (event.key !== 'Escape' || !(target instanceof Element) || !bodyRef.current?.contains(target)) return
      if (!target.closest('.ag-cell-inline-editing, .ag-popup-editor')) return
      const api = apiRef.current
      const cell = api?.getFocusedCell()
      if (!api || !cell) return
      event.stopPropagation()
      api.stopEditing(true)
      api.setFocusedCell(cell.rowIndex, cell.column, cell.rowPinned)
    }
    window.addEventListener('keydown', cancelEdit, true)
    return () => window.removeEventListener('keydown', cancelEdit, true)
  }, [apiRef, bodyRef])

  /**
   * Enter on a cell whose content is a control (radio, expand toggle, sort menu, file button or
   * menu, slot) moves the focus to that control; Enter or Space then works it as usual.
   */
  return (event) => {
    if (!('column' in event)) return
    const keyboard = event.event
    if (!(keyboard instanceof KeyboardEvent)) return
    if (keyboard.key !== 'Enter') return
    const column = columnByKey.get(event.column.getColId())
    if (!column || !CONTROL_TYPES.has(column.type)) return
    const cell = keyboard.target
    if (!(cell instanceof HTMLElement) || !cell.classList.contains('ag-cell')) return
    const control = cell.querySelector<HTMLElement>(
      'button:not(:disabled), input:not([type="file"]):not(:disabled), a[href], [tabindex]:not([tabindex="-1"])',
    )
    if (!control) return
    keyboard.preventDefault()
    control.focus()
  }
}
