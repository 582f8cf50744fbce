import type { Meta, StoryObj } from '@storybook/react'
import { useRef, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import type { UploadFunction } from '../upload/upload'
import {
  EditableTable,
  type EditableColumn,
  type EditableTableHandle,
  type EditableTableProps,
  type SelectOption,
  type ValidationResult,
} from './editable-table'

interface DemoRow {
  id: string
  name?: string
  code?: string
  phone?: string
  email?: string
  qty?: number | null
  price?: number | null
  remark?: string
  tags?: string
  note?: string
  sex?: string
  level?: string
  enabled?: string
  birthday?: string
  updatedAt?: string
  progress?: number
  internal?: string
  orderNum?: number
  owner?: string | null
  colors?: string
  file?: unknown
  score?: number
}

const dictionaries = {
  sex: [
    { value: '1', label: '男' },
    { value: '2', label: '女' },
  ],
}

const textColumns: EditableColumn<DemoRow>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input', width: 140 },
  { key: 'qty', title: '数量', type: 'inputNumber', width: 100 },
  { key: 'remark', title: '备注', type: 'textarea', width: 160 },
  { key: 'tags', title: '标签', type: 'tags', width: 140 },
  { key: 'note', title: '说明（只读）', type: 'normal', width: 140 },
  { key: 'internal', title: '内部字段', type: 'hidden' },
]

const choiceColumns: EditableColumn<DemoRow>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input', width: 140 },
  { key: 'sex', title: '性别', type: 'select', dictCode: 'sex', width: 100 },
  {
    key: 'level',
    title: '级别',
    type: 'select',
    width: 110,
    options: [
      { value: 'L', label: '一般' },
      { value: 'M', label: '重要' },
      { value: 'H', label: '紧急', disabled: true },
    ],
  },
  { key: 'enabled', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], width: 80 },
]

const dateColumns: EditableColumn<DemoRow>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input', width: 140 },
  { key: 'birthday', title: '日期', type: 'date', width: 150 },
  { key: 'updatedAt', title: '时间', type: 'datetime', width: 200 },
  { key: 'progress', title: '进度', type: 'progress', width: 160 },
]

const orderColumns: EditableColumn<DemoRow>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'selection', title: '选择', type: 'row-checkbox' },
  { key: 'name', title: '名称', type: 'input', width: 140, validateRules: [{ required: true }] },
  {
    key: 'qty',
    title: '数量',
    type: 'inputNumber',
    statistics: ['sum', 'average'],
    defaultValue: 1,
    width: 110,
  },
  { key: 'price', title: '金额', type: 'inputNumber', statistics: ['sum'], width: 120 },
]

const validatedColumns: EditableColumn<DemoRow>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  {
    key: 'name',
    title: '名称',
    type: 'input',
    width: 120,
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  { key: 'code', title: '编码', type: 'input', width: 100, validateRules: [{ unique: true }] },
  { key: 'phone', title: '手机', type: 'input', width: 140, validateRules: [{ pattern: 'm' }] },
  {
    key: 'email',
    title: '邮箱',
    type: 'input',
    width: 180,
    validateRules: [{ pattern: 'e', message: '${title}格式错误' }],
  },
]

const textRows: DemoRow[] = [
  { id: 't1', name: '螺栓', qty: 120, remark: 'M8 不锈钢', tags: 'ab;cd;', note: '已入库', internal: 'x' },
  { id: 't2', name: '螺母', qty: -3.5, remark: '', tags: '', note: '待检', internal: 'y' },
]

const choiceRows: DemoRow[] = [
  { id: 'c1', name: '张三', sex: '1', level: 'M', enabled: 'Y' },
  { id: 'c2', name: '李四', sex: '2', level: 'H', enabled: 'N' },
]

const dateRows: DemoRow[] = [
  { id: 'd1', name: '首检', birthday: '2024-03-05', updatedAt: '2024-03-05 08:30:00', progress: 40 },
  { id: 'd2', name: '复检', birthday: '2024-04-01', updatedAt: '2024-04-01 14:00:00', progress: 100 },
]

const orderRows: DemoRow[] = [
  { id: 'o1', name: '钢板', qty: 10, price: 1250.5 },
  { id: 'o2', name: '铝材', qty: 4, price: 880 },
  { id: 'o3', name: '铜线', qty: 7, price: 2300 },
]

