import { useEffect } from 'react'
import { usePreferences } from '../stores/preferences-store'

/** Writes the colour preferences onto <html>: data-theme (dark mode), data-weak, the primary colour. */
export function useApplyPreferences(): void {
  const colorScheme = usePreferences((state) => state.colorScheme)
  const colorWeak = usePreferences((state) => state.colorWeak)
  const primaryColor = usePreferences((state) => state.primaryColor)
  useEffect(() => {
    const root = document.documentElement
    root.dataset.theme = colorScheme
    root.dataset.weak = String(colorWeak)
    root.style.setProperty('--color-primary', primaryColor)
  }, [colorScheme, colorWeak, primaryColor])
}
