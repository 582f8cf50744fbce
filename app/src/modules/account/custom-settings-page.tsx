import { PreferenceControls } from '../../app/settings-drawer'
import { AccountSettingsLayout } from './account-settings-layout'
import { useT } from '@erp/ui-kit/i18n'

/**
 * 个性化设置 (upstream account/settings/Custom): the settings drawer's controls. Changes apply at once and the
 * shell saves them on the server for this user (hooks/use-server-preferences.ts), restored at the next sign-in.
 */
export default function CustomSettingsPage() {
  const t = useT()
  return (
    <AccountSettingsLayout title={t('个性化设置')}>
      <p className="mb-2 text-sm text-muted-foreground">
        {t('修改立即生效，并保存到服务器，在任何浏览器登录后恢复。')}
      </p>
      <div className="max-w-md">
        <PreferenceControls />
      </div>
    </AccountSettingsLayout>
  )
}
