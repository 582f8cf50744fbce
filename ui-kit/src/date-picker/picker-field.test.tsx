import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PickerField } from './picker-field'

/** A picker over the words 'one'..'three', typed in upper case and shown in lower case. */
function WordPicker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('one')
  return (
    <PickerField
      slot="word-picker"
      aria-label="词"
      name="word"
      value={value}
      display={value.toUpperCase()}
      parse={(text) =>
        ['ONE', 'TWO', 'THREE'].includes(text.trim()) ? text.trim().toLowerCase() : undefined
      }
      pickLabel="选择词"
      onValueChange={(next) => {
        setValue(next)
        onChange(next)
      }}
      renderPopup={(pick) => (
        <div role="grid">
          <button type="button" tabIndex={0} onClick={() => pick('three')}>
            three
          </button>
        </div>
      )}
    />
  )
}

describe('PickerField', () => {
  it('commits typed text that parses, clears on empty, and shows the value again on blur', async () => {
    const onChange = vi.fn()
    const { container } = render(<WordPicker onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '词' })
    expect(field).toHaveValue('ONE')
    await userEvent.clear(field)
    expect(onChange).toHaveBeenLastCalledWith('')
    await userEvent.type(field, 'TW')
    expect(onChange).toHaveBeenCalledTimes(1)
    await userEvent.type(field, 'O')
    expect(onChange).toHaveBeenLastCalledWith('two')
    await userEvent.type(field, 'x')
    await userEvent.tab()
    expect(field).toHaveValue('TWO')
    expect(container.querySelector('input[type="hidden"]')).toHaveValue('two')
  })

  it('opens the popup with Alt+ArrowDown, focuses its cell and takes a pick', async () => {
    const onChange = vi.fn()
    render(<WordPicker onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '词' })
    field.focus()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const cell = await screen.findByRole('button', { name: 'three' })
    expect(cell).toHaveFocus()
    await userEvent.click(cell)
    expect(onChange).toHaveBeenLastCalledWith('three')
    expect(screen.queryByRole('button', { name: 'three' })).toBeNull()
    expect(field).toHaveValue('THREE')
  })

  it('opens the popup on a click on the text box, keeps the focus there for typing, and closes on Tab', async () => {
    const onChange = vi.fn()
    render(<WordPicker onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: '词' })
    await userEvent.click(field)
    expect(await screen.findByRole('button', { name: 'three' })).toBeInTheDocument()
    expect(field).toHaveFocus()
    expect(screen.getByRole('button', { name: '选择词' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.clear(field)
    await userEvent.type(field, 'TWO')
    expect(onChange).toHaveBeenLastCalledWith('two')
    await userEvent.tab()
    expect(screen.queryByRole('button', { name: 'three' })).toBeNull()
    expect(screen.getByRole('button', { name: '选择词' })).toHaveFocus()
  })

  it('the button toggles the popup and a disabled field opens nothing', async () => {
    const { rerender } = render(<WordPicker onChange={vi.fn()} />)
    const button = screen.getByRole('button', { name: '选择词' })
    await userEvent.click(button)
    expect(await screen.findByRole('button', { name: 'three' })).toHaveFocus()
    await userEvent.click(button)
    expect(screen.queryByRole('button', { name: 'three' })).toBeNull()
    rerender(
      <PickerField
        slot="word-picker"
        aria-label="词"
        disabled
        value="one"
        display="ONE"
        parse={() => undefined}
        pickLabel="选择词"
        onValueChange={vi.fn()}
        renderPopup={() => <div role="grid" />}
      />,
    )
    await userEvent.click(screen.getByRole('textbox', { name: '词' }))
    expect(screen.queryByRole('grid')).toBeNull()
  })
})
