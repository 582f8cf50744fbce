import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Textarea } from './textarea'

describe('Textarea', () => {
  it('takes multi-line text', async () => {
    render(<Textarea aria-label="备注" />)
    const field = screen.getByRole('textbox', { name: '备注' })
    await userEvent.type(field, '第一行{Enter}第二行')
    expect(field).toHaveValue('第一行\n第二行')
    expect(field).toHaveAttribute('rows', '4')
  })

  it('marks itself invalid', () => {
    render(<Textarea aria-label="备注" invalid />)
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Textarea aria-label="备注" defaultValue="内容" />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
