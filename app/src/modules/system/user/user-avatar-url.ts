/** An avatar path as upstream getFileAccessHttpUrl: absolute URLs as they are, else under /sys/common/static. */
export function avatarUrl(avatar: string | null | undefined, apiBaseUrl: string): string | null {
  if (!avatar) return null
  if (/^(https?:)?\/\//i.test(avatar) || avatar.startsWith('data:image/')) return avatar
  return `${apiBaseUrl}/sys/common/static/${avatar.replace(/^\/+/, '')}`
}