const invalidRows: DemoRow[] = [
  { id: 'v1', name: '甲', code: 'A01', phone: '13800138000', email: 'jia@example.com' },
  { id: 'v2', name: '', code: 'A02', phone: '12345', email: 'yi@example' },
  { id: 'v3', name: '丙', code: 'A01', phone: '13900139000', email: 'bing@example.com' },
]

/** Holds the rows like a page would and offers a "validate all" button beside the table. */
function TableWithValidation(props: EditableTableProps<DemoRow>) {
  const tableRef = useRef<EditableTableHandle<DemoRow>>(null)
  const [rows, setRows] = useState(props.rows)
  const [result, setResult] = useState<ValidationResult | null>(null)
  return (
    <div className="flex w-[720px] flex-col gap-2">
      <EditableTable<DemoRow>
        {...props}
        ref={tableRef}
        rows={rows}
        onChange={(next, change) => {
          setRows(next)
          props.onChange?.(next, change)
        }}
      />
      <div className="flex items-center gap-2">
        <Button
          onClick={async () => {
            const validation = await tableRef.current?.validateAll()
            setResult(validation ?? null)
          }}
        >
          校验全部
        </Button>
        <output aria-live="polite" className="text-sm">
          {result === null
            ? ''
            : result.valid
              ? '全部通过'
              : `${result.errors.length} 处错误，第一处：第 ${(result.first?.rowIndex ?? 0) + 1} 行 ${result.first?.message ?? ''}`}
        </output>
      </div>
    </div>
  )
}

const meta = {
  title: 'ui-kit/EditableTable',
  component: EditableTable<DemoRow>,
  args: {
    columns: textColumns,
    rows: textRows,
    height: 'auto',
    disabled: false,
    toolbar: ['add'],
    'aria-label': '明细表',
    onChange: fn(),
  },
  argTypes: {
    disabled: { control: 'boolean' },
    height: { control: 'select', options: ['auto', 240, 400] },
    toolbar: { control: 'check', options: ['add', 'save', 'remove', 'clearSelection', 'collapse'] },
  },
  render: (args) => <TableWithValidation {...args} />,
} satisfies Meta<typeof EditableTable<DemoRow>>

export default meta
type Story = StoryObj<typeof meta>

/** input, inputNumber, textarea (popup), tags, normal and hidden cells. */
export const TextCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('columnheader', { name: '标签' })).toBeInTheDocument()
    await expect(canvas.queryByRole('columnheader', { name: '内部字段' })).toBeNull()
    await expect(canvas.getByText('M8 不锈钢')).toBeInTheDocument()
  },
}

/** select from options and from a dictionary, checkbox with custom values ['Y', 'N']. */
export const ChoiceCells: Story = {
  args: { columns: choiceColumns, rows: choiceRows, dictionaries },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('女')).toBeInTheDocument()
    await expect(canvas.getByText('紧急')).toBeInTheDocument()
  },
}

/**
 * select with `listEditor`: Enter or a double click opens the options in the look of the kit's Select
 * (current value checked); arrows and letters move, Enter chooses.
 */
export const SelectListEditor: Story = {
  args: {
    columns: choiceColumns.map((column) =>
      column.type === 'select' ? { ...column, listEditor: true } : column,
    ),
    rows: choiceRows,
    dictionaries,
  },
  // The list itself is exercised by editable-table-cells.test.tsx (stories run in jsdom, where the grid
  // cannot position popup editors). Double-click a 级别 cell to try it.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('重要')).toBeInTheDocument()
  },
}

/** date (YYYY-MM-DD), datetime (YYYY-MM-DD HH:mm:ss) and progress cells. */
export const DateAndProgressCells: Story = {
  args: { columns: dateColumns, rows: dateRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bars = await canvas.findAllByRole('progressbar', { name: '进度' })
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['40', '100'])
  },
}

/** Row checkboxes, the toolbar (add, remove with confirmation, clear selection) and the statistics rows. */
export const ToolbarAndStatistics: Story = {
  args: { columns: orderColumns, rows: orderRows, toolbar: ['add', 'remove', 'clearSelection'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('合计')).toBeInTheDocument()
    await expect(canvas.getByText('4,430.5')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.any(Array),
      expect.objectContaining({ type: 'add' }),
    )
  },
}

