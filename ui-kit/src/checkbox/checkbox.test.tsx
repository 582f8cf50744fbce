import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Checkbox, type CheckedState } from './checkbox'

function Labelled({ initial = false, disabled = false }: { initial?: CheckedState; disabled?: boolean }) {
  const [checked, setChecked] = useState<CheckedState>(initial)
  return (
    <div className="flex gap-2">
      <Checkbox
        id="agree"
        checked={checked}
        onCheckedChange={setChecked}
        disabled={disabled}
        name="agree"
        value="yes"
      />
      <label htmlFor="agree">同意</label>
    </div>
  )
}

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    render(<Labelled />)
    const box = screen.getByRole('checkbox', { name: '同意' })
    expect(box).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(screen.getByText('同意'))
    expect(box).toHaveAttribute('aria-checked', 'true')
    expect(box).toHaveAttribute('data-state', 'checked')
    box.focus()
    await userEvent.keyboard(' ')
    expect(box).toHaveAttribute('aria-checked', 'false')
  })

  it('shows the indeterminate state as mixed and checks from it', async () => {
    render(<Labelled initial="indeterminate" />)
    const box = screen.getByRole('checkbox', { name: '同意' })
    expect(box).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.click(box)
    expect(box).toHaveAttribute('aria-checked', 'true')
  })

  it('does not change when disabled', async () => {
    const onChange = vi.fn()
    render(<Checkbox aria-label="停用" disabled onCheckedChange={onChange} />)
    await userEvent.click(screen.getByRole('checkbox', { name: '停用' }))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Labelled initial />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
