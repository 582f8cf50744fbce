import { Badge } from '@erp/ui-kit/badge'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { accountDepartsQuery, accountProfileQuery } from '../../lib/queries/account-queries'
import { myAnnouncementsQuery } from '../../lib/queries/notice-queries'
import { useSession } from '../../stores/session-store'
import { UserAvatar } from './user-avatar'
import { dictText, useT } from '@erp/ui-kit/i18n'

/** How many of the user's latest announcements the centre lists. */
export const RECENT_NOTICES = 5

const orNone = (value: string | null | undefined) => (value ? value : '—')

/** 个人中心 (upstream account/center/Index): the user's own record, departments and roles, all from the server. */
export default function AccountCenterPage() {
  const t = useT()
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const profile = useQuery(accountProfileQuery(userId))
  const departs = useQuery(accountDepartsQuery(userId))
  const notices = useQuery(myAnnouncementsQuery(userId, 1, RECENT_NOTICES))

  if (profile.isPending)
    return (
      <p role="status" className="p-6 text-muted-foreground">
        {t('加载中…')}
      </p>
    )
  if (profile.isError)
    return (
      <p role="alert" className="p-6 text-danger-strong">
        {messageOf(profile.error)}
      </p>
    )

  const { userInfo: user, roles } = profile.data
  const currentOrgCode = departs.data?.orgCode ?? user.orgCode
  return (
    <div className="grid gap-4 lg:grid-cols-[300px_1fr]">
      <section aria-labelledby="account-card-name" className="rounded-md border border-border bg-surface p-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <UserAvatar avatar={user.avatar} name={user.realname || user.username} size="lg" />
          <h1 id="account-card-name" className="text-xl font-semibold">
            {user.realname || user.username}
          </h1>
          <p className="text-sm text-muted-foreground">{orNone(profile.data.post_dictText)}</p>
        </div>
        <DetailList col={1} size="small" className="mt-4 text-sm">
          <DetailListItem term={t('账号')}>{user.username}</DetailListItem>
          <DetailListItem term={t('工号')}>{orNone(user.workNo)}</DetailListItem>
          <DetailListItem term={t('性别')}>
            {orNone(
              profile.data.sex_dictText
                ? dictText('sex', String(user.sex ?? ''), profile.data.sex_dictText)
                : null,
            )}
          </DetailListItem>
          <DetailListItem term={t('生日')}>{orNone(user.birthday)}</DetailListItem>
          <DetailListItem term={t('手机')}>{orNone(user.phone)}</DetailListItem>
          <DetailListItem term={t('邮箱')}>{orNone(user.email)}</DetailListItem>
          <DetailListItem term={t('座机')}>{orNone(user.telephone)}</DetailListItem>
        </DetailList>
        <Link
          to="/account/settings/base"
          className="mt-4 block text-center text-sm text-primary-strong underline-offset-4 hover:underline focus-visible:underline"
        >
          {t('编辑个人信息')}
        </Link>
      </section>
      <div className="grid content-start gap-4">
        <section aria-labelledby="account-departs" className="rounded-md border border-border bg-surface p-6">
          <h2 id="account-departs" className="mb-3 text-base font-medium">
            {t('所属部门')}
          </h2>
          {departs.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('加载中…')}
            </p>
          ) : departs.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(departs.error)}
            </p>
          ) : departs.data.list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('未加入任何部门')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t('所属部门')}>
              {departs.data.list.map((depart) => (
                <li
                  key={depart.id}
                  className="flex items-center gap-1 rounded border border-border px-2 py-1 text-sm"
                >
                  {depart.departName}
                  {depart.orgCode === currentOrgCode ? (
                    <Badge variant="primary">{t('当前部门')}</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="account-roles" className="rounded-md border border-border bg-surface p-6">
          <h2 id="account-roles" className="mb-3 text-base font-medium">
            {t('拥有角色')}
          </h2>
          {roles.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('未分配角色')}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t('拥有角色')}>
              {roles.map((role) => (
                <li key={role.id} className="text-sm">
                  <span className="font-medium">{role.roleName || role.roleCode}</span>
                  <span className="ml-2 text-muted-foreground">{role.roleCode}</span>
                  {role.description ? (
                    <span className="ml-2 text-muted-foreground">{role.description}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="account-notices" className="rounded-md border border-border bg-surface p-6">
          <h2 id="account-notices" className="mb-3 text-base font-medium">
            {t('最近通知')}
          </h2>
          {notices.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('加载中…')}
            </p>
          ) : notices.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(notices.error)}
            </p>
          ) : notices.data.records.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('暂无通知')}</p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t('最近通知')}>
              {notices.data.records.map((notice) => (
                <li key={notice.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0 truncate">
                    {notice.readFlag === '0' ? <span className="sr-only">{t('未读：')}</span> : null}
                    {notice.titile}
                  </span>
                  <span className="shrink-0 text-muted-foreground">{notice.sendTime}</span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/isps/userAnnouncement"
            className="mt-2 inline-block text-sm text-primary-strong underline-offset-4 hover:underline focus-visible:underline"
          >
            {t('查看全部通知')}
          </Link>
        </section>
      </div>
    </div>
  )
}
