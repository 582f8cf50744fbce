import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Switch } from './switch'

function Labelled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false)
  return <Switch aria-label="固定头部" checked={on} onCheckedChange={setOn} disabled={disabled} />
}

describe('Switch', () => {
  it('toggles by click and by keyboard', async () => {
    render(<Labelled />)
    const toggle = screen.getByRole('switch', { name: '固定头部' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-checked', 'false')
  })

  it('does not toggle when disabled', async () => {
    render(<Labelled disabled />)
    await userEvent.click(screen.getByRole('switch'))
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Labelled />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
