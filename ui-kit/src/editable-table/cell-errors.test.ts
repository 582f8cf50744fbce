import { describe, expect, it } from 'vitest'
import { CellErrors } from './cell-errors'

describe('CellErrors', () => {
  it('sets, reads and clears cell messages', () => {
    const errors = new CellErrors()
    errors.set('r1', 'name', '名称不能为空')
    errors.set('r1', 'code', '编码不能重复')
    expect(errors.get('r1', 'name')).toBe('名称不能为空')
    expect(errors.size).toBe(2)
    errors.set('r1', 'name', null)
    expect(errors.get('r1', 'name')).toBeUndefined()
    errors.deleteRow('r1')
    expect(errors.size).toBe(0)
  })

  it('replaces one column or everything', () => {
    const errors = new CellErrors()
    errors.set('r1', 'code', 'old')
    errors.set('r2', 'name', 'keep')
    errors.replaceColumn('code', [{ rowIndex: 2, rowId: 'r3', columnKey: 'code', message: 'new' }])
    expect([errors.get('r1', 'code'), errors.get('r3', 'code'), errors.get('r2', 'name')]).toEqual([
      undefined,
      'new',
      'keep',
    ])
    errors.replaceAll([{ rowIndex: 0, rowId: 'r9', columnKey: 'x', message: 'm' }])
    expect([errors.get('r2', 'name'), errors.get('r9', 'x'), errors.size]).toEqual([undefined, 'm', 1])
    errors.clear()
    expect(errors.size).toBe(0)
  })
})
