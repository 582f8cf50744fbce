import type { ReactNode } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'

/** The frame of the public HR pages: no menu, one card, readable at 375 px. */
export function PublicShell({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  usePageTitle(title)
  return (
    <main className="min-h-screen bg-muted px-3 py-4 sm:px-6 sm:py-8">
      <div className="mx-auto w-full max-w-3xl rounded bg-surface p-4 shadow-sm sm:p-6">
        <h1 className="mb-1 text-lg font-semibold text-foreground">{title}</h1>
        {intro ? <div className="mb-4 text-sm text-muted-foreground">{intro}</div> : null}
        {children}
      </div>
    </main>
  )
}
