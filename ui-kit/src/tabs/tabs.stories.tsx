import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from 'storybook/test'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: { defaultValue: 'notice', orientation: 'horizontal' },
  argTypes: { orientation: { control: 'select', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Messages: Story = {
  render: (args) => (
    <Tabs {...args} className="w-80">
      <TabsList aria-label="消息">
        <TabsTrigger value="notice">通知(3)</TabsTrigger>
        <TabsTrigger value="system">系统消息(1)</TabsTrigger>
      </TabsList>
      <TabsContent value="notice">二车间周六停电检修</TabsContent>
      <TabsContent value="system">系统将于今晚 22:00 升级</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: '系统消息(1)' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('系统将于今晚 22:00 升级')
  },
}
