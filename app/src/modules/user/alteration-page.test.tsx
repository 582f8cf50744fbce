import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, bodies, renderRoutes, serve } from './user-pages.test-helper'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import AlterationPage from './alteration-page'

// A shared 2-core machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => vi.unstubAllGlobals())

const renderAlteration = () =>
  renderRoutes([{ path: '/user/alteration', element: <AlterationPage /> }], '/user/alteration')

const currentStep = () =>
  within(screen.getByRole('list', { name: '找回密码步骤' }))
    .getAllByRole('listitem')
    .findIndex((item) => item.getAttribute('aria-current') === 'step')

/** Fills step 1 and moves on; waits until step 2 has taken the focus (it moves focus on the next frame). */
async function verifyPhone() {
  await userEvent.type(screen.getByLabelText('手机号'), '18611111111')
  await userEvent.type(screen.getByLabelText('验证码'), '123456')
  await userEvent.click(screen.getByRole('button', { name: '下一步' }))
  await waitFor(() => expect(screen.getByRole('heading', { name: '更改密码' })).toHaveFocus())
}

describe('password recovery (/user/alteration)', () => {
  it('step 1 checks mobile and code, and requests a forgotten-password code (smsmode 2)', async () => {
    serve({ '/sys/sms': () => answer(0, '操作成功！', true) })
    renderAlteration()
    expect(currentStep()).toBe(0)
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号码!')
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码!')
    expect(currentStep()).toBe(0)
    await userEvent.type(screen.getByLabelText('手机号'), '18611111111')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled()
    expect(bodies['/sys/sms']).toEqual({ mobile: '18611111111', smsmode: '2' })
  })

  it('step 2 checks the new password, sends mobile, code and password, and step 3 says done', async () => {
    serve({ '/auth/forge-password': () => answer(200, '密码重置完成！') })
    const { router } = renderAlteration()
    await verifyPhone()
    expect(currentStep()).toBe(1)
    await userEvent.type(screen.getByLabelText('新密码'), 'weak')
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(
      '密码强度：低 密码由8位数字、大小写字母和特殊符号组成!',
    )
    expect(screen.getByLabelText('确认新密码')).toHaveAccessibleDescription('请再次输入密码')
    await userEvent.clear(screen.getByLabelText('新密码'))
    await userEvent.type(screen.getByLabelText('新密码'), 'N3w-secret')
    await userEvent.type(screen.getByLabelText('确认新密码'), 'N3w-secret')
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('密码已重置，请使用新密码登录。')).toBeInTheDocument()
    expect(currentStep()).toBe(2)
    expect(bodies['/auth/forge-password']).toEqual({
      mobile: '18611111111',
      captcha: '123456',
      password: 'N3w-secret',
    })
    await userEvent.click(screen.getAllByRole('link', { name: '返回登录' })[0]!)
    expect(router.state.location.pathname).toBe('/user/login')
  })

  it('a refusal shows the server message; 上一步 returns with everything typed kept', async () => {
    serve({ '/auth/forge-password': () => answer(500, '短信验证码不匹配！') })
    renderAlteration()
    await verifyPhone()
    await userEvent.type(screen.getByLabelText('新密码'), 'N3w-secret')
    await userEvent.type(screen.getByLabelText('确认新密码'), 'N3w-secret')
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码不匹配！')
    expect(screen.getByLabelText('新密码')).toHaveValue('N3w-secret')
    await userEvent.click(screen.getByRole('button', { name: '上一步' }))
    expect(currentStep()).toBe(0)
    expect(screen.getByLabelText('手机号')).toHaveValue('18611111111')
    expect(screen.getByLabelText('验证码')).toHaveValue('123456')
    expect(screen.getByRole('alert')).toHaveTextContent('短信验证码不匹配！')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = renderAlteration()
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(await seriousViolations(container)).toEqual([])
  })
})
