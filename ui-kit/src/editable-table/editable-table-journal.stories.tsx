import type { Meta, StoryObj } from '@storybook/react'
import { IDBFactory } from 'fake-indexeddb'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import { EditableTable, type EditableColumn } from './editable-table'
import { useRowJournal } from './use-row-journal'

interface OrderRow {
  id: string
  name?: string
  qty?: number | null
}

const columns: EditableColumn<OrderRow>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input', width: 160 },
  { key: 'qty', title: '数量', type: 'inputNumber', width: 110, defaultValue: 1 },
]

const savedRows: OrderRow[] = [
  { id: 'o1', name: '钢板', qty: 10 },
  { id: 'o2', name: '铝材', qty: 4 },
  { id: 'o3', name: '铜线', qty: 7 },
]

/**
 * The browser's IndexedDB in Storybook (the journal survives a real reload); an in-memory one where
 * there is none (the stories test run in jsdom), shared by every mount so "reload" finds the journal.
 */
const storyIndexedDB: IDBFactory = globalThis.indexedDB ?? new IDBFactory()

interface JournalDemoProps {
  /** The journal key (one per story, so stories do not share a journal). */
  tableKey: string
  /** The save fails (a 500 from the server). */
  failSave: boolean
}

/** A page holding the table: its rows come from the journal hook, its save button clears the journal. */
function JournalledTable({ tableKey, failSave }: JournalDemoProps) {
  const journal = useRowJournal<OrderRow>({ key: tableKey, rows: savedRows, indexedDB: storyIndexedDB })
  const [message, setMessage] = useState('')
  const pending = journal.pending
  return (
    <div className="flex flex-col gap-2">
      {pending ? (
        <section
          aria-label="上次未保存的修改"
          className="flex items-center gap-2 rounded border border-border bg-muted p-2 text-sm"
        >
          <span>
            发现上次未保存的修改：{pending.changed} 行修改，{pending.removed} 行删除
          </span>
          <Button size="sm" variant="primary" onClick={journal.restore}>
            恢复
          </Button>
          <Button size="sm" onClick={() => void journal.discard()}>
            丢弃
          </Button>
        </section>
      ) : null}
      <EditableTable<OrderRow>
        aria-label="订单明细"
        columns={columns}
        rows={journal.rows}
        onChange={journal.onChange}
        toolbar={['add', 'save']}
        height="auto"
        onSave={async (rows) => {
          try {
            if (failSave) throw new Error('500')
            await journal.markSaved(rows)
            setMessage('已保存')
          } catch {
            setMessage('保存失败，未保存的修改已保留')
          }
        }}
      />
      <output aria-live="polite" className="text-sm">
        {`共 ${journal.rows.length} 行，${journal.dirty ? '有未保存的修改' : '没有未保存的修改'}`}
        {message ? `；${message}` : ''}
      </output>
    </div>
  )
}

/** The page and a button that unmounts and mounts it again, as a reload would. */
function JournalDemo(props: JournalDemoProps) {
  const [visit, setVisit] = useState(1)
  return (
    <div className="flex w-[560px] flex-col gap-2">
      <Button className="self-start" onClick={() => setVisit((value) => value + 1)}>
        模拟刷新页面
      </Button>
      <JournalledTable key={visit} {...props} />
    </div>
  )
}

const meta = {
  title: 'ui-kit/EditableTable/Journal',
  component: JournalDemo,
  args: { tableKey: 'erp-table:story-journal', failSave: false },
  argTypes: { failSave: { control: 'boolean' } },
} satisfies Meta<typeof JournalDemo>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const BANNER = '上次未保存的修改'

/** Starts from an empty journal (a real browser may keep one from an earlier visit). */
async function startClean(canvas: Canvas) {
  await canvas.findByRole('columnheader', { name: '名称' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  const discard = canvas.queryByRole('button', { name: '丢弃' })
  if (discard) await userEvent.click(discard)
  await waitFor(() => expect(canvas.queryByRole('region', { name: BANNER })).toBeNull())
}

async function reload(canvas: Canvas) {
  await new Promise((resolve) => setTimeout(resolve, 150)) // past the 100 ms debounce
  await userEvent.click(canvas.getByRole('button', { name: '模拟刷新页面' }))
  await canvas.findByRole('columnheader', { name: '名称' })
}

/** An added row survives a reload: the journal offers it back, restore puts it in the table, save clears it. */
export const RestoreAfterReload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await startClean(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await expect(canvas.getByText('共 4 行，有未保存的修改')).toBeInTheDocument()

    await reload(canvas)
    const banner = await canvas.findByRole('region', { name: BANNER })
    await expect(banner).toHaveTextContent('发现上次未保存的修改：1 行修改，0 行删除')
    await expect(canvas.getByText('共 3 行，没有未保存的修改')).toBeInTheDocument()
    await userEvent.click(within(banner).getByRole('button', { name: '恢复' }))
    await expect(canvas.getByText('共 4 行，有未保存的修改')).toBeInTheDocument()

    await userEvent.click(canvas.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(canvas.getByText('共 4 行，没有未保存的修改；已保存')).toBeInTheDocument())
    await reload(canvas)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(canvas.queryByRole('region', { name: BANNER })).toBeNull()
  },
}

/** A failed save keeps the journal: after a reload the rows are offered again. */
export const FailedSaveKeepsRows: Story = {
  args: { tableKey: 'erp-table:story-journal-failed-save', failSave: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await startClean(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await userEvent.click(canvas.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(canvas.getByText('共 4 行，有未保存的修改；保存失败，未保存的修改已保留')).toBeInTheDocument(),
    )
    await reload(canvas)
    await expect(await canvas.findByRole('region', { name: BANNER })).toHaveTextContent('1 行修改')
  },
}
