/**
 * The editable table's clipboard (docs/spec.md §4): Ctrl/Cmd+C copies the selected rows, the cell range or
 * the focused cell as TSV; Ctrl/Cmd+X also clears the copied editable cells; a paste from a spreadsheet
 * fills the cells from the range's top left (or the focused) cell and may add rows. The grid body's keys
 * and clicks also move the cell range. What was done is said in a live region (`announcement`).
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { t } from '../i18n/i18n'
import type { SelectOption } from './cell-values'
import { cellsToTsv, clearCells, rangeColumns } from './cell-range'
import { applyBlock, cellText, parseTsv, pastableColumns, rowsToTsv } from './clipboard'
import { ROW_TYPES, type EditableColumn } from './editable-column'
import type { TableCore } from './table-core'
import type { CellRangeState } from './use-cell-range'
import type { TableRows } from './use-table-rows'

/** What the live region says after a paste. */
export const PASTE_MESSAGE = (rows: number, columns: number) =>
  t('已粘贴 {{rows}} 行 × {{columns}} 列', { rows, columns })
/** What the live region says after a cut (Ctrl/Cmd+X). */
export const CUT_MESSAGE = (rows: number, columns: number) =>
  t('已剪切 {{rows}} 行 × {{columns}} 列', { rows, columns })
/** What the live region says after copying a block of more than one cell. */
export const COPY_MESSAGE = (rows: number, columns: number) =>
  t('已复制 {{rows}} 行 × {{columns}} 列', { rows, columns })

const NAVIGATION_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])

/** What a copy takes: its text and, for a cut, the cells it covers (rows × columns). */
interface CopiedBlock<Row> {
  text: string
  rows: Row[]
  columns: EditableColumn<Row>[]
  height: number
  width: number
}

/** Clipboard events the table already answered (the key handler's document listener). */
const answeredClipboardEvents = new WeakSet<Event>()

/** A keyboard or clipboard event from a control inside a cell (an editor, a slot's input). */
export function fromTextControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null)
  )
}

export interface TableClipboardOptions<Row> {
  /** The grid body: the clipboard events, keys and clicks are listened to there. */
  bodyRef: RefObject<HTMLDivElement | null>
  columns: readonly EditableColumn<Row>[]
  columnByKey: ReadonlyMap<string, EditableColumn<Row>>
  dataColumns: readonly EditableColumn<Row>[]
  dictionaries?: Readonly<Record<string, readonly SelectOption[]>>
  /** Rows can be selected several at a time: a copy takes the selected rows. */
  multiSelect: boolean
  /** The drag-sort key: rows a paste adds are numbered. */
  sortKey: string | undefined
  /** The whole table is read-only: a paste does nothing, a cut only copies. */
  disabled: boolean
  /** A paste may add rows below the last one. */
  canAdd: boolean
  range: CellRangeState<Row>
  rowsApi: Pick<TableRows<Row>, 'emit' | 'newRow' | 'showChangedCells' | 'focusedDataCell'>
}

