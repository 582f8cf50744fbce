import { avatarSrc } from '../../lib/avatar-src'

/** The signed-in user's avatar in the header's user button (decorative: the button names the user). */
export function HeaderAvatar({ avatar }: { avatar: string | null | undefined }) {
  const src = avatarSrc(avatar)
  return src ? (
    <img src={src} alt="" data-testid="header-avatar" className="size-6 rounded-full object-cover" />
  ) : null
}
