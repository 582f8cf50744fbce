import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Pagination } from './pagination'

/** A controlled pager over 137 records, as a list page drives it from its URL state. */
function Pager() {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  return (
    <Pagination
      pageNo={page.pageNo}
      pageSize={page.pageSize}
      total={137}
      onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
    />
  )
}

const meta = { title: 'ui-kit/Pagination', component: Pager } satisfies Meta<typeof Pager>
export default meta
type Story = StoryObj<typeof meta>

export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('1-10 共 137 条')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: '第 14 页' }))
    await expect(canvas.getByText('131-137 共 137 条')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled()
    await userEvent.type(canvas.getByRole('textbox', { name: '跳至页码' }), '3{Enter}')
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page')
  },
}
