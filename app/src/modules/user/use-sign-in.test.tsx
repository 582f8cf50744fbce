import { Toaster, toast } from '@erp/ui-kit/toast'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { welcome } from './use-sign-in'

afterEach(() => act(() => toast.clear()))

describe('welcome after sign-in (docs/spec.md §1, greeting by hour §9)', () => {
  it.each([
    [8, '早上好，欢迎回来'],
    [15, '下午好，欢迎回来'],
    [21, '晚上好，欢迎回来'],
  ])('at %i h says "%s" under the title 欢迎', async (hour, text) => {
    render(<Toaster />)
    act(() => welcome(new Date(2026, 10, 26, hour, 30)))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByText('欢迎')).toBeInTheDocument()
  })
})
