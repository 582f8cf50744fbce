import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TabBar } from './tab-bar'

const meta = {
  title: 'shell/TabBar',
  component: TabBar,
  args: {
    tabs: [
      { key: '/dashboard/analysis', title: '首页' },
      { key: '/isystem/user', title: '用户管理' },
      { key: '/isystem/role', title: '角色管理' },
    ],
    activeKey: '/isystem/user',
    unclosable: ['/dashboard/analysis'],
    onSelect: fn(),
    onClose: fn(),
    onAction: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TabBar>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeTabs: Story = {}
export const HomeOnly: Story = {
  args: { tabs: [{ key: '/dashboard/analysis', title: '首页' }], activeKey: '/dashboard/analysis' },
}

/** Twenty pages with long titles: one row that scrolls sideways, ‹ › while there is more that way, the list. */
export const TwentyLongTabs: Story = {
  args: {
    tabs: [
      { key: '/dashboard/analysis', title: '首页' },
      ...Array.from({ length: 19 }, (_, index) => ({
        key: `/page/${index + 1}`,
        title: `采购订单明细与供应商对账管理页面 ${index + 1}`,
      })),
    ],
    activeKey: '/page/19',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '所有页面' }))
    const body = within(canvasElement.ownerDocument.body)
    const entries = await body.findAllByRole('menuitemcheckbox')
    await expect(entries).toHaveLength(20)
    await expect(entries[19]).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{Escape}')
  },
}
