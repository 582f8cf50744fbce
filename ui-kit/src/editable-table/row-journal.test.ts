import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyJournal, createRowJournal, ROW_JOURNAL_DB } from './row-journal'

interface Row {
  id: string
  name: string
  qty?: number
}

const saved: Row[] = [
  { id: 'a', name: '钢板', qty: 1 },
  { id: 'b', name: '铝材', qty: 2 },
  { id: 'c', name: '铜线', qty: 3 },
]

let factory: IDBFactory
beforeEach(() => {
  factory = new IDBFactory()
})

const journalOf = (key = 'erp-table:p1', extra: { debounceMs?: number } = {}) =>
  createRowJournal<Row>({ key, indexedDB: factory, ...extra })

const countRecords = async () => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(ROW_JOURNAL_DB)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  if (!db.objectStoreNames.contains('rows')) {
    db.close()
    return 0
  }
  const count = await new Promise<number>((resolve, reject) => {
    const request = db.transaction('rows', 'readonly').objectStore('rows').count()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  db.close()
  return count
}

describe('applyJournal', () => {
  it('with a sort key, orders the result by it (inserted and moved rows come back in place)', () => {
    const saved = [{ id: 'a', orderNum: 1 }, { id: 'b', orderNum: 2 }, { id: 'c', orderNum: 3 }, { id: 'u' }]
    const snapshot = {
      changed: [
        { id: 'n', orderNum: 2 },
        { id: 'b', orderNum: 3 },
        { id: 'c', orderNum: 4 },
      ],
      removed: [],
    }
    expect(applyJournal(saved, snapshot, 'id', 'orderNum').map((row) => row.id)).toEqual([
      'a',
      'n',
      'b',
      'c',
      'u',
    ])
    // Without it, new rows follow the saved ones.
    expect(applyJournal(saved, snapshot).map((row) => row.id)).toEqual(['a', 'b', 'c', 'u', 'n'])
  })

  it('replaces changed rows in place, appends new ones and drops removed ones', () => {
    const rows = applyJournal(
      saved,
      {
        changed: [
          { id: 'b', name: '铝材 6061' },
          { id: 'n1', name: '新行' },
          { id: 'gone', name: '删了' },
        ],
        removed: ['a', 'gone', 'unknown'],
      },
      'id',
    )
    expect(rows).toEqual([
      { id: 'b', name: '铝材 6061' },
      { id: 'c', name: '铜线', qty: 3 },
      { id: 'n1', name: '新行' },
    ])
  })
})

describe('createRowJournal', () => {
  it('reads back the changed rows and removals after a reload (a new journal on the same key)', async () => {
    const before = journalOf()
    before.upsert([{ id: 'b', name: '铝材 6061', qty: 2 }])
    before.upsert([{ id: 'n1', name: '新行' }])
    before.remove([saved[0] as Row])
    await before.close()

    const after = journalOf()
    const snapshot = await after.read()
    expect(snapshot?.changed).toEqual([
      { id: 'b', name: '铝材 6061', qty: 2 },
      { id: 'n1', name: '新行' },
    ])
    expect(snapshot?.removed).toEqual(['a'])
    expect(snapshot?.updatedAt).toBeGreaterThan(0)
    expect(applyJournal(saved, snapshot ?? { changed: [], removed: [] })).toEqual([
      { id: 'b', name: '铝材 6061', qty: 2 },
      { id: 'c', name: '铜线', qty: 3 },
      { id: 'n1', name: '新行' },
    ])
    await after.close()
  })

  it('writes after the debounce, one record per row however many edits', async () => {
    const journal = journalOf('erp-table:p1', { debounceMs: 20 })
    for (let i = 0; i < 50; i++) journal.upsert([{ id: 'b', name: `铝材 ${i}` }])
    journal.upsert([{ id: 'c', name: '铜线 2' }])
    expect(await countRecords()).toBe(0)
    await vi.waitFor(async () => expect(await countRecords()).toBe(2))
    const other = journalOf()
    expect((await other.read())?.changed).toEqual([
      { id: 'b', name: '铝材 49' },
      { id: 'c', name: '铜线 2' },
    ])
    await Promise.all([journal.close(), other.close()])
  })

  it('read() includes changes still waiting for the debounce', async () => {
    const journal = journalOf('erp-table:p1', { debounceMs: 10_000 })
    journal.upsert([{ id: 'b', name: '未写入' }])
    expect((await journal.read())?.changed).toEqual([{ id: 'b', name: '未写入' }])
    await journal.close()
  })

  it('keeps added rows in the order they were first added, however often edited', async () => {
    const journal = journalOf()
    journal.upsert([{ id: 'n1', name: '一' }])
    journal.upsert([{ id: 'n2', name: '二' }])
    await journal.flush()
    journal.upsert([{ id: 'n1', name: '一改' }])
    await journal.close()
    const snapshot = await journalOf().read()
    expect(snapshot?.changed.map((row) => row.name)).toEqual(['一改', '二'])
  })

  it('a row removed after an edit is journalled as removed only', async () => {
    const journal = journalOf()
    journal.upsert([{ id: 'b', name: '改' }])
    await journal.flush()
    journal.remove(['b'])
    await journal.close()
    expect(await journalOf().read()).toMatchObject({ changed: [], removed: ['b'] })
  })

  it('keeps tables apart and clears one table, or some of its rows', async () => {
    const one = journalOf('erp-table:p1')
    const two = journalOf('erp-table:p2')
    one.upsert([
      { id: 'a', name: '一' },
      { id: 'b', name: '二' },
    ])
    two.upsert([{ id: 'a', name: '别的表' }])
    await Promise.all([one.flush(), two.flush()])

    await one.clear(['a'])
    expect((await one.read())?.changed).toEqual([{ id: 'b', name: '二' }])
    await one.clear()
    expect(await one.read()).toBeNull()
    expect((await two.read())?.changed).toEqual([{ id: 'a', name: '别的表' }])
    await Promise.all([one.close(), two.close()])
  })

  it('clear() also drops changes still waiting for the debounce', async () => {
    const journal = journalOf('erp-table:p1', { debounceMs: 5 })
    journal.upsert([{ id: 'a', name: '一' }])
    await journal.clear()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await journal.read()).toBeNull()
    expect(await countRecords()).toBe(0)
  })
})

