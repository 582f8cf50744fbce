import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import type { UploadFunction, UploadRequestOptions } from '../upload/upload'
import {
  CELL_MESSAGES,
  CELL_TYPES,
  EditableTable,
  type EditableColumn,
  type UploadColumn,
  type EditableTableHandle,
  type EditableTableProps,
  type RowsChange,
  type SelectOption,
} from './editable-table'

interface Row {
  id: string
  name?: string
  orderNum?: number
  owner?: string | null
  colors?: string
  file?: unknown
  qty?: number
}

type Setup = Partial<EditableTableProps<Row>> & { columns: EditableColumn<Row>[] }

const baseRows = (): Row[] => [
  { id: 'a', name: 'Alpha', qty: 1 },
  { id: 'b', name: 'Beta', qty: 2 },
  { id: 'c', name: 'Gamma', qty: 3 },
]

async function setup(props: Setup) {
  const ref = createRef<EditableTableHandle<Row>>()
  const onChange = vi.fn<(rows: Row[], change: RowsChange<Row>) => void>()
  const view = render(
    <EditableTable<Row>
      aria-label="明细"
      height="auto"
      onChange={onChange}
      ref={ref}
      toolbar={[]}
      {...props}
      rows={props.rows ?? baseRows()}
    />,
  )
  await waitFor(() => expect(ref.current?.getGridApi()).not.toBeNull())
  const handle = ref.current as EditableTableHandle<Row>
  const api = handle.getGridApi()
  if (!api) throw new Error('grid not ready')
  // jsdom computes no styles, so the grid root looks `position: static` and cannot hold popups.
  act(() => api.setGridOption('popupParent', document.body))
  const cell = (rowId: string, key: string) =>
    view.container.querySelector<HTMLElement>(`[row-id="${rowId}"] [col-id="${key}"]`) as HTMLElement
  return { ...view, handle, api, onChange, cell }
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

/**
 * The grid closes an anchored popup editor whose cell has a zero-size rectangle ("not in the DOM"),
 * which is every element under jsdom; give elements a size while popup editors are tested.
 */
function stubRects() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 10, y: 10, width: 100, height: 30 }),
    )
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
}

it('CELL_TYPES lists every cell type of docs/spec.md §4', () => {
  expect(CELL_TYPES).toEqual([
    'row-number',
    'row-checkbox',
    'row-radio',
    'row-expand',
    'row-drag-sort',
    'input',
    'inputNumber',
    'textarea',
    'select',
    'date',
    'datetime',
    'checkbox',
    'upload',
    'select-search',
    'select-multiple',
    'progress',
    'tags',
    'slot',
    'normal',
    'hidden',
  ])
})

describe('row-radio', () => {
  const radioColumns = (allowClear?: boolean): EditableColumn<Row>[] => [
    { key: 'radio', title: '单选', type: 'row-radio', allowClear },
    { key: 'name', title: '名称', type: 'input' },
  ]

  it('selects a single row: choosing another row clears the first', async () => {
    const { handle } = await setup({ columns: radioColumns() })
    await userEvent.click(screen.getByRole('radio', { name: '选择第 1 行' }))
    expect(handle.getSelectedRows().map((row) => row.id)).toEqual(['a'])
    await userEvent.click(screen.getByRole('radio', { name: '选择第 3 行' }))
    expect(handle.getSelectedRows().map((row) => row.id)).toEqual(['c'])
    expect(screen.getByRole('radio', { name: '选择第 1 行' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: '选择第 3 行' })).toBeChecked()
  })

  it('without allowClear, clicking the checked radio keeps the selection', async () => {
    const { handle } = await setup({ columns: radioColumns() })
    const radio = screen.getByRole('radio', { name: '选择第 2 行' })
    await userEvent.click(radio)
    await userEvent.click(radio)
    expect(handle.getSelectedRows().map((row) => row.id)).toEqual(['b'])
    expect(radio).toBeChecked()
  })

  it('with allowClear, clicking the checked radio clears the selection', async () => {
    const { handle } = await setup({ columns: radioColumns(true) })
    const radio = screen.getByRole('radio', { name: '选择第 2 行' })
    await userEvent.click(radio)
    expect(radio).toBeChecked()
    await userEvent.click(radio)
    expect(handle.getSelectedRows()).toEqual([])
    expect(radio).not.toBeChecked()
  })

  it('enables the remove button for the radio selection', async () => {
    await setup({ columns: radioColumns(), toolbar: ['remove'] })
    expect(screen.getByRole('button', { name: '删除' })).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: '选择第 1 行' }))
    expect(screen.getByRole('button', { name: '删除' })).toBeEnabled()
  })
})

