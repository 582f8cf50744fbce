import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RowsChange } from './editable-table'
import { createRowJournal } from './row-journal'
import { useRowJournal, type UseRowJournalOptions } from './use-row-journal'

interface Row {
  id: string
  name: string
}

const saved: Row[] = [
  { id: 'a', name: '钢板' },
  { id: 'b', name: '铝材' },
  { id: 'c', name: '铜线' },
]

let factory: IDBFactory
beforeEach(() => {
  factory = new IDBFactory()
})

type Props = Partial<UseRowJournalOptions<Row>>
const mount = (props: Props = {}) =>
  renderHook(
    (extra: Props) =>
      useRowJournal<Row>({ key: 'erp-table:p1', rows: saved, indexedDB: factory, ...props, ...extra }),
    {
      initialProps: {},
    },
  )

type Hook = ReturnType<typeof mount>

/** What the table does on an edit: a new row object in a new array. */
function edit(hook: Hook, id: string, name: string) {
  const rows = hook.result.current.rows.slice()
  const index = rows.findIndex((row) => row.id === id)
  const row = { ...(rows[index] as Row), name }
  rows[index] = row
  const change: RowsChange<Row> = { type: 'edit', rowId: id, key: 'name', value: name, row }
  act(() => hook.result.current.onChange(rows, change))
  return row
}
function add(hook: Hook, row: Row) {
  act(() => hook.result.current.onChange([...hook.result.current.rows, row], { type: 'add', rows: [row] }))
}
function remove(hook: Hook, id: string) {
  const row = hook.result.current.rows.find((candidate) => candidate.id === id) as Row
  act(() =>
    hook.result.current.onChange(
      hook.result.current.rows.filter((candidate) => candidate !== row),
      { type: 'remove', rows: [row] },
    ),
  )
}
/** A reload: the page goes (the journal is flushed and closed) and comes back. */
async function reload(hook: Hook, props: Props = {}) {
  hook.unmount()
  const next = mount(props)
  await waitFor(() => expect(next.result.current.pending).not.toBeNull())
  return next
}
const journalled = async () => {
  const journal = createRowJournal<Row>({ key: 'erp-table:p1', indexedDB: factory })
  const snapshot = await journal.read()
  await journal.close()
  return snapshot
}

