import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { IconPickerDialog, IconPickerField } from './icon-picker'

// The first import of the catalogue's 447 modules is slow in a test runner (a single chunk in the app).
const CATALOGUE_TIMEOUT = 20_000

describe('IconPickerDialog', () => {
  it(
    'draws each offered icon as an SVG, the menus’ names first, then the whole catalogue',
    { timeout: 30_000 },
    async () => {
      render(<IconPickerDialog open onOpenChange={vi.fn()} value="team" onPick={vi.fn()} />)
      const dialog = await screen.findByRole('dialog', { name: '选择图标' })
      const team = within(dialog).getByRole('button', { name: 'team' })
      expect(team).toHaveAttribute('aria-pressed', 'true')
      // Drawn at once (core set, or appstore until the shell's or the catalogue's icons are there).
      expect(team.querySelector('svg')).not.toBeNull()
      expect(
        within(dialog).getByRole('button', { name: 'check-circle-o' }).querySelector('svg'),
      ).toHaveAttribute('data-icon', 'check-circle')
      const list = within(dialog).getByRole('list', { name: '图标' })
      expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName('dashboard')
      // The lazy catalogue adds the rest of the outlined set (447 icons), each drawn, none a letter tile.
      await waitFor(() => expect(list.querySelectorAll('li').length).toBeGreaterThan(400), {
        timeout: CATALOGUE_TIMEOUT,
      })
      expect(team.querySelector('svg')).toHaveAttribute('data-icon', 'team')
      expect(list.querySelectorAll('svg[data-icon="fallback"]')).toHaveLength(0)
      // Role queries over 447 tiles are slow in jsdom: narrow the grid first.
      await userEvent.type(within(dialog).getByLabelText('搜索图标'), 'rock')
      const rocket = within(dialog).getByRole('button', { name: 'rocket' })
      expect(rocket.querySelector('svg')).toHaveAttribute('data-icon', 'rocket')
    },
  )

  it('filters by name and says when nothing matches', { timeout: 30_000 }, async () => {
    render(<IconPickerDialog open onOpenChange={vi.fn()} value="" onPick={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: '选择图标' })
    await waitFor(() => expect(dialog.querySelectorAll('li').length).toBeGreaterThan(400), {
      timeout: CATALOGUE_TIMEOUT,
    })
    await userEvent.type(within(dialog).getByLabelText('搜索图标'), 'safety')
    const names = within(within(dialog).getByRole('list', { name: '图标' }))
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['safety-certificate', 'safety', 'property-safety'])
    await userEvent.clear(within(dialog).getByLabelText('搜索图标'))
    await userEvent.type(within(dialog).getByLabelText('搜索图标'), 'zzz')
    expect(within(dialog).getByText('没有匹配的图标')).toBeInTheDocument()
  })
})

describe('IconPickerField', () => {
  function Field() {
    const [value, setValue] = useState('')
    return <IconPickerField id="icon" value={value} onChange={setValue} />
  }

  it('picks a name into the field and clears it', async () => {
    render(<Field />)
    await userEvent.click(screen.getByRole('button', { name: '选择' }))
    const dialog = await screen.findByRole('dialog', { name: '选择图标' })
    await userEvent.type(within(dialog).getByLabelText('搜索图标'), 'glob')
    await userEvent.click(within(dialog).getByRole('button', { name: 'global' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('textbox')).toHaveValue('global')
    await userEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(screen.getByRole('textbox')).toHaveValue('')
  })
})