describe('row-expand', () => {
  const expandColumns: EditableColumn<Row>[] = [
    { key: 'no', title: '#', type: 'row-number' },
    { key: 'expand', title: '展开', type: 'row-expand' },
    { key: 'name', title: '名称', type: 'input' },
  ]

  it('shows the renderExpanded content below the row and hides it again', async () => {
    const { container, cell, handle } = await setup({
      columns: expandColumns,
      renderExpanded: (row) => <p>详情：{row.name}</p>,
    })
    const toggle = screen.getByRole('button', { name: '展开第 1 行' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(await screen.findByText('详情：Alpha')).toBeInTheDocument()
    const expanded = screen.getByRole('button', { name: '收起第 1 行' })
    expect(expanded).toHaveAttribute('aria-expanded', 'true')
    expect(expanded).toHaveAttribute('data-state', 'open')
    // The content row sits right below its row; the next row keeps its number.
    const content = container.querySelector('[row-id="expanded-a"]')
    expect(content).toHaveAttribute('row-index', '1')
    expect(cell('b', 'no')).toHaveTextContent('2')
    expect(handle.getValues()).toHaveLength(3)
    // An edit of the row reaches its content.
    act(() => handle.setCellValue('a', 'name', 'Alef'))
    expect(await screen.findByText('详情：Alef')).toBeInTheDocument()
    await userEvent.click(expanded)
    await waitFor(() => expect(screen.queryByText('详情：Alef')).toBeNull())
    expect(screen.getByRole('button', { name: '展开第 1 行' })).toBeInTheDocument()
  })

  it('keyboard: Enter on the focused cell reaches the toggle, Enter again expands', async () => {
    const { api, cell } = await setup({
      columns: expandColumns,
      renderExpanded: (row) => <p>详情：{row.name}</p>,
    })
    act(() => api.setFocusedCell(1, 'expand'))
    expect(cell('b', 'expand')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const toggle = screen.getByRole('button', { name: '展开第 2 行' })
    expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('详情：Beta')).toBeInTheDocument()
  })

  it('an expanded content row takes expandedRowHeight; the other rows keep the grid row height', async () => {
    const { api, handle } = await setup({
      columns: expandColumns,
      renderExpanded: (row) => <p>详情：{row.name}</p>,
      expandedRowHeight: 150,
    })
    expect(typeof api.getGridOption('getRowHeight')).toBe('function')
    const rowHeight = api.getRowNode('a')?.rowHeight
    act(() => handle.setRowExpanded('a', true))
    expect(await screen.findByText('详情：Alpha')).toBeInTheDocument()
    expect(api.getRowNode('expanded-a')?.rowHeight).toBe(150)
    expect(api.getRowNode('a')?.rowHeight).toBe(rowHeight)
    expect(api.getRowNode('b')?.rowHeight).toBe(rowHeight)
    expect(rowHeight).not.toBe(150)
  })

  it('renderExpanded without an expand column: rows expanded through the handle size themselves too', async () => {
    const { api, handle } = await setup({
      columns: [{ key: 'name', title: '名称', type: 'input' }],
      renderExpanded: (row) => <p>详情：{row.name}</p>,
      expandedRowHeight: 90,
    })
    act(() => handle.setRowExpanded('b', true))
    expect(await screen.findByText('详情：Beta')).toBeInTheDocument()
    expect(api.getRowNode('expanded-b')?.rowHeight).toBe(90)
  })

  it('a table whose rows cannot expand gives the grid no row height callback (it would re-measure every row)', async () => {
    const { api } = await setup({ columns: [{ key: 'name', title: '名称', type: 'input' }] })
    expect(api.getGridOption('getRowHeight')).toBeUndefined()
  })

  it('removing an expanded row removes its content', async () => {
    const { handle, container } = await setup({
      columns: [{ key: 'sel', title: '选择', type: 'row-checkbox' }, ...expandColumns],
      renderExpanded: (row) => <p>详情：{row.name}</p>,
    })
    act(() => handle.setRowExpanded('b', true))
    expect(await screen.findByText('详情：Beta')).toBeInTheDocument()
    act(() => handle.getGridApi()?.getRowNode('b')?.setSelected(true))
    act(() => {
      handle.removeSelected()
    })
    await waitFor(() => expect(container.querySelector('[row-id="expanded-b"]')).toBeNull())
    expect(handle.getValues().map((row) => row.id)).toEqual(['a', 'c'])
  })
})

describe('row-drag-sort', () => {
  const sortColumns: EditableColumn<Row>[] = [
    { key: 'no', title: '#', type: 'row-number' },
    { key: 'sort', title: '排序', type: 'row-drag-sort' },
    { key: 'name', title: '名称', type: 'input', defaultValue: '新行' },
  ]

  const menuItems = async (rowNumber: number) => {
    await userEvent.click(screen.getByRole('button', { name: `第 ${rowNumber} 行排序` }))
    const menu = await screen.findByRole('menu')
    return {
      up: within(menu).getByRole('menuitem', { name: '向上移' }),
      down: within(menu).getByRole('menuitem', { name: '向下移' }),
      insert: within(menu).getByRole('menuitem', { name: '插入一行' }),
    }
  }

  it('has a drag handle per row (managed row dragging)', async () => {
    const { cell } = await setup({ columns: sortColumns })
    expect(cell('a', 'sort').querySelector('.ag-row-drag')).not.toBeNull()
  })

  it('move up is disabled on the first row, move down on the last, insert below always available', async () => {
    await setup({ columns: sortColumns })
    const first = await menuItems(1)
    expect(first.up).toHaveAttribute('data-disabled')
    expect(first.down).not.toHaveAttribute('data-disabled')
    expect(first.insert).not.toHaveAttribute('data-disabled')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    const last = await menuItems(3)
    expect(last.up).not.toHaveAttribute('data-disabled')
    expect(last.down).toHaveAttribute('data-disabled')
    expect(last.insert).not.toHaveAttribute('data-disabled')
  })

  it('moves a row down and up, writing orderNum, and renumbers the rows', async () => {
    const { handle, onChange, cell } = await setup({ columns: sortColumns })
    await userEvent.click((await menuItems(1)).down)
    expect(handle.getValues().map((row) => [row.id, row.orderNum])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ])
    expect(onChange).toHaveBeenLastCalledWith(
      handle.getValues(),
      expect.objectContaining({ type: 'move', rowId: 'a', from: 0, to: 1 }),
    )
    await waitFor(() => expect(cell('a', 'no')).toHaveTextContent('2'))
    expect(cell('b', 'no')).toHaveTextContent('1')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await userEvent.click((await menuItems(3)).up)
    expect(handle.getValues().map((row) => row.id)).toEqual(['b', 'c', 'a'])
  })

  it('inserts a row below with the column defaults', async () => {
    const { handle, onChange } = await setup({ columns: sortColumns })
    await userEvent.click((await menuItems(1)).insert)
    const values = handle.getValues()
    expect(values).toHaveLength(4)
    expect(values[1]).toMatchObject({ name: '新行', orderNum: 2 })
    expect(values[1]?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(values.map((row) => row.orderNum)).toEqual([1, 2, 3, 4])
    // The rows whose orderNum was (re)written are reported with the new row (the journal keeps them).
    expect(onChange).toHaveBeenLastCalledWith(values, {
      type: 'add',
      rows: [values[1]],
      renumbered: [values[0], values[2], values[3]],
    })
  })

  it('a managed drag: the order the grid shows becomes the rows (expanded content follows its row)', async () => {
    const { handle, api, onChange, container } = await setup({
      columns: [{ key: 'expand', title: '展开', type: 'row-expand' }, ...sortColumns],
      renderExpanded: (row) => <p>详情：{row.name}</p>,
    })
    expect(api.getGridOption('rowDragManaged')).toBe(true)
    act(() => handle.setRowExpanded('a', true))
    await screen.findByText('详情：Alpha')
    // What managed dragging leaves behind: row a dropped below c, its content row left at the top.
    const [a, b, c] = handle.getValues() as [Row, Row, Row]
    const content = api.getDisplayedRowAtIndex(1)?.data as Row
    act(() => api.setGridOption('rowData', [content, b, c, a]))
    const onRowDragEnd = api.getGridOption('onRowDragEnd') as () => void
    act(() => onRowDragEnd())
    expect(handle.getValues().map((row) => [row.id, row.orderNum])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ])
    expect(onChange).toHaveBeenLastCalledWith(
      handle.getValues(),
      expect.objectContaining({ type: 'move', rowId: 'a', from: 0, to: 2 }),
    )
    await waitFor(() =>
      expect(container.querySelector('[row-id="expanded-a"]')).toHaveAttribute('row-index', '3'),
    )
    expect(container.querySelector('[row-id="a"]')).toHaveAttribute('row-index', '2')
  })

  it('keyboard: Enter reaches the menu button, Enter opens the menu', async () => {
    const { api, handle } = await setup({ columns: sortColumns })
    act(() => api.setFocusedCell(1, 'sort'))
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: '第 2 行排序' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await userEvent.click(within(menu).getByRole('menuitem', { name: '向上移' }))
    expect(handle.getValues().map((row) => row.id)).toEqual(['b', 'a', 'c'])
  })

  it('moveRow from the handle ignores moves past the ends', async () => {
    const { handle, onChange } = await setup({ columns: sortColumns })
    act(() => handle.moveRow('a', -1))
    act(() => handle.moveRow('c', 1))
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('select-search', () => {
  stubRects()

  const people: SelectOption[] = [
    { value: 'u1', label: '张三' },
    { value: 'u2', label: '张四' },
  ]
  const searchColumns = (
    search: (keyword: string) => Promise<readonly SelectOption[]>,
  ): EditableColumn<Row>[] => [
    { key: 'name', title: '名称', type: 'input' },
    {
      key: 'owner',
      title: '负责人',
      type: 'select-search',
      search,
      options: [{ value: 'u9', label: '老王' }],
    },
  ]
  const rows = (): Row[] => [
    { id: 'a', name: 'A', owner: 'u9' },
    { id: 'b', name: 'B', owner: null },
  ]

  it('shows the label of a known option', async () => {
    const { cell } = await setup({ columns: searchColumns(vi.fn()), rows: rows() })
    expect(cell('a', 'owner')).toHaveTextContent('老王')
  })

  it("without a keyword shows '请输入搜索内容' and sends no request", async () => {
    const search = vi.fn(() => Promise.resolve(people))
    const { api } = await setup({ columns: searchColumns(search), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 1, colKey: 'owner' }))
    const input = await screen.findByRole('combobox', { name: '负责人' })
    expect(screen.getByText('请输入搜索内容')).toBeInTheDocument()
    await userEvent.type(input, '   ')
    await wait(400)
    expect(search).not.toHaveBeenCalled()
    expect(screen.getByText(CELL_MESSAGES.searchHint)).toBeInTheDocument()
  })

  it('debounces the keyword, then chooses a result: stores the value and shows its label', async () => {
    const search = vi.fn((keyword: string) => Promise.resolve(keyword === '张' ? people : []))
    const { api, handle, cell } = await setup({ columns: searchColumns(search), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 1, colKey: 'owner' }))
    const input = await screen.findByRole('combobox', { name: '负责人' })
    await userEvent.type(input, '张')
    expect(search).not.toHaveBeenCalled() // debounced 300 ms
    await wait(350)
    expect(search).toHaveBeenCalledTimes(1)
    expect(search).toHaveBeenCalledWith('张')
    await userEvent.click(await screen.findByRole('option', { name: '张四' }))
    await waitFor(() => expect(api.getEditingCells()).toEqual([]))
    expect(handle.getValues()[1]?.owner).toBe('u2')
    // AG Grid redraws the cell's renderer after the edit stops, in a later frame under load
    await waitFor(() => expect(cell('b', 'owner')).toHaveTextContent('张四'))
  })

  it("an empty result shows '没有查询到任何数据'", async () => {
    const search = vi.fn(() => Promise.resolve([]))
    const { api } = await setup({ columns: searchColumns(search), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 1, colKey: 'owner' }))
    await userEvent.type(await screen.findByRole('combobox', { name: '负责人' }), 'zz')
    expect(await screen.findByText('没有查询到任何数据')).toBeInTheDocument()
    expect(search).toHaveBeenCalledTimes(1)
  })

  it('a failed search shows the server message as a warning', async () => {
    const search = vi.fn(() => Promise.reject(new Error('字典表不存在')))
    const { api } = await setup({ columns: searchColumns(search), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 1, colKey: 'owner' }))
    await userEvent.type(await screen.findByRole('combobox', { name: '负责人' }), 'x')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('字典表不存在')
    expect(alert).toHaveAttribute('data-state', 'warning')
  })

  it('keyboard: arrows move through the results and Enter chooses', async () => {
    const search = vi.fn(() => Promise.resolve(people))
    const { api, handle } = await setup({ columns: searchColumns(search), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 1, colKey: 'owner' }))
    const input = await screen.findByRole('combobox', { name: '负责人' })
    await userEvent.type(input, 'z')
    await screen.findByRole('option', { name: '张三' })
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(handle.getValues()[1]?.owner).toBe('u2'))
  })
})

