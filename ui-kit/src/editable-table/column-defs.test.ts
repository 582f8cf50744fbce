import type { ColDef } from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import { coerceEditedValue, columnOptions, INVALID_CELL_CLASS, toColumnDefs } from './column-defs'
import type { CellType, EditableColumn } from './editable-column'

type Row = Record<string, unknown>

const col = (type: CellType, extra: Partial<EditableColumn<Row>> = {}): EditableColumn<Row> => ({
  key: 'v',
  title: 'V',
  type,
  ...extra,
})

describe('coerceEditedValue', () => {
  it('number cells keep a number or empty', () => {
    expect(coerceEditedValue(col('inputNumber'), '12.5')).toBe(12.5)
    expect(coerceEditedValue(col('inputNumber'), 'x')).toBeNull()
  })

  it('tags are normalized', () => {
    expect(coerceEditedValue(col('tags'), 'abc;d')).toBe('ab;cd;')
    expect(coerceEditedValue(col('tags'), null)).toBe('')
  })

  it('dates keep YYYY-MM-DD and datetimes YYYY-MM-DD HH:mm:ss', () => {
    expect(coerceEditedValue(col('date'), '2024-02-03T04:05:06')).toBe('2024-02-03')
    expect(coerceEditedValue(col('datetime'), '2024-02-03T04:05')).toBe('2024-02-03 04:05:00')
    expect(coerceEditedValue(col('date'), '')).toBeNull()
  })

  it('checkboxes store their custom values, or booleans', () => {
    expect(coerceEditedValue(col('checkbox', { customValue: ['Y', 'N'] }), true)).toBe('Y')
    expect(coerceEditedValue(col('checkbox', { customValue: ['Y', 'N'] }), false)).toBe('N')
    expect(coerceEditedValue(col('checkbox'), true)).toBe(true)
  })

  it('select values are text or null; text is cut to maxLength', () => {
    expect(coerceEditedValue(col('select'), 1)).toBe('1')
    expect(coerceEditedValue(col('select'), undefined)).toBeNull()
    expect(coerceEditedValue(col('input', { maxLength: 3 }), 'abcdef')).toBe('abc')
    expect(coerceEditedValue(col('textarea'), null)).toBe('')
  })
})

describe('columnOptions', () => {
  it('prefers the column options, then the dictionary', () => {
    const dictionaries = { sex: [{ value: 'm', label: '男' }] }
    expect(
      columnOptions(col('select', { options: [{ value: 'x', label: 'X' }], dictCode: 'sex' }), dictionaries),
    ).toEqual([{ value: 'x', label: 'X' }])
    expect(columnOptions(col('select', { dictCode: 'sex' }), dictionaries)).toEqual([
      { value: 'm', label: '男' },
    ])
    expect(columnOptions(col('select', { dictCode: 'none' }), dictionaries)).toEqual([])
  })
})

describe('toColumnDefs', () => {
  const options = { errorFor: () => undefined, rowIdOf: () => '' }
  const defs = toColumnDefs<Row>(
    [
      col('row-number', { key: 'no' }),
      col('row-checkbox', { key: 'sel' }),
      col('input', { key: 'a', validateRules: [{ required: true }] }),
      col('inputNumber', { key: 'b' }),
      col('textarea', { key: 'c' }),
      col('select', {
        key: 'd',
        options: [
          { value: '1', label: 'One' },
          { value: '2', label: 'Two', disabled: true },
        ],
      }),
      col('date', { key: 'e' }),
      col('datetime', { key: 'f' }),
      col('checkbox', { key: 'g' }),
      col('normal', { key: 'h' }),
      col('hidden', { key: 'i' }),
      col('progress', { key: 'j' }),
      col('tags', { key: 'k' }),
    ],
    options,
  )
  const byId = new Map(defs.map((def) => [def.colId, def]))
  const get = (id: string) => byId.get(id) as ColDef<Row>

  it('makes one grid column per data column; row-checkbox becomes the selection column', () => {
    expect(defs.map((def) => def.colId)).toEqual([
      'no',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
    ])
  })

  it('uses the built-in editors for plain types', () => {
    expect(get('a').cellEditor).toBe('agTextCellEditor')
    expect(get('c')).toMatchObject({ cellEditor: 'agLargeTextCellEditor', cellEditorPopup: true })
    expect(get('d')).toMatchObject({
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: ['1'] },
      refData: { '1': 'One', '2': 'Two' },
    })
    expect(get('e')).toMatchObject({
      cellEditor: 'agDateStringCellEditor',
      cellEditorParams: { includeTime: false },
    })
    expect(get('f')).toMatchObject({
      cellEditor: 'agDateStringCellEditor',
      cellEditorParams: { includeTime: true },
    })
    expect(get('g').cellEditor).toBe('agCheckboxCellEditor')
  })

  it('pins the row number, hides hidden columns, and never edits read-only types', () => {
    expect(get('no')).toMatchObject({ pinned: 'left', editable: false })
    expect(get('i').hide).toBe(true)
    for (const id of ['h', 'i', 'j']) expect(get(id).editable).toBe(false)
    expect(typeof get('a').editable).toBe('function')
  })

  it('marks invalid cells with a class rule, in columns with validation rules only', () => {
    expect(Object.keys(get('a').cellClassRules ?? {})).toEqual([INVALID_CELL_CLASS])
    expect(get('b').cellClassRules).toBeUndefined()
  })
})

