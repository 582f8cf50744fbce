import { storedFileUrl } from './stored-file-url'

/** The address of a stored avatar (a public file), or null without one. */
export function avatarSrc(avatar: string | null | undefined, apiBaseUrl?: string): string | null {
  return avatar ? storedFileUrl(avatar, apiBaseUrl ? { apiBaseUrl } : {}) : null
}
