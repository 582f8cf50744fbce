import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RowsChange } from './editable-table'
import { LIVE_TABLE_RECONNECT_MS, type SocketLike } from './live-table-socket'
import { useLiveRows, type UseLiveRowsOptions } from './use-live-rows'
import { useRowJournal } from './use-row-journal'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  closedWith: { code?: number; reason?: string } | null = null
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data)
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason }
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  receiveJson(value: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(value) }))
  }
  drop() {
    this.readyState = 3
    this.onclose?.(new CloseEvent('close', { code: 1006 }))
  }
  updates() {
    return this.sent
      .map((text) => JSON.parse(text) as { type: string; data: { socketKey: string; args: unknown[] } })
      .filter((message) => message.type === 'update_vxe_table')
      .map((message) => message.data)
  }
}

interface Row {
  id: string
  name: string
  qty: number
}

const rows: Row[] = [
  { id: 'a', name: '钢板', qty: 1 },
  { id: 'b', name: '铝材', qty: 2 },
]

let sockets: FakeSocket[] = []
const createSocket = (url: string) => {
  const socket = new FakeSocket(url)
  sockets.push(socket)
  return socket
}
const last = () => sockets.at(-1) as FakeSocket
const URL_ = 'ws://erp.test/jeecg-boot/vxeSocket/u1/page-a'

