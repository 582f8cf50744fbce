import { toast } from '@erp/ui-kit/toast'
import { useEffect, useRef } from 'react'
import { usePreferences } from '../stores/preferences-store'

/** docs/spec.md §8 "Theme compile failure". */
export const THEME_UPDATE_FAILED = 'Failed to update theme'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/**
 * Applies the primary colour as the `--color-primary` token. A value that is not a colour (a corrupted
 * stored preference, a bad palette entry) leaves the current theme in place and reports the failure.
 */
export function applyPrimaryColor(root: HTMLElement, color: string): boolean {
  if (!HEX_COLOR.test(color)) return false
  root.style.setProperty('--color-primary', color)
  return true
}

/** Writes the colour preferences onto <html>: data-theme (dark mode), data-weak, the primary colour. */
export function useApplyPreferences(): void {
  const colorScheme = usePreferences((state) => state.colorScheme)
  const colorWeak = usePreferences((state) => state.colorWeak)
  const primaryColor = usePreferences((state) => state.primaryColor)
  const reported = useRef<string | null>(null)
  useEffect(() => {
    const root = document.documentElement
    root.dataset.theme = colorScheme
    root.dataset.weak = String(colorWeak)
    if (!applyPrimaryColor(root, primaryColor) && reported.current !== primaryColor) {
      reported.current = primaryColor
      toast.error(THEME_UPDATE_FAILED)
    }
  }, [colorScheme, colorWeak, primaryColor])
}
