import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import BindingSettingsPage, { NO_PROVIDER } from './binding-settings-page'
import { renderAccountPage } from './fake-account-server.test-helper'

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('账户绑定', () => {
  it('lists the kinds the server answers, the bound one marked, binding disabled without a provider', async () => {
    const { view } = renderAccountPage(<BindingSettingsPage />, '/account/settings/binding')
    const list = await screen.findByRole('list', { name: '第三方账号' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['GitHub', '企业微信', '钉钉'])
    expect(items[2]).toHaveTextContent('已绑定：钉钉管理员')
    const bindButtons = within(list).getAllByRole('button', { name: '绑定' })
    expect(bindButtons).toHaveLength(2)
    for (const button of bindButtons) {
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(NO_PROVIDER)
    }
    expect(screen.getByRole('link', { name: '账户绑定' })).toHaveAttribute('aria-current', 'page')
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
