import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast, Toaster } from './toast'

afterEach(() => {
  act(() => toast.clear())
  vi.useRealTimers()
})

describe('toast', () => {
  it('shows a message in a polite live region', () => {
    render(<Toaster />)
    act(() => void toast.warning('首页不能关闭!'))
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('首页不能关闭!')
    expect(screen.getByText('首页不能关闭!')).toHaveAttribute('data-kind', 'warning')
  })

  it('removes the message after its duration', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => void toast.success('刷新缓存完成！', 1000))
    expect(screen.getByText('刷新缓存完成！')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1001))
    expect(screen.queryByText('刷新缓存完成！')).toBeNull()
  })
})

describe('toast.notify', () => {
  it('shows a title line above the message', () => {
    render(<Toaster />)
    act(() => void toast.notify('系统提示', '拒绝访问'))
    const item = screen.getByText('拒绝访问')
    expect(item).toHaveTextContent('系统提示拒绝访问')
    expect(item).toHaveAttribute('data-kind', 'error')
  })
})
