import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { useQuery } from '@tanstack/react-query'
import { messageOf } from '../../lib/api-errors'
import { accountBindingsQuery } from '../../lib/queries/account-queries'
import { useSession } from '../../stores/session-store'
import { AccountSettingsLayout } from './account-settings-layout'
import { msg, useT } from '@erp/ui-kit/i18n'

/** Why a bind action is disabled when the server has no provider for it. */
export const NO_PROVIDER = msg('当前服务器未配置该第三方登录，无法绑定')

/** 账户绑定 (upstream account/settings/Binding): the third-party accounts and whether each is bound. */
export default function BindingSettingsPage() {
  const t = useT()
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const bindings = useQuery(accountBindingsQuery(userId))
  return (
    <AccountSettingsLayout title={t('账户绑定')}>
      {bindings.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('加载中…')}
        </p>
      ) : bindings.isError ? (
        <p role="alert" className="text-danger-strong">
          {messageOf(bindings.error)}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('第三方账号')}>
          {bindings.data.map((binding) => {
            const hintId = `binding-${binding.thirdType}-hint`
            return (
              <li key={binding.thirdType} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium">{binding.title}</p>
                  <p id={hintId} className="text-sm text-muted-foreground">
                    {binding.bound
                      ? binding.realname
                        ? t('已绑定：{{realname}}', { realname: binding.realname })
                        : t('已绑定')
                      : binding.available
                        ? t('当前未绑定{{title}}账号', { title: binding.title })
                        : t(NO_PROVIDER)}
                  </p>
                </div>
                {binding.bound ? (
                  <Badge variant="success">{t('已绑定')}</Badge>
                ) : (
                  <Button
                    type="button"
                    variant="link"
                    disabled={!binding.available}
                    aria-describedby={hintId}
                  >
                    {t('绑定')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </AccountSettingsLayout>
  )
}
