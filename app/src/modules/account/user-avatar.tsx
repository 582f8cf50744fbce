import { cn } from '@erp/ui-kit/cn'
import { avatarSrc } from '../../lib/avatar-src'
import { useT } from '@erp/ui-kit/i18n'

const sizes = { md: 'size-16 text-xl', lg: 'size-24 text-3xl' } as const

export interface UserAvatarProps {
  avatar: string | null | undefined
  name: string
  size?: keyof typeof sizes
  className?: string
}

/** A user's avatar, or the first character of the name when there is none. */
export function UserAvatar({ avatar, name, size = 'md', className }: UserAvatarProps) {
  const t = useT()
  const src = avatarSrc(avatar)
  return (
    <span
      data-state={src ? 'image' : 'initial'}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-foreground',
        sizes[size],
        className,
      )}
    >
      {src ? (
        <img src={src} alt={t('{{name}}的头像', { name })} className="size-full object-cover" />
      ) : (
        <span role="img" aria-label={t('{{name}}的头像（未设置）', { name })}>
          {name.slice(0, 1)}
        </span>
      )}
    </span>
  )
}
