import { Icon } from '@erp/ui-kit/icon'
import { avatarSrc } from '../../lib/avatar-src'

/**
 * The signed-in user's avatar in the header's user button (decorative: the button names the user); without
 * a picture, a round `user` icon, so the button is never empty where only the avatar shows (a phone).
 */
export function HeaderAvatar({ avatar }: { avatar: string | null | undefined }) {
  const src = avatarSrc(avatar)
  return src ? (
    <img src={src} alt="" data-testid="header-avatar" className="size-6 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      data-testid="header-avatar-placeholder"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
    >
      <Icon name="user" className="text-sm" />
    </span>
  )
}
