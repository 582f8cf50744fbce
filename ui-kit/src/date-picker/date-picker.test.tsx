import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { setLocale } from '../i18n/i18n'
import { formatDate, parseTypedDate } from './calendar'
import { DatePicker, DateRangePicker, DateTimePicker } from './date-picker'

function Controlled({
  initial = '',
  onChange,
  min,
}: {
  initial?: string
  onChange?: (v: string) => void
  min?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="birthday">生日</label>
      <DatePicker
        id="birthday"
        value={value}
        min={min}
        name="birthday"
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

describe('parseTypedDate / formatDate', () => {
  it('reads ISO in every language and MM/DD/YYYY in English, and refuses impossible dates', () => {
    expect(parseTypedDate('2024-02-29', 'zh-CN')).toBe('2024-02-29')
    expect(parseTypedDate('2024/2/3', 'zh-CN')).toBe('2024-02-03')
    expect(parseTypedDate('20240203', 'zh-CN')).toBe('2024-02-03')
    expect(parseTypedDate('2023-02-29', 'zh-CN')).toBeUndefined()
    expect(parseTypedDate('02/03/2024', 'zh-CN')).toBeUndefined()
    expect(parseTypedDate('02/03/2024', 'en-US')).toBe('2024-02-03')
    expect(parseTypedDate('2024-02-03', 'en-US')).toBe('2024-02-03')
    expect(formatDate('2024-02-03', 'zh-CN')).toBe('2024-02-03')
    expect(formatDate('2024-02-03 10:00:00', 'en-US')).toBe('02/03/2024')
    expect(formatDate('', 'en-US')).toBe('')
  })
})

describe('DatePicker', () => {
  it('shows YYYY-MM-DD in Chinese and takes a typed date', async () => {
    const onChange = vi.fn()
    render(<Controlled initial="2024-01-05" onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '生日' })
    expect(field).toHaveValue('2024-01-05')
    expect(field).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    await userEvent.clear(field)
    expect(onChange).toHaveBeenLastCalledWith('')
    await userEvent.type(field, '2024-03-09')
    expect(onChange).toHaveBeenLastCalledWith('2024-03-09')
    expect(document.querySelector<HTMLInputElement>('input[name="birthday"]')?.value).toBe('2024-03-09')
  })

  it('keeps an unreadable entry out of the value and shows the value again on blur', async () => {
    const onChange = vi.fn()
    render(<Controlled initial="2024-01-05" onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '生日' })
    await userEvent.clear(field)
    await userEvent.type(field, '2024-13-40')
    expect(onChange).toHaveBeenCalledTimes(1) // only the clear
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}-02-01')
    await userEvent.tab()
    expect(field).toHaveValue('2024-02-01')
  })

  it('shows MM/DD/YYYY in English while the value stays ISO', async () => {
    await act(() => setLocale('en-US'))
    const onChange = vi.fn()
    render(<Controlled initial="2024-01-05" onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '生日' })
    expect(field).toHaveValue('01/05/2024')
    await userEvent.clear(field)
    await userEvent.type(field, '12/31/2024')
    expect(onChange).toHaveBeenLastCalledWith('2024-12-31')
    expect(screen.getByRole('status')).toHaveTextContent('2024-12-31')
  })

  it('opens the calendar with Alt+ArrowDown, moves with the arrows and picks with Enter', async () => {
    const onChange = vi.fn()
    render(<Controlled initial="2024-01-31" onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '生日' })
    field.focus()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const dialog = screen.getByRole('dialog', { name: '选择日期' })
    const grid = within(dialog).getByRole('grid', { name: '2024年1月' })
    expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('31')
    expect(document.activeElement).toHaveTextContent('31')
    await userEvent.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('grid', { name: '2024年2月' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}{PageDown}')
    expect(document.activeElement).toHaveAccessibleName(/2024年3月8日/)
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2024-03-08')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(field).toHaveFocus()
    expect(field).toHaveValue('2024-03-08')
  })

  it('picks by click from the button and refuses days before min', async () => {
    const onChange = vi.fn()
    render(<Controlled initial="2024-05-10" min="2024-05-08" onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: '选择日期' }))
    await userEvent.click(screen.getByRole('button', { name: /2024年5月7日/ }))
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: /2024年5月20日/ }))
    expect(onChange).toHaveBeenCalledWith('2024-05-20')
  })

  it('has no serious accessibility violations, closed and open', async () => {
    const { container } = render(<Controlled initial="2024-01-05" />)
    expect(await seriousViolations(container)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: '选择日期' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })
})

describe('DateRangePicker', () => {
  it('edits the start and end, keeping the end after the start', async () => {
    const onChange = vi.fn()
    function Range() {
      const [value, setValue] = useState<[string, string]>(['2024-01-10', ''])
      return (
        <DateRangePicker
          aria-label="日期范围"
          value={value}
          onValueChange={(next) => {
            setValue(next)
            onChange(next)
          }}
        />
      )
    }
    render(<Range />)
    const end = screen.getByRole('textbox', { name: '结束日期' })
    await userEvent.type(end, '2024-01-09')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.clear(end)
    await userEvent.type(end, '2024-01-20')
    expect(onChange).toHaveBeenLastCalledWith(['2024-01-10', '2024-01-20'])
    expect(screen.getByRole('group', { name: '日期范围' })).toBeInTheDocument()
    expect(await seriousViolations(document.body)).toEqual([])
  })
})

describe('DateTimePicker', () => {
  it('joins the date and a 24-hour time as YYYY-MM-DDTHH:mm', async () => {
    const onChange = vi.fn()
    function Both() {
      const [value, setValue] = useState('')
      return (
        <DateTimePicker
          aria-label="发送时间"
          value={value}
          onValueChange={(next) => {
            setValue(next)
            onChange(next)
          }}
        />
      )
    }
    render(<Both />)
    const time = screen.getByRole('textbox', { name: '时间' })
    expect(time).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: '发送时间' }), '2024-06-01')
    expect(onChange).toHaveBeenLastCalledWith('2024-06-01T00:00')
    await userEvent.clear(time)
    await userEvent.type(time, '18:45')
    expect(onChange).toHaveBeenLastCalledWith('2024-06-01T18:45')
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
