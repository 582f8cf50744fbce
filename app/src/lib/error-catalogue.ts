import { t } from '@erp/ui-kit/i18n'
import { isApiError } from '@erp/openapi/errors'
import { toast } from '@erp/ui-kit/toast'
import { useSessionExpired } from '../stores/session-expired-store'
import { useSession } from '../stores/session-store'
import { errorMessages } from './api-errors'
import { logout } from './session-actions'

/** docs/spec.md §8: after a 401 with a token, the user is logged out and the page reloads after 1.5 s. */
export const UNAUTHORIZED_RELOAD_MS = 1500

export interface CatalogueEffects {
  reload: () => void
  schedule: (run: () => void, ms: number) => void
}

const browserEffects: CatalogueEffects = {
  reload: () => window.location.reload(),
  schedule: (run, ms) => void setTimeout(run, ms),
}

/**
 * The error catalogue of docs/spec.md §8, applied once for every failed query and mutation: 403 → notification
 * '系统提示 / 拒绝访问'; 500 with Token失效 and a token → the 登录已过期 modal; 404, 504 → their texts;
 * 401 → '未授权，请重新登录' and, with a token, logout and reload after 1.5 s; other statuses → the
 * server message.
 */
export function reportApiError(error: unknown, effects: CatalogueEffects = browserEffects): void {
  if (!isApiError(error)) {
    toast.error(error instanceof Error ? error.message : String(error))
    return
  }
  const hasToken = Boolean(useSession.getState().token)
  switch (error.kind) {
    case 'forbidden':
      toast.notify(t('系统提示'), errorMessages.forbidden)
      return
    case 'tokenExpired':
      if (hasToken) useSessionExpired.getState().show()
      else toast.error(error.message)
      return
    case 'notFound':
      toast.error(errorMessages.notFound)
      return
    case 'timeout':
      toast.error(errorMessages.timeout)
      return
    case 'unauthorized':
      toast.notify(t('系统提示'), errorMessages.unauthorized)
      if (hasToken) {
        void logout().then(() => effects.schedule(effects.reload, UNAUTHORIZED_RELOAD_MS))
      }
      return
    default:
      toast.error(error.message || t('请求失败'))
  }
}