/** Listens on the grid body; returns what the live region says. */
export function useTableClipboard<Row>(
  { apiRef, rowsRef, rowKey, bridge }: TableCore<Row>,
  {
    bodyRef,
    columns,
    columnByKey,
    dataColumns,
    dictionaries,
    multiSelect,
    sortKey,
    disabled,
    canAdd,
    range,
    rowsApi,
  }: TableClipboardOptions<Row>,
): string {
  const [announcement, setAnnouncement] = useState('')
  const { emit, newRow, showChangedCells, focusedDataCell } = rowsApi
  const { activeRange, rangeRows, followFocus, noteFocus, dropRange } = range

  /** Where a paste starts: the top left cell of the range, else the focused cell. */
  const pasteStart = (): { rowIndex: number; columnKey: string } | null => {
    const active = activeRange()
    if (!active) return focusedDataCell()
    const first = rangeRows(active)[0]
    const columnKey = active.columnKeys[0]
    if (first === undefined || columnKey === undefined) return null
    const rowIndex = rowsRef.current.indexOf(first)
    return rowIndex < 0 ? null : { rowIndex, columnKey }
  }

  /**
   * Pastes TSV text (from a spreadsheet) at the top left cell of the range, else at the focused cell,
   * to the right and down, over the pastable columns; adds rows at the end when the table allows
   * adding. ONE `paste` change; the pasted cells are validated like typed ones. Returns whether the
   * text was taken.
   */
  const pasteText = (text: string): boolean => {
    const api = apiRef.current
    const start = pasteStart()
    if (!api || !start || disabled) return false
    const block = parseTsv(text)
    const current = rowsRef.current
    const result = applyBlock(current, columns, start, block, {
      rowKey,
      dictionaries,
      newRow: canAdd
        ? (index) => newRow((sortKey ? { [sortKey]: index + 1 } : {}) as Partial<Row>)
        : undefined,
    })
    if (result.height === 0 || result.width === 0) return false
    setAnnouncement(PASTE_MESSAGE(result.height, result.width))
    if (result.cells.length === 0 && result.added.length === 0) return true
    emit(result.rows, { type: 'paste', changed: result.changed, added: result.added, cells: result.cells })
    showChangedCells(result.changed, result.added, result.cells)
    return true
  }

  /**
   * What Ctrl/Cmd+C copies (and Ctrl/Cmd+X cuts): the selected rows' pastable columns when rows are
   * selected; else the cell range's cells; else the focused cell. `null` when there is nothing to copy.
   */
  const copiedBlock = (): CopiedBlock<Row> | null => {
    const api = apiRef.current
    if (!api) return null
    const selected = multiSelect ? api.getSelectedRows() : []
    if (selected.length > 0) {
      const chosen = new Set(selected)
      const picked = rowsRef.current.filter((row) => chosen.has(row))
      const copied = pastableColumns(columns)
      return {
        text: rowsToTsv(picked, columns, dictionaries),
        rows: picked,
        columns: copied,
        height: picked.length,
        width: copied.length,
      }
    }
    const active = activeRange()
    if (active) {
      const picked = rangeRows(active)
      const copied = rangeColumns(active, dataColumns)
      if (picked.length === 0 || copied.length === 0) return null
      return {
        text: cellsToTsv(picked, copied, dictionaries),
        rows: picked,
        columns: copied,
        height: picked.length,
        width: copied.length,
      }
    }
    const focused = focusedDataCell()
    const column = focused ? columnByKey.get(focused.columnKey) : undefined
    if (!focused || !column) return null
    if (column.type === 'row-number')
      return { text: String(bridge.rowNumberOf(focused.row)), rows: [], columns: [], height: 1, width: 1 }
    if (ROW_TYPES.has(column.type)) return null
    const text = cellText(column, (focused.row as Record<string, unknown>)[column.key], dictionaries)
    return { text, rows: [focused.row], columns: [column], height: 1, width: 1 }
  }

  /**
   * Cut: clears the copied block's editable cells (not read-only, row-level or disabled columns; nothing
   * in a disabled table) as ONE `cut` change, re-validated like typed edits, and announces it.
   */
  const cutBlock = (block: CopiedBlock<Row>) => {
    if (disabled) {
      setAnnouncement(COPY_MESSAGE(block.height, block.width))
      return
    }
    setAnnouncement(CUT_MESSAGE(block.height, block.width))
    const result = clearCells(rowsRef.current, block.rows, block.columns, { rowKey, dictionaries })
    if (result.cells.length === 0) return
    emit(result.rows, { type: 'cut', changed: result.changed, cells: result.cells })
    showChangedCells(result.changed, [], result.cells)
  }

  const editingCell = () => (apiRef.current?.getEditingCells().length ?? 0) > 0

  const onPaste = (event: ClipboardEvent) => {
    if (fromTextControl(event.target) || editingCell()) return
    const text = event.clipboardData?.getData('text/plain') ?? ''
    if (text !== '' && pasteText(text)) event.preventDefault()
  }

  /**
   * The `copy` and `cut` events (when they reach the table and the key handler did not answer them):
   * the table's text instead of the page selection; a cut then clears the copied cells.
   */
  const onClipboard = (event: ClipboardEvent) => {
    if (answeredClipboardEvents.has(event) || fromTextControl(event.target) || editingCell()) return
    const block = copiedBlock()
    if (block === null || !event.clipboardData) return
    event.clipboardData.setData('text/plain', block.text)
    event.preventDefault()
    if (event.type === 'cut') cutBlock(block)
  }

  /**
   * Ctrl/Cmd+C and Ctrl/Cmd+X on a cell: the async Clipboard API, and the `copy`/`cut` event that
   * follows the key (it targets the page body when nothing is selected) as the fallback where that API
   * is missing or refused; a cut then clears the copied cells. Escape drops the cell range.
   */
  const onKeyDown = (keyboard: KeyboardEvent) => {
    if (keyboard.key === 'Escape' && range.range() !== null && !editingCell()) {
      dropRange()
      return
    }
    const key = keyboard.key.toLowerCase()
    if (!(keyboard.ctrlKey || keyboard.metaKey) || keyboard.altKey || (key !== 'c' && key !== 'x')) {
      // After the grid moved the focus (arrows, Tab, Enter, Home …): Shift+arrows extend the range.
      if (!fromTextControl(keyboard.target))
        followFocus(keyboard.shiftKey && NAVIGATION_KEYS.has(keyboard.key), true)
      return
    }
    if (fromTextControl(keyboard.target) || editingCell()) return
    const block = copiedBlock()
    if (block === null) return
    const eventName = key === 'x' ? 'cut' : 'copy'
    const onDocumentClipboard = (event: ClipboardEvent) => {
      answeredClipboardEvents.add(event)
      if (!event.clipboardData) return
      event.clipboardData.setData('text/plain', block.text)
      event.preventDefault()
    }
    const ownerDocument = keyboard.target instanceof Node ? keyboard.target.ownerDocument : document
    ownerDocument?.addEventListener(eventName, onDocumentClipboard, { capture: true, once: true })
    setTimeout(() => ownerDocument?.removeEventListener(eventName, onDocumentClipboard, { capture: true }), 0)
    const clipboard = (navigator as Navigator & { clipboard?: Partial<Clipboard> }).clipboard
    if (typeof clipboard?.writeText === 'function')
      void clipboard.writeText(block.text).catch(() => undefined)
    if (eventName === 'cut') cutBlock(block)
    else if (block.height * block.width > 1) setAnnouncement(COPY_MESSAGE(block.height, block.width))
  }

  /** After the grid focused the clicked cell: Shift+click spans the range to it, a click starts anew. */
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element) || !event.target.closest('.ag-cell')) return
    if (event.shiftKey && range.anchor() !== null) event.preventDefault() // no text selection
    followFocus(event.shiftKey, false)
  }

  // Paste, copy, cut, their keys and clicks inside the grid go to the latest handlers.
  const handlers = useRef({ onPaste, onClipboard, onKeyDown, onMouseDown, noteFocus })
  useEffect(() => {
    handlers.current = { onPaste, onClipboard, onKeyDown, onMouseDown, noteFocus }
  })
  useEffect(() => {
    const body = bodyRef.current
    if (!body) return
    const paste = (event: ClipboardEvent) => handlers.current.onPaste(event)
    const clipboard = (event: ClipboardEvent) => handlers.current.onClipboard(event)
    const keydown = (event: KeyboardEvent) => handlers.current.onKeyDown(event)
    const mousedown = (event: MouseEvent) => handlers.current.onMouseDown(event)
    // Before the grid moves the focus (on keydown, on pointerdown for a click): where it was.
    const focusBefore = () => handlers.current.noteFocus()
    body.addEventListener('paste', paste)
    body.addEventListener('copy', clipboard)
    body.addEventListener('cut', clipboard)
    body.addEventListener('keydown', keydown)
    body.addEventListener('mousedown', mousedown)
    body.addEventListener('keydown', focusBefore, { capture: true })
    body.addEventListener('pointerdown', focusBefore, { capture: true })
    return () => {
      body.removeEventListener('paste', paste)
      body.removeEventListener('copy', clipboard)
      body.removeEventListener('cut', clipboard)
      body.removeEventListener('keydown', keydown)
      body.removeEventListener('mousedown', mousedown)
      body.removeEventListener('keydown', focusBefore, { capture: true })
      body.removeEventListener('pointerdown', focusBefore, { capture: true })
    }
  }, [bodyRef])

  return announcement
}
