import { describe, expect, it } from 'vitest'
import { applyBlock, cellText, parseTsv, pastableColumns, pasteValue, rowsToTsv, toTsv } from './clipboard'
import type { EditableColumn } from './editable-column'

describe('parseTsv', () => {
  it('splits rows on \\n, \\r\\n and \\r and cells on tabs', () => {
    expect(parseTsv('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
    expect(parseTsv('a\rb')).toEqual([['a'], ['b']])
  })

  it('drops only the one trailing line break spreadsheets add; keeps empty cells and empty rows', () => {
    expect(parseTsv('a\t\t\n')).toEqual([['a', '', '']])
    expect(parseTsv('a\n\nb\n')).toEqual([['a'], [''], ['b']])
    expect(parseTsv('\tx')).toEqual([['', 'x']])
  })

  it('is no rows for empty text, one cell for text without separators', () => {
    expect(parseTsv('')).toEqual([])
    expect(parseTsv('单元格')).toEqual([['单元格']])
  })

  it('reads quoted cells with tabs, line breaks and doubled quotes as Excel writes them', () => {
    expect(parseTsv('"line1\nline2"\t"a\tb"\r\n"say ""hi"""\tplain\r\n')).toEqual([
      ['line1\nline2', 'a\tb'],
      ['say "hi"', 'plain'],
    ])
    expect(parseTsv('"a\r\nb"')).toEqual([['a\r\nb']])
  })

  it('keeps a quote that does not close a quoted cell as text', () => {
    expect(parseTsv('"open\tx')).toEqual([['"open', 'x']])
    expect(parseTsv('"5" long\tx')).toEqual([['"5" long', 'x']])
    expect(parseTsv('a"b\tc')).toEqual([['a"b', 'c']])
  })
})

describe('toTsv', () => {
  it('joins cells with tabs and rows with \\r\\n, quoting only cells that need it', () => {
    expect(
      toTsv([
        ['a', 'b'],
        ['x\ty', 'say "hi"', 'l1\nl2'],
      ]),
    ).toBe('a\tb\r\n"x\ty"\t"say ""hi"""\t"l1\nl2"')
  })

  it('round-trips through parseTsv', () => {
    const rows = [
      ['1', '', '"quoted"'],
      ['tab\there', 'new\r\nline', '中文'],
    ]
    expect(parseTsv(toTsv(rows))).toEqual(rows)
  })
})

interface Row {
  id: string
  no?: number
  name?: string
  qty?: number | null
  sex?: string | null
  colors?: string
  done?: string | boolean
  day?: string | null
  at?: string | null
  tags?: string
  note?: string
  file?: unknown
  progress?: number
  owner?: string | null
  locked?: string
}

const sex = [
  { value: 'm', label: '男' },
  { value: 'f', label: '女' },
  { value: 'x', label: '停用', disabled: true },
]
const colorOptions = [
  { value: 'r', label: '红' },
  { value: 'g', label: '绿' },
  { value: 'b', label: '蓝' },
]

const columns: EditableColumn<Row>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'check', title: '选择', type: 'row-checkbox' },
  { key: 'sort', title: '排序', type: 'row-drag-sort' },
  { key: 'name', title: '名称', type: 'input', maxLength: 5 },
  { key: 'note', title: '说明', type: 'normal' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
  { key: 'sex', title: '性别', type: 'select', dictCode: 'sex' },
  { key: 'file', title: '附件', type: 'upload' },
  { key: 'colors', title: '颜色', type: 'select-multiple', options: colorOptions },
  { key: 'done', title: '完成', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'progress', title: '进度', type: 'progress' },
  { key: 'locked', title: '锁定', type: 'input', disabled: true },
  { key: 'day', title: '日期', type: 'date' },
  { key: 'at', title: '时间', type: 'datetime' },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'owner', title: '负责人', type: 'select-search', options: [{ value: 'u1', label: '张三' }] },
]
const dictionaries = { sex }
const column = (key: string) => columns.find((candidate) => candidate.key === key) as EditableColumn<Row>

describe('pastableColumns', () => {
  it('keeps the editable data columns only, in order', () => {
    expect(pastableColumns(columns).map((candidate) => candidate.key)).toEqual([
      'name',
      'qty',
      'sex',
      'colors',
      'done',
      'day',
      'at',
      'tags',
      'owner',
    ])
  })
})

