import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RowsChange } from './editable-table'
import {
  LiveTableSocket,
  randomCaseId,
  type LiveRow,
  type LiveTableStatus,
  type SocketFactory,
} from './live-table-socket'

/**
 * "Live update" for an EditableTable: the page's cell edits go to the other pages
 * open on the same table (`update_vxe_table` on `/vxeSocket/{userId}/{pageId}`), and their edits come
 * into this page's rows: the row with the same id takes the received fields.
 *
 * ```tsx
 * const live = useLiveRows({ url, rows, onRemoteChange: (next) => setRows(next) })
 * <EditableTable rows={rows} onChange={(next, change) => { setRows(next); live.onChange(next, change) }} />
 * ```
 *
 * Received rows are not this page's unsaved edits: with `useRowJournal`, give them to
 * `journal.replaceRows` so they are shown but not journalled.
 */

export interface UseLiveRowsOptions<Row> {
  /** The socket URL (see `liveTableSocketUrl`); `null` keeps the table offline. */
  url: string | null
  /** The rows the table shows. */
  rows: readonly Row[]
  /** Another page changed a row: the rows with that row updated, and the updated row. */
  onRemoteChange: (rows: Row[], row: Row) => void
  /** The row id field (docs/spec.md §3 default `id`). */
  rowKey?: string
  /** The table socket key (default `vxe-default`). */
  socketKey?: string
  /** This page's instance id (default: random, one per mounted hook). */
  caseId?: string
  /** `common_send_date` from the server. */
  onCommonData?: (key: string, args: unknown[]) => void
  createSocket?: SocketFactory
  reconnectDelayMs?: number
  heartbeatIntervalMs?: number
  heartbeatTimeoutMs?: number
}

export interface LiveRowsState<Row> {
  status: LiveTableStatus
  /** The instance id this page's messages carry. */
  caseId: string
  /** Call with what the table's `onChange` receives: edited rows are sent to the other pages. */
  onChange: (rows: Row[], change: RowsChange<Row>) => void
  /** Sends one row to the other pages. */
  sendRow: (row: Row) => void
}

export function useLiveRows<Row extends object>({
  url,
  rows,
  onRemoteChange,
  rowKey = 'id',
  socketKey,
  caseId: givenCaseId,
  onCommonData,
  createSocket,
  reconnectDelayMs,
  heartbeatIntervalMs,
  heartbeatTimeoutMs,
}: UseLiveRowsOptions<Row>): LiveRowsState<Row> {
  const [ownCaseId] = useState(randomCaseId)
  const caseId = givenCaseId ?? ownCaseId
  const [status, setStatus] = useState<LiveTableStatus>('connecting')
  const socketRef = useRef<LiveTableSocket | null>(null)
  const rowsRef = useRef(rows)
  const onRemoteChangeRef = useRef(onRemoteChange)
  const onCommonDataRef = useRef(onCommonData)

  useEffect(() => {
    rowsRef.current = rows
  }, [rows])
  useEffect(() => {
    onRemoteChangeRef.current = onRemoteChange
    onCommonDataRef.current = onCommonData
  }, [onRemoteChange, onCommonData])

  useEffect(() => {
    if (url === null) return
    const idOf = (row: unknown) => String((row as Record<string, unknown>)[rowKey] ?? '')
    const socket = new LiveTableSocket({
      url,
      socketKey,
      caseId,
      rowKey,
      createSocket,
      reconnectDelayMs,
      heartbeatIntervalMs,
      heartbeatTimeoutMs,
      onStatusChange: setStatus,
      onCommonData: (key, args) => onCommonDataRef.current?.(key, args),
      onRowUpdate: (received) => {
        const id = idOf(received)
        const current = rowsRef.current
        const index = current.findIndex((row) => idOf(row) === id)
        const existing = current[index]
        if (existing === undefined) return
        const row = { ...existing, ...received } as Row
        const next = current.slice()
        next[index] = row
        rowsRef.current = next
        onRemoteChangeRef.current(next, row)
      },
    })
    socketRef.current = socket
    return () => {
      socketRef.current = null
      socket.close()
    }
  }, [
    url,
    socketKey,
    caseId,
    rowKey,
    createSocket,
    reconnectDelayMs,
    heartbeatIntervalMs,
    heartbeatTimeoutMs,
  ])

  const sendRow = useCallback((row: Row) => {
    socketRef.current?.sendRow(row as LiveRow)
  }, [])

  const onChange = useCallback(
    (next: Row[], change: RowsChange<Row>) => {
      rowsRef.current = next
      // Upstream sends a row when one of its cells changes; added rows exist on no other page yet.
      if (change.type === 'edit') sendRow(change.row)
      // A paste or a cut changes many rows at once: each changed row is sent (its added rows exist nowhere else).
      else if (change.type === 'paste' || change.type === 'cut')
        for (const row of change.changed) sendRow(row)
    },
    [sendRow],
  )

  const shownStatus = url === null ? 'closed' : status
  return useMemo(
    () => ({ status: shownStatus, caseId, onChange, sendRow }),
    [shownStatus, caseId, onChange, sendRow],
  )
}
