import { Button } from '@erp/ui-kit/button'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import {
  invalidateNotices,
  markAllAnnouncementsRead,
  myAnnouncementsQuery,
  type Announcement,
  type MyAnnouncement,
} from '../../lib/queries/notice-queries'
import { useSession } from '../../stores/session-store'
import type { ResolveComponent } from './dynamic-notice-component'
import { NoticeDetailDialog } from './notice-detail-dialog'
import { PriorityTag } from './priority-tag'
import { useMarkRead } from './use-mark-read'

/** SPEC §9: default page size 10, options 10, 20, 30. */
export const PAGE_SIZE = 10
export const PAGE_SIZES = [10, 20, 30] as const

/** SPEC §9 total text: 'a-b 共 n 条'. */
export const rangeText = (pageNo: number, pageSize: number, total: number) =>
  total === 0
    ? '共 0 条'
    : `${(pageNo - 1) * pageSize + 1}-${Math.min(pageNo * pageSize, total)} 共 ${total} 条`

/** The page only knows names it can open inline; components need the shell's registry. */
const noComponent: ResolveComponent = () => ({ kind: 'missing' })

/**
 * /isps/userAnnouncement (我的消息): every announcement delivered to the signed-in user, read or not,
 * newest first, ten a page. The page lives in the URL (`?page=`). Opening one marks it read.
 */
export function UserAnnouncementPage({
  resolveComponent = noComponent,
}: {
  resolveComponent?: ResolveComponent
}) {
  usePageTitle('我的消息')
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const [params, setParams] = useSearchParams()
  const pageNo = Math.max(1, Math.floor(Number(params.get('page'))) || 1)
  const requestedSize = Number(params.get('pageSize'))
  const pageSize = PAGE_SIZES.find((size) => size === requestedSize) ?? PAGE_SIZE
  const list = useQuery({ ...myAnnouncementsQuery(userId, pageNo, pageSize), enabled: Boolean(userId) })
  const rows: MyAnnouncement[] = list.data?.records ?? []
  const markRead = useMarkRead()
  const client = useQueryClient()
  const readAll = useMutation({
    mutationFn: markAllAnnouncementsRead,
    onSettled: () => invalidateNotices(client),
  })
  const [chosen, setChosen] = useState<(Pick<Announcement, 'id'> & Partial<Announcement>) | null>(null)
  const [open, setOpen] = useState(false)

  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const goTo = (page: number, size: number = pageSize) => {
    const next: Record<string, string> = {}
    if (page > 1) next.page = String(page)
    if (size !== PAGE_SIZE) next.pageSize = String(size)
    setParams(next)
  }
  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = Math.floor(Number(new FormData(event.currentTarget).get('page')))
    if (value >= 1) goTo(Math.min(value, pages))
  }

  const openRow = (row: MyAnnouncement) => {
    if (row.readFlag !== '1') markRead.mutate(row.anntId)
    setChosen({
      id: row.anntId,
      titile: row.titile,
      msgContent: row.msgContent ?? null,
      priority: row.priority ?? null,
      sender: row.sender ?? null,
      sendTime: row.sendTime ?? null,
      openType: row.openType ?? null,
      openPage: row.openPage ?? null,
      busId: row.busId ?? null,
    })
    setOpen(true)
  }

  return (
    <section aria-labelledby="user-announcement-heading" className="rounded bg-surface p-6 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="user-announcement-heading" className="text-lg font-semibold">
          我的消息
        </h2>
        <Button size="sm" loading={readAll.isPending} onClick={() => readAll.mutate()}>
          全部已读
        </Button>
      </div>
      {readAll.isSuccess ? (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {readAll.data}
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className="mb-4 text-sm text-danger-strong">
          {list.error.message}
        </p>
      ) : null}
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted text-left">
            <th scope="col" className="px-3 py-2 font-medium">
              标题
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              优先级
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              发布人
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              发布时间
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              阅读状态
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border" data-read={row.readFlag === '1'}>
              <td className="px-3 py-2">
                <Button variant="link" size="sm" className="px-0" onClick={() => openRow(row)}>
                  {row.titile ?? '（无标题）'}
                </Button>
              </td>
              <td className="px-3 py-2">
                <PriorityTag priority={row.priority} />
              </td>
              <td className="px-3 py-2">{row.sender}</td>
              <td className="px-3 py-2">{row.sendTime}</td>
              <td className="px-3 py-2">{row.readFlag === '1' ? '已读' : '未读'}</td>
            </tr>
          ))}
          {rows.length === 0 && !list.isPending ? (
            <tr>
              <td colSpan={5} className="px-3 py-8 text-center text-muted-foreground">
                暂无数据
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <nav aria-label="分页" className="mt-4 flex items-center justify-end gap-2 text-sm">
        <span className="text-muted-foreground">{rangeText(pageNo, pageSize, total)}</span>
        <Button size="sm" disabled={pageNo <= 1} onClick={() => goTo(pageNo - 1)}>
          上一页
        </Button>
        <span aria-current="page">
          {pageNo} / {pages}
        </span>
        <Button size="sm" disabled={pageNo >= pages} onClick={() => goTo(pageNo + 1)}>
          下一页
        </Button>
        <select
          aria-label="每页条数"
          className="h-7 rounded border border-border bg-surface px-1"
          value={pageSize}
          onChange={(event) => goTo(1, Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
        <form onSubmit={jump} className="flex items-center gap-1">
          <label htmlFor="user-announcement-jump">跳至</label>
          <input
            id="user-announcement-jump"
            name="page"
            type="number"
            min={1}
            max={pages}
            className="h-7 w-14 rounded border border-border bg-surface px-1"
          />
          <span>页</span>
        </form>
      </nav>
      {chosen ? (
        <NoticeDetailDialog
          announcement={chosen}
          open={open}
          onOpenChange={setOpen}
          resolveComponent={resolveComponent}
        />
      ) : null}
    </section>
  )
}

export default UserAnnouncementPage