describe('useRowJournal', () => {
  it('shows the saved rows and offers nothing when the journal is empty', async () => {
    const hook = mount()
    expect(hook.result.current.rows).toBe(saved)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(hook.result.current.pending).toBeNull()
    expect(hook.result.current.dirty).toBe(false)
  })

  it('the rows are the table’s own array after a change (the table does not reload them)', () => {
    const hook = mount()
    const rows = saved.slice()
    const row = { id: 'a', name: '新' }
    rows[0] = row
    act(() => hook.result.current.onChange(rows, { type: 'edit', rowId: 'a', key: 'name', value: '新', row }))
    expect(hook.result.current.rows).toBe(rows)
    expect(hook.result.current.dirty).toBe(true)
  })

  it('offers the journalled rows after a reload; restore() puts them back in the table', async () => {
    const first = mount()
    edit(first, 'b', '铝材 6061')
    add(first, { id: 'n1', name: '新行' })
    remove(first, 'a')
    const second = await reload(first)
    expect(second.result.current.rows).toBe(saved)
    expect(second.result.current.pending).toMatchObject({ changed: 2, removed: 1 })
    const expected = [
      { id: 'b', name: '铝材 6061' },
      { id: 'c', name: '铜线' },
      { id: 'n1', name: '新行' },
    ]
    expect(second.result.current.pending?.rows).toEqual(expected)
    act(() => second.result.current.restore())
    expect(second.result.current.rows).toEqual(expected)
    expect(second.result.current.pending).toBeNull()
    expect(second.result.current.dirty).toBe(true)
    // Restored rows stay journalled until they are saved: a second reload offers them again.
    const third = await reload(second)
    expect(third.result.current.pending?.rows).toEqual(expected)
  })

  it('discard() forgets the journalled rows', async () => {
    const first = mount()
    edit(first, 'b', '不要了')
    const second = await reload(first)
    await act(() => second.result.current.discard())
    expect(second.result.current.pending).toBeNull()
    expect(second.result.current.rows).toBe(saved)
    expect(await journalled()).toBeNull()
  })

  it('a failed save keeps every row in the journal', async () => {
    const first = mount()
    edit(first, 'a', '改一')
    edit(first, 'c', '改三')
    add(first, { id: 'n1', name: '新行' })
    remove(first, 'b')
    const save = vi.fn().mockRejectedValue(new Error('500'))
    await act(async () => {
      try {
        await save(first.result.current.rows)
        await first.result.current.markSaved(first.result.current.rows)
      } catch {
        // the page shows the error; the rows stay
      }
    })
    expect(first.result.current.dirty).toBe(true)
    const second = await reload(first)
    expect(second.result.current.pending?.rows).toEqual([
      { id: 'a', name: '改一' },
      { id: 'c', name: '改三' },
      { id: 'n1', name: '新行' },
    ])
  })

  it('markSaved(rows) after a successful save forgets what was saved, not an edit made meanwhile', async () => {
    const hook = mount()
    edit(hook, 'a', '保存的')
    add(hook, { id: 'n1', name: '新行' })
    remove(hook, 'c')
    const sent = hook.result.current.rows.slice()
    edit(hook, 'b', '保存时改的') // typed while the save request was under way
    await act(() => hook.result.current.markSaved(sent))
    expect(hook.result.current.dirty).toBe(true)
    await waitFor(async () =>
      expect(await journalled()).toMatchObject({ changed: [{ id: 'b', name: '保存时改的' }], removed: [] }),
    )
    await act(() => hook.result.current.markSaved())
    expect(hook.result.current.dirty).toBe(false)
    expect(await journalled()).toBeNull()
  })

  it('new saved rows (a refetch) are shown with the unsaved changes laid over them', () => {
    const hook = mount()
    edit(hook, 'b', '未保存')
    const refetched = [{ id: 'a', name: '别人改了' }, ...saved.slice(1), { id: 'd', name: '新来的' }]
    hook.rerender({ rows: refetched })
    expect(hook.result.current.rows).toEqual([
      { id: 'a', name: '别人改了' },
      { id: 'b', name: '未保存' },
      { id: 'c', name: '铜线' },
      { id: 'd', name: '新来的' },
    ])
    act(() => hook.result.current.replaceRows(refetched))
    expect(hook.result.current.rows).toBe(refetched)
  })

  it('a move journals the rows whose sort key was rewritten', async () => {
    const first = mount()
    const moved = [
      { id: 'b', name: '铝材', orderNum: 1 },
      { id: 'a', name: '钢板', orderNum: 2 },
    ] as unknown as Row[]
    const next = [...moved, saved[2] as Row]
    act(() =>
      first.result.current.onChange(next, { type: 'move', rowId: 'b', from: 1, to: 0, changed: moved }),
    )
    expect(first.result.current.rows).toBe(next)
    const second = await reload(first)
    expect(second.result.current.pending?.rows).toEqual([
      { id: 'a', name: '钢板', orderNum: 2 },
      { id: 'b', name: '铝材', orderNum: 1 },
      { id: 'c', name: '铜线' },
    ])
  })

  it('a paste is one change: its changed and added rows are journalled together', async () => {
    const first = mount()
    const a = { id: 'a', name: '贴一' }
    const added = { id: 'n1', name: '贴新' }
    const next = [a, saved[1] as Row, saved[2] as Row, added]
    act(() =>
      first.result.current.onChange(next, {
        type: 'paste',
        changed: [a],
        added: [added],
        cells: [
          { rowId: 'a', key: 'name', value: '贴一' },
          { rowId: 'n1', key: 'name', value: '贴新' },
        ],
      }),
    )
    expect(first.result.current.rows).toBe(next)
    expect(first.result.current.dirty).toBe(true)
    const second = await reload(first)
    expect(second.result.current.pending?.rows).toEqual(next)
    expect(second.result.current.pending?.changed).toBe(2)
  })

  it('a cut is one change: its cleared rows are journalled (not taken for removed rows)', async () => {
    const first = mount()
    const a = { id: 'a', name: '' }
    const b = { id: 'b', name: '' }
    const next = [a, b, saved[2] as Row]
    act(() =>
      first.result.current.onChange(next, {
        type: 'cut',
        changed: [a, b],
        cells: [
          { rowId: 'a', key: 'name', value: '' },
          { rowId: 'b', key: 'name', value: '' },
        ],
      }),
    )
    expect(first.result.current.rows).toBe(next)
    const second = await reload(first)
    expect(second.result.current.pending?.rows).toEqual(next)
    expect(second.result.current.pending?.changed).toBe(2)
  })

  it('an insertion journals the new row and the renumbered rows; with sortKey a reload keeps the order', async () => {
    const numbered = saved.map((row, index) => ({ ...row, orderNum: index + 1 }))
    const first = mount({ rows: numbered, sortKey: 'orderNum' })
    const inserted = { id: 'n1', name: '插入', orderNum: 2 }
    const renumbered = [
      { ...(numbered[1] as Row), orderNum: 3 },
      { ...(numbered[2] as Row), orderNum: 4 },
    ]
    const next = [numbered[0] as Row, inserted, ...renumbered]
    act(() => first.result.current.onChange(next, { type: 'add', rows: [inserted], renumbered }))
    const second = await reload(first, { rows: numbered, sortKey: 'orderNum' })
    expect(second.result.current.pending?.rows).toEqual(next)
    act(() => second.result.current.restore())
    expect(second.result.current.rows).toEqual(next)
  })

  it('a row added and removed in the same visit leaves nothing behind', async () => {
    const hook = mount()
    add(hook, { id: 'n1', name: '临时' })
    remove(hook, 'n1')
    expect(hook.result.current.dirty).toBe(false)
    hook.unmount()
    expect(await journalled()).toBeNull()
  })

  it('restore() keeps the changes of this visit over the journalled ones', async () => {
    const first = mount()
    edit(first, 'a', '旧的')
    edit(first, 'b', '旧的')
    const second = await reload(first)
    edit(second, 'a', '这次的')
    act(() => second.result.current.restore())
    expect(second.result.current.rows.map((row) => row.name)).toEqual(['这次的', '旧的', '铜线'])
  })

  it('writes what is queued when the page is hidden or left', async () => {
    const hook = mount({ debounceMs: 60_000 })
    edit(hook, 'a', '快关了')
    expect(await journalled()).toBeNull()
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    await waitFor(async () => expect((await journalled())?.changed).toEqual([{ id: 'a', name: '快关了' }]))
  })

  it('works as plain state without IndexedDB, and says so once', async () => {
    const onError = vi.fn()
    const hook = mount({ indexedDB: null, onError })
    edit(hook, 'a', '没有数据库')
    expect(hook.result.current.rows[0]).toEqual({ id: 'a', name: '没有数据库' })
    await act(() => hook.result.current.markSaved())
    hook.unmount()
    const again = mount({ indexedDB: null, onError })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
    expect(again.result.current.pending).toBeNull()
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('a different table key has its own journal', async () => {
    const first = mount({ key: 'erp-table:one' })
    edit(first, 'a', '表一')
    first.unmount()
    const other = mount({ key: 'erp-table:two' })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(other.result.current.pending).toBeNull()
    other.rerender({ key: 'erp-table:one' })
    await waitFor(() => expect(other.result.current.pending?.changed).toBe(1))
  })
})
