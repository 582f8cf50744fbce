import { act, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RefusalAlert } from './account-fields'
import { useAccountForm } from './use-account-form'

const empty = { username: '', mobile: '', captcha: '', password: '', confirm: '' }

describe('useAccountForm', () => {
  it('wires the mobile, code and password props to the fields and their problems', () => {
    const { result } = renderHook(() => useAccountForm(empty))
    act(() => result.current.mobileCaptcha('1').onMobileChange('13800138000'))
    act(() => result.current.newPassword.onPasswordChange('Secret#123'))
    act(() => result.current.set('username')('zhang'))
    expect(result.current.fields).toEqual({
      ...empty,
      username: 'zhang',
      mobile: '13800138000',
      password: 'Secret#123',
    })
    expect(result.current.mobileCaptcha('2')).toMatchObject({ mobile: '13800138000', smsmode: '2' })
    act(() => result.current.mobileCaptcha('1').onMobileChecked('请输入正确的手机号'))
    expect(result.current.errors).toEqual({ mobile: '请输入正确的手机号' })
    act(() => result.current.mobileCaptcha('1').onSmsOutcome('发送太频繁'))
    expect(result.current.smsRefusal).toBe('发送太频繁')
  })

  it('shows a refusal as an alert, and nothing without one', () => {
    const { rerender } = render(<RefusalAlert refusal="验证码错误" id="refusal" />)
    expect(screen.getByRole('alert')).toHaveTextContent('验证码错误')
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'refusal')
    rerender(<RefusalAlert refusal={null} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