describe('pasteValue', () => {
  it('number cells: a decimal becomes a number, anything else empty; thousands separators are read', () => {
    const qty = column('qty')
    expect(pasteValue(qty, ' -12.5 ')).toBe(-12.5)
    expect(pasteValue(qty, '1,234.5')).toBe(1234.5)
    expect(pasteValue(qty, '12abc')).toBeNull()
    expect(pasteValue(qty, '1,23')).toBeNull()
    expect(pasteValue(qty, '')).toBeNull()
  })

  it('select cells take an option by value or by text; unknown or disabled options are empty', () => {
    const select = column('sex')
    expect(pasteValue(select, 'f', dictionaries)).toBe('f')
    expect(pasteValue(select, ' 男 ', dictionaries)).toBe('m')
    expect(pasteValue(select, '停用', dictionaries)).toBeNull()
    expect(pasteValue(select, '其他', dictionaries)).toBeNull()
    expect(pasteValue(select, '', dictionaries)).toBeNull()
  })

  it('select-search keeps an unknown text as the value', () => {
    expect(pasteValue(column('owner'), '张三')).toBe('u1')
    expect(pasteValue(column('owner'), 'u9')).toBe('u9')
  })

  it('select-multiple maps each separated part, dropping unknown ones and repeats', () => {
    const multiple = column('colors')
    expect(pasteValue(multiple, '红,b，绿、紫;红')).toBe('r,b,g')
    expect(pasteValue(multiple, '')).toBe('')
  })

  it('checkbox cells check on truthy texts and the checked custom value', () => {
    const checkbox = column('done')
    for (const text of ['TRUE', 'true', '1', 'y', 'Yes', '是', '√', '✓']) {
      expect(pasteValue(checkbox, text)).toBe('Y')
    }
    for (const text of ['FALSE', '0', 'N', '否', '', 'maybe']) expect(pasteValue(checkbox, text)).toBe('N')
    const plain: EditableColumn<Row> = { key: 'done', title: '完成', type: 'checkbox' }
    expect(pasteValue(plain, 'TRUE')).toBe(true)
    expect(pasteValue(plain, 'no')).toBe(false)
  })

  it('dates and datetimes are normalised; unreadable text is empty', () => {
    expect(pasteValue(column('day'), '2024/5/1')).toBe('2024-05-01')
    expect(pasteValue(column('day'), '2024年5月1日')).toBe('2024-05-01')
    expect(pasteValue(column('day'), '2024-05-01 08:30:00')).toBe('2024-05-01')
    expect(pasteValue(column('at'), '2024.5.1 8:30')).toBe('2024-05-01 08:30:00')
    expect(pasteValue(column('at'), '2024-05-01T08:30:15')).toBe('2024-05-01 08:30:15')
    expect(pasteValue(column('day'), '明天')).toBeNull()
  })

  it('tags get a semicolon after every two characters; input cells keep their max length', () => {
    expect(pasteValue(column('tags'), 'ab;c;def')).toBe('ab;cd;ef;')
    expect(pasteValue(column('name'), '一二三四五六七')).toBe('一二三四五')
  })
})

const rows: Row[] = [
  { id: 'a', name: 'A', qty: 1, sex: 'm', done: 'N' },
  { id: 'b', name: 'B', qty: 2, sex: 'f', done: 'N' },
]

