import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { setLocale } from '../i18n/i18n'
import { MonthPicker, parseTypedMonth } from './date-picker'

function Controlled({
  initial = '',
  onChange,
  min,
  max,
}: {
  initial?: string
  onChange?: (value: string) => void
  min?: string
  max?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="month">月份</label>
      <MonthPicker
        id="month"
        value={value}
        min={min}
        max={max}
        name="month"
        onValueChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
      <output>{value}</output>
    </>
  )
}

afterEach(async () => {
  await act(() => setLocale('zh-CN'))
})

describe('parseTypedMonth', () => {
  it('reads YYYY-MM and its usual spellings, and refuses the rest', () => {
    expect(parseTypedMonth('2026-11')).toBe('2026-11')
    expect(parseTypedMonth('2026/1')).toBe('2026-01')
    expect(parseTypedMonth(' 2026年3月 ')).toBe('2026-03')
    expect(parseTypedMonth('2026-13')).toBeUndefined()
    expect(parseTypedMonth('2026-00')).toBeUndefined()
    expect(parseTypedMonth('11/2026')).toBeUndefined()
    expect(parseTypedMonth('2026-11-01')).toBeUndefined()
  })
})

describe('MonthPicker', () => {
  it('shows YYYY-MM, takes a typed month and submits it with its name', async () => {
    const onChange = vi.fn()
    const { container } = render(<Controlled initial="2026-11" onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '月份' })
    expect(field).toHaveValue('2026-11')
    await userEvent.clear(field)
    expect(onChange).toHaveBeenLastCalledWith('')
    await userEvent.type(field, '2025/2')
    expect(onChange).toHaveBeenLastCalledWith('2025-02')
    expect(container.querySelector('input[type="hidden"][name="month"]')).toHaveValue('2025-02')
  })

  it('picks a month from the year grid with the keyboard, within min and max', async () => {
    const onChange = vi.fn()
    render(<Controlled initial="2026-11" min="2026-03" max="2027-02" onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '月份' })
    field.focus()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const grid = await screen.findByRole('grid', { name: '2026年' })
    expect(within(grid).getByRole('button', { name: '2026年11月' })).toHaveFocus()
    expect(within(grid).getByRole('button', { name: '2026年2月' })).toHaveAttribute('aria-disabled', 'true')
    // Down a row (3 months) crosses into the next year.
    await userEvent.keyboard('{ArrowDown}')
    expect(await screen.findByRole('grid', { name: '2027年' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '2027年2月' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2027-02')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(field).toHaveFocus()
    expect(field).toHaveValue('2027-02')

    // A month out of range is neither typed nor picked.
    await userEvent.clear(field)
    await userEvent.type(field, '2027-05')
    expect(onChange).not.toHaveBeenCalledWith('2027-05')
  })

  it('names the months in English and has no serious axe violations', async () => {
    await act(() => setLocale('en-US'))
    render(<Controlled initial="2026-11" />)
    await userEvent.click(screen.getByRole('button', { name: 'Choose a month' }))
    const grid = await screen.findByRole('grid', { name: '2026' })
    expect(within(grid).getByRole('button', { name: 'November 2026' })).toHaveTextContent('Nov')
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
