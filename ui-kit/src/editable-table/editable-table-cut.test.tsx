import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import {
  COPY_MESSAGE,
  CUT_MESSAGE,
  EditableTable,
  RANGE_CELL_CLASS,
  type EditableColumn,
  type EditableTableHandle,
  type EditableTableProps,
  type RowsChange,
} from './editable-table'

interface Row {
  id: string
  name: string
  remark?: string
  qty: number | null
  sex: string | null
  done: string
}

const columns: EditableColumn<Row>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'selection', title: '选择', type: 'row-checkbox' },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '${title}必填' }] },
  { key: 'remark', title: '备注', type: 'normal' },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] },
  { key: 'sex', title: '性别', type: 'select', dictCode: 'sex' },
  { key: 'done', title: '完成', type: 'checkbox', customValue: ['Y', 'N'], defaultValue: 'N' },
]

const dictionaries = {
  sex: [
    { value: 'm', label: '男' },
    { value: 'f', label: '女' },
  ],
}

const makeRows = (): Row[] => [
  { id: 'a', name: 'Alpha', qty: 1, sex: 'm', done: 'Y', remark: 'r1' },
  { id: 'b', name: 'Beta', qty: 2, sex: 'f', done: 'N', remark: 'r2' },
  { id: 'c', name: 'Gamma', qty: 6, sex: 'm', done: 'N', remark: 'r3' },
]

function mockClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}

async function setup(props: Partial<EditableTableProps<Row>> = {}) {
  const ref = createRef<EditableTableHandle<Row>>()
  const onChange = vi.fn<(rows: Row[], change: RowsChange<Row>) => void>()
  const view = render(
    <EditableTable<Row>
      aria-label="明细"
      columns={columns}
      dictionaries={dictionaries}
      height="auto"
      onChange={onChange}
      ref={ref}
      rows={makeRows()}
      {...props}
    />,
  )
  await waitFor(() => expect(ref.current?.getGridApi()).not.toBeNull())
  const handle = ref.current as EditableTableHandle<Row>
  const api = handle.getGridApi()
  if (!api) throw new Error('grid not ready')
  const cell = (rowId: string, key: string) =>
    view.container.querySelector<HTMLElement>(`[row-id="${rowId}"] [col-id="${key}"]`)
  const press = (rowId: string, key: string, init: Parameters<typeof fireEvent.keyDown>[1]) => {
    act(() => {
      fireEvent.keyDown(cell(rowId, key) as HTMLElement, init)
    })
  }
  return { ...view, handle, api, onChange, cell, press }
}

const invalidTitle = (element: HTMLElement | null) =>
  element?.querySelector('[aria-invalid="true"]')?.getAttribute('title') ?? null

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
  vi.restoreAllMocks()
})

