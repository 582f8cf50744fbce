import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { ACCOUNT_MESSAGES, selfEditErrors } from './account-validation'
import BaseSettingsPage from './base-settings-page'
import { fakeAccountServer, renderAccountPage } from './fake-account-server.test-helper'

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('self-edit validation (docs/spec.md §5)', () => {
  it('requires a name and checks the mobile number and e-mail only when given', () => {
    expect(selfEditErrors({ realname: ' ', phone: '1861111111', email: 'a@b' })).toEqual({
      realname: ACCOUNT_MESSAGES.realnameRequired,
      phone: ACCOUNT_MESSAGES.badPhone,
      email: ACCOUNT_MESSAGES.badEmail,
    })
    expect(selfEditErrors({ realname: '张三', phone: '', email: '' })).toEqual({})
    expect(selfEditErrors({ realname: '张三', phone: '13800138000', email: 'a@b.cn' })).toEqual({})
  })
})

describe('基本设置', () => {
  it('fills the form from the server, saves with appEdit and updates the session user at once', async () => {
    const user = userEvent.setup()
    const { view, server } = renderAccountPage(<BaseSettingsPage />, '/account/settings/base')
    const name = await screen.findByRole('textbox', { name: '姓名' })
    expect(name).toHaveValue('管理员')
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked()
    expect(await seriousViolations(view.container)).toEqual([])
    await user.clear(name)
    await user.type(name, '新名字')
    await user.click(screen.getByRole('radio', { name: '女' }))
    await user.click(screen.getByRole('button', { name: '更新基本信息' }))
    await waitFor(() => expect(useSession.getState().userInfo?.realname).toBe('新名字'))
    const edit = server.requests.find((request) => request.path === '/sys/user/appEdit')
    expect(edit).toMatchObject({ method: 'PUT', body: { realname: '新名字', sex: 2, phone: '18611111111' } })
    expect(useSession.getState().userInfo?.sex).toBe(2)
  })

  it('shows field errors and sends nothing when the phone or e-mail is wrong', async () => {
    const user = userEvent.setup()
    const { server } = renderAccountPage(<BaseSettingsPage />, '/account/settings/base')
    const phone = await screen.findByRole('textbox', { name: '手机号' })
    await user.clear(phone)
    await user.type(phone, '2861111')
    const email = screen.getByRole('textbox', { name: '邮箱' })
    await user.clear(email)
    await user.type(email, 'nobody')
    await user.click(screen.getByRole('button', { name: '更新基本信息' }))
    expect(screen.getByText(ACCOUNT_MESSAGES.badPhone)).toBeInTheDocument()
    expect(screen.getByText(ACCOUNT_MESSAGES.badEmail)).toBeInTheDocument()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(server.requests.some((request) => request.path === '/sys/user/appEdit')).toBe(false)
  })

  it('keeps the session user when the server refuses', async () => {
    const user = userEvent.setup()
    renderAccountPage(
      <BaseSettingsPage />,
      '/account/settings/base',
      fakeAccountServer({ refuseEdit: '手机号已存在!' }),
    )
    const name = await screen.findByRole('textbox', { name: '姓名' })
    await user.type(name, '2')
    await user.click(screen.getByRole('button', { name: '更新基本信息' }))
    expect(await screen.findByText('手机号已存在!')).toBeInTheDocument()
    expect(useSession.getState().userInfo?.realname).toBe('管理员')
  })
})
