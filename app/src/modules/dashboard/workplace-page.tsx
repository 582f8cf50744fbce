import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { welcomeLine } from '../../lib/greeting'
import { unreadNoticesQuery } from '../../lib/queries/notice-queries'
import { useSession } from '../../stores/session-store'
import { count, Figure, LoadError, Panel } from './dashboard-parts'
import { workplaceQuery } from './api/dashboard-queries'
import { msg, useT } from '@erp/ui-kit/i18n'

export const WORKPLACE_TEXT = {
  title: msg('工作台'),
  todo: msg('我的待办'),
  assigned: msg('派给我的报修'),
  dispatch: msg('待派工报修'),
  reviews: msg('待审核入职'),
  leaves: msg('待审批请假'),
  notices: msg('未读通知'),
  messages: msg('未读系统消息'),
  unread: msg('未读消息'),
  noUnread: msg('没有未读消息'),
  shortcuts: msg('快捷入口'),
  noShortcuts: msg('还没有可用的菜单'),
} as const

const NOTICE_LIST = '/isps/userAnnouncement'

/** 工作台 (docs/spec.md §2 dashboard group): what waits for the signed-in user, their unread messages, their usual pages. */
export function WorkplacePage() {
  const t = useT()
  usePageTitle(t(WORKPLACE_TEXT.title))
  const user = useSession((state) => state.userInfo)
  const name = user?.realname || user?.username || ''
  const work = useQuery(workplaceQuery())
  const notices = useQuery(unreadNoticesQuery())
  const figures = work.data
  const unread = [...(notices.data?.anntMsgList ?? []), ...(notices.data?.sysMsgList ?? [])]
  return (
    <div className="space-y-4">
      <section aria-labelledby="workplace-heading" className="rounded bg-surface p-6 shadow-sm">
        <h2 id="workplace-heading" className="text-xl font-semibold text-foreground">
          {welcomeLine(new Date(), name)}
        </h2>
        <p className="mt-2 text-muted-foreground">{t(WORKPLACE_TEXT.title)}</p>
      </section>
      <LoadError errors={[work.error, notices.error]} />
      <section aria-labelledby="todo-heading" className="space-y-3">
        <h2 id="todo-heading" className="text-base font-semibold text-foreground">
          {t(WORKPLACE_TEXT.todo)}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3 xl:grid-cols-6">
          <Figure
            label={t(WORKPLACE_TEXT.assigned)}
            value={count(figures?.repairsAssignedToMe)}
            to="/rep/order"
          />
          <Figure
            label={t(WORKPLACE_TEXT.dispatch)}
            value={count(figures?.repairsAwaitingDispatch)}
            to="/rep/order"
          />
          <Figure
            label={t(WORKPLACE_TEXT.reviews)}
            value={count(figures?.entriesAwaitingReview)}
            to="/hr/workerEntry"
          />
          <Figure
            label={t(WORKPLACE_TEXT.leaves)}
            value={count(figures?.leavesAwaitingApproval)}
            to="/att/leave"
          />
          <Figure
            label={t(WORKPLACE_TEXT.notices)}
            value={count(notices.data?.anntMsgTotal)}
            to={NOTICE_LIST}
          />
          <Figure
            label={t(WORKPLACE_TEXT.messages)}
            value={count(notices.data?.sysMsgTotal)}
            to={NOTICE_LIST}
          />
        </dl>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="unread-heading" title={t(WORKPLACE_TEXT.unread)}>
          {!notices.data ? null : !unread.length ? (
            <p className="text-sm text-muted-foreground">{t(WORKPLACE_TEXT.noUnread)}</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {unread.map((notice) => (
                <li key={notice.id} className="flex justify-between gap-4 py-2">
                  <Link to={NOTICE_LIST} className="truncate text-foreground hover:underline">
                    {notice.titile}
                  </Link>
                  <span className="shrink-0 text-muted-foreground">{notice.sendTime ?? ''}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="shortcuts-heading" title={t(WORKPLACE_TEXT.shortcuts)}>
          {figures && !figures.shortcuts.length ? (
            <p className="text-sm text-muted-foreground">{t(WORKPLACE_TEXT.noShortcuts)}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(figures?.shortcuts ?? []).map((shortcut) => (
                <li key={shortcut.url}>
                  <Link
                    to={shortcut.url}
                    className="block rounded border border-border p-3 text-sm text-foreground hover:border-primary"
                  >
                    <span className="block font-medium">{shortcut.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {t('近 30 天 {{uses}} 次', { uses: shortcut.uses })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  )
}

export default WorkplacePage
