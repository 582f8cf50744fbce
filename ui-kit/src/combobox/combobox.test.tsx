import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Combobox, filterOptions, type ComboboxOption } from './combobox'

const people: ComboboxOption[] = Array.from({ length: 300 }, (_, index) => ({
  value: `p${index + 1}`,
  label: `员工${String(index + 1).padStart(3, '0')}`,
  keywords: `E${index + 1}`,
}))
people[1] = { ...people[1]!, disabled: true }

function Controlled({ onChange, initial = '' }: { onChange?: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="holder">持卡人</label>
      <Combobox
        id="holder"
        value={value}
        options={people}
        placeholder="请选择持卡人"
        searchPlaceholder="搜索姓名或工号"
        allowClear
        name="holder"
        onValueChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
    </>
  )
}

describe('filterOptions', () => {
  it('matches every typed word against label, value and keywords, ignoring case', () => {
    expect(filterOptions(people, '员工01').map((o) => o.value)).toContain('p10')
    expect(filterOptions(people, 'e150').map((o) => o.value)).toEqual(['p150'])
    expect(filterOptions(people, '员工 e299')).toHaveLength(1)
    expect(filterOptions(people, '')).toHaveLength(300)
  })
})

describe('Combobox', () => {
  it('gives the trigger text a title, so a label cut by a narrow trigger reads whole on hover', () => {
    const { unmount } = render(<Controlled />)
    expect(screen.getByText('请选择持卡人')).toHaveAttribute('title', '请选择持卡人')
    unmount()
    render(<Controlled initial="p3" />)
    expect(screen.getByText('员工003')).toHaveAttribute('title', '员工003')
  })

  it('opens, caps the rendered list, filters by typing and picks by click', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const trigger = screen.getByRole('combobox', { name: '持卡人' })
    expect(trigger).toHaveTextContent('请选择持卡人')
    await userEvent.click(trigger)
    const list = screen.getByRole('listbox')
    expect(within(list).getAllByRole('option')).toHaveLength(100)
    expect(screen.getByText('另有 200 项，请输入以缩小范围')).toBeInTheDocument()
    const search = screen.getByRole('combobox', { name: '搜索姓名或工号' })
    expect(search).toHaveFocus()
    await userEvent.type(search, '员工25')
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `员工${250 + i}`))
    await userEvent.click(screen.getByRole('option', { name: '员工251' }))
    expect(onChange).toHaveBeenCalledWith('p251')
    expect(trigger).toHaveTextContent('员工251')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(document.querySelector<HTMLInputElement>('input[name="holder"]')?.value).toBe('p251')
  })

  it('is keyboard complete: a letter opens with it searched, arrows skip disabled, Enter picks, Escape closes', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const trigger = screen.getByRole('combobox', { name: '持卡人' })
    trigger.focus()
    await userEvent.keyboard('e')
    const search = screen.getByRole('combobox', { name: '搜索姓名或工号' })
    expect(search).toHaveValue('e')
    await userEvent.keyboard('{ArrowDown}')
    // p2 is disabled: from p1 the active option goes to p3.
    expect(search.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: '员工003' }).id,
    )
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('p3')
    expect(trigger).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: '员工003' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('says when nothing matches and clears the value', async () => {
    const onChange = vi.fn()
    render(<Controlled initial="p7" onChange={onChange} />)
    await userEvent.click(screen.getByRole('combobox', { name: '持卡人' }))
    await userEvent.type(screen.getByRole('combobox', { name: '搜索姓名或工号' }), 'zzz')
    expect(screen.getByText('无匹配结果')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: '清除' }))
    expect(onChange).toHaveBeenCalledWith('')
  })

  it('has no serious accessibility violations, closed and open', async () => {
    const { container } = render(<Controlled initial="p5" />)
    expect(await seriousViolations(container)).toEqual([])
    await userEvent.click(screen.getByRole('combobox', { name: '持卡人' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
