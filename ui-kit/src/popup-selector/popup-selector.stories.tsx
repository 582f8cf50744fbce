import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { createFakeReportSource } from './fake-report-source.test-helper'
import { PopupSelector, type PopupSelectorProps } from './popup-selector'

const { source } = createFakeReportSource()

function WithResult(props: PopupSelectorProps) {
  const [values, setValues] = useState<Record<string, string>>({})
  return (
    <div className="flex w-96 flex-col gap-2">
      <PopupSelector
        {...props}
        onConfirm={(next, rows) => {
          setValues(next)
          props.onConfirm(next, rows)
        }}
      />
      <output aria-label="目标字段">{JSON.stringify(values)}</output>
    </div>
  )
}

const meta = {
  title: 'ui-kit/PopupSelector',
  component: PopupSelector,
  args: {
    source,
    code: 'popup_user',
    orgFields: 'username,realname',
    destFields: 'account,name',
    multi: false,
    label: '用户',
    onConfirm: fn(),
  },
  render: (args) => <WithResult {...args} />,
} satisfies Meta<typeof PopupSelector>

export default meta
type Story = StoryObj<typeof meta>

/** A fake source shaped like the server's popup_user report. */
export const SingleSelection: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择' }))
    const dialog = await screen.findByRole('dialog', { name: '选择用户' })
    await within(dialog).findByText('user01')
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择第 1 行' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onConfirm).toHaveBeenCalledWith({ account: 'user01', name: '用户1' }, expect.any(Array))
  },
}

export const MultiSelection: Story = { args: { multi: true } }

export const CountMismatch: Story = { args: { destFields: 'account' } }

export const MissingParameters: Story = { args: { orgFields: '' } }
