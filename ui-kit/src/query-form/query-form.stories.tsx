import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FormField } from '../form-field/form-field'
import { Input } from '../input/input'
import { QueryForm } from './query-form'

const meta = {
  title: 'ui-kit/QueryForm',
  component: QueryForm,
  args: {
    onSearch: fn(),
    onReset: fn(),
    children: ['账号', '姓名', '手机号', '工号', '邮箱'].map((label) => (
      <FormField key={label} label={label}>
        <Input placeholder={`请输入${label}`} />
      </FormField>
    )),
  },
} satisfies Meta<typeof QueryForm>
export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '展开' }))
    await expect(canvas.getByLabelText('邮箱')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await expect(args.onSearch).toHaveBeenCalled()
  },
}