describe('EditableTable cut (Ctrl/Cmd+X)', () => {
  it('copies the focused cell, then clears it as ONE cut change, validated and announced', async () => {
    const writeText = mockClipboard()
    const { api, onChange, cell, press, handle } = await setup()
    act(() => api.setFocusedCell(1, 'name'))
    press('b', 'name', { key: 'x', ctrlKey: true })
    expect(writeText).toHaveBeenCalledWith('Beta')
    expect(onChange).toHaveBeenCalledTimes(1)
    const [rows, change] = onChange.mock.calls[0] as [Row[], RowsChange<Row>]
    expect(change).toEqual({
      type: 'cut',
      changed: [{ id: 'b', name: '', qty: 2, sex: 'f', done: 'N', remark: 'r2' }],
      cells: [{ rowId: 'b', key: 'name', value: '' }],
    })
    expect(handle.getValues()).toEqual(rows)
    expect(screen.getByRole('status')).toHaveTextContent(CUT_MESSAGE(1, 1))
    expect(CUT_MESSAGE(1, 1)).toBe('已剪切 1 行 × 1 列')
    await waitFor(() => expect(invalidTitle(cell('b', 'name'))).toBe('名称必填'))
  })

  it('with selected rows, cuts their editable columns: read-only ones keep their values', async () => {
    const writeText = mockClipboard()
    const { api, onChange, press, container } = await setup()
    act(() => {
      api.getRowNode('a')?.setSelected(true)
      api.getRowNode('c')?.setSelected(true)
      api.setFocusedCell(0, 'name')
    })
    press('a', 'name', { key: 'X', metaKey: true })
    expect(writeText).toHaveBeenCalledWith('Alpha\t1\t男\tTRUE\r\nGamma\t6\t男\tFALSE')
    expect(onChange).toHaveBeenCalledTimes(1)
    const [rows, change] = onChange.mock.calls[0] as [Row[], RowsChange<Row>]
    expect(change.type).toBe('cut')
    expect(rows).toEqual([
      { id: 'a', name: '', qty: null, sex: null, done: 'N', remark: 'r1' },
      { id: 'b', name: 'Beta', qty: 2, sex: 'f', done: 'N', remark: 'r2' },
      { id: 'c', name: '', qty: null, sex: null, done: 'N', remark: 'r3' },
    ])
    expect(screen.getByRole('status')).toHaveTextContent(CUT_MESSAGE(2, 4))
    const pinned = container.querySelector('[row-id="statistics-sum"] [col-id="qty"]')
    await waitFor(() => expect(pinned).toHaveTextContent('2'))
  })

  it('only copies from a read-only cell, and in a disabled table', async () => {
    const writeText = mockClipboard()
    const readOnly = await setup()
    act(() => readOnly.api.setFocusedCell(0, 'remark'))
    readOnly.press('a', 'remark', { key: 'x', ctrlKey: true })
    expect(writeText).toHaveBeenLastCalledWith('r1')
    expect(readOnly.onChange).not.toHaveBeenCalled()
    readOnly.unmount()

    const disabled = await setup({ disabled: true })
    act(() => disabled.api.setFocusedCell(0, 'name'))
    disabled.press('a', 'name', { key: 'x', ctrlKey: true })
    expect(writeText).toHaveBeenLastCalledWith('Alpha')
    expect(disabled.onChange).not.toHaveBeenCalled()
    expect(disabled.handle.getValues()[0]?.name).toBe('Alpha')
  })

  it("falls back to the cut event's clipboardData, and clears once", async () => {
    const { api, press, onChange } = await setup()
    act(() => api.setFocusedCell(2, 'qty'))
    press('c', 'qty', { key: 'x', ctrlKey: true })
    const setData = vi.fn()
    const cut = fireEvent.cut(document.body, { clipboardData: { setData } })
    expect(setData).toHaveBeenCalledWith('text/plain', '6')
    expect(cut).toBe(false)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('the cut event reaching the table (the Edit menu) cuts the focused cell', async () => {
    const { api, cell, onChange } = await setup()
    act(() => api.setFocusedCell(0, 'sex'))
    const setData = vi.fn()
    act(() => {
      fireEvent.cut(cell('a', 'sex') as HTMLElement, { clipboardData: { setData } })
    })
    expect(setData).toHaveBeenCalledWith('text/plain', '男')
    expect(onChange.mock.calls[0]?.[1]).toEqual({
      type: 'cut',
      changed: [{ id: 'a', name: 'Alpha', qty: 1, sex: null, done: 'Y', remark: 'r1' }],
      cells: [{ rowId: 'a', key: 'sex', value: null }],
    })
  })
})

describe('EditableTable cell range', () => {
  it('Shift+arrows extend a range from the focused cell; Ctrl+C copies it, Ctrl+X clears its editable cells', async () => {
    const writeText = mockClipboard()
    const { api, handle, cell, press, onChange, container } = await setup()
    act(() => api.setFocusedCell(0, 'name'))
    press('a', 'name', { key: 'ArrowDown', shiftKey: true })
    press('b', 'name', { key: 'ArrowRight', shiftKey: true })
    press('b', 'remark', { key: 'ArrowRight', shiftKey: true })
    expect(handle.getCellRange()).toEqual({ top: 0, bottom: 1, columnKeys: ['name', 'remark', 'qty'] })
    expect(api.getFocusedCell()?.column.getColId()).toBe('qty')
    expect(cell('a', 'name')).toHaveClass(RANGE_CELL_CLASS)
    expect(cell('b', 'qty')).toHaveClass(RANGE_CELL_CLASS)
    expect(cell('c', 'name')).not.toHaveClass(RANGE_CELL_CLASS)
    expect(cell('a', 'sex')).not.toHaveClass(RANGE_CELL_CLASS)
    expect(container.querySelectorAll(`.${RANGE_CELL_CLASS}`)).toHaveLength(6)

    press('b', 'qty', { key: 'c', ctrlKey: true })
    expect(writeText).toHaveBeenLastCalledWith('Alpha\tr1\t1\r\nBeta\tr2\t2')
    expect(screen.getByRole('status')).toHaveTextContent(COPY_MESSAGE(2, 3))
    expect(onChange).not.toHaveBeenCalled()

    press('b', 'qty', { key: 'x', ctrlKey: true })
    expect(onChange).toHaveBeenCalledTimes(1)
    const [rows, change] = onChange.mock.calls[0] as [Row[], RowsChange<Row>]
    expect(change.type).toBe('cut')
    expect(rows.map((row) => [row.name, row.remark, row.qty, row.sex])).toEqual([
      ['', 'r1', null, 'm'],
      ['', 'r2', null, 'f'],
      ['Gamma', 'r3', 6, 'm'],
    ])
    expect(screen.getByRole('status')).toHaveTextContent(CUT_MESSAGE(2, 3))
    expect(await seriousViolations(container)).toEqual([])
  })

  it('a plain arrow or Escape drops the range; Shift+click spans from the focused cell', async () => {
    const { api, handle, cell, press, container } = await setup()
    act(() => api.setFocusedCell(0, 'qty'))
    press('a', 'qty', { key: 'ArrowDown', shiftKey: true })
    expect(handle.getCellRange()).toEqual({ top: 0, bottom: 1, columnKeys: ['qty'] })
    press('b', 'qty', { key: 'ArrowDown' })
    expect(handle.getCellRange()).toBeNull()
    expect(container.querySelectorAll(`.${RANGE_CELL_CLASS}`)).toHaveLength(0)

    act(() => {
      // A click: the grid focuses the cell on pointerdown, the table follows on mousedown.
      fireEvent.pointerDown(cell('a', 'name') as HTMLElement, { shiftKey: true })
      fireEvent.mouseDown(cell('a', 'name') as HTMLElement, { shiftKey: true })
    })
    expect(handle.getCellRange()).toEqual({ top: 0, bottom: 2, columnKeys: ['name', 'remark', 'qty'] })
    expect(cell('b', 'remark')).toHaveClass(RANGE_CELL_CLASS)
    press('a', 'name', { key: 'Escape' })
    expect(handle.getCellRange()).toBeNull()
    expect(cell('b', 'remark')).not.toHaveClass(RANGE_CELL_CLASS)
  })

  it('the range class rule is on the data columns only while a range exists', async () => {
    const { api, cell, press } = await setup()
    // The column definitions the table gives the grid, by the columns that carry the range rule.
    const ruled = () =>
      (api.getGridOption('columnDefs') ?? []).flatMap((def) =>
        'cellClassRules' in def && def.cellClassRules?.[RANGE_CELL_CLASS] !== undefined ? [def.colId] : [],
      )
    expect(ruled()).toHaveLength(0)
    act(() => api.setFocusedCell(0, 'name'))
    press('a', 'name', { key: 'ArrowDown', shiftKey: true })
    expect(ruled()).toEqual(['name', 'remark', 'qty', 'sex', 'done'])
    expect(cell('a', 'name')).toHaveClass(RANGE_CELL_CLASS)
    expect(cell('b', 'name')).toHaveClass(RANGE_CELL_CLASS)
    expect(cell('c', 'name')).not.toHaveClass(RANGE_CELL_CLASS)
    press('b', 'name', { key: 'ArrowDown' })
    expect(ruled()).toHaveLength(0)
    expect(cell('a', 'name')).not.toHaveClass(RANGE_CELL_CLASS)
  })

  it('a paste starts at the top left cell of the range, not at the focused cell', async () => {
    const { api, press, cell, onChange } = await setup()
    act(() => api.setFocusedCell(1, 'remark'))
    press('b', 'remark', { key: 'ArrowDown', shiftKey: true })
    press('c', 'remark', { key: 'ArrowRight', shiftKey: true })
    expect(api.getFocusedCell()?.rowIndex).toBe(2)
    act(() => {
      fireEvent.paste(cell('c', 'qty') as HTMLElement, { clipboardData: { getData: () => '7\tm' } })
    })
    const [rows, change] = onChange.mock.calls[0] as [Row[], RowsChange<Row>]
    expect(change.type).toBe('paste')
    // From (b, remark): the read-only column is skipped, so 7 lands in b's qty and m in b's sex.
    expect(rows.map((row) => [row.id, row.qty, row.sex])).toEqual([
      ['a', 1, 'm'],
      ['b', 7, 'm'],
      ['c', 6, 'm'],
    ])
  })
})
