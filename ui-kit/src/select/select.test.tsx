import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Select, type SelectOption } from './select'

const options: SelectOption[] = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
  { value: '3', label: '未知', disabled: true },
]

function Controlled({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="sex">性别</label>
      <Select
        id="sex"
        value={value}
        options={options}
        placeholder="请选择性别"
        allowClear
        onValueChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
    </>
  )
}

describe('Select', () => {
  it('shows the placeholder, opens by click and picks an option', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const trigger = screen.getByRole('combobox', { name: '性别' })
    expect(trigger).toHaveTextContent('请选择性别')
    await userEvent.click(trigger)
    expect(screen.getByRole('option', { name: '未知' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(screen.getByRole('option', { name: '女' }))
    expect(onChange).toHaveBeenCalledWith('2')
    expect(trigger).toHaveTextContent('女')
  })

  it('is keyboard operable: Enter opens, arrows move, Enter picks', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    screen.getByRole('combobox', { name: '性别' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledOnce()
    expect(['1', '2']).toContain(onChange.mock.calls[0]?.[0])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('clears back to the placeholder', async () => {
    const onChange = vi.fn()
    render(<Controlled initial="1" onChange={onChange} />)
    expect(screen.getByRole('combobox', { name: '性别' })).toHaveTextContent('男')
    await userEvent.click(screen.getByRole('button', { name: '清除' }))
    expect(onChange).toHaveBeenCalledWith('')
    expect(screen.getByRole('combobox', { name: '性别' })).toHaveTextContent('请选择性别')
  })

  it('passes aria-invalid and disabled to the trigger', () => {
    render(<Select aria-label="状态" aria-invalid options={options} value="" disabled />)
    const trigger = screen.getByRole('combobox', { name: '状态' })
    expect(trigger).toHaveAttribute('aria-invalid', 'true')
    expect(trigger).toBeDisabled()
  })

  it('has no serious accessibility violations, closed and open', async () => {
    const { container } = render(<Controlled initial="1" />)
    expect(await seriousViolations(container)).toEqual([])
    await userEvent.click(screen.getByRole('combobox', { name: '性别' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
