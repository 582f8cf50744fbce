import { describe, expect, it } from 'vitest'
import {
  cellsToTsv,
  clearCells,
  isSingleCell,
  rangeBetween,
  rangeColumns,
  rangeContains,
  rowsToRefresh,
} from './cell-range'
import type { EditableColumn } from './editable-column'

interface Row {
  id: string
  name: string | null
  remark?: string
  qty: number | null
  sex: string | null
  done: string
  locked?: string
}

const columns: EditableColumn<Row>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input' },
  { key: 'remark', title: '备注', type: 'normal' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
  { key: 'sex', title: '性别', type: 'select', dictCode: 'sex' },
  { key: 'done', title: '完成', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'locked', title: '锁定', type: 'input', disabled: true },
]
const dictionaries = {
  sex: [
    { value: 'm', label: '男' },
    { value: 'f', label: '女' },
  ],
}
const order = ['name', 'remark', 'qty', 'sex', 'done', 'locked']

const makeRows = (): Row[] => [
  { id: 'a', name: 'Alpha', remark: 'r1', qty: 1, sex: 'm', done: 'Y', locked: 'L1' },
  { id: 'b', name: 'Beta', remark: 'r2', qty: 2, sex: 'f', done: 'N', locked: 'L2' },
  { id: 'c', name: '', remark: 'r3', qty: null, sex: null, done: 'N', locked: 'L3' },
]

describe('rangeBetween', () => {
  it('spans the rows and the columns between two cells, whichever corner each is', () => {
    const down = rangeBetween({ rowIndex: 1, columnKey: 'qty' }, { rowIndex: 3, columnKey: 'name' }, order)
    expect(down).toEqual({ top: 1, bottom: 3, columnKeys: ['name', 'remark', 'qty'] })
    const up = rangeBetween({ rowIndex: 3, columnKey: 'name' }, { rowIndex: 1, columnKey: 'qty' }, order)
    expect(up).toEqual(down)
  })

  it('is null when a cell is outside the data columns', () => {
    expect(
      rangeBetween({ rowIndex: 0, columnKey: 'no' }, { rowIndex: 1, columnKey: 'qty' }, order),
    ).toBeNull()
    expect(
      rangeBetween({ rowIndex: -1, columnKey: 'name' }, { rowIndex: 1, columnKey: 'qty' }, order),
    ).toBeNull()
  })
})

describe('rangeContains and isSingleCell', () => {
  const range = { top: 2, bottom: 4, columnKeys: ['qty', 'sex'] }
  it('holds the cells inside the rectangle only', () => {
    expect(rangeContains(range, 2, 'qty')).toBe(true)
    expect(rangeContains(range, 4, 'sex')).toBe(true)
    expect(rangeContains(range, 5, 'sex')).toBe(false)
    expect(rangeContains(range, 1, 'qty')).toBe(false)
    expect(rangeContains(range, 3, 'name')).toBe(false)
    expect(rangeContains(range, null, 'qty')).toBe(false)
    expect(rangeContains(null, 3, 'qty')).toBe(false)
  })
  it('tells a one-cell range', () => {
    expect(isSingleCell({ top: 1, bottom: 1, columnKeys: ['qty'] })).toBe(true)
    expect(isSingleCell({ top: 1, bottom: 2, columnKeys: ['qty'] })).toBe(false)
    expect(isSingleCell({ top: 1, bottom: 1, columnKeys: ['qty', 'sex'] })).toBe(false)
  })
})

describe('rowsToRefresh', () => {
  it('lists the rendered rows of the old and the new range once, in order', () => {
    const previous = { top: 2, bottom: 5, columnKeys: ['qty'] }
    const next = { top: 4, bottom: 8, columnKeys: ['qty'] }
    expect(rowsToRefresh(previous, next, 0, 20)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(rowsToRefresh(previous, next, 3, 6)).toEqual([3, 4, 5, 6])
    expect(rowsToRefresh(null, next, 0, 20)).toEqual([4, 5, 6, 7, 8])
    expect(rowsToRefresh(previous, null, 10, 20)).toEqual([])
  })
  it('does not walk a huge range beyond the rendered rows', () => {
    const huge = { top: 0, bottom: 99_999, columnKeys: ['qty'] }
    expect(rowsToRefresh(null, huge, 50_000, 50_029)).toHaveLength(30)
  })
})

describe('rangeColumns and cellsToTsv', () => {
  it('copies the range cells as shown, read-only columns included', () => {
    const picked = rangeColumns({ top: 0, bottom: 1, columnKeys: ['name', 'remark', 'sex', 'done'] }, columns)
    expect(picked.map((column) => column.key)).toEqual(['name', 'remark', 'sex', 'done'])
    expect(cellsToTsv(makeRows().slice(0, 2), picked, dictionaries)).toBe(
      'Alpha\tr1\t男\tTRUE\r\nBeta\tr2\t女\tFALSE',
    )
  })
})

describe('clearCells', () => {
  it('clears the editable cells only, as ONE set of changed rows and cells', () => {
    const rows = makeRows()
    const result = clearCells(rows, [rows[0] as Row, rows[1] as Row], columns, { dictionaries })
    expect(result.rows[0]).toEqual({
      id: 'a',
      name: '',
      remark: 'r1', // normal column: read-only
      qty: null,
      sex: null,
      done: 'N', // checkbox: unchecked value of its customValue
      locked: 'L1', // disabled column
    })
    expect(result.rows[1]).toMatchObject({ name: '', qty: null, sex: null, done: 'N', locked: 'L2' })
    expect(result.rows[2]).toBe(rows[2]) // not a target: the same object
    expect(result.changed.map((row) => row.id)).toEqual(['a', 'b'])
    // b's done was already unchecked: not a cell the cut changed.
    expect(result.cells).toEqual([
      { rowId: 'a', key: 'name', value: '' },
      { rowId: 'a', key: 'qty', value: null },
      { rowId: 'a', key: 'sex', value: null },
      { rowId: 'a', key: 'done', value: 'N' },
      { rowId: 'b', key: 'name', value: '' },
      { rowId: 'b', key: 'qty', value: null },
      { rowId: 'b', key: 'sex', value: null },
    ])
    expect(rows[0]?.name).toBe('Alpha') // the input rows are not mutated
  })

  it('changes nothing on cells already empty, or on read-only columns only', () => {
    const rows = makeRows()
    const empty = clearCells(rows, [rows[2] as Row], columns)
    expect(empty.changed).toEqual([])
    expect(empty.cells).toEqual([])
    const readOnly = clearCells(
      rows,
      rows,
      columns.filter((column) => column.key === 'remark' || column.key === 'locked'),
    )
    expect(readOnly.cells).toEqual([])
    expect(readOnly.rows).toEqual(rows)
  })
})
