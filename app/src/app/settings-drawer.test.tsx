import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { usePreferences } from '../stores/preferences-store'
import { SettingsDrawer } from './settings-drawer'

afterEach(() => usePreferences.getState().reset())

describe('settings drawer (docs/spec.md §4)', () => {
  it('auto-hide header is disabled until the header is fixed, and turns off with it', async () => {
    render(<SettingsDrawer open onOpenChange={() => {}} />)
    const autoHide = screen.getByRole('switch', { name: '下滑时隐藏 Header' })
    expect(autoHide).toBeDisabled()
    await userEvent.click(screen.getByRole('switch', { name: '固定 Header' }))
    expect(autoHide).toBeEnabled()
    await userEvent.click(autoHide)
    expect(usePreferences.getState().autoHideHeader).toBe(true)
    await userEvent.click(screen.getByRole('switch', { name: '固定 Header' }))
    expect(usePreferences.getState().autoHideHeader).toBe(false)
  })

  it('fixed sidebar is disabled with the top menu; content width only with the top menu', async () => {
    render(<SettingsDrawer open onOpenChange={() => {}} />)
    expect(screen.getByRole('radio', { name: '流式' })).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: '顶部菜单' }))
    expect(screen.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: '流式' }))
    expect(usePreferences.getState().contentWidth).toBe('Fluid')
  })

  it('picks the primary colour from the 8-colour palette and persists it', async () => {
    render(<SettingsDrawer open onOpenChange={() => {}} />)
    expect(screen.getAllByRole('button', { pressed: false }).length + 1).toBe(8)
    await userEvent.click(screen.getByRole('button', { name: '酱紫' }))
    expect(usePreferences.getState().primaryColor).toBe('#722ED1')
    expect(JSON.parse(localStorage.getItem('erp-preferences') ?? '{}').state.primaryColor).toBe('#722ED1')
  })
})