/** Validation of every row: the first error is focused and each invalid cell carries its message. */
export const ValidationErrors: Story = {
  args: { columns: validatedColumns, rows: invalidRows, toolbar: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '校验全部' }))
    await waitFor(() =>
      expect(canvas.getByText('5 处错误，第一处：第 1 行 编码不能重复')).toBeInTheDocument(),
    )
    const invalid = canvasElement.querySelectorAll('[aria-invalid="true"]')
    await expect([...invalid].map((cell) => cell.getAttribute('title'))).toEqual([
      '编码不能重复',
      '请输入名称',
      '手机格式不正确，应为手机号码',
      '邮箱格式错误',
      '编码不能重复',
    ])
  },
}

/** Removing asks first: 'delete these N items?'. */
export const RemoveConfirmation: Story = {
  args: { columns: orderColumns, rows: orderRows, toolbar: ['remove'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const checkboxes = await canvas.findAllByRole('checkbox', {
      name: /Press Space to toggle row selection/i,
    })
    await userEvent.click(checkboxes[0] as HTMLElement)
    await userEvent.click(canvas.getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByText('确定要删除这 1 项吗?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
  },
}

/** A read-only table. */
export const Disabled: Story = {
  args: { columns: choiceColumns, rows: choiceRows, dictionaries, disabled: true },
}

/** 10,000 rows in a 400 px grid: only the visible rows are rendered. */
export const TenThousandRows: Story = {
  args: {
    columns: orderColumns,
    rows: Array.from({ length: 10_000 }, (_, i) => ({
      id: `r${i}`,
      name: `物料 ${i + 1}`,
      qty: i % 50,
      price: i,
    })),
    height: 400,
    toolbar: ['add', 'remove', 'clearSelection'],
  },
}

const peopleRows: DemoRow[] = [
  { id: 'p1', name: '张三', owner: 'u1', colors: 'r,g,b', score: 3 },
  { id: 'p2', name: '李四', owner: null, colors: 'g', score: 5 },
  { id: 'p3', name: '王五', owner: null, colors: '', score: 1 },
]

const people: SelectOption[] = [
  { value: 'u1', label: '张三丰' },
  { value: 'u2', label: '张无忌' },
  { value: 'u3', label: '李寻欢' },
]

/** A search over a fixed list (the app would call its dictionary endpoint); '失败' fails like a server. */
const searchPeople = (keyword: string): Promise<readonly SelectOption[]> =>
  keyword === '失败'
    ? Promise.reject(new Error('字典表不存在'))
    : Promise.resolve(people.filter((person) => person.label.includes(keyword)))

/** Uploads in 5 steps of 20 % over a second; a file named error.* fails without a message. */
const fakeUpload: UploadFunction = (file, { onProgress, signal }) =>
  new Promise((resolve) => {
    let percent = 0
    const timer = setInterval(() => {
      if (signal.aborted) {
        clearInterval(timer)
        return
      }
      percent += 20
      onProgress({ percent })
      if (percent >= 100) {
        clearInterval(timer)
        resolve(
          file.name.startsWith('error')
            ? { ok: false, message: '' }
            : { ok: true, path: `temp/${file.name}` },
        )
      }
    }, 200)
  })

/** row-radio: single selection; with `allowClear` the checked radio clears on a second click. */
export const RowRadio: Story = {
  args: {
    columns: [
      { key: 'radio', title: '单选', type: 'row-radio', allowClear: true },
      { key: 'name', title: '名称', type: 'input', width: 160 },
    ],
    rows: orderRows,
    toolbar: ['remove'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = await canvas.findByRole('radio', { name: '选择第 1 行' })
    await userEvent.click(first)
    await expect(first).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '选择第 2 行' }))
    await expect(first).not.toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '选择第 2 行' }))
    await expect(canvas.getByRole('radio', { name: '选择第 2 行' })).not.toBeChecked()
  },
}