describe('applyBlock', () => {
  it('writes the block right and down from the start over pastable columns only', () => {
    const result = applyBlock(
      rows,
      columns,
      { rowIndex: 0, columnKey: 'name' },
      [
        ['甲', '3', '女'],
        ['乙', 'x', 'm'],
      ],
      { dictionaries },
    )
    expect(result.rows).toEqual([
      { id: 'a', name: '甲', qty: 3, sex: 'f', done: 'N' },
      { id: 'b', name: '乙', qty: null, sex: 'm', done: 'N' },
    ])
    expect(result.columns.map((candidate) => candidate.key)).toEqual(['name', 'qty', 'sex'])
    expect([result.height, result.width]).toEqual([2, 3])
    expect(result.cells).toEqual([
      { rowId: 'a', key: 'name', value: '甲' },
      { rowId: 'a', key: 'qty', value: 3 },
      { rowId: 'a', key: 'sex', value: 'f' },
      { rowId: 'b', key: 'name', value: '乙' },
      { rowId: 'b', key: 'qty', value: null },
      { rowId: 'b', key: 'sex', value: 'm' },
    ])
    expect(result.changed).toEqual(result.rows)
    expect(result.added).toEqual([])
  })

  it('never mutates the rows; unchanged rows and values are left out', () => {
    const before = structuredClone(rows)
    const result = applyBlock(rows, columns, { rowIndex: 0, columnKey: 'name' }, [['A'], ['B2']])
    expect(rows).toEqual(before)
    expect(result.rows[0]).toBe(rows[0])
    expect(result.changed).toEqual([{ ...rows[1], name: 'B2' }])
    expect(result.cells).toEqual([{ rowId: 'b', key: 'name', value: 'B2' }])
    expect(result.height).toBe(2)
  })

  it('skips the columns that cannot be pasted into (normal, upload, progress, disabled …)', () => {
    const result = applyBlock(
      rows,
      columns,
      { rowIndex: 1, columnKey: 'sex' },
      [['男', '红,绿', 'TRUE', '2024/1/2']],
      { dictionaries },
    )
    expect(result.columns.map((candidate) => candidate.key)).toEqual(['sex', 'colors', 'done', 'day'])
    expect(result.rows[1]).toEqual({ ...rows[1], sex: 'm', colors: 'r,g', done: 'Y', day: '2024-01-02' })
  })

  it('a start on a row-level or read-only column moves to the next pastable one', () => {
    expect(applyBlock(rows, columns, { rowIndex: 0, columnKey: 'no' }, [['X']]).cells).toEqual([
      { rowId: 'a', key: 'name', value: 'X' },
    ])
    expect(applyBlock(rows, columns, { rowIndex: 0, columnKey: 'note' }, [['7']]).cells).toEqual([
      { rowId: 'a', key: 'qty', value: 7 },
    ])
    expect(
      applyBlock(rows, columns, { rowIndex: 0, columnKey: 'ag-Grid-SelectionColumn' }, [['X']]).cells,
    ).toEqual([{ rowId: 'a', key: 'name', value: 'X' }])
  })

  it('drops what lies beyond the last column', () => {
    const result = applyBlock(rows, columns, { rowIndex: 0, columnKey: 'owner' }, [['张三', 'more', 'more']])
    expect(result.width).toBe(1)
    expect(result.cells).toEqual([{ rowId: 'a', key: 'owner', value: 'u1' }])
  })

  it('adds rows at the end when the block is taller than the rows left and adding is allowed', () => {
    let next = 0
    const result = applyBlock(rows, columns, { rowIndex: 1, columnKey: 'name' }, [['B'], ['C'], ['D']], {
      newRow: (index) => ({ id: `n${next++}`, qty: 1, no: index }),
    })
    expect(result.rows).toHaveLength(4)
    expect(result.added).toEqual([
      { id: 'n0', qty: 1, no: 2, name: 'C' },
      { id: 'n1', qty: 1, no: 3, name: 'D' },
    ])
    expect(result.changed).toEqual([])
    expect(result.height).toBe(3)
    expect(result.cells.map((cell) => cell.rowId)).toEqual(['n0', 'n1'])
  })

  it('without adding, the rows below the last are dropped', () => {
    const result = applyBlock(rows, columns, { rowIndex: 1, columnKey: 'name' }, [['B'], ['C']])
    expect(result.rows).toHaveLength(2)
    expect(result.height).toBe(1)
  })

  it('a short row of a ragged block leaves the rest of its cells alone', () => {
    const result = applyBlock(rows, columns, { rowIndex: 0, columnKey: 'name' }, [['X', '9'], ['Y']])
    expect(result.rows[1]).toEqual({ ...rows[1], name: 'Y' })
    expect(result.width).toBe(2)
  })

  it('an empty block or an unknown start changes nothing', () => {
    expect(applyBlock(rows, columns, { rowIndex: 0, columnKey: 'name' }, []).height).toBe(0)
    expect(applyBlock(rows, columns, { rowIndex: 5, columnKey: 'name' }, [['X']]).height).toBe(0)
    expect(
      applyBlock(rows, [columns[0] as EditableColumn<Row>], { rowIndex: 0, columnKey: 'no' }, [['X']]).width,
    ).toBe(0)
  })

  it('uses the row key for the cells', () => {
    const keyed = [{ code: 'k1', name: 'a' }]
    const result = applyBlock(
      keyed,
      [{ key: 'name', title: '名称', type: 'input' }],
      { rowIndex: 0, columnKey: 'name' },
      [['b']],
      {
        rowKey: 'code',
      },
    )
    expect(result.cells).toEqual([{ rowId: 'k1', key: 'name', value: 'b' }])
  })
})

describe('cellText and rowsToTsv', () => {
  it('copies what the cell shows', () => {
    expect(cellText(column('sex'), 'f', dictionaries)).toBe('女')
    expect(cellText(column('sex'), null, dictionaries)).toBe('')
    expect(cellText(column('colors'), 'r,b')).toBe('红,蓝')
    expect(cellText(column('done'), 'Y')).toBe('TRUE')
    expect(cellText(column('done'), 'N')).toBe('FALSE')
    expect(cellText(column('qty'), 1234.5)).toBe('1234.5')
    expect(cellText(column('file'), 'upload/2024/report.pdf')).toBe('report.pdf')
    expect(cellText(column('owner'), 'u1')).toBe('张三')
    expect(cellText(column('note'), { nested: true })).toBe('')
  })

  it('copies rows as header-less TSV of their pastable columns, which paste back the same', () => {
    const source: Row[] = [
      {
        id: 'a',
        name: 'A\tB',
        qty: 3,
        sex: 'f',
        colors: 'r',
        done: 'Y',
        day: '2024-01-02',
        tags: 'ab;',
        owner: 'u1',
      },
    ]
    const text = rowsToTsv(source, columns, dictionaries)
    expect(text).toBe('"A\tB"\t3\t女\t红\tTRUE\t2024-01-02\t\tab;\t张三')
    const target: Row[] = [{ id: 'z' }]
    const pasted = applyBlock(target, columns, { rowIndex: 0, columnKey: 'name' }, parseTsv(text), {
      dictionaries,
    })
    expect(pasted.rows[0]).toEqual({ ...source[0], id: 'z', at: null })
  })
})
