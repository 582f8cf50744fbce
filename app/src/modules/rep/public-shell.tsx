import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { useT, msg, t } from '@erp/ui-kit/i18n'
import { storedFileUrl } from '../../lib/stored-file-url'

/** The frame of the self-service pages: one column that fits a 375 px phone, a title and a way back. */
export function PublicShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  usePageTitle(title)
  return (
    <div className="min-h-screen bg-muted">
      <header className="bg-primary-strong px-4 py-3 text-primary-foreground">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-2">
          <h1 className="m-0 text-lg font-medium">{title}</h1>
          <Link to="/sdn/demo" className="text-sm text-primary-foreground underline underline-offset-4">
            {t('自助服务')}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-xl px-3 py-4">
        <div className="rounded bg-surface p-4 shadow-sm">{children}</div>
      </main>
    </div>
  )
}

export const CATEGORY_OPTIONS = [
  { value: 'electric', text: msg('电气') },
  { value: 'plumbing', text: msg('水暖') },
  { value: 'equipment', text: msg('生产设备') },
  { value: 'building', text: msg('房屋') },
  { value: 'network', text: msg('网络') },
  { value: 'other', text: msg('其他') },
] as const

export const URGENCY_OPTIONS = [
  { value: 'L', text: msg('低') },
  { value: 'M', text: msg('中') },
  { value: 'H', text: msg('高') },
] as const

export const textOf = (options: readonly { value: string; text: string }[], value: string) => {
  const text = options.find((option) => option.value === value)?.text
  return text === undefined ? value : t(text)
}

/** Where the reporter's phone is remembered for an order number in this tab (the detail page asks otherwise). */
const phoneKey = (orderNo: string) => `rep-phone:${orderNo}`
export const rememberPhone = (orderNo: string, phone: string) => {
  try {
    sessionStorage.setItem(phoneKey(orderNo), phone)
  } catch {
    // storage unavailable (private mode): the detail page asks for the phone
  }
}
export const rememberedPhone = (orderNo: string): string => {
  try {
    return sessionStorage.getItem(phoneKey(orderNo)) ?? ''
  } catch {
    return ''
  }
}

/** A stored upload's address (the public static route of the server). */
export const photoUrl = (apiBaseUrl: string, path: string) => storedFileUrl(path, { apiBaseUrl, token: null })
