import { type ClientOptions, createApiClient } from '@erp/openapi/client'
import { getLocale } from '@erp/ui-kit/i18n'
import {
  type DownloadOptions,
  type DownloadPath,
  type UploadOptions,
  type UploadPath,
  downloadBlob,
  uploadFile,
} from '@erp/openapi/transfer'
import { watchTokenExpiry } from '../stores/session-expired-store'
import { useSession } from '../stores/session-store'
import { config } from './config'

const apiOptions: ClientOptions = {
  baseUrl: config.apiBaseUrl,
  getToken: () => useSession.getState().token,
  getTenantId: () => useSession.getState().tenantId,
  // The server answers its own messages in the screen's language.
  getLanguage: getLocale,
  // An expired token opens the sign-in over the page, whichever call met it.
  fetch: watchTokenExpiry(),
}

/** The one API client of the app: token, tenant and `_t` are added by its middleware. */
export const api = createApiClient(apiOptions)

/** File download and multipart upload with progress, on the same session, timeout and typed errors. */
export const transfers = {
  download: (path: DownloadPath, options?: DownloadOptions) => downloadBlob(apiOptions, path, options),
  upload: <P extends UploadPath>(path: P, options: UploadOptions) => uploadFile(apiOptions, path, options),
}