describe('schema', () => {
  it('steps aside when another tab upgrades the database, and opens it again on the next write', async () => {
    const journal = journalOf()
    journal.upsert([{ id: 'a', name: '一' }])
    await journal.flush()
    // Another tab opens a newer version: our connection must close or that upgrade is blocked.
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(ROW_JOURNAL_DB, 5)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
      request.onblocked = () => reject(new Error('blocked'))
    })
    upgraded.close()
    journal.upsert([{ id: 'b', name: '二' }])
    await expect(journal.flush()).resolves.toBe(true)
    expect((await journal.read())?.changed.map((row) => row.id)).toEqual(['a', 'b'])
    await journal.close()
  })
})

describe('without IndexedDB', () => {
  it('does nothing and never throws when there is no IndexedDB', async () => {
    const onError = vi.fn()
    const journal = createRowJournal<Row>({ key: 'erp-table:p1', indexedDB: null, onError })
    expect(() => journal.upsert([{ id: 'a', name: '一' }])).not.toThrow()
    expect(() => journal.remove(['b'])).not.toThrow()
    await expect(journal.flush()).resolves.toBe(false)
    await expect(journal.read()).resolves.toBeNull()
    await expect(journal.clear()).resolves.toBeUndefined()
    await expect(journal.available()).resolves.toBe(false)
    await expect(journal.close()).resolves.toBeUndefined()
    expect(onError).toHaveBeenCalled()
  })

  it('falls back to no journal when opening the database throws or fails', async () => {
    const throwing = {
      open: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as IDBFactory
    const failing = {
      open: () => {
        const request = { error: new DOMException('broken', 'UnknownError') } as unknown as IDBOpenDBRequest
        setTimeout(() => request.onerror?.(new Event('error')))
        return request
      },
    } as unknown as IDBFactory
    for (const indexedDB of [throwing, failing]) {
      const onError = vi.fn()
      const journal = createRowJournal<Row>({ key: 'erp-table:p1', indexedDB, onError, debounceMs: 1 })
      journal.upsert([{ id: 'a', name: '一' }])
      await expect(journal.flush()).resolves.toBe(false)
      await expect(journal.read()).resolves.toBeNull()
      await expect(journal.clear(['a'])).resolves.toBeUndefined()
      expect(onError).toHaveBeenCalledTimes(1)
      // Once broken, further edits are dropped at once.
      journal.upsert([{ id: 'b', name: '二' }])
      await expect(journal.flush()).resolves.toBe(false)
    }
  })

  it('survives a failing write (e.g. a full disk) and a throwing onError', async () => {
    const journal = createRowJournal<Row>({
      key: 'erp-table:p1',
      indexedDB: factory,
      onError: () => {
        throw new Error('reporter down')
      },
    })
    // A row IndexedDB cannot clone makes its put throw DataCloneError; the other rows are kept.
    journal.upsert([{ id: 'a', name: '一', qty: 1, fn: () => 1 } as unknown as Row, { id: 'c', name: '三' }])
    await expect(journal.flush()).resolves.toBe(false)
    journal.upsert([{ id: 'b', name: '二' }])
    await expect(journal.flush()).resolves.toBe(true)
    expect((await journal.read())?.changed).toEqual([
      { id: 'c', name: '三' },
      { id: 'b', name: '二' },
    ])
    await journal.close()
  })
})

describe('cost for 100,000 rows', () => {
  it('writes only the changed rows, never the whole table', async () => {
    const rows: Row[] = Array.from({ length: 100_000 }, (_, i) => ({
      id: `r${i}`,
      name: `物料 ${i}`,
      qty: i,
    }))
    const figures: string[] = []
    for (const changedCount of [1, 100, 1_000]) {
      factory = new IDBFactory()
      const journal = journalOf('erp-table:big', { debounceMs: 60_000 })
      const started = performance.now()
      for (let i = 0; i < changedCount; i++) {
        const index = (i * 97) % rows.length
        journal.upsert([{ ...(rows[index] as Row), name: `改 ${i}` }])
      }
      const queued = performance.now()
      await journal.flush()
      const written = performance.now()
      expect(await countRecords()).toBe(changedCount)
      figures.push(
        `100,000 rows, ${changedCount} changed: record ${(queued - started).toFixed(2)} ms, write ${(written - queued).toFixed(1)} ms`,
      )
      await journal.close()
    }
    // For comparison: what journalling the whole array on each change would cost.
    factory = new IDBFactory()
    const whole = journalOf('erp-table:whole')
    await whole.available()
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open(ROW_JOURNAL_DB)
      request.onsuccess = () => resolve(request.result)
    })
    const started = performance.now()
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('rows', 'readwrite')
      transaction.objectStore('rows').put({ table: 'whole', id: 'all', rows })
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error)
    })
    figures.push(`whole array of 100,000 rows as one record: ${(performance.now() - started).toFixed(1)} ms`)
    db.close()
    await whole.close()
    console.info(`[row-journal, fake-indexeddb]\n${figures.join('\n')}`)
  })
})
