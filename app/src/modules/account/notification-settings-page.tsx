import { Switch } from '@erp/ui-kit/switch'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { messageOf } from '../../lib/api-errors'
import {
  accountSettingsQuery,
  saveNotificationPreferences,
  type AccountNotificationPreferences,
} from '../../lib/queries/account-queries'
import { useSession } from '../../stores/session-store'
import { AccountSettingsLayout } from './account-settings-layout'
import { msg, useT } from '@erp/ui-kit/i18n'

const ITEMS: Array<{ key: keyof AccountNotificationPreferences; title: string; description: string }> = [
  { key: 'announcements', title: msg('通知公告'), description: msg('顶栏铃铛提示未读的通知公告') },
  { key: 'systemMessages', title: msg('系统消息'), description: msg('顶栏铃铛提示未读的系统消息') },
  { key: 'todoReminders', title: msg('待办提醒'), description: msg('有待办任务时提醒') },
]

/** 新消息通知 (upstream account/settings/Notification): which notices to be told about, saved per user. */
export default function NotificationSettingsPage() {
  const t = useT()
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const client = useQueryClient()
  const settings = useQuery(accountSettingsQuery(userId))
  const save = useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (_message, notification) =>
      client.setQueryData(accountSettingsQuery(userId).queryKey, (old) =>
        old ? { ...old, notification } : old,
      ),
    onError: (error) => toast.warning(messageOf(error)),
  })
  const current = settings.data?.notification
  return (
    <AccountSettingsLayout title={t('新消息通知')}>
      {settings.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('加载中…')}
        </p>
      ) : settings.isError || !current ? (
        <p role="alert" className="text-danger-strong">
          {messageOf(settings.error)}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('通知项')}>
          {ITEMS.map((item) => (
            <li key={item.key} className="flex items-center justify-between gap-4 py-3">
              <div>
                <p className="font-medium">{t(item.title)}</p>
                <p className="text-sm text-muted-foreground">{t(item.description)}</p>
              </div>
              <Switch
                aria-label={t(item.title)}
                checked={current[item.key]}
                disabled={save.isPending}
                onCheckedChange={(checked) => save.mutate({ ...current, [item.key]: checked })}
              />
            </li>
          ))}
        </ul>
      )}
    </AccountSettingsLayout>
  )
}