beforeEach(() => {
  sockets = []
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

type Props = Partial<UseLiveRowsOptions<Row>>
const mount = (props: Props = {}) => {
  const onRemoteChange = vi.fn()
  const hook = renderHook(
    (extra: Props) =>
      useLiveRows<Row>({
        url: URL_,
        rows,
        onRemoteChange,
        caseId: 'case-a',
        createSocket,
        ...props,
        ...extra,
      }),
    { initialProps: {} },
  )
  return { hook, onRemoteChange }
}

const fromOtherPage = (row: Partial<Row>, caseId = 'case-b', socketKey = 'vxe-default') =>
  act(() => last().receiveJson({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } }))

describe('useLiveRows', () => {
  it('connects and reports the connection status', () => {
    const { hook } = mount()
    expect(last().url).toBe(URL_)
    expect(hook.result.current.status).toBe('connecting')
    act(() => last().open())
    expect(hook.result.current.status).toBe('open')
    act(() => last().drop())
    expect(hook.result.current.status).toBe('reconnecting')
    act(() => {
      vi.advanceTimersByTime(LIVE_TABLE_RECONNECT_MS)
    })
    expect(sockets).toHaveLength(2)
    expect(hook.result.current.status).toBe('connecting')
  })

  it('sends an edited row to the other pages, tagged with this page case id', () => {
    const { hook } = mount()
    act(() => last().open())
    const row = { id: 'a', name: '钢板 Q235', qty: 1 }
    const edit: RowsChange<Row> = { type: 'edit', rowId: 'a', key: 'name', value: row.name, row }
    hook.result.current.onChange([row, rows[1] as Row], edit)
    hook.result.current.onChange([row, rows[1] as Row, { id: 'n', name: '', qty: 0 }], {
      type: 'add',
      rows: [{ id: 'n', name: '', qty: 0 }],
    })
    expect(last().updates()).toEqual([{ socketKey: 'vxe-default', args: [row, 'case-a'] }])
    expect(hook.result.current.caseId).toBe('case-a')
  })

  it('a paste sends each row it changed, not the rows it added', () => {
    const { hook } = mount()
    act(() => last().open())
    const a = { id: 'a', name: '甲', qty: 5 }
    const b = { id: 'b', name: '乙', qty: 2 }
    const added = { id: 'n', name: '丙', qty: 0 }
    hook.result.current.onChange([a, b, added], {
      type: 'paste',
      changed: [a, b],
      added: [added],
      cells: [
        { rowId: 'a', key: 'name', value: '甲' },
        { rowId: 'a', key: 'qty', value: 5 },
        { rowId: 'b', key: 'name', value: '乙' },
        { rowId: 'n', key: 'name', value: '丙' },
      ],
    })
    expect(last().updates()).toEqual([
      { socketKey: 'vxe-default', args: [a, 'case-a'] },
      { socketKey: 'vxe-default', args: [b, 'case-a'] },
    ])
  })

  it('a cut sends each row it cleared', () => {
    const { hook } = mount()
    act(() => last().open())
    const b = { id: 'b', name: '', qty: 2 }
    hook.result.current.onChange([rows[0] as Row, b], {
      type: 'cut',
      changed: [b],
      cells: [{ rowId: 'b', key: 'name', value: '' }],
    })
    expect(last().updates()).toEqual([{ socketKey: 'vxe-default', args: [b, 'case-a'] }])
  })

  it('applies a row another page changed to the row with the same id', () => {
    const { onRemoteChange } = mount()
    act(() => last().open())
    fromOtherPage({ id: 'b', qty: 20 })
    expect(onRemoteChange).toHaveBeenCalledTimes(1)
    const [next, row] = onRemoteChange.mock.calls[0] as [Row[], Row]
    expect(row).toEqual({ id: 'b', name: '铝材', qty: 20 })
    expect(next).toEqual([rows[0], row])
    expect(next[0]).toBe(rows[0])
  })

  it('ignores its own messages, other tables and unknown rows', () => {
    const { onRemoteChange } = mount({ socketKey: 'orders' })
    act(() => last().open())
    fromOtherPage({ id: 'a', qty: 9 }, 'case-a', 'orders')
    fromOtherPage({ id: 'a', qty: 9 }, 'case-b', 'vxe-default')
    fromOtherPage({ id: 'zzz', qty: 9 }, 'case-b', 'orders')
    expect(onRemoteChange).not.toHaveBeenCalled()
  })

  it('two updates in a row both land, on the latest rows', () => {
    const { hook, onRemoteChange } = mount()
    act(() => last().open())
    fromOtherPage({ id: 'a', qty: 5 })
    fromOtherPage({ id: 'b', qty: 6 })
    const [latest] = onRemoteChange.mock.calls.at(-1) as [Row[], Row]
    expect(latest.map((row) => row.qty)).toEqual([5, 6])
    // New rows from the parent are what the next update applies to.
    const replaced = [{ id: 'a', name: '新', qty: 0 }]
    hook.rerender({ rows: replaced })
    fromOtherPage({ id: 'a', name: '再改' })
    expect(onRemoteChange.mock.calls.at(-1)?.[0]).toEqual([{ id: 'a', name: '再改', qty: 0 }])
  })

  it('passes common_send_date on', () => {
    const onCommonData = vi.fn()
    mount({ onCommonData })
    act(() => last().open())
    act(() => last().receiveJson({ type: 'common_send_date', data: { key: 'stock', args: [42] } }))
    expect(onCommonData).toHaveBeenCalledWith('stock', [42])
  })

  it('stays offline without a url, and closes cleanly on unmount', () => {
    const offline = mount({ url: null })
    expect(sockets).toHaveLength(0)
    expect(offline.hook.result.current.status).toBe('closed')
    offline.hook.rerender({ url: URL_ })
    expect(sockets).toHaveLength(1)
    act(() => last().open())
    offline.hook.unmount()
    expect(last().closedWith).toEqual({ code: 1000, reason: 'closed by the client' })
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('composes with useRowJournal: remote rows are shown, not journalled as this page’s edits', () => {
    const { result } = renderHook(() => {
      const journal = useRowJournal<Row>({ key: 'erp-table:live', rows, indexedDB: null })
      const live = useLiveRows<Row>({
        url: URL_,
        rows: journal.rows,
        onRemoteChange: journal.replaceRows,
        caseId: 'case-a',
        createSocket,
      })
      const onChange = (next: Row[], change: RowsChange<Row>) => {
        journal.onChange(next, change)
        live.onChange(next, change)
      }
      return { journal, live, onChange }
    })
    act(() => last().open())
    fromOtherPage({ id: 'a', name: '别人改的' })
    expect(result.current.journal.rows[0]).toEqual({ id: 'a', name: '别人改的', qty: 1 })
    expect(result.current.journal.dirty).toBe(false)

    const row = { ...(result.current.journal.rows[1] as Row), qty: 7 }
    const next = [result.current.journal.rows[0] as Row, row]
    act(() => result.current.onChange(next, { type: 'edit', rowId: 'b', key: 'qty', value: 7, row }))
    expect(result.current.journal.rows).toBe(next)
    expect(result.current.journal.dirty).toBe(true)
    expect(last().updates().at(-1)).toEqual({ socketKey: 'vxe-default', args: [row, 'case-a'] })
  })
})
