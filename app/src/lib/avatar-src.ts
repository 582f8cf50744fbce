import { config } from './config'

/** The address of a stored avatar (served by /sys/common/static without a token), or null without one. */
export function avatarSrc(
  avatar: string | null | undefined,
  apiBaseUrl: string = config.apiBaseUrl,
): string | null {
  if (!avatar) return null
  if (/^(https?:)?\/\//i.test(avatar) || avatar.startsWith('data:image/') || avatar.startsWith('blob:'))
    return avatar
  return `${apiBaseUrl}/sys/common/static/${avatar.replace(/^\/+/, '')}`
}
