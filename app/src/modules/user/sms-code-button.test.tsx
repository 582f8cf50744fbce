import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SmsCodeButton } from './sms-code-button'

// A shared 2-core machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderButton(props: {
  validateMobile?: () => boolean
  onOutcome?: (refusal: string | null) => void
}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SmsCodeButton
        mobile="18611111111"
        smsmode="0"
        validateMobile={props.validateMobile ?? (() => true)}
        onOutcome={props.onOutcome ?? (() => undefined)}
      />
    </QueryClientProvider>,
  )
}

describe('SmsCodeButton', () => {
  it('counts down 60 s, disabled and showing the seconds, then offers 获取验证码 again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: true, code: 0, message: '', result: null, timestamp: 1 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    const onOutcome = vi.fn()
    renderButton({ onOutcome })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(screen.getByRole('button', { name: '60 s' })).toBeDisabled()
    await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledWith(null))
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: '59 s' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(59_000))
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })

  it('sends nothing when the mobile field is not valid', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderButton({ validateMobile: () => false })
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })
})
