import type { Meta, StoryObj } from '@storybook/react'
import { expect, within } from 'storybook/test'
import { Sparkline } from './sparkline'

const percent = (value: number) => `${(value * 100).toFixed(1)}%`

const meta = {
  title: 'ui-kit/Sparkline',
  component: Sparkline,
  args: {
    label: '系统 CPU 使用率',
    values: [0.12, 0.18, 0.15, 0.32, 0.28, 0.41, 0.36, 0.22, 0.25, 0.3],
    min: 0,
    max: 1,
    format: percent,
  },
} satisfies Meta<typeof Sparkline>
export default meta
type Story = StoryObj<typeof meta>

export const Area: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('img', { name: '系统 CPU 使用率：最新 30.0%，最低 12.0%，最高 41.0%，共 10 个读数' }),
    ).toBeInTheDocument()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10)
  },
}

export const LineWithUnit: Story = {
  args: {
    label: '事件循环延迟',
    values: [1.2, 1.4, 3.8, 1.1, 1.3],
    min: undefined,
    max: undefined,
    format: (value: number) => value.toFixed(1),
    unit: 'ms',
    variant: 'line',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      '事件循环延迟：最新 1.3 ms，最低 1.1 ms，最高 3.8 ms，共 5 个读数',
    )
    await expect(canvasElement.querySelector('[data-part="area"]')).toBeNull()
  },
}

export const Responsive: Story = {
  args: { responsive: true, width: 300, height: 48 },
  render: (args) => (
    <div className="w-72">
      <Sparkline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('width', '100%')
  },
}

export const Empty: Story = {
  args: { values: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '系统 CPU 使用率：暂无读数' }),
    ).toBeInTheDocument()
  },
}
