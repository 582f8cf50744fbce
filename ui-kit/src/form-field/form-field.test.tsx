import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
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

  describe('an error changing on the blur of a pointer-down', () => {
    /** Whether the error line is there at the pointer-down and at the click on 确定. */
    const log: string[] = []
    const seen = (moment: string) => () => {
      log.push(`${moment}:${document.querySelector('[data-slot=form-field] p') ? 'line' : 'none'}`)
    }
    const reset = () => {
      log.length = 0
    }

    /** A required name validated on blur (react-hook-form's mode onBlur) above a 确定 button. */
    function BlurForm({ onSave }: { onSave: () => void }) {
      const [value, setValue] = useState('')
      const [error, setError] = useState<string | null>(null)
      return (
        <>
          <FormField label="名称" error={error}>
            <Input
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onBlur={() => setError(value ? null : '请输入名称!')}
            />
          </FormField>
          <button
            type="button"
            onPointerDown={seen('down')}
            onClick={() => {
              seen('click')()
              onSave()
            }}
          >
            确定
          </button>
        </>
      )
    }
    it('keeps an error that clears in place until after the click, which saves once', async () => {
      reset()
      const onSave = vi.fn()
      render(<BlurForm onSave={onSave} />)
      const input = screen.getByLabelText('名称')
      await userEvent.click(input)
      await userEvent.tab()
      expect(screen.getByText('请输入名称!')).toBeVisible()
      await userEvent.type(input, '研发部')
      expect(input).toHaveFocus()
      await userEvent.click(screen.getByRole('button', { name: '确定' }))
      // The blur cleared the error between the pointer-down and the click: nothing moved in between.
      expect(log).toEqual(['down:line', 'click:line'])
      expect(onSave).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(screen.queryByText('请输入名称!')).toBeNull())
      expect(input).not.toHaveAttribute('aria-invalid')
    })

    it('shows an error that appears on that blur only after the click', async () => {
      reset()
      const onSave = vi.fn()
      render(<BlurForm onSave={onSave} />)
      await userEvent.click(screen.getByLabelText('名称'))
      await userEvent.click(screen.getByRole('button', { name: '确定' }))
      expect(log).toEqual(['down:none', 'click:none'])
      expect(onSave).toHaveBeenCalledTimes(1)
      expect(await screen.findByText('请输入名称!')).toBeVisible()
    })

    it('updates at once when no pointer is pressed (keyboard)', async () => {
      reset()
      render(<BlurForm onSave={vi.fn()} />)
      await userEvent.tab()
      await userEvent.tab()
      expect(screen.getByText('请输入名称!')).toBeVisible()
    })
  })
})
