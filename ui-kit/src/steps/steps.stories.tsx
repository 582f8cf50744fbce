import type { Meta, StoryObj } from '@storybook/react'
import { expect, within } from 'storybook/test'
import { Steps } from './steps'

const meta = {
  title: 'ui-kit/Steps',
  component: Steps,
  args: { items: ['手机验证', '更改密码', '完成'], current: 0, 'aria-label': '找回密码步骤' },
  argTypes: { current: { control: { type: 'number', min: 0, max: 2 } } },
} satisfies Meta<typeof Steps>

export default meta
type Story = StoryObj<typeof meta>

export const First: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getAllByRole('listitem')[0]
    await expect(current).toHaveAttribute('aria-current', 'step')
  },
}
export const Second: Story = { args: { current: 1 } }
export const Finished: Story = { args: { current: 2 } }