/** row-expand: the row's content (the table's `renderExpanded`) in a full-width row below it. */
export const RowExpand: Story = {
  args: {
    columns: [
      { key: 'no', title: '#', type: 'row-number' },
      { key: 'expand', title: '展开', type: 'row-expand' },
      { key: 'name', title: '名称', type: 'input', width: 160 },
      { key: 'qty', title: '数量', type: 'inputNumber', width: 100 },
    ],
    rows: orderRows,
    renderExpanded: (row: DemoRow) => (
      <p>{`${row.name ?? ''}：数量 ${String(row.qty ?? '')}，金额 ${String(row.price ?? '')}`}</p>
    ),
    expandedRowHeight: 60,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '展开第 2 行' }))
    await expect(await canvas.findByText('铝材：数量 4，金额 880')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: '收起第 2 行' }))
    await waitFor(() => expect(canvas.queryByText('铝材：数量 4，金额 880')).toBeNull())
  },
}

/** row-drag-sort: drag the handle, or use the menu (move up / move down / insert below); writes orderNum. */
export const RowDragSort: Story = {
  args: {
    columns: [
      { key: 'no', title: '#', type: 'row-number' },
      { key: 'sort', title: '排序', type: 'row-drag-sort', width: 64 },
      { key: 'name', title: '名称', type: 'input', width: 160 },
      { key: 'orderNum', title: '顺序', type: 'normal', width: 80 },
    ],
    rows: orderRows.map((row, index) => ({ ...row, orderNum: index + 1 })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '第 1 行排序' }))
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: '向上移' })).toHaveAttribute('data-disabled')
    await userEvent.click(within(menu).getByRole('menuitem', { name: '向下移' }))
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.any(Array),
      expect.objectContaining({ type: 'move', from: 0, to: 1 }),
    )
  },
}

/** select-search: debounced search through the column's `search`; '失败' shows the failure as a warning. */
export const SelectSearch: Story = {
  args: {
    columns: [
      { key: 'name', title: '名称', type: 'input', width: 120 },
      {
        key: 'owner',
        title: '负责人',
        type: 'select-search',
        width: 180,
        search: searchPeople,
        options: people,
      },
    ],
    rows: peopleRows,
  },
  // The search popup itself is exercised by editable-table-cells.test.tsx (stories run in jsdom,
  // where the grid cannot position popup editors). Double-click a 负责人 cell to try it.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('张三丰')).toBeInTheDocument()
    const empty = canvasElement.querySelector('[row-id="p2"] [col-id="owner"]')
    await expect(empty).toHaveTextContent(/^$/)
  },
}

/** select-multiple: at most 1 tag is shown, then '+N'; stored comma-separated. */
export const SelectMultiple: Story = {
  args: {
    columns: [
      { key: 'name', title: '名称', type: 'input', width: 120 },
      {
        key: 'colors',
        title: '颜色',
        type: 'select-multiple',
        width: 160,
        options: [
          { value: 'r', label: '红色' },
          { value: 'g', label: '绿色' },
          { value: 'b', label: '蓝色' },
        ],
      },
    ],
    rows: peopleRows,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('+2')).toBeInTheDocument()
    await expect(canvas.getByText('红色')).toBeInTheDocument()
    await expect(canvas.queryByText('蓝色')).toBeNull()
  },
}

/** upload: empty, uploading with its percent, done (name to 5 characters + menu) and error. */
export const UploadCells: Story = {
  args: {
    columns: [
      { key: 'name', title: '名称', type: 'input', width: 120 },
      {
        key: 'file',
        title: '附件',
        type: 'upload',
        width: 220,
        upload: fakeUpload,
        fileUrl: (path: string) => `#${path}`,
      },
    ],
    rows: [
      { id: 'f1', name: '已上传', file: 'temp/report_2024.pdf' },
      { id: 'f2', name: '失败', file: { name: 'error.txt', status: 'error' } },
      { id: 'f3', name: '空' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('repor...')).toBeInTheDocument()
    await expect(canvas.getByText('unknown error')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '点击上传' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'report_2024.pdf 操作' }))
    await expect(await screen.findByRole('menuitem', { name: '下载' })).toBeInTheDocument()
    await expect(screen.getByRole('menuitem', { name: '删除' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
  },
}

/** slot: a cell rendered by the caller's function (here a stepper that sets the value). */
export const SlotCells: Story = {
  args: {
    columns: [
      { key: 'name', title: '名称', type: 'input', width: 120 },
      {
        key: 'score',
        title: '评分',
        type: 'slot',
        width: 160,
        render: ({ value, setValue }) => (
          <Button size="sm" onClick={() => setValue(Number(value ?? 0) + 1)}>
            {`评分 ${String(value ?? 0)} +1`}
          </Button>
        ),
      },
    ],
    rows: peopleRows,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '评分 3 +1' }))
    await expect(await canvas.findByRole('button', { name: '评分 4 +1' })).toBeInTheDocument()
  },
}

