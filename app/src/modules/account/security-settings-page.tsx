import { Button } from '@erp/ui-kit/button'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PasswordDialog, requestPasswordDialog } from '../../app/password-dialog'
import { messageOf } from '../../lib/api-errors'
import { accountProfileQuery } from '../../lib/queries/account-queries'
import { useSession } from '../../stores/session-store'
import { AccountSettingsLayout } from './account-settings-layout'
import { useT } from '@erp/ui-kit/i18n'

/** 138****8293: the middle four digits hidden. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone
}

/** a***@example.com: the name part after its first character hidden. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : email
}

function SecurityItem({
  title,
  description,
  action,
}: {
  title: string
  description: string
  action: ReactNode
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action}
    </li>
  )
}

function EditLink() {
  const t = useT()
  return (
    <Link
      to="/account/settings/base"
      className="text-sm text-primary-strong underline-offset-4 hover:underline focus-visible:underline"
    >
      {t('修改')}
    </Link>
  )
}

const editLink = <EditLink />

/** 安全设置 (upstream account/settings/Security): password change through the password dialog, bound phone and e-mail. */
export default function SecuritySettingsPage() {
  const t = useT()
  const sessionUser = useSession((state) => state.userInfo)
  const profile = useQuery(accountProfileQuery(sessionUser?.id ?? ''))
  const [passwordOpen, setPasswordOpen] = useState(false)
  const user = profile.data?.userInfo
  return (
    <AccountSettingsLayout title={t('安全设置')}>
      {profile.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('加载中…')}
        </p>
      ) : profile.isError || !user ? (
        <p role="alert" className="text-danger-strong">
          {messageOf(profile.error)}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('安全设置项')}>
          <SecurityItem
            title={t('账户密码')}
            description={t('建议定期更换密码；新密码需与确认密码一致')}
            action={
              <Button
                type="button"
                variant="link"
                onClick={() => requestPasswordDialog(user.username, () => setPasswordOpen(true))}
              >
                {t('修改密码')}
              </Button>
            }
          />
          <SecurityItem
            title={t('密保手机')}
            description={
              user.phone ? t('已绑定手机：{{value}}', { value: maskPhone(user.phone) }) : t('未绑定手机')
            }
            action={editLink}
          />
          <SecurityItem
            title={t('备用邮箱')}
            description={
              user.email ? t('已绑定邮箱：{{value}}', { value: maskEmail(user.email) }) : t('未绑定邮箱')
            }
            action={editLink}
          />
        </ul>
      )}
      <PasswordDialog username={user?.username} open={passwordOpen} onOpenChange={setPasswordOpen} />
    </AccountSettingsLayout>
  )
}
