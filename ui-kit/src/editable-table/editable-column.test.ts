import { describe, expect, it } from 'vitest'
import type { EditableColumn, FieldKey } from './editable-column'
import type { EditableTableProps } from './editable-table'
import type { ComboboxProps } from '../combobox/combobox'
import type { SelectOption, SelectProps } from '../select/select'

interface Product {
  id: string
  description: string
  price: number
}

/**
 * Typed columns (issue 33 item 5): a data column's `key` and the table's `rowKey` are keys of the row type,
 * so a misspelt field does not compile (the `@ts-expect-error` lines fail `tsc` if it ever does); the special
 * columns (row number, selection, drag handle, slot for actions) take any unique name.
 */
describe('typed columns', () => {
  it('a data column names a field of the row; the special columns any unique name', () => {
    const columns: EditableColumn<Product>[] = [
      { key: 'no', title: '#', type: 'row-number' },
      { key: 'check', title: '', type: 'row-checkbox' },
      { key: 'drag', title: '', type: 'row-drag-sort' },
      { key: 'description', title: '描述', type: 'input' },
      { key: 'price', title: '价格', type: 'inputNumber' },
      { key: 'actions', title: '操作', type: 'slot' },
    ]
    const wrongSort: EditableColumn<Product> = {
      key: 'drag',
      title: '',
      type: 'row-drag-sort',
      // @ts-expect-error the drag handle writes the order to a field of the row: 'sort' is none of Product
      sortKey: 'sort',
    }
    const sorted: EditableColumn<Product> = {
      key: 'drag',
      title: '',
      type: 'row-drag-sort',
      sortKey: 'price',
    }
    expect([wrongSort.type, sorted.type]).toEqual(['row-drag-sort', 'row-drag-sort'])
    // @ts-expect-error 'descripton' is not a field of Product
    const misspelt: EditableColumn<Product> = { key: 'descripton', title: '描述', type: 'input' }
    expect(columns.map((column) => column.key)).toEqual([
      'no',
      'check',
      'drag',
      'description',
      'price',
      'actions',
    ])
    expect(misspelt.type).toBe('input')
  })

  it('the table rowKey is a key of the row', () => {
    const rowKey: FieldKey<Product> = 'id'
    const props: Pick<EditableTableProps<Product>, 'rowKey'> = { rowKey }
    // @ts-expect-error 'ID' is not a field of Product
    const wrong: Pick<EditableTableProps<Product>, 'rowKey'> = { rowKey: 'ID' }
    expect(props.rowKey).toBe('id')
    expect(wrong.rowKey).toBe('ID')
  })
})

/**
 * One option shape (issue 33 item 5): the table's select columns and dictionaries take `{ value, label }`, as
 * Select and Combobox do; the upstream `{ value, text }` no longer compiles (the `@ts-expect-error` lines fail
 * `tsc` if it ever does again).
 */
describe('one option shape', () => {
  it('select columns, dictionaries, Select and Combobox share { value, label }', () => {
    const options: SelectOption[] = [{ value: 'm', label: '男' }]
    const column: EditableColumn<Product> = { key: 'description', title: '描述', type: 'select', options }
    const dictionaries: EditableTableProps<Product>['dictionaries'] = { sex: options }
    const select: SelectProps['options'] = options
    const combobox: ComboboxProps['options'] = options
    const old: EditableColumn<Product> = {
      key: 'description',
      title: '描述',
      type: 'select',
      // @ts-expect-error `text` is not an option field any more: an option is { value, label }
      options: [{ value: 'm', text: '男' }],
    }
    // @ts-expect-error a dictionary item is { value, label } too
    const oldDictionaries: EditableTableProps<Product>['dictionaries'] = { sex: [{ value: 'm', text: '男' }] }
    expect([column.type, old.type]).toEqual(['select', 'select'])
    expect([dictionaries?.sex, select, combobox]).toEqual([options, options, options])
    expect(oldDictionaries).toBeDefined()
  })
})
