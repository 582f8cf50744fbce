import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Segmented } from './segmented'

const options = [
  { value: 'account', label: '账号密码登录' },
  { value: 'phone', label: '手机号登录' },
  { value: 'sso', label: '单点登录', disabled: true },
] as const

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [mode, setMode] = useState<(typeof options)[number]['value']>('account')
  return (
    <>
      <Segmented
        aria-label="登录方式"
        options={options}
        value={mode}
        onValueChange={(next) => {
          setMode(next)
          onChange?.(next)
        }}
      />
      <p>当前：{mode}</p>
    </>
  )
}

describe('Segmented', () => {
  it('is a radio group whose checked option changes on click', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const group = screen.getByRole('radiogroup', { name: '登录方式' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '账号密码登录' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(screen.getByRole('radio', { name: '手机号登录' }))
    expect(screen.getByRole('radio', { name: '手机号登录' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: '账号密码登录' })).toHaveAttribute('aria-checked', 'false')
    expect(onChange).toHaveBeenCalledWith('phone')
    expect(screen.getByText('当前：phone')).toBeInTheDocument()
  })

  it('has one tab stop; arrow keys move and select, skipping disabled options and wrapping', async () => {
    render(<Controlled />)
    await userEvent.tab()
    expect(screen.getByRole('radio', { name: '账号密码登录' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '手机号登录' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: '手机号登录' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{ArrowRight}') // skips the disabled option, wraps to the first
    expect(screen.getByRole('radio', { name: '账号密码登录' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: '手机号登录' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: '账号密码登录' })).toHaveAttribute('tabindex', '-1')
  })

  it('works uncontrolled from defaultValue', async () => {
    render(<Segmented aria-label="方式" options={options} defaultValue="phone" />)
    expect(screen.getByRole('radio', { name: '手机号登录' })).toHaveAttribute('data-state', 'checked')
    await userEvent.click(screen.getByRole('radio', { name: '账号密码登录' }))
    expect(screen.getByRole('radio', { name: '账号密码登录' })).toHaveAttribute('data-state', 'checked')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Controlled />)
    expect(await seriousViolations(container)).toEqual([])
  })

  it('uncontrolled, reports a new choice only, and warns when a parent switches it to controlled', async () => {
    const onValueChange = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const props = { 'aria-label': '方式', options, onValueChange }
    const { rerender } = render(<Segmented {...props} defaultValue="phone" />)
    await userEvent.click(screen.getByRole('radio', { name: '手机号登录' }))
    expect(onValueChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('radio', { name: '账号密码登录' }))
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('account')
    rerender(<Segmented {...props} value="phone" />)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Segmented is changing from uncontrolled to controlled'),
    )
    warn.mockRestore()
  })
})
