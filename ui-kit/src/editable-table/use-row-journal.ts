import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { RowsChange } from './editable-table'
import { applyJournal, createRowJournal, type JournalSnapshot, type RowJournal } from './row-journal'

/**
 * "Never lose an edit" for an EditableTable: the hook holds the rows the table shows,
 * journals every change the table reports to IndexedDB (row-journal.ts), and after a reload or a crash
 * offers the journalled rows back.
 *
 * ```tsx
 * const journal = useRowJournal({ key: `erp-table:${pageId}`, rows: savedRows })
 * {journal.pending && <Banner onRestore={journal.restore} onDiscard={journal.discard} />}
 * <EditableTable rows={journal.rows} onChange={journal.onChange}
 *   onSave={async (rows) => { await save(rows); await journal.markSaved(rows) }} />
 * ```
 *
 * A save that fails never calls `markSaved`, so the journal keeps every row. `markSaved(rows)` forgets
 * only the rows that were saved as they were saved: an edit made while the save was under way stays.
 * New saved rows (a refetch) are shown with the unsaved changes laid over them.
 */

export interface UseRowJournalOptions<Row> {
  /** The table key, e.g. `erp-table:<pageId>`. */
  key: string
  /** The saved rows (as loaded from the server). */
  rows: readonly Row[]
  /** The row id field (docs/spec.md §3 default `id`). */
  rowKey?: string
  /**
   * The drag-sort key (`orderNum`) of a table with a row-drag-sort column: the journalled rows are
   * shown in its order, so moved and inserted rows come back where they were.
   */
  sortKey?: string
  /** The IndexedDB factory; `null` for no journal. Default `globalThis.indexedDB`. */
  indexedDB?: IDBFactory | null
  debounceMs?: number
  databaseName?: string
  /** Told when IndexedDB is missing or fails (the table then works without a journal). */
  onError?: (error: unknown) => void
}

/** Journalled rows found after a reload, not yet restored nor discarded. */
export interface PendingRows<Row> {
  /** The saved rows with the journal laid over them. */
  rows: Row[]
  /** How many rows were changed or added, and removed. */
  changed: number
  removed: number
  /** When the journal was last written (ms since the epoch). */
  updatedAt: number
}

export interface RowJournalState<Row> {
  /** The rows to give the table. */
  rows: readonly Row[]
  /** Journalled rows from an earlier visit, offered back; `null` when there are none. */
  pending: PendingRows<Row> | null
  /** Whether this visit has unsaved changes. */
  dirty: boolean
  /** The table's `onChange`: shows and journals the change. */
  onChange: (rows: Row[], change: RowsChange<Row>) => void
  /** Takes the pending rows into the table (changes of this visit win). */
  restore: () => void
  /** Forgets the pending rows. */
  discard: () => Promise<void>
  /** After a successful save: forgets the saved rows (all unsaved changes without an argument). */
  markSaved: (savedRows?: readonly Row[]) => Promise<void>
  /** Replaces the rows without journalling them (e.g. a row another user changed). */
  replaceRows: (rows: readonly Row[]) => void
}

interface JournalledState<Row> {
  rows: readonly Row[]
  pending: PendingRows<Row> | null
  dirty: boolean
}

const REMOVED = Symbol('removed')
type DraftEntry<Row> = Row | typeof REMOVED

/** The rows, the unsaved changes of this visit and the journal: a small external store for the hook. */
class JournalledRows<Row> {
  private saved: readonly Row[]
  private savedIds: Set<string> | null = null
  private rows: readonly Row[]
  /** The unsaved changes of this visit, by id, in first-change order. */
  private readonly draft = new Map<string, DraftEntry<Row>>()
  private found: JournalSnapshot<Row> | null = null
  private journal: RowJournal<Row> | null = null
  private state: JournalledState<Row>
  private pending: PendingRows<Row> | null = null
  private pendingOf: { found: JournalSnapshot<Row> | null; saved: readonly Row[] | null } = {
    found: null,
    saved: null,
  }
  private readonly listeners = new Set<() => void>()