/** The toolbar collapse button collapses and expands the table body. */
export const CollapseToolbar: Story = {
  args: { columns: orderColumns, rows: orderRows, toolbar: ['add', 'collapse'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '收起' }))
    await expect(canvas.queryByRole('columnheader', { name: '名称' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '展开' }))
    await expect(await canvas.findByRole('columnheader', { name: '名称' })).toBeInTheDocument()
  },
}

/**
 * Copy and paste with a spreadsheet: focus a cell and press Ctrl/Cmd+V with cells copied from Excel,
 * WPS or Google Sheets (TSV). The block lands from the focused cell to the right and down, over the
 * editable columns, adding rows at the end; it is one change, validated, and announced. Ctrl/Cmd+C
 * copies the focused cell, the cell range, or the selected rows as TSV.
 */
export const PasteFromSpreadsheet: Story = {
  args: { columns: choiceColumns, rows: choiceRows, dictionaries, toolbar: ['add'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('张三')
    const first = canvasElement.querySelector<HTMLElement>('[row-id="c1"] [col-id="name"]')
    if (!first) throw new Error('no cell')
    await userEvent.click(first)
    // What Excel puts on the clipboard: rows by \r\n, cells by tabs, a trailing line break.
    const tsv = '王五\t女\t一般\tTRUE\r\n赵六\t1\tM\t否\r\n钱七\t2\t\t是\r\n'
    const paste = new Event('paste', { bubbles: true, cancelable: true })
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => tsv } })
    first.dispatchEvent(paste)
    await expect(paste.defaultPrevented).toBe(true)
    await waitFor(() => expect(canvas.getByText('钱七')).toBeInTheDocument())
    const text = (rowId: string, key: string) =>
      canvasElement.querySelector(`[row-id="${rowId}"] [col-id="${key}"]`)?.textContent
    await expect(text('c1', 'name')).toBe('王五')
    await expect(text('c1', 'sex')).toBe('女')
    await expect(text('c1', 'level')).toBe('一般')
    await expect(text('c2', 'name')).toBe('赵六')
    await expect(text('c2', 'sex')).toBe('男')
    await expect(text('c2', 'level')).toBe('重要')
    await expect(canvasElement.querySelector('[data-slot="editable-table-status"]')).toHaveTextContent(
      '已粘贴 3 行 × 4 列',
    )
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.any(Array),
      expect.objectContaining({
        type: 'paste',
        added: [expect.objectContaining({ name: '钱七', sex: '2' })],
      }),
    )
  },
}

/**
 * A cell range for copy and cut: Shift+click or Shift+arrows extend it from the focused cell (its
 * cells are highlighted; Escape or a plain move drops it). Ctrl/Cmd+C copies it as TSV; Ctrl/Cmd+X
 * copies it, then clears its editable cells (read-only columns keep their values) as ONE `cut`
 * change, validated like typed edits and announced ('已剪切 2 行 × 2 列'). A paste lands at the
 * range's top left cell.
 */
export const RangeCopyAndCut: Story = {
  args: { columns: choiceColumns, rows: choiceRows, dictionaries },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('张三')
    const cell = (rowId: string, key: string) =>
      canvasElement.querySelector<HTMLElement>(`[row-id="${rowId}"] [col-id="${key}"]`)
    const first = cell('c1', 'name')
    if (!first) throw new Error('no cell')
    await userEvent.click(first)
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}')
    await waitFor(() => expect(canvasElement.querySelectorAll('.editable-table-in-range')).toHaveLength(4))
    await userEvent.keyboard('{Control>}x{/Control}')
    await expect(canvasElement.querySelector('[data-slot="editable-table-status"]')).toHaveTextContent(
      '已剪切 2 行 × 2 列',
    )
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.any(Array),
      expect.objectContaining({ type: 'cut', changed: [expect.anything(), expect.anything()] }),
    )
    await waitFor(() => expect(cell('c2', 'name')?.textContent ?? '').not.toContain('李四'))
    await expect(cell('c1', 'level')?.textContent).toBe('重要') // outside the range
  },
}
