/**
 * An IndexedDB journal of the unsaved rows of one editable table ("never lose an
 * edit"), framework-free.
 *
 * - Only what changed is written: one record per changed row (`upsert`, the whole row) or removed row
 *   (`remove`, the id), keyed `[tableKey, rowId]`. Many edits of one row inside the debounce window are
 *   one write; the rows that did not change are never written, so the cost of a write does not depend on
 *   the size of the table (100,000 rows with 10 edited rows write 10 records).
 * - `read()` returns the journal after a reload or a crash; `applyJournal` lays it over the saved rows.
 * - `clear()` after a successful save (all of it, or only the rows that were saved).
 * - No IndexedDB (private mode, jsdom, a blocked or failing database, a full disk): the journal becomes a
 *   no-op. No method throws and no promise rejects; `onError` is told.
 */

/** docs/spec.md §9: debounce default 100 ms. */
export const ROW_JOURNAL_DEBOUNCE_MS = 100
export const ROW_JOURNAL_DB = 'erp-row-journal'
const STORE = 'rows'

/** One journalled row: the whole row as last edited, or the id of a removed row. */
export type JournalEntry<Row> =
  { kind: 'upsert'; id: string; row: Row; seq: number } | { kind: 'remove'; id: string; seq: number }

/** What the journal holds for a table: the changed rows and the removed ids. */
export interface JournalSnapshot<Row> {
  /** Changed or added rows, in the order they were first changed. */
  changed: Row[]
  removed: string[]
  /** When the journal was last written (ms since the epoch), or 0 when unknown. */
  updatedAt: number
}

interface StoredEntry {
  table: string
  id: string
  kind: 'upsert' | 'remove'
  row?: unknown
  seq: number
  at: number
}

export interface RowJournalOptions {
  /** The table key, e.g. `erp-table:<pageId>`. */
  key: string
  /** The row id field (docs/spec.md §3 default `id`). */
  rowKey?: string
  debounceMs?: number
  /** The IndexedDB factory; `null` for no journal. Default `globalThis.indexedDB`. */
  indexedDB?: IDBFactory | null
  /** The database name (tests use their own). */
  databaseName?: string
  /** Told when IndexedDB is missing or fails; the journal then does nothing. */
  onError?: (error: unknown) => void
}

export interface RowJournal<Row> {
  readonly key: string
  /** Journals changed or added rows (debounced). Never throws. */
  upsert(rows: readonly Row[]): void
  /** Journals removed rows or ids (debounced). Never throws. */
  remove(rowsOrIds: readonly (Row | string)[]): void
  /** Writes what is queued now. Resolves `false` when nothing could be written. */
  flush(): Promise<boolean>
  /** The journal of this table, queued changes included; `null` when empty or unavailable. */
  read(): Promise<JournalSnapshot<Row> | null>
  /** Forgets every row (after a successful save), or only the listed ids. */
  clear(ids?: readonly string[]): Promise<void>
  /** Resolves whether IndexedDB is usable. */
  available(): Promise<boolean>
  /** Writes what is queued and closes the database. */
  close(): Promise<void>
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

const defaultFactory = (): IDBFactory | null => {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null
  }
}

/** The index of the rows of one table (a plain key: no `IDBKeyRange` global needed). */
const BY_TABLE = 'table'

const complete = (database: IDBDatabase) => {
  if (!database.objectStoreNames.contains(STORE)) return false
  return database.transaction(STORE, 'readonly').objectStore(STORE).indexNames.contains(BY_TABLE)
}

/** Opens at the current version (creating the store on first use, upgrading once if it is missing). */
function openDatabase(factory: IDBFactory, name: string, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = version === undefined ? factory.open(name) : factory.open(name, version)
    request.onupgradeneeded = () => {
      const database = request.result
      const store = database.objectStoreNames.contains(STORE)
        ? request.transaction?.objectStore(STORE)
        : database.createObjectStore(STORE, { keyPath: ['table', 'id'] })
      if (store && !store.indexNames.contains(BY_TABLE)) store.createIndex(BY_TABLE, 'table')
    }
    request.onsuccess = () => {
      const database = request.result
      // A database of that name without our store or index (created by something else): upgrade once.
      if (!complete(database)) {
        database.close()
        if (version !== undefined) return reject(new Error('IndexedDB store missing'))
        return resolve(openDatabase(factory, name, database.version + 1))
      }
      resolve(database)
    }
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    request.onblocked = () => reject(new Error('IndexedDB open blocked'))
  })
}