describe('select-multiple', () => {
  stubRects()

  const colorOptions: SelectOption[] = [
    { value: 'r', label: '红' },
    { value: 'g', label: '绿' },
    { value: 'b', label: '蓝' },
  ]
  const multipleColumns: EditableColumn<Row>[] = [
    { key: 'name', title: '名称', type: 'input' },
    { key: 'colors', title: '颜色', type: 'select-multiple', options: colorOptions },
  ]

  it("shows at most 1 tag, then '+N'", async () => {
    const { cell } = await setup({
      columns: multipleColumns,
      rows: [
        { id: 'a', colors: 'r,g,b' },
        { id: 'b', colors: 'g' },
        { id: 'c', colors: '' },
      ],
    })
    expect(cell('a', 'colors')).toHaveTextContent(/^红\+2$/)
    expect(within(cell('a', 'colors')).queryByText('绿')).toBeNull()
    expect(cell('b', 'colors')).toHaveTextContent(/^绿$/)
    expect(cell('c', 'colors')).toHaveTextContent(/^$/)
  })

  it('edits with checkboxes and stores the values comma-separated', async () => {
    const { api, handle, cell } = await setup({ columns: multipleColumns, rows: [{ id: 'a', colors: 'r' }] })
    act(() => api.startEditingCell({ rowIndex: 0, colKey: 'colors' }))
    const group = await screen.findByRole('group', { name: '颜色' })
    expect(within(group).getByRole('checkbox', { name: '红' })).toBeChecked()
    await userEvent.click(within(group).getByRole('checkbox', { name: '蓝' }))
    await userEvent.click(within(group).getByRole('checkbox', { name: '红' }))
    await userEvent.click(within(group).getByRole('checkbox', { name: '绿' }))
    act(() => api.stopEditing())
    await waitFor(() => expect(handle.getValues()[0]?.colors).toBe('b,g'))
    await waitFor(() => expect(cell('a', 'colors')).toHaveTextContent('蓝+1'))
  })
})

