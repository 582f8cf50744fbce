import { t, useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { Icon } from '@erp/ui-kit/icon'
import { CountBadge } from '@erp/ui-kit/badge'
import { Popover, PopoverContent, PopoverTrigger } from '@erp/ui-kit/popover'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@erp/ui-kit/tabs'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { accountSettingsQuery } from '../../lib/queries/account-queries'
import { unreadNoticesQuery, type Announcement } from '../../lib/queries/notice-queries'
import { useSession } from '../../stores/session-store'
import type { ResolveComponent } from './dynamic-notice-component'
import { NoticeDetailDialog } from './notice-detail-dialog'
import { PriorityTag } from './priority-tag'
import { useMarkRead } from './use-mark-read'

/** The full list page (docs/spec.md §2 named route). */
export const ANNOUNCEMENT_PAGE = '/isps/userAnnouncement'

export const bellLabel = (unread: number | undefined) =>
  unread === undefined ? t('通知') : t('通知（{{unread}} 条未读）', { unread })

export interface NotificationBellProps {
  /** Resolves an openType 'component' page name (the shell passes the page registry). */
  resolveComponent: ResolveComponent
  /** Poll every 6 s (docs/spec.md §9, on demand only); by default the notice socket triggers the reloads. */
  poll?: boolean
}

function NoticeList({
  items,
  empty,
  onOpen,
}: {
  items: readonly Announcement[]
  empty: string
  onOpen: (item: Announcement) => void
}) {
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="flex w-full items-start gap-2 px-1 py-2 text-left hover:bg-muted focus-visible:bg-muted"
            onClick={() => onOpen(item)}
          >
            {/* The publish time, as the detail and 我的消息 show it (the creation time only when never published). */}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm text-foreground">{item.titile}</span>
              <span className="block text-xs text-muted-foreground">{item.sendTime ?? item.createTime}</span>
            </span>
            <PriorityTag priority={item.priority} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * docs/spec.md §2 header bell: a count badge of unread announcements and a popover with two tabs, 通知 and
 * 系统消息, each with 查看更多. Choosing an item marks it read and opens the detail modal.
 */
export function NotificationBell({ resolveComponent, poll = false }: NotificationBellProps) {
  const t = useT()
  const navigate = useNavigate()
  const unread = useQuery(unreadNoticesQuery({ poll }))
  const markRead = useMarkRead()
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState('notice')
  const [chosen, setChosen] = useState<Announcement | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)

  const data = unread.data
  // The badge leaves out what the user turned off in 新消息通知 (the lists still show everything).
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const wanted = useQuery({ ...accountSettingsQuery(userId), enabled: userId !== '' }).data?.notification
  const total = data
    ? (wanted?.announcements === false ? 0 : data.anntMsgTotal) +
      (wanted?.systemMessages === false ? 0 : data.sysMsgTotal)
    : undefined

  const openItem = (item: Announcement) => {
    setOpen(false)
    markRead.mutate(item.id)
    setChosen(item)
    setDetailOpen(true)
  }
  const viewMore = () => {
    setOpen(false)
    void navigate(ANNOUNCEMENT_PAGE)
  }

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(total)}>
            <Icon name="bell" className="text-base" />
            <CountBadge
              count={total ?? 0}
              aria-hidden="true"
              data-testid="notice-count"
              className="absolute -top-1 -right-1"
            />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[336px] p-2" aria-label={t('消息通知')}>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('消息类型')}>
              <TabsTrigger value="notice">
                {t('通知({{count}})', { count: data?.anntMsgTotal ?? 0 })}
              </TabsTrigger>
              <TabsTrigger value="system">
                {t('系统消息({{count}})', { count: data?.sysMsgTotal ?? 0 })}
              </TabsTrigger>
            </TabsList>
            {unread.isError ? (
              <p role="alert" className="py-4 text-center text-sm text-danger-strong">
                {unread.error.message}
              </p>
            ) : null}
            <TabsContent value="notice">
              <NoticeList items={data?.anntMsgList ?? []} empty={t('暂无通知')} onOpen={openItem} />
              <Button variant="link" className="w-full" onClick={viewMore}>
                {t('查看更多')}
              </Button>
            </TabsContent>
            <TabsContent value="system">
              <NoticeList items={data?.sysMsgList ?? []} empty={t('暂无系统消息')} onOpen={openItem} />
              <Button variant="link" className="w-full" onClick={viewMore}>
                {t('查看更多')}
              </Button>
            </TabsContent>
          </Tabs>
        </PopoverContent>
      </Popover>
      {chosen ? (
        <NoticeDetailDialog
          announcement={chosen}
          open={detailOpen}
          onOpenChange={setDetailOpen}
          resolveComponent={resolveComponent}
        />
      ) : null}
    </>
  )
}