/**
 * Lays a journal over the saved rows: changed rows replace theirs, new ones follow, removed ones go.
 * With a `sortKey` (drag-sort tables, `orderNum`) the result is then ordered by it (stable; rows
 * without a numeric sort key keep their place after the numbered ones), so moved and inserted rows
 * come back where they were.
 */
export function applyJournal<Row>(
  saved: readonly Row[],
  snapshot: Pick<JournalSnapshot<Row>, 'changed' | 'removed'>,
  rowKey = 'id',
  sortKey?: string,
): Row[] {
  const idOf = (row: Row) => String((row as Record<string, unknown>)[rowKey] ?? '')
  const removed = new Set(snapshot.removed)
  const changed = new Map(snapshot.changed.map((row) => [idOf(row), row]))
  const result: Row[] = []
  for (const row of saved) {
    const id = idOf(row)
    if (removed.has(id)) continue
    const replacement = changed.get(id)
    result.push(replacement ?? row)
    changed.delete(id)
  }
  for (const [id, row] of changed) if (!removed.has(id)) result.push(row)
  if (sortKey === undefined) return result
  const orderOf = (row: Row) => {
    const value = (row as Record<string, unknown>)[sortKey]
    return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
  }
  return result
    .map((row, index) => ({ row, index, order: orderOf(row) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((entry) => entry.row)
}

export function createRowJournal<Row>(options: RowJournalOptions): RowJournal<Row> {
  const table = options.key
  const rowKey = options.rowKey ?? 'id'
  const debounceMs = options.debounceMs ?? ROW_JOURNAL_DEBOUNCE_MS
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB
  const name = options.databaseName ?? ROW_JOURNAL_DB
  const queue = new Map<string, JournalEntry<Row>>()
  /** The first-change order of each id, kept across edits so added rows stay in place. */
  const seqs = new Map<string, number>()
  let nextSeq = Date.now() * 1000
  let timer: ReturnType<typeof setTimeout> | null = null
  let database: Promise<IDBDatabase | null> | null = null
  let broken = factory === null
  let writing: Promise<boolean> = Promise.resolve(true)

  const report = (error: unknown) => {
    try {
      options.onError?.(error)
    } catch {
      // A failing reporter must not reach the UI either.
    }
  }
  if (factory === null) report(new Error('IndexedDB is not available'))

  const idOf = (value: Row | string) =>
    typeof value === 'string' ? value : String((value as Record<string, unknown>)[rowKey] ?? '')

  const seqOf = (id: string) => {
    const known = seqs.get(id)
    if (known !== undefined) return known
    const seq = nextSeq++
    seqs.set(id, seq)
    return seq
  }

  const connect = (): Promise<IDBDatabase | null> => {
    if (broken || factory === null) return Promise.resolve(null)
    if (database) return database
    const opened: Promise<IDBDatabase | null> = openDatabase(factory, name).then(
      (db) => {
        const forget = () => {
          if (database === opened) database = null
        }
        db.onclose = forget
        // Another tab upgrading the schema: step aside; the next write opens the database again.
        db.onversionchange = () => {
          db.close()
          forget()
        }
        return db
      },
      (error: unknown) => {
        broken = true
        report(error)
        return null
      },
    )
    database = opened
    return opened
  }

  const schedule = () => {
    if (broken) {
      queue.clear()
      return
    }
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      void flush()
    }, debounceMs)
  }

  const write = async (entries: JournalEntry<Row>[]): Promise<boolean> => {
    const db = await connect()
    if (!db) return false
    try {
      const transaction = db.transaction(STORE, 'readwrite')
      const store = transaction.objectStore(STORE)
      const at = Date.now()
      let unstorable: unknown = null
      for (const entry of entries) {
        const stored: StoredEntry =
          entry.kind === 'upsert'
            ? { table, id: entry.id, kind: 'upsert', row: entry.row, seq: entry.seq, at }
            : { table, id: entry.id, kind: 'remove', seq: entry.seq, at }
        try {
          store.put(stored)
        } catch (error) {
          // A row IndexedDB cannot clone (a function, a DOM node) is skipped; the others are kept.
          unstorable ??= error
        }
      }
      await transactionDone(transaction)
      if (unstorable !== null) report(unstorable)
      return unstorable === null
    } catch (error) {
      report(error)
      return false
    }
  }

  const flush = (): Promise<boolean> => {
    if (timer !== null) {
      clearTimeout(timer)
      timer = null
    }
    if (queue.size === 0) return broken ? Promise.resolve(false) : writing
    const entries = [...queue.values()]
    queue.clear()
    // Writes go one after another, so a later edit of a row never lands before an earlier one.
    writing = writing.then(() => write(entries))
    return writing
  }

  const upsert = (rows: readonly Row[]) => {
    try {
      for (const row of rows) {
        const id = idOf(row)
        queue.set(id, { kind: 'upsert', id, row, seq: seqOf(id) })
      }
      if (rows.length > 0) schedule()
    } catch (error) {
      report(error)
    }
  }

  const remove = (rowsOrIds: readonly (Row | string)[]) => {
    try {
      for (const value of rowsOrIds) {
        const id = idOf(value)
        queue.set(id, { kind: 'remove', id, seq: seqOf(id) })
      }
      if (rowsOrIds.length > 0) schedule()
    } catch (error) {
      report(error)
    }
  }

  const readStored = async (): Promise<StoredEntry[]> => {
    await writing
    const db = await connect()
    if (!db) return []
    try {
      const transaction = db.transaction(STORE, 'readonly')
      const index = transaction.objectStore(STORE).index(BY_TABLE)
      return (await requestResult(index.getAll(table))) as StoredEntry[]
    } catch (error) {
      report(error)
      return []
    }
  }

  const read = async (): Promise<JournalSnapshot<Row> | null> => {
    const entries = new Map<string, JournalEntry<Row>>()
    let updatedAt = 0
    for (const stored of await readStored()) {
      updatedAt = Math.max(updatedAt, stored.at)
      seqs.set(stored.id, Math.min(stored.seq, seqs.get(stored.id) ?? Number.POSITIVE_INFINITY))
      entries.set(
        stored.id,
        stored.kind === 'upsert'
          ? { kind: 'upsert', id: stored.id, row: stored.row as Row, seq: stored.seq }
          : { kind: 'remove', id: stored.id, seq: stored.seq },
      )
    }
    for (const [id, entry] of queue) entries.set(id, entry)
    if (entries.size === 0) return null
    if (queue.size > 0) updatedAt = Date.now()
    const ordered = [...entries.values()].sort((a, b) => a.seq - b.seq)
    return {
      changed: ordered.flatMap((entry) => (entry.kind === 'upsert' ? [entry.row] : [])),
      removed: ordered.flatMap((entry) => (entry.kind === 'remove' ? [entry.id] : [])),
      updatedAt,
    }
  }

  const clear = async (ids?: readonly string[]): Promise<void> => {
    if (ids === undefined) {
      queue.clear()
      seqs.clear()
      if (timer !== null) {
        clearTimeout(timer)
        timer = null
      }
    } else {
      for (const id of ids) {
        queue.delete(id)
        seqs.delete(id)
      }
    }
    const job = writing.then(async () => {
      const db = await connect()
      if (!db) return false
      try {
        const transaction = db.transaction(STORE, 'readwrite')
        const store = transaction.objectStore(STORE)
        if (ids === undefined) {
          const keys = store.index(BY_TABLE).getAllKeys(table)
          keys.onsuccess = () => {
            for (const key of keys.result) store.delete(key)
          }
        } else for (const id of ids) store.delete([table, id])
        await transactionDone(transaction)
        return true
      } catch (error) {
        report(error)
        return false
      }
    })
    writing = job
    await job
  }

  const close = async () => {
    await flush()
    const db = await database
    db?.close()
    database = null
  }

  return {
    key: table,
    upsert,
    remove,
    flush,
    read,
    clear,
    available: async () => (await connect()) !== null,
    close,
  }
}