describe('the invalid-cell renderer', () => {
  const errors = new Map([['r1', 'name is required']])
  const options = {
    errorFor: (rowId: string, key: string) => (key === 'name' ? errors.get(rowId) : undefined),
    rowIdOf: (row: unknown) => String((row as Row).id),
  }
  const columns = [
    col('input', { key: 'name', validateRules: [{ required: true }] }),
    col('input', { key: 'free' }),
  ]
  type Selector = (params: { data: Row; node: { rowPinned: null } }) => { params?: unknown } | undefined
  const selectorOf = (defs: ColDef<Row>[], id: string) =>
    defs.find((def) => def.colId === id)?.cellRendererSelector as Selector | undefined

  it('draws an invalid cell with InvalidCell and its message; a valid cell as plain text', () => {
    const select = selectorOf(toColumnDefs<Row>(columns, options), 'name')
    expect(select?.({ data: { id: 'r1' }, node: { rowPinned: null } })?.params).toEqual({
      message: 'name is required',
    })
    expect(select?.({ data: { id: 'r2' }, node: { rowPinned: null } })).toBeUndefined()
  })

  it('sits on columns with validation rules only, and only while the table marks invalid cells', () => {
    // Every cell of a column with a renderer selector goes through the grid's slower renderer path.
    expect(selectorOf(toColumnDefs<Row>(columns, options), 'free')).toBeUndefined()
    const unmarked = toColumnDefs<Row>(columns, { ...options, markInvalidCells: false })
    expect(selectorOf(unmarked, 'name')).toBeUndefined()
    // The class rule stays: the cell is still marked invalid by its class.
    expect(Object.keys(unmarked[0]?.cellClassRules ?? {})).toEqual([INVALID_CELL_CLASS])
  })
})

describe('new cell types (docs/spec.md §4)', () => {
  const options = { errorFor: () => undefined, rowIdOf: () => '' }
  const search = () => Promise.resolve([])
  const defs = toColumnDefs<Row>(
    [
      col('row-radio', { key: 'radio' }),
      col('row-expand', { key: 'expand' }),
      col('row-drag-sort', { key: 'sort' }),
      col('select-search', { key: 's', search, options: [{ value: 'u1', label: '张三' }] }),
      col('select-multiple', { key: 'm', options: [{ value: 'r', label: '红' }] }),
      col('upload', { key: 'u' }),
      col('slot', { key: 'x', render: () => null }),
    ],
    options,
  )
  const get = (id: string) => defs.find((def) => def.colId === id) as ColDef<Row>

  it('pins the row-level columns, never edits them, and gives the drag-sort column a drag handle', () => {
    for (const id of ['radio', 'expand', 'sort']) {
      expect(get(id)).toMatchObject({ pinned: 'left', editable: false })
      expect(get(id).field).toBeUndefined()
    }
    expect(typeof get('sort').rowDrag).toBe('function')
    expect(get('radio').rowDrag).toBeUndefined()
  })

  it('select-search and select-multiple edit in a popup; upload and slot are not edited by the grid', () => {
    expect(get('s')).toMatchObject({ cellEditorPopup: true })
    expect(get('m')).toMatchObject({ cellEditorPopup: true })
    expect(get('u').editable).toBe(false)
    expect(get('x').editable).toBe(false)
    expect(typeof get('u').cellRendererSelector).toBe('function')
  })

  it('select-search shows the label of a known option, else the value', () => {
    const format = get('s').valueFormatter as (params: { value: unknown }) => string
    expect(format({ value: 'u1' })).toBe('张三')
    expect(format({ value: 'u2' })).toBe('u2')
    expect(format({ value: null })).toBe('')
  })

  it('coerces select-search to text or null and select-multiple to comma-separated values', () => {
    expect(coerceEditedValue(col('select-search'), 7)).toBe('7')
    expect(coerceEditedValue(col('select-search'), '')).toBeNull()
    expect(coerceEditedValue(col('select-multiple'), ['a', 'b'])).toBe('a,b')
    expect(coerceEditedValue(col('select-multiple'), ' a, ,b ')).toBe('a,b')
    expect(coerceEditedValue(col('select-multiple'), null)).toBe('')
  })

  it('the drag-sort column has no drag handle in a disabled table', () => {
    const [sort] = toColumnDefs<Row>([col('row-drag-sort', { key: 'sort' })], { ...options, disabled: true })
    const rowDrag = sort?.rowDrag as (params: { node: { rowPinned: null } }) => boolean
    expect(rowDrag({ node: { rowPinned: null } })).toBe(false)
  })
})

describe('EditableColumn, a union on `type`', () => {
  const options = { errorFor: () => undefined, rowIdOf: (row: unknown) => String((row as Row).id) }
  type Selector = (params: { data: Row; node: { rowPinned: null } }) => { params?: unknown } | undefined
  const selectorOf = (defs: ColDef<Row>[], id: string) =>
    defs.find((def) => def.colId === id)?.cellRendererSelector as Selector | undefined

  it('gives the upload and slot cells their own column, and each type takes only its own options', () => {
    const upload: EditableColumn<Row> = {
      key: 'u',
      title: 'U',
      type: 'upload',
      biz: 'qc',
      buttonText: '上传',
    }
    const slot: EditableColumn<Row> = {
      key: 's',
      title: 'S',
      type: 'slot',
      render: ({ row }) => String(row.id),
    }
    // @ts-expect-error select options belong to select columns, not to input ones
    const input: EditableColumn<Row> = { key: 'i', title: 'I', type: 'input', options: [] }
    // @ts-expect-error an upload directory belongs to upload columns
    const select: EditableColumn<Row> = { key: 'x', title: 'X', type: 'select', biz: 'qc' }
    const defs = toColumnDefs<Row>([upload, slot, input, select], options)
    const row = { data: { id: 'r1' }, node: { rowPinned: null } }
    expect(selectorOf(defs, 'u')?.(row)?.params).toMatchObject({ column: upload })
    expect(selectorOf(defs, 's')?.(row)?.params).toMatchObject({ column: slot })
    expect(columnOptions(input)).toEqual([])
  })
})
