import { cn } from '@erp/ui-kit/cn'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { msg, useT } from '@erp/ui-kit/i18n'

/** The settings sections (upstream account/settings/Index), each at its own URL. */
export const SETTINGS_SECTIONS = [
  { path: '/account/settings/base', title: msg('基本设置') },
  { path: '/account/settings/avatar', title: msg('头像设置') },
  { path: '/account/settings/security', title: msg('安全设置') },
  { path: '/account/settings/custom', title: msg('个性化设置') },
  { path: '/account/settings/binding', title: msg('账户绑定') },
  { path: '/account/settings/notification', title: msg('新消息通知') },
] as const

/** The settings page frame: the section menu on the left, the section's title and content on the right. */
export function AccountSettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-4 rounded-md border border-border bg-surface p-4 md:flex-row">
      <nav aria-label={t('个人设置')} className="md:w-48 md:shrink-0 md:border-r md:border-border">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                className={({ isActive }) =>
                  cn(
                    'block rounded px-3 py-2 text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary',
                    isActive && 'bg-muted font-medium text-primary-strong',
                  )
                }
              >
                {t(section.title)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="account-settings-title" className="min-w-0 flex-1 md:px-4">
        <h1 id="account-settings-title" className="mb-4 text-lg font-medium">
          {title}
        </h1>
        {children}
      </section>
    </div>
  )
}
