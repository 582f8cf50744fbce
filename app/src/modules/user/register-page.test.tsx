import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, bodies, renderRoutes, serve } from './user-pages.test-helper'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import RegisterPage from './register-page'
import RegisterResultPage from './register-result-page'

// A shared 2-core machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => vi.unstubAllGlobals())

const renderRegister = () =>
  renderRoutes(
    [
      { path: '/user/register', element: <RegisterPage /> },
      { path: '/user/register-result', element: <RegisterResultPage /> },
    ],
    '/user/register',
  )

async function fill(values: Partial<Record<'用户名' | '密码' | '确认密码' | '手机号' | '验证码', string>>) {
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label), value)
}

describe('register page', () => {
  it('shows every field message next to its field', async () => {
    renderRegister()
    await userEvent.click(screen.getByRole('button', { name: '注册' }))
    expect(screen.getByLabelText('用户名')).toHaveAccessibleDescription('请输入用户名')
    // An empty password asks for one; the complexity rule is for a typed one.
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription(
      '至少8位，包含字母、数字和特殊符号 请输入密码',
    )
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('请再次输入密码')
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号码!')
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码!')
    await fill({ 密码: 'abc' })
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription(
      '密码强度：低 密码由8位数字、大小写字母和特殊符号组成!',
    )
    await userEvent.clear(screen.getByLabelText('密码'))
    await fill({ 密码: 'Abc-12345', 确认密码: 'Abc-1234' })
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('密码强度：强')
    await userEvent.click(screen.getByRole('button', { name: '注册' }))
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('两次密码不一致')
    expect(screen.getByText('密码强度：强')).toBeInTheDocument()
  })

  it('requests a registration code (smsmode 1)', async () => {
    serve({ '/sys/sms': () => answer(0, '操作成功！', true) })
    renderRegister()
    await fill({ 手机号: '13912345678' })
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled()
    expect(bodies['/sys/sms']).toEqual({ mobile: '13912345678', smsmode: '1' })
  })

  it('registers and shows the account on /user/register-result', async () => {
    serve({ '/auth/register': () => answer(200, '注册成功') })
    const { router } = renderRegister()
    await fill({
      用户名: 'newbie',
      密码: 'Abc-12345',
      确认密码: 'Abc-12345',
      手机号: '13912345678',
      验证码: '123456',
    })
    await userEvent.click(screen.getByRole('button', { name: '注册' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register-result'))
    expect(bodies['/auth/register']).toEqual({
      username: 'newbie',
      password: 'Abc-12345',
      mobile: '13912345678',
      captcha: '123456',
    })
    expect(screen.getByRole('heading', { name: '你的账户：newbie 注册成功' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: '返回登录' }))
    expect(router.state.location.pathname).toBe('/user/login')
  })

  it('a refusal shows the server message and keeps everything typed', async () => {
    serve({ '/auth/register': () => answer(500, '用户名已注册') })
    const { router } = renderRegister()
    await fill({
      用户名: 'admin',
      密码: 'Abc-12345',
      确认密码: 'Abc-12345',
      手机号: '13912345678',
      验证码: '123456',
    })
    await userEvent.click(screen.getByRole('button', { name: '注册' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名已注册')
    expect(router.state.location.pathname).toBe('/user/register')
    expect(screen.getByLabelText('用户名')).toHaveValue('admin')
    expect(screen.getByLabelText('密码')).toHaveValue('Abc-12345')
    expect(screen.getByLabelText('确认密码')).toHaveValue('Abc-12345')
    expect(screen.getByLabelText('手机号')).toHaveValue('13912345678')
    expect(screen.getByLabelText('验证码')).toHaveValue('123456')
  })

  it('has no serious accessibility violations, with errors shown', async () => {
    const { container } = renderRegister()
    await userEvent.click(screen.getByRole('button', { name: '注册' }))
    expect(await seriousViolations(container)).toEqual([])
  })
})
