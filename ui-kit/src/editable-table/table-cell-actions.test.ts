import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CellBridge, useRowId } from './table-cell-actions'

interface Row {
  id: string
  name: string
}

const rowIdOf = (row: unknown) => (row as Row).id

describe('CellBridge positions', () => {
  const rows: Row[] = [
    { id: 'a', name: '甲' },
    { id: 'b', name: '乙' },
    { id: 'c', name: '丙' },
  ]

  it('replaceRows keeps the positions of rows whose values changed, by object and by id', () => {
    const bridge = new CellBridge(rows, rowIdOf)
    expect(bridge.rowNumberOf(rows[1])).toBe(2) // builds the position map
    const edited = { id: 'b', name: '改' }
    const next = [rows[0], edited, rows[2]]
    bridge.replaceRows(next, new Map([[rows[1], edited]]))
    expect(bridge.rowNumberOf(edited)).toBe(2)
    expect(bridge.positionOfRow(rows[1])).toBe(-1) // the old object is no row any more
    expect(bridge.rowNumberOf(rows[2])).toBe(3)
    expect(bridge.positionOf('b')).toBe(1)
  })

  it('rowNumberOf takes the grid index when the row is there, else looks the row up', () => {
    const bridge = new CellBridge(rows, rowIdOf)
    expect(bridge.rowNumberOf(rows[2], 2)).toBe(3)
    // Below an expanded row the grid index is one more than the position.
    expect(bridge.rowNumberOf(rows[1], 2)).toBe(2)
    expect(bridge.rowNumberOf(rows[0], null)).toBe(1)
    expect(bridge.rowNumberOf({ id: 'x', name: '外' }, 0)).toBe(0) // no row of the table
  })

  it('an edit (its old and new row given) keeps every position, with or without the maps built', () => {
    for (const built of [false, true]) {
      const bridge = new CellBridge(rows, rowIdOf)
      if (built) expect(bridge.rowNumberOf(rows[2])).toBe(3)
      const edited = { id: 'b', name: '首次编辑' }
      const next = [rows[0], edited, rows[2]]
      bridge.replaceRows(next, new Map([[rows[1], edited]]))
      expect(bridge.rowNumberOf(edited)).toBe(2)
      expect(bridge.rowNumberOf(edited, 1)).toBe(2)
      expect(bridge.positionOf('b')).toBe(1)
      expect(bridge.positionOf('c')).toBe(2)
      expect(bridge.positionOfRow(rows[1])).toBe(-1)
    }
  })

  it('replaceRows with another row count falls back to setRows', () => {
    const bridge = new CellBridge(rows, rowIdOf)
    expect(bridge.positionOf('c')).toBe(2)
    const next = [rows[2] as Row, rows[0] as Row]
    bridge.replaceRows(next, new Map())
    expect(bridge.positionOf('c')).toBe(0)
    expect(bridge.rowCount()).toBe(2)
  })
})

describe('useRowId', () => {
  it("gives the rendered row's id and re-renders the cell whenever the table notifies", () => {
    const rows: Row[] = [
      { id: 'a', name: '甲' },
      { id: 'b', name: '乙' },
    ]
    const bridge = new CellBridge(rows, rowIdOf)
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useRowId({ data: rows[1], actions: bridge, rowIdOf })
    })
    expect(result.current).toBe('b')
    const before = renders
    act(() => bridge.notify())
    expect(renders).toBe(before + 1)
  })
})
