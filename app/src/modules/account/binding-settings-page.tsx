import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { useQuery } from '@tanstack/react-query'
import { messageOf } from '../../lib/api-errors'
import { accountBindingsQuery } from '../../lib/queries/account-queries'
import { useSession } from '../../stores/session-store'
import { AccountSettingsLayout } from './account-settings-layout'

/** Why a bind action is disabled when the server has no provider for it. */
export const NO_PROVIDER = '当前服务器未配置该第三方登录，无法绑定'

/** 账户绑定 (upstream account/settings/Binding): the third-party accounts and whether each is bound. */
export default function BindingSettingsPage() {
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const bindings = useQuery(accountBindingsQuery(userId))
  return (
    <AccountSettingsLayout title="账户绑定">
      {bindings.isPending ? (
        <p role="status" className="text-muted-foreground">
          加载中…
        </p>
      ) : bindings.isError ? (
        <p role="alert" className="text-danger-strong">
          {messageOf(bindings.error)}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="第三方账号">
          {bindings.data.map((binding) => {
            const hintId = `binding-${binding.thirdType}-hint`
            return (
              <li key={binding.thirdType} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium">{binding.title}</p>
                  <p id={hintId} className="text-sm text-muted-foreground">
                    {binding.bound
                      ? `已绑定${binding.realname ? `：${binding.realname}` : ''}`
                      : binding.available
                        ? `当前未绑定${binding.title}账号`
                        : NO_PROVIDER}
                  </p>
                </div>
                {binding.bound ? (
                  <Badge variant="success">已绑定</Badge>
                ) : (
                  <Button
                    type="button"
                    variant="link"
                    disabled={!binding.available}
                    aria-describedby={hintId}
                  >
                    绑定
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
