import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { fakeAccountServer, renderAccountPage } from './fake-account-server.test-helper'
import NotificationSettingsPage from './notification-settings-page'

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('新消息通知', () => {
  it('shows the stored preferences and saves a change on the server', async () => {
    const user = userEvent.setup()
    const server = fakeAccountServer({
      settings: {
        ui: null,
        notification: { systemMessages: false, announcements: true, todoReminders: true },
      },
    })
    const { view } = renderAccountPage(<NotificationSettingsPage />, '/account/settings/notification', server)
    const systemMessages = await screen.findByRole('switch', { name: '系统消息' })
    expect(systemMessages).not.toBeChecked()
    expect(screen.getByRole('switch', { name: '通知公告' })).toBeChecked()
    expect(await seriousViolations(view.container)).toEqual([])
    await user.click(screen.getByRole('switch', { name: '待办提醒' }))
    await waitFor(() =>
      expect(server.settings().notification).toEqual({
        systemMessages: false,
        announcements: true,
        todoReminders: false,
      }),
    )
    await waitFor(() => expect(screen.getByRole('switch', { name: '待办提醒' })).not.toBeChecked())
  })
})
