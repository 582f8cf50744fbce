import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Input } from './input'

describe('Input', () => {
  it('works uncontrolled', async () => {
    render(<Input aria-label="账号" defaultValue="ad" />)
    const input = screen.getByRole('textbox', { name: '账号' })
    await userEvent.type(input, 'min')
    expect(input).toHaveValue('admin')
  })

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <>
          <Input aria-label="名称" value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />
          <output>{value}</output>
        </>
      )
    }
    render(<Controlled />)
    await userEvent.type(screen.getByRole('textbox', { name: '名称' }), 'ab')
    expect(screen.getByRole('status')).toHaveTextContent('AB')
  })

  it('invalid sets aria-invalid and the danger border', () => {
    render(<Input aria-label="邮箱" invalid />)
    const input = screen.getByRole('textbox', { name: '邮箱' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveClass('border-danger')
  })

  it('is not marked invalid by default', () => {
    render(<Input aria-label="邮箱" />)
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <form>
        <label htmlFor="a">账号</label>
        <Input id="a" />
        <label htmlFor="b">密码</label>
        <Input id="b" type="password" invalid />
      </form>,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})
