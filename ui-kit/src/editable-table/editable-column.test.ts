import { describe, expect, it } from 'vitest'
import type { EditableColumn, FieldKey } from './editable-column'
import type { EditableTableProps } from './editable-table'

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
