import type { Meta, StoryObj } from '@storybook/react'
import { expect, waitFor } from 'storybook/test'
import { Icon, registerIcons } from './icon'
import { MENU_ICON_SET } from './menu-icons'

const meta = {
  title: 'ui-kit/Icon',
  component: Icon,
  args: { name: 'home', className: 'text-2xl' },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-icon="home"]')).not.toBeNull()
  },
}

const MENU_NAMES = [
  'dashboard',
  'home',
  'user',
  'team',
  'schedule',
  'solution',
  'coffee',
  'car',
  'tool',
  'thunderbolt',
  'safety-certificate',
  'check-circle-o',
  'table',
  'profile',
  'form',
  'setting',
]

/** The icons of the seeded menus, drawn from MENU_ICON_SET once the shell has registered it. */
export const MenuIcons: Story = {
  beforeEach: () => registerIcons(MENU_ICON_SET),
  render: () => (
    <ul className="grid grid-cols-4 gap-3 text-sm">
      {MENU_NAMES.map((name) => (
        <li key={name} className="flex items-center gap-2">
          <Icon name={name} className="text-lg" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon="fallback"]')).toHaveLength(0)
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(MENU_NAMES.length)
  },
}

/** A name outside the core set draws appstore until the lazy catalogue has loaded. */
export const FromCatalogue: Story = {
  args: { name: 'rocket' },
  play: async ({ canvasElement }) => {
    // The catalogue is a lazy chunk of ~450 icons: on a loaded machine it can take longer than 1 s to arrive.
    await waitFor(() => expect(canvasElement.querySelector('svg')).toHaveAttribute('data-icon', 'rocket'), {
      timeout: 10_000,
    })
  },
}
