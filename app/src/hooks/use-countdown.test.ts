import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from './use-countdown'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useCountdown', () => {
  it('counts down one step a second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown())
    expect(result.current.remaining).toBe(0)
    act(() => result.current.start(3))
    expect(result.current.remaining).toBe(3)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.remaining).toBe(2)
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.remaining).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stop ends the countdown at once', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(60))
    act(() => vi.advanceTimersByTime(2000))
    expect(result.current.remaining).toBe(58)
    act(() => result.current.stop())
    expect(result.current.remaining).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