describe('upload', () => {
  interface Pending {
    file: File
    options: UploadRequestOptions
    resolve: (outcome: Awaited<ReturnType<UploadFunction>>) => void
    reject: (error: unknown) => void
  }

  function fakeUpload() {
    const calls: Pending[] = []
    const upload: UploadFunction = (file, options) =>
      new Promise((resolve, reject) => {
        calls.push({ file, options, resolve, reject })
      })
    return { upload, calls }
  }

  const uploadColumns = (
    extra: Partial<Omit<UploadColumn<Row>, 'type'>> = {},
    upload?: UploadFunction,
  ): EditableColumn<Row>[] => [
    { key: 'name', title: '名称', type: 'input' },
    {
      key: 'file',
      title: '附件',
      type: 'upload',
      upload,
      fileUrl: (path) => `https://files.example/static/${path}`,
      ...extra,
    },
  ]

  const choose = async (cellElement: HTMLElement, name = 'abcdefgh.pdf') => {
    const input = cellElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement
    const file = new File(['x'], name, { type: 'application/pdf' })
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } })
    })
    return file
  }

  it("empty: the '点击上传' button; uploading: the percent; done: the path stored", async () => {
    const { upload, calls } = fakeUpload()
    const { cell, handle, onChange } = await setup({
      columns: uploadColumns({}, upload),
      rows: [{ id: 'a', name: 'A' }],
    })
    expect(within(cell('a', 'file')).getByRole('button', { name: '点击上传' })).toBeInTheDocument()
    expect(cell('a', 'file').querySelector('[data-state="empty"]')).not.toBeNull()
    const file = await choose(cell('a', 'file'))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.file).toBe(file)
    expect(calls[0]?.options.biz).toBe('temp')
    expect(handle.getValues()[0]?.file).toMatchObject({
      name: 'abcdefgh.pdf',
      status: 'uploading',
      percent: 0,
    })
    act(() => calls[0]?.options.onProgress({ percent: 42.7 }))
    expect(cell('a', 'file')).toHaveTextContent('43%')
    expect(within(cell('a', 'file')).getByRole('img', { name: '上传中(43%)' })).toBeInTheDocument()
    expect(within(cell('a', 'file')).queryByRole('button', { name: '点击上传' })).toBeNull()
    await act(async () => calls[0]?.resolve({ ok: true, path: 'temp/abcdefgh_1.pdf' }))
    expect(handle.getValues()[0]?.file).toMatchObject({
      status: 'done',
      path: 'temp/abcdefgh_1.pdf',
      percent: 100,
    })
    expect(onChange).toHaveBeenLastCalledWith(
      handle.getValues(),
      expect.objectContaining({ type: 'edit', rowId: 'a', key: 'file' }),
    )
    // The name to 5 characters, then an ellipsis; the status icon.
    expect(within(cell('a', 'file')).getByText('abcde...')).toBeInTheDocument()
    expect(within(cell('a', 'file')).getByRole('img', { name: '上传完成' })).toBeInTheDocument()
  })

  it('the file menu downloads (opens the file address) and deletes (clears the value)', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { cell, handle } = await setup({
      columns: uploadColumns({}, fakeUpload().upload),
      rows: [{ id: 'a', file: 'temp/report_1.pdf' }],
    })
    expect(within(cell('a', 'file')).getByText('repor...')).toBeInTheDocument()
    await userEvent.click(within(cell('a', 'file')).getByRole('button', { name: 'report_1.pdf 操作' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '下载' }))
    expect(open).toHaveBeenCalledWith('https://files.example/static/temp/report_1.pdf')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await userEvent.click(within(cell('a', 'file')).getByRole('button', { name: 'report_1.pdf 操作' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }))
    expect(handle.getValues()[0]?.file).toBeNull()
    await waitFor(() =>
      expect(within(cell('a', 'file')).getByRole('button', { name: '点击上传' })).toBeInTheDocument(),
    )
    open.mockRestore()
  })

  it('a column can disable download and delete', async () => {
    const rows = [{ id: 'a', file: 'temp/report_1.pdf' }]
    const noDownload = await setup({ columns: uploadColumns({ allowDownload: false }), rows })
    await userEvent.click(
      within(noDownload.cell('a', 'file')).getByRole('button', { name: 'report_1.pdf 操作' }),
    )
    expect(await screen.findByRole('menuitem', { name: '删除' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '下载' })).toBeNull()
    noDownload.unmount()
    const neither = await setup({
      columns: uploadColumns({ allowDownload: false, allowRemove: false }),
      rows,
    })
    expect(within(neither.cell('a', 'file')).queryByRole('button', { name: 'report_1.pdf 操作' })).toBeNull()
  })

  it("error: the failure's message, or 'unknown error'", async () => {
    const { upload, calls } = fakeUpload()
    const { cell, handle } = await setup({
      columns: uploadColumns({}, upload),
      rows: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
    })
    await choose(cell('a', 'file'), 'a.txt')
    await act(async () => calls[0]?.resolve({ ok: false, message: '文件大小超出10MB限制' }))
    expect(handle.getValues()[0]?.file).toMatchObject({ status: 'error', message: '文件大小超出10MB限制' })
    expect(cell('a', 'file')).toHaveTextContent('文件大小超出10MB限制')
    expect(within(cell('a', 'file')).getByRole('img', { name: '上传失败' })).toBeInTheDocument()
    await choose(cell('b', 'file'), 'b.txt')
    await act(async () => calls[1]?.reject(new Error('')))
    expect(handle.getValues()[1]?.file).toMatchObject({ status: 'error', message: 'unknown error' })
    expect(cell('b', 'file')).toHaveTextContent('unknown error')
    await choose(cell('c', 'file'), 'c.txt')
    await act(async () => calls[2]?.resolve({ ok: false, message: '' }))
    expect(handle.getValues()[2]?.file).toMatchObject({ status: 'error', message: 'unknown error' })
  })

  it('deleting the file of a failed upload shows the button again', async () => {
    const { upload, calls } = fakeUpload()
    const { cell, handle } = await setup({ columns: uploadColumns({}, upload), rows: [{ id: 'a' }] })
    await choose(cell('a', 'file'))
    await act(async () => calls[0]?.reject(new Error('boom')))
    await userEvent.click(within(cell('a', 'file')).getByRole('button', { name: 'abcdefgh.pdf 操作' }))
    expect(await screen.findByRole('menuitem', { name: '下载' })).toHaveAttribute('data-disabled')
    await userEvent.click(screen.getByRole('menuitem', { name: '删除' }))
    expect(handle.getValues()[0]?.file).toBeNull()
  })
})

