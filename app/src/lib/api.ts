import { createApiClient } from '@erp/openapi/client'
import { useSession } from '../stores/session-store'
import { config } from './config'

/** The one API client of the app: token, tenant and `_t` are added by its middleware. */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: () => useSession.getState().token,
  getTenantId: () => useSession.getState().tenantId,
})
