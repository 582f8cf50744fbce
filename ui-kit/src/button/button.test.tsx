import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Button } from './button'

describe('Button', () => {
  it('is a type="button" by default and calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>保存</Button>)
    const button = screen.getByRole('button', { name: '保存' })
    expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('applies the variant classes', () => {
    render(<Button variant="primary">确定</Button>)
    expect(screen.getByRole('button')).toHaveClass('bg-primary-strong', 'text-primary-foreground')
  })

  it('lets a className override a variant utility', () => {
    render(
      <Button variant="primary" className="bg-danger">
        删除
      </Button>,
    )
    const button = screen.getByRole('button')
    expect(button).toHaveClass('bg-danger')
    expect(button).not.toHaveClass('bg-primary-strong')
  })

  it('loading disables the button, marks it busy and blocks clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        登录
      </Button>,
    )
    const button = screen.getByRole('button', { name: '登录' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('data-state', 'loading')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('asChild renders the child element with the button styles', () => {
    render(
      <Button asChild variant="link">
        <a href="/help">帮助</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: '帮助' })
    expect(link).toHaveAttribute('href', '/help')
    expect(link).toHaveClass('text-primary-strong')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <Button>普通</Button>
        <Button variant="primary" loading>
          加载
        </Button>
        <Button size="icon" aria-label="刷新">
          ↻
        </Button>
      </div>,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})