describe('slot', () => {
  it('renders the cell with the caller-supplied render function, which can set the value', async () => {
    const columns: EditableColumn<Row>[] = [
      { key: 'name', title: '名称', type: 'input' },
      {
        key: 'qty',
        title: '数量',
        type: 'slot',
        render: ({ value, rowIndex, setValue }) => (
          <button type="button" onClick={() => setValue(Number(value) + 1)}>
            {`第 ${rowIndex + 1} 行：${String(value)}`}
          </button>
        ),
      },
    ]
    const { handle, api } = await setup({ columns })
    await userEvent.click(screen.getByRole('button', { name: '第 2 行：2' }))
    expect(handle.getValues()[1]?.qty).toBe(3)
    expect(await screen.findByRole('button', { name: '第 2 行：3' })).toBeInTheDocument()
    act(() => api.startEditingCell({ rowIndex: 0, colKey: 'qty' }))
    expect(api.getEditingCells()).toEqual([])
  })
})

describe('toolbar collapse/expand', () => {
  const columns: EditableColumn<Row>[] = [{ key: 'name', title: '名称', type: 'input' }]

  it('collapses and expands the table body', async () => {
    const { container } = await setup({ columns, toolbar: ['add', 'collapse'] })
    const body = container.querySelector('[data-slot="editable-table-body"]') as HTMLElement
    const collapse = screen.getByRole('button', { name: '收起' })
    expect(collapse).toHaveAttribute('aria-expanded', 'true')
    expect(collapse).toHaveAttribute('aria-controls', body.id)
    expect(body).toBeVisible()
    await userEvent.click(collapse)
    expect(body).not.toBeVisible()
    expect(body).toHaveAttribute('data-state', 'collapsed')
    const expand = screen.getByRole('button', { name: '展开' })
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(expand)
    expect(body).toBeVisible()
  })

  it('is gated by permissions like the other buttons', async () => {
    await setup({ columns, toolbar: ['add', 'collapse'], permissions: { collapse: false } })
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '收起' })).toBeNull()
  })

  it('can start collapsed', async () => {
    await setup({ columns, toolbar: ['collapse'], defaultCollapsed: true })
    expect(screen.getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false')
  })
})

