import { describe, expect, it } from 'vitest'
import { computeStatistics, numericValue } from './statistics'

describe('computeStatistics', () => {
  const rows = [
    { qty: 1, price: '0.1', note: 'x' },
    { qty: 2, price: '0.2', note: 'y' },
    { qty: null, price: 'abc', note: 'z' },
    { qty: '3', price: '', note: '' },
  ]

  it('sums and averages the columns that ask for it, over every row', () => {
    expect(
      computeStatistics(rows, [
        { key: 'qty', statistics: ['sum', 'average'] },
        { key: 'price', statistics: ['sum'] },
        { key: 'note' },
      ]),
    ).toEqual({ sum: { qty: 6, price: 0.3 }, average: { qty: 2 } })
  })

  it('averages over the cells that hold a number', () => {
    expect(computeStatistics(rows, [{ key: 'price', statistics: ['average'] }])).toEqual({
      average: { price: 0.15 },
    })
  })

  it('gives null for a column without numbers and nothing without statistics', () => {
    expect(computeStatistics(rows, [{ key: 'note', statistics: ['sum'] }])).toEqual({ sum: { note: null } })
    expect(computeStatistics(rows, [{ key: 'qty' }])).toEqual({})
    expect(computeStatistics([], [{ key: 'qty', statistics: ['average'] }])).toEqual({
      average: { qty: null },
    })
  })
})

describe('numericValue', () => {
  it('reads numbers and decimal text only', () => {
    expect([1.5, '-2', ' 3.5 ', 'x', '', null, Number.NaN, Infinity, '1e3'].map(numericValue)).toEqual([
      1.5,
      -2,
      3.5,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
