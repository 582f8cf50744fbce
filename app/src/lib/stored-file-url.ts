import { useSession } from '../stores/session-store'
import { config } from './config'

/**
 * Folders of personal data (worker photos and ID scans, résumés): the server serves them only with the token of
 * a caller holding a page that shows them (server PERSONAL_FOLDERS, README § Access and security).
 */
const PERSONAL = /^(hr|hr-entry|rec)\//

export interface StoredFileOptions {
  apiBaseUrl?: string
  /** The caller's token; by default the session's. */
  token?: string | null
}

/**
 * The address of an uploaded file (`/sys/common/static/<path>`, each segment encoded), as upstream's
 * getFileAccessHttpUrl: absolute, `data:` and `blob:` addresses as they are. A file of personal data carries the
 * token in `?token=`, since an image or a link cannot send a header.
 */
export function storedFileUrl(path: string, options: StoredFileOptions = {}): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path
  const relative = path.replace(/^\/+/, '')
  const url = `${options.apiBaseUrl ?? config.apiBaseUrl}/sys/common/static/${relative.split('/').map(encodeURIComponent).join('/')}`
  const token = options.token === undefined ? useSession.getState().token : options.token
  return PERSONAL.test(relative) && token ? `${url}?token=${encodeURIComponent(token)}` : url
}