it('a table with every new cell type has no serious accessibility violations', async () => {
  const { container } = await setup({
    columns: [
      { key: 'radio', title: '单选', type: 'row-radio' },
      { key: 'expand', title: '展开', type: 'row-expand' },
      { key: 'sort', title: '排序', type: 'row-drag-sort' },
      { key: 'name', title: '名称', type: 'input' },
      { key: 'owner', title: '负责人', type: 'select-search', search: () => Promise.resolve([]) },
      { key: 'colors', title: '颜色', type: 'select-multiple', options: [{ value: 'r', label: '红' }] },
      { key: 'file', title: '附件', type: 'upload', upload: () => Promise.resolve({ ok: true, path: 'p' }) },
      { key: 'qty', title: '数量', type: 'slot', render: ({ value }) => <span>{String(value)}</span> },
    ],
    toolbar: ['collapse'],
    rows: [
      { id: 'a', name: 'A', colors: 'r', file: 'temp/x.pdf', qty: 1 },
      { id: 'b', name: 'B', qty: 2 },
    ],
  })
  expect(await seriousViolations(container)).toEqual([])
})

describe('select with listEditor', () => {
  stubRects()

  const colorColumns = (listEditor: boolean): EditableColumn<Row>[] => [
    { key: 'name', title: '名称', type: 'input' },
    {
      key: 'owner',
      title: '班次',
      type: 'select',
      listEditor,
      options: [
        { value: 'rest', label: '休息' },
        { value: 'day', label: '早班' },
        { value: 'mid', label: '中班', disabled: true },
        { value: 'night', label: '夜班' },
      ],
    },
  ]
  const rows = (): Row[] => [
    { id: 'a', name: 'A', owner: 'day' },
    { id: 'b', name: 'B', owner: 'rest' },
  ]

  it('opens the kit-look list at once with the current value checked; a click chooses', async () => {
    const { api, handle, cell, onChange } = await setup({ columns: colorColumns(true), rows: rows() })
    expect(cell('a', 'owner')).toHaveTextContent('早班')
    act(() => api.startEditingCell({ rowIndex: 0, colKey: 'owner' }))
    const list = await screen.findByRole('listbox', { name: '班次' })
    expect(list.closest('[data-slot="select-list-editor"]')).not.toBeNull()
    await waitFor(() => expect(list).toHaveFocus())
    expect(within(list).getByRole('option', { name: '早班' })).toHaveAttribute('aria-selected', 'true')
    expect(within(list).getByRole('option', { name: '中班' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(within(list).getByRole('option', { name: '夜班' }))
    await waitFor(() => expect(api.getEditingCells()).toEqual([]))
    expect(handle.getValues()[0]?.owner).toBe('night')
    expect(onChange).toHaveBeenLastCalledWith(
      expect.any(Array),
      expect.objectContaining({ type: 'edit', rowId: 'a', key: 'owner', value: 'night' }),
    )
    await waitFor(() => expect(cell('a', 'owner')).toHaveTextContent('夜班'))
  })

  it('keyboard: arrows skip disabled options, letters jump, Enter chooses', async () => {
    const { api, handle } = await setup({ columns: colorColumns(true), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 1, colKey: 'owner' }))
    const list = await screen.findByRole('listbox', { name: '班次' })
    await waitFor(() => expect(list).toHaveFocus())
    const activeText = () =>
      document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent
    expect(activeText()).toBe('休息')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeText()).toBe('夜班') // 中班 is disabled
    await userEvent.keyboard('早')
    expect(activeText()).toBe('早班')
    await userEvent.keyboard('{Home}')
    expect(activeText()).toBe('休息')
    await userEvent.keyboard('{End}')
    expect(activeText()).toBe('夜班')
    await userEvent.keyboard('{ArrowDown}')
    expect(activeText()).toBe('休息') // wraps
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    await waitFor(() => expect(api.getEditingCells()).toEqual([]))
    expect(handle.getValues()[1]?.owner).toBe('day')
  })

  it('without listEditor keeps the grid select editor', async () => {
    const { api } = await setup({ columns: colorColumns(false), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 0, colKey: 'owner' }))
    await waitFor(() => expect(api.getEditingCells()).toHaveLength(1))
    expect(document.querySelector('[data-slot="select-list-editor"]')).toBeNull()
  })

  it('has no serious axe violations while open', async () => {
    const { api } = await setup({ columns: colorColumns(true), rows: rows() })
    act(() => api.startEditingCell({ rowIndex: 0, colKey: 'owner' }))
    const list = await screen.findByRole('listbox', { name: '班次' })
    expect(await seriousViolations(list.closest('[data-slot="select-list-editor"]') as HTMLElement)).toEqual(
      [],
    )
  })
})
