import { toast, Toaster } from '@erp/ui-kit/toast'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { usePreferences } from '../stores/preferences-store'
import { applyPrimaryColor, useApplyPreferences } from './use-apply-preferences'

function Probe() {
  useApplyPreferences()
  return <Toaster />
}

afterEach(() => {
  act(() => toast.clear())
  usePreferences.getState().reset()
})

describe('applying preferences', () => {
  it('writes the theme, colour-weak flag and primary colour onto <html>', () => {
    act(() => {
      usePreferences.getState().set('colorScheme', 'dark')
      usePreferences.getState().set('colorWeak', true)
    })
    render(<Probe />)
    const root = document.documentElement
    expect(root.dataset.theme).toBe('dark')
    expect(root.dataset.weak).toBe('true')
    expect(root.style.getPropertyValue('--color-primary')).toBe(usePreferences.getState().primaryColor)
  })

  it("says 'Failed to update theme' for a colour it cannot apply, and keeps the current one", () => {
    render(<Probe />)
    const before = document.documentElement.style.getPropertyValue('--color-primary')
    act(() => usePreferences.setState({ primaryColor: 'url(javascript:alert(1))' as never }))
    expect(screen.getByText('Failed to update theme')).toBeInTheDocument()
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(before)
    expect(applyPrimaryColor(document.documentElement, '#13C2C2')).toBe(true)
  })
})
