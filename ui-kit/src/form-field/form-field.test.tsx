import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Input } from '../input/input'
import { FormField } from './form-field'

describe('FormField', () => {
  it('labels its control', () => {
    render(
      <FormField label="手机号">
        <Input />
      </FormField>,
    )
    const input = screen.getByLabelText('手机号')
    expect(input.tagName).toBe('INPUT')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('shows the error next to the control and describes the control with it', () => {
    render(
      <FormField label="手机号" error="请输入手机号码!" hint="11 位手机号">
        <Input defaultValue="1" />
      </FormField>,
    )
    const input = screen.getByLabelText('手机号')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('11 位手机号 请输入手机号码!')
    expect(screen.getByText('请输入手机号码!')).toBeVisible()
    expect(input).toHaveValue('1')
  })

  it('uses the given control id', () => {
    render(
      <FormField label="验证码" controlId="code">
        <Input />
      </FormField>,
    )
    expect(screen.getByLabelText('验证码')).toHaveAttribute('id', 'code')
  })

  it('keeps the error line when asked, so an error clearing moves nothing below', () => {
    const { container, rerender } = render(
      <FormField label="手机号" error="您的手机号码格式不正确!" reserveErrorSpace>
        <Input />
      </FormField>,
    )
    expect(screen.getByText('您的手机号码格式不正确!')).toHaveClass('min-h-5')
    rerender(
      <FormField label="手机号" error={null} reserveErrorSpace>
        <Input />
      </FormField>,
    )
    const space = container.querySelector('[data-slot="form-field-error-space"]')
    expect(space).toHaveClass('min-h-5')
    expect(space).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-describedby')
    rerender(
      <FormField label="手机号" error={null}>
        <Input />
      </FormField>,
    )
    expect(container.querySelector('[data-slot="form-field-error-space"]')).toBeNull()
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <FormField label="手机号" error="您的手机号码格式不正确!">
        <Input />
      </FormField>,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})
