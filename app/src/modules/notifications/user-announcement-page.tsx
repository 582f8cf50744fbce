import { t, useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
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

/** docs/spec.md §9: default page size 10, options 10, 20, 30. */
export const PAGE_SIZE = 10
export const PAGE_SIZES = [10, 20, 30] as const

/** docs/spec.md §9 total text: 'a-b 共 n 条'. */
export const rangeText = (pageNo: number, pageSize: number, total: number) =>
  total === 0
    ? t('共 0 条')
    : t('{{first}}-{{last}} 共 {{total}} 条', {
        first: (pageNo - 1) * pageSize + 1,
        last: Math.min(pageNo * pageSize, total),
        total,
      })

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
  const t = useT()
  usePageTitle(t('我的消息'))
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
  const goTo = (page: number, size: number = pageSize) => {
    const next: Record<string, string> = {}
    if (page > 1) next.page = String(page)
    if (size !== PAGE_SIZE) next.pageSize = String(size)
    setParams(next)
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

  const columns: DataColumn<MyAnnouncement>[] = [
    {
      key: 'titile',
      title: t('标题'),
      render: (row) => (
        <Button variant="link" size="sm" className="px-0" onClick={() => openRow(row)}>
          {row.titile ?? t('（无标题）')}
        </Button>
      ),
    },
    {
      key: 'priority',
      title: t('优先级'),
      width: 100,
      render: (row) => <PriorityTag priority={row.priority} />,
    },
    { key: 'sender', title: t('发布人'), width: 120, render: (row) => row.sender ?? '' },
    { key: 'sendTime', title: t('发布时间'), width: 180, render: (row) => row.sendTime ?? '' },
    {
      key: 'readFlag',
      title: t('阅读状态'),
      width: 100,
      render: (row) => (
        <span data-read={row.readFlag === '1'}>{row.readFlag === '1' ? t('已读') : t('未读')}</span>
      ),
    },
  ]

  return (
    <section aria-labelledby="user-announcement-heading" className="rounded bg-surface p-6 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="user-announcement-heading" className="text-lg font-semibold">
          {t('我的消息')}
        </h2>
        <Button size="sm" loading={readAll.isPending} onClick={() => readAll.mutate()}>
          {t('全部已读')}
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
      <DataTable
        caption={t('我的消息列表')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={list.isPending && Boolean(userId)}
        pagination={{
          pageNo,
          pageSize,
          total,
          pageSizeOptions: PAGE_SIZES,
          totalText: rangeText,
          // A new page size starts again at page 1.
          onChange: (page, size) => goTo(size === pageSize ? page : 1, size),
        }}
      />
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
