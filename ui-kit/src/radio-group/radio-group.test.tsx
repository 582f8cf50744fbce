import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { RadioGroup } from './radio-group'

const options = [
  { value: 'dark', label: '暗色' },
  { value: 'light', label: '亮色' },
  { value: 'auto', label: '自动', disabled: true },
]

function Controlled() {
  const [value, setValue] = useState('dark')
  return (
    <>
      <RadioGroup aria-label="菜单风格" value={value} onValueChange={setValue} options={options} />
      <output>{value}</output>
    </>
  )
}

describe('RadioGroup', () => {
  it('chooses by click on the label text', async () => {
    render(<Controlled />)
    expect(screen.getByRole('radio', { name: '暗色' })).toBeChecked()
    await userEvent.click(screen.getByText('亮色'))
    expect(screen.getByRole('radio', { name: '亮色' })).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('light')
  })

  it('has one tab stop and moves the choice with the arrow keys, skipping disabled items', async () => {
    render(<Controlled />)
    await userEvent.tab()
    expect(screen.getByRole('radio', { name: '暗色' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '亮色' })).toHaveFocus()
    // (Radix checks the focused item on arrow focus in a browser; jsdom does not fire the focus it relies on.)
    await userEvent.keyboard(' ')
    expect(screen.getByRole('radio', { name: '亮色' })).toBeChecked()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '暗色' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: '自动' })).toBeDisabled()
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Controlled />)
    expect(screen.getByRole('radiogroup', { name: '菜单风格' })).toBeInTheDocument()
    expect(await seriousViolations(container)).toEqual([])
  })
})
