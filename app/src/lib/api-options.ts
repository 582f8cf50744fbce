import type { ClientOptions } from '@erp/openapi/client'
import { getLocale } from '@erp/ui-kit/i18n'
import { watchTokenExpiry } from '../stores/session-expired-store'
import { useSession } from '../stores/session-store'
import { config } from './config'

/** The session every call of the app carries: the API client's and the file transfers'. */
export const apiOptions: ClientOptions = {
  baseUrl: config.apiBaseUrl,
  getToken: () => useSession.getState().token,
  getTenantId: () => useSession.getState().tenantId,
  // The server answers its own messages in the screen's language.
  getLanguage: getLocale,
  // An expired token opens the sign-in over the page, whichever call met it.
  fetch: watchTokenExpiry(),
}
