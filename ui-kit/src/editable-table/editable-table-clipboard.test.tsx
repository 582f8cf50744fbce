import { IDBFactory } from 'fake-indexeddb'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRef, useState, type RefObject } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EditableTable,
  PASTE_MESSAGE,
  type EditableColumn,
  type EditableTableHandle,
  type EditableTableProps,
  type RowsChange,
} from './editable-table'
import { useRowJournal, type RowJournalState } from './use-row-journal'

interface Row {
  id: string
  name: string
  code?: string
  qty: number | null
  sex: string | null
  done: string
  remark?: string
  orderNum?: number
}

const columns: EditableColumn<Row>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'selection', title: '选择', type: 'row-checkbox' },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '${title}必填' }] },
  { key: 'remark', title: '备注', type: 'normal' },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true }] },
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
  { id: 'a', name: 'Alpha', code: 'A1', qty: 1, sex: 'm', done: 'Y', remark: 'r1' },
  { id: 'b', name: 'Beta', code: 'B1', qty: 2, sex: 'f', done: 'N', remark: 'r2' },
  { id: 'c', name: 'Gamma', code: 'C1', qty: 6, sex: 'm', done: 'N', remark: 'r3' },
]

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
      rows={props.rows ?? makeRows()}
      {...props}
    />,
  )
  await waitFor(() => expect(ref.current?.getGridApi()).not.toBeNull())
  const handle = ref.current as EditableTableHandle<Row>
  const api = handle.getGridApi()
  if (!api) throw new Error('grid not ready')
  const cell = (rowId: string, key: string) =>
    view.container.querySelector<HTMLElement>(`[row-id="${rowId}"] [col-id="${key}"]`)
  /** Focuses a cell and pastes text on it, as Ctrl/Cmd+V does. */
  const paste = async (rowIndex: number, key: string, text: string) => {
    act(() => api.setFocusedCell(rowIndex, key))
    const target = cell(api.getDisplayedRowAtIndex(rowIndex)?.id ?? '', key) ?? view.container
    let notPrevented = true
    await act(async () => {
      notPrevented = fireEvent.paste(target, { clipboardData: { getData: () => text } })
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    return !notPrevented
  }
  return { ...view, handle, api, onChange, cell, paste }
}

const invalidTitle = (element: HTMLElement | null) =>
  element?.querySelector('[aria-invalid="true"]')?.getAttribute('title') ?? null

afterEach(() => {
  vi.restoreAllMocks()
})

describe('EditableTable paste from a spreadsheet', () => {
  it('writes the block from the focused cell over the editable columns as ONE change, and announces it', async () => {
    const { handle, onChange, cell, paste } = await setup()
    const taken = await paste(0, 'name', '甲\tX1\t1,200\t女\tTRUE\r\n乙\tX2\tabc\tm\tFALSE\r\n')
    expect(taken).toBe(true)
    expect(onChange).toHaveBeenCalledTimes(1)
    const [rows, change] = onChange.mock.calls[0] as [Row[], RowsChange<Row>]
    expect(change.type).toBe('paste')
    if (change.type !== 'paste') return
    expect(change.added).toEqual([])
    expect(change.changed.map((row) => row.id)).toEqual(['a', 'b'])
    expect(change.cells).toHaveLength(8) // a's 'done' was already 'Y', b's already 'N'
    // The normal column (remark) is skipped: its value stays.
    expect(rows.slice(0, 2)).toEqual([
      { id: 'a', name: '甲', code: 'X1', qty: 1200, sex: 'f', done: 'Y', remark: 'r1' },
      { id: 'b', name: '乙', code: 'X2', qty: null, sex: 'm', done: 'N', remark: 'r2' },
    ])
    expect(handle.getValues()).toEqual(rows)
    expect(cell('a', 'name')).toHaveTextContent('甲')
    expect(cell('a', 'sex')).toHaveTextContent('女')
    expect(cell('b', 'sex')).toHaveTextContent('男')
    expect(screen.getByRole('status')).toHaveTextContent(PASTE_MESSAGE(2, 5))
    expect(PASTE_MESSAGE(2, 5)).toBe('已粘贴 2 行 × 5 列')
  })

  it('adds rows at the end when the block is taller than the rows left', async () => {
    const { handle, onChange, paste, container } = await setup()
    await paste(2, 'name', 'G2\nD\nE')
    const change = onChange.mock.calls[0]?.[1]
    expect(change?.type).toBe('paste')
    if (change?.type !== 'paste') return
    expect(change.added.map((row) => row.name)).toEqual(['D', 'E'])
    expect(change.added[0]).toMatchObject({ done: 'N' }) // column defaults
    expect(change.added[0]?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(handle.getValues().map((row) => row.name)).toEqual(['Alpha', 'Beta', 'G2', 'D', 'E'])
    await waitFor(() =>
      expect(
        container.querySelector(`[row-id="${change.added[1]?.id ?? ''}"] [col-id="no"]`),
      ).toHaveTextContent('5'),
    )
  })

  it('adds no rows when the table does not allow adding', async () => {
    const { handle, paste } = await setup({ toolbar: [] })
    await paste(2, 'name', 'G2\nD\nE')
    expect(handle.getValues().map((row) => row.name)).toEqual(['Alpha', 'Beta', 'G2'])
    expect(screen.getByRole('status')).toHaveTextContent(PASTE_MESSAGE(1, 1))
  })

  it('validates the pasted cells like typed ones', async () => {
    const { cell, paste } = await setup()
    await paste(1, 'name', '\tA1')
    await waitFor(() => expect(invalidTitle(cell('b', 'name'))).toBe('名称必填'))
    expect(invalidTitle(cell('b', 'code'))).toBe('编码不能重复')
    expect(invalidTitle(cell('a', 'code'))).toBe('编码不能重复')
    await paste(1, 'name', 'Beta\tB1')
    await waitFor(() => expect(invalidTitle(cell('b', 'name'))).toBeNull())
    expect(invalidTitle(cell('a', 'code'))).toBeNull()
  })

  it('updates the statistics row after a paste', async () => {
    const { container, paste } = await setup()
    await paste(0, 'qty', '10\n20')
    const pinned = container.querySelector('[row-id="statistics-sum"] [col-id="qty"]')
    await waitFor(() => expect(pinned).toHaveTextContent('36'))
  })

  it('leaves the paste alone while a cell is edited, in a disabled table, and without a focused cell', async () => {
    const editing = await setup()
    act(() => editing.api.startEditingCell({ rowIndex: 0, colKey: 'name' }))
    expect(await editing.paste(0, 'name', 'X')).toBe(false)
    editing.unmount()

    const disabled = await setup({ disabled: true })
    expect(await disabled.paste(0, 'name', 'X')).toBe(false)
    expect(disabled.onChange).not.toHaveBeenCalled()
    disabled.unmount()

    const unfocused = await setup()
    act(() => unfocused.api.clearFocusedCell())
    fireEvent.paste(unfocused.container.querySelector('[data-slot="editable-table-body"]') as HTMLElement, {
      clipboardData: { getData: () => 'X' },
    })
    expect(unfocused.onChange).not.toHaveBeenCalled()
  })
})

describe('EditableTable copy', () => {
  const mockClipboard = () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    return writeText
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('Ctrl/Cmd+C copies the focused cell as shown through the Clipboard API', async () => {
    const writeText = mockClipboard()
    const { api, cell } = await setup()
    act(() => api.setFocusedCell(1, 'sex'))
    fireEvent.keyDown(cell('b', 'sex') as HTMLElement, { key: 'c', ctrlKey: true })
    expect(writeText).toHaveBeenCalledWith('女')
    act(() => api.setFocusedCell(0, 'no'))
    fireEvent.keyDown(cell('a', 'no') as HTMLElement, { key: 'c', metaKey: true })
    expect(writeText).toHaveBeenLastCalledWith('1')
  })

  it('with selected rows, copies their editable columns as header-less TSV', async () => {
    const writeText = mockClipboard()
    const { api, cell } = await setup()
    act(() => {
      api.getRowNode('c')?.setSelected(true)
      api.getRowNode('a')?.setSelected(true)
      api.setFocusedCell(0, 'name')
    })
    fireEvent.keyDown(cell('a', 'name') as HTMLElement, { key: 'c', ctrlKey: true })
    expect(writeText).toHaveBeenCalledWith('Alpha\tA1\t1\t男\tTRUE\r\nGamma\tC1\t6\t男\tFALSE')
  })

  it("falls back to the copy event's clipboardData without the Clipboard API", async () => {
    const { api, cell } = await setup()
    act(() => api.setFocusedCell(0, 'name'))
    fireEvent.keyDown(cell('a', 'name') as HTMLElement, { key: 'c', ctrlKey: true })
    const setData = vi.fn()
    const copied = fireEvent.copy(document.body, { clipboardData: { setData } })
    expect(setData).toHaveBeenCalledWith('text/plain', 'Alpha')
    expect(copied).toBe(false) // default prevented: the table's text, not the page selection
  })

  it('the copy event reaching the table takes the focused cell too', async () => {
    const { api, cell } = await setup()
    act(() => api.setFocusedCell(2, 'done'))
    const setData = vi.fn()
    fireEvent.copy(cell('c', 'done') as HTMLElement, { clipboardData: { setData } })
    expect(setData).toHaveBeenCalledWith('text/plain', 'FALSE')
  })
})

describe('EditableTable rows from the parent (live updates)', () => {
  it('keeps the errors of other rows and re-validates the changed cells of the updated row', async () => {
    const ref = createRef<EditableTableHandle<Row>>()
    const first = makeRows()
    first[1] = { ...(first[1] as Row), name: '' }
    first[2] = { ...(first[2] as Row), name: '', code: 'A1' }
    const view = render(
      <EditableTable<Row>
        columns={columns}
        rows={first}
        height="auto"
        ref={ref}
        dictionaries={dictionaries}
      />,
    )
    await waitFor(() => expect(ref.current?.getGridApi()).not.toBeNull())
    await act(async () => {
      await ref.current?.validateAll()
    })
    const cell = (rowId: string, key: string) =>
      view.container.querySelector<HTMLElement>(`[row-id="${rowId}"] [col-id="${key}"]`)
    expect(invalidTitle(cell('b', 'name'))).toBe('名称必填')
    expect(invalidTitle(cell('c', 'name'))).toBe('名称必填')
    expect(invalidTitle(cell('a', 'code'))).toBe('编码不能重复')

    // Another page changed row c: its name is fixed, its qty changed; row a's name was emptied.
    const second = first.slice()
    second[2] = { ...(first[2] as Row), name: 'Fixed', qty: 9 }
    second[0] = { ...(first[0] as Row), name: '' }
    view.rerender(
      <EditableTable<Row>
        columns={columns}
        rows={second}
        height="auto"
        ref={ref}
        dictionaries={dictionaries}
      />,
    )
    await waitFor(() => expect(invalidTitle(cell('c', 'name'))).toBeNull())
    expect(cell('c', 'name')).toHaveTextContent('Fixed')
    expect(invalidTitle(cell('b', 'name'))).toBe('名称必填') // another row: kept
    expect(invalidTitle(cell('c', 'code'))).toBe('编码不能重复') // unchanged cell of the updated row: kept
    expect(invalidTitle(cell('a', 'code'))).toBe('编码不能重复')
    await waitFor(() => expect(invalidTitle(cell('a', 'name'))).toBe('名称必填')) // changed cell: re-validated

    // Row c goes away: its errors go, and the duplicate it made in the unique column is gone too.
    view.rerender(
      <EditableTable<Row>
        columns={columns}
        rows={second.slice(0, 2)}
        height="auto"
        ref={ref}
        dictionaries={dictionaries}
      />,
    )
    await waitFor(() => expect(invalidTitle(cell('a', 'code'))).toBeNull())
    expect(invalidTitle(cell('b', 'name'))).toBe('名称必填')
  })
})

describe('EditableTable insert below and the row journal', () => {
  const sortColumns: EditableColumn<Row>[] = [
    { key: 'no', title: '#', type: 'row-number' },
    { key: 'sort', title: '排序', type: 'row-drag-sort' },
    { key: 'name', title: '名称', type: 'input' },
  ]
  const saved: Row[] = makeRows().map((row, index) => ({ ...row, orderNum: index + 1 }))

  function Page({
    factory,
    handle,
    state,
  }: {
    factory: IDBFactory
    handle: RefObject<EditableTableHandle<Row> | null>
    state: { current: RowJournalState<Row> | null }
  }) {
    const [rows] = useState(saved)
    const journal = useRowJournal<Row>({
      key: 'erp-table:insert',
      rows,
      indexedDB: factory,
      sortKey: 'orderNum',
    })
    state.current = journal
    return (
      <EditableTable<Row>
        columns={sortColumns}
        rows={journal.rows}
        onChange={journal.onChange}
        height="auto"
        ref={handle}
      />
    )
  }

  it('journals the new row and the renumbered rows, so a reload restores the same order', async () => {
    const factory = new IDBFactory()
    const handle = createRef<EditableTableHandle<Row>>()
    const state: { current: RowJournalState<Row> | null } = { current: null }
    const first = render(<Page factory={factory} handle={handle} state={state} />)
    await waitFor(() => expect(handle.current?.getGridApi()).not.toBeNull())

    let inserted: Row | undefined
    act(() => {
      inserted = handle.current?.insertRowBelow('a')
    })
    expect(inserted).toMatchObject({ orderNum: 2 })
    const order = ['a', inserted?.id, 'b', 'c']
    expect(state.current?.rows.map((row) => row.id)).toEqual(order)
    expect(state.current?.rows.map((row) => row.orderNum)).toEqual([1, 2, 3, 4])
    first.unmount() // the reload: the journal is flushed and closed

    const second = render(<Page factory={factory} handle={handle} state={state} />)
    await waitFor(() => expect(state.current?.pending).not.toBeNull())
    expect(state.current?.pending?.rows.map((row) => [row.id, row.orderNum])).toEqual([
      ['a', 1],
      [inserted?.id, 2],
      ['b', 3],
      ['c', 4],
    ])
    act(() => state.current?.restore())
    await waitFor(() => expect(handle.current?.getValues().map((row) => row.id)).toEqual(order))
    await waitFor(() =>
      expect(
        second.container.querySelector(`[row-id="${inserted?.id ?? ''}"] [col-id="no"]`),
      ).toHaveTextContent('2'),
    )
  })

  it("reports the insertion with the renumbered rows in the 'add' change", async () => {
    const onChange = vi.fn<(rows: Row[], change: RowsChange<Row>) => void>()
    const handle = createRef<EditableTableHandle<Row>>()
    render(
      <EditableTable<Row>
        columns={sortColumns}
        rows={saved}
        onChange={onChange}
        height="auto"
        ref={handle}
      />,
    )
    await waitFor(() => expect(handle.current?.getGridApi()).not.toBeNull())
    act(() => {
      handle.current?.insertRowBelow('a')
    })
    const change = onChange.mock.calls[0]?.[1]
    expect(change?.type).toBe('add')
    if (change?.type !== 'add') return
    expect(change.rows.map((row) => row.orderNum)).toEqual([2])
    expect(change.renumbered?.map((row) => [row.id, row.orderNum])).toEqual([
      ['b', 3],
      ['c', 4],
    ])
  })
})
