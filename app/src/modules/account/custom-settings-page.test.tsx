import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preferencesFrom, uiPreferencesOf, useServerPreferences } from '../../hooks/use-server-preferences'
import { defaultPreferences } from '../../lib/preferences/preference-rules'
import { usePreferences } from '../../stores/preferences-store'
import { useSession } from '../../stores/session-store'
import CustomSettingsPage from './custom-settings-page'
import { fakeAccountServer, renderAccountPage } from './fake-account-server.test-helper'

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
  usePreferences.getState().reset()
})

/** What the shell does: the page plus the hook that loads and saves the preferences. */
function WithShellSync() {
  useServerPreferences()
  return <CustomSettingsPage />
}

describe('server preferences', () => {
  it('merges stored preferences over the defaults and enforces the drawer rules', () => {
    expect(preferencesFrom({ layout: 'sidemenu', contentWidth: 'Fluid', autoHideHeader: true })).toEqual({
      ...defaultPreferences,
      contentWidth: 'Fixed',
      autoHideHeader: false,
    })
    expect(Object.keys(uiPreferencesOf(usePreferences.getState())).sort()).toEqual(
      Object.keys(defaultPreferences).sort(),
    )
  })
})

describe('个性化设置', () => {
  it('applies the preferences stored on the server and saves a change there', async () => {
    const user = userEvent.setup()
    const server = fakeAccountServer({
      settings: {
        ui: { menuTheme: 'light', primaryColor: '#722ED1' },
        notification: { systemMessages: true, announcements: true, todoReminders: true },
      },
    })
    const { view } = renderAccountPage(<WithShellSync />, '/account/settings/custom', server)
    await waitFor(() => expect(usePreferences.getState().menuTheme).toBe('light'))
    expect(usePreferences.getState().primaryColor).toBe('#722ED1')
    expect(screen.getByRole('radio', { name: '亮色' })).toBeChecked()
    expect(screen.getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true')
    // Applying the stored preferences sends nothing back.
    expect(server.requests.some((request) => request.path === '/sys/user/account/uiPreferences')).toBe(false)
    expect(await seriousViolations(view.container)).toEqual([])

    await user.click(screen.getByRole('radio', { name: '顶部菜单' }))
    expect(usePreferences.getState().layout).toBe('topmenu')
    await waitFor(() => expect(server.settings().ui).toMatchObject({ layout: 'topmenu', menuTheme: 'light' }))
    const saves = server.requests.filter((request) => request.path === '/sys/user/account/uiPreferences')
    expect(saves).toHaveLength(1)
    expect(saves[0]?.method).toBe('PUT')
  })
})
