import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { ColumnSettings, EMPTY_COLUMN_LAYOUT, applyColumnLayout, type ColumnLayout } from './column-settings'

const columns = [
  { key: 'username', title: '用户账号' },
  { key: 'realname', title: '用户姓名' },
  { key: 'phone', title: '手机号码' },
  { key: 'status', title: '状态' },
]

function Demo() {
  const [layout, setLayout] = useState<ColumnLayout>(EMPTY_COLUMN_LAYOUT)
  return (
    <div className="space-y-3">
      <ColumnSettings columns={columns} layout={layout} onLayoutChange={setLayout} />
      <p data-testid="shown">
        {applyColumnLayout(columns, layout)
          .map((column) => column.title)
          .join(' | ')}
      </p>
    </div>
  )
}

const meta = { title: 'ui-kit/ColumnSettings', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const HideAColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }))
    const popover = within(canvasElement.ownerDocument.body)
    await userEvent.click(popover.getByRole('checkbox', { name: '手机号码' }))
    await expect(canvas.getByTestId('shown')).toHaveTextContent('用户账号 | 用户姓名 | 状态')
  },
}
