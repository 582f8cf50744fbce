import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { renderAccountPage } from './fake-account-server.test-helper'
import SecuritySettingsPage, { maskEmail, maskPhone } from './security-settings-page'

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('masking', () => {
  it('hides the middle of a phone number and the name part of an e-mail address', () => {
    expect(maskPhone('18611118293')).toBe('186****8293')
    expect(maskEmail('jeecg@163.com')).toBe('j***@163.com')
    expect(maskEmail('not-an-address')).toBe('not-an-address')
  })
})

describe('安全设置', () => {
  it('shows the bound phone and e-mail from the server and opens the password dialog', async () => {
    const user = userEvent.setup()
    const { view } = renderAccountPage(<SecuritySettingsPage />, '/account/settings/security')
    expect(await screen.findByText('已绑定手机：186****1111')).toBeInTheDocument()
    expect(screen.getByText('已绑定邮箱：j***@163.com')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
    await user.click(screen.getByRole('button', { name: '修改密码' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(screen.getByLabelText(/旧密码/)).toBeInTheDocument()
  })
})