  constructor(
    saved: readonly Row[],
    private rowKey: string,
    /** The sort key rows are ordered by after the journal is laid over them (drag-sort tables). */
    private sortKey?: string,
  ) {
    this.saved = saved
    this.rows = saved
    this.state = { rows: saved, pending: null, dirty: false }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getState = () => this.state

  /** Starts journalling into `journal`; returns the cleanup that closes it. */
  open(journal: RowJournal<Row>, rowKey: string): () => void {
    this.journal = journal
    this.rowKey = rowKey
    this.savedIds = null
    this.draft.clear()
    this.found = null
    this.rows = this.saved
    this.emit()
    journal.read().then(
      (snapshot) => {
        if (this.journal !== journal) return
        this.found = snapshot
        this.emit()
      },
      () => undefined,
    )
    return () => {
      if (this.journal === journal) this.journal = null
      void journal.close()
    }
  }

  setSortKey(sortKey: string | undefined): void {
    if (sortKey === this.sortKey) return
    this.sortKey = sortKey
    // Lay the journal over the saved rows again, in the new order.
    this.pendingOf = { found: null, saved: null }
    this.emit()
  }

  flush = () => {
    void this.journal?.flush()
  }

  setSaved(saved: readonly Row[]): void {
    if (saved === this.saved) return
    this.saved = saved
    this.savedIds = null
    this.rows =
      this.draft.size > 0 ? applyJournal(saved, this.draftSnapshot(), this.rowKey, this.sortKey) : saved
    this.emit()
  }

  change = (rows: Row[], change: RowsChange<Row>): void => {
    this.rows = rows
    const journal = this.journal
    if (change.type === 'edit') {
      this.draft.set(change.rowId, change.row)
      journal?.upsert([change.row])
    } else if (
      change.type === 'add' ||
      change.type === 'move' ||
      change.type === 'paste' ||
      change.type === 'cut'
    ) {
      // A move, and an insertion in the middle, journal the rows whose sort key (`orderNum`) was
      // rewritten; without one, the order is not journalled. A paste or a cut is one change of many
      // rows: one journal write.
      const changed =
        change.type === 'add'
          ? [...change.rows, ...(change.renumbered ?? [])]
          : change.type === 'move' || change.type === 'cut'
            ? change.changed
            : [...change.changed, ...change.added]
      for (const row of changed) this.draft.set(this.idOf(row), row)
      journal?.upsert(changed)
    } else {
      const savedIds = this.getSavedIds()
      const forgotten: string[] = []
      const removed: string[] = []
      for (const row of change.rows) {
        const id = this.idOf(row)
        if (savedIds.has(id)) {
          this.draft.set(id, REMOVED)
          removed.push(id)
        } else {
          // Added in this visit and removed again: nothing left to keep.
          this.draft.delete(id)
          forgotten.push(id)
        }
      }
      journal?.remove(removed)
      if (forgotten.length > 0) void journal?.clear(forgotten)
    }
    this.emit()
  }

  restore = (): void => {
    const found = this.found
    if (!found) return
    this.found = null
    const merged = new Map<string, DraftEntry<Row>>()
    for (const row of found.changed) merged.set(this.idOf(row), row)
    for (const id of found.removed) merged.set(id, REMOVED)
    for (const [id, entry] of this.draft) merged.set(id, entry)
    this.draft.clear()
    for (const [id, entry] of merged) this.draft.set(id, entry)
    this.rows = applyJournal(this.saved, this.draftSnapshot(), this.rowKey, this.sortKey)
    this.emit()
  }

  discard = async (): Promise<void> => {
    const found = this.found
    if (!found) return
    this.found = null
    this.emit()
    const ids = [...found.changed.map((row) => this.idOf(row)), ...found.removed]
    await this.journal?.clear(ids.filter((id) => !this.draft.has(id)))
  }

  markSaved = async (savedRows?: readonly Row[]): Promise<void> => {
    let forgotten: string[]
    if (savedRows === undefined) {
      forgotten = [...this.draft.keys()]
    } else {
      const objects = new Set<Row>(savedRows)
      const ids = new Set(savedRows.map((row) => this.idOf(row)))
      forgotten = [...this.draft].flatMap(([id, entry]) =>
        (entry === REMOVED ? !ids.has(id) : objects.has(entry)) ? [id] : [],
      )
    }
    for (const id of forgotten) this.draft.delete(id)
    this.emit()
    await this.journal?.clear(forgotten)
  }

  replaceRows = (rows: readonly Row[]): void => {
    this.rows = rows
    this.emit()
  }

  private idOf(row: Row): string {
    return String((row as Record<string, unknown>)[this.rowKey] ?? '')
  }

  private getSavedIds(): Set<string> {
    this.savedIds ??= new Set(this.saved.map((row) => this.idOf(row)))
    return this.savedIds
  }

  private draftSnapshot(): Pick<JournalSnapshot<Row>, 'changed' | 'removed'> {
    const changed: Row[] = []
    const removed: string[] = []
    for (const [id, entry] of this.draft) {
      if (entry === REMOVED) removed.push(id)
      else changed.push(entry)
    }
    return { changed, removed }
  }

  private emit(): void {
    const found = this.found
    // The pending rows are laid over the saved rows again only when either changed.
    if (found !== this.pendingOf.found || this.saved !== this.pendingOf.saved) {
      this.pendingOf = { found, saved: this.saved }
      this.pending =
        found === null
          ? null
          : {
              rows: applyJournal(this.saved, found, this.rowKey, this.sortKey),
              changed: found.changed.length,
              removed: found.removed.length,
              updatedAt: found.updatedAt,
            }
    }
    this.state = { rows: this.rows, pending: this.pending, dirty: this.draft.size > 0 }
    for (const listener of this.listeners) listener()
  }
}

export function useRowJournal<Row extends object>({
  key,
  rows: saved,
  rowKey = 'id',
  sortKey,
  indexedDB,
  debounceMs,
  databaseName,
  onError,
}: UseRowJournalOptions<Row>): RowJournalState<Row> {
  const [store] = useState(() => new JournalledRows<Row>(saved, rowKey, sortKey))
  useEffect(() => store.setSortKey(sortKey), [store, sortKey])
  const onErrorRef = useRef(onError)
  useEffect(() => {
    onErrorRef.current = onError
  }, [onError])

  useEffect(() => store.setSaved(saved), [store, saved])

  useEffect(
    () =>
      store.open(
        createRowJournal<Row>({
          key,
          rowKey,
          indexedDB,
          debounceMs,
          databaseName,
          onError: (error) => onErrorRef.current?.(error),
        }),
        rowKey,
      ),
    [store, key, rowKey, indexedDB, debounceMs, databaseName],
  )

  // Leaving or hiding the page writes what is queued at once (the debounce would lose it).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') store.flush()
    }
    window.addEventListener('pagehide', store.flush)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      window.removeEventListener('pagehide', store.flush)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [store])

  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return useMemo(
    () => ({
      ...state,
      onChange: store.change,
      restore: store.restore,
      discard: store.discard,
      markSaved: store.markSaved,
      replaceRows: store.replaceRows,
    }),
    [state, store],
  )
}
