import { Dialog, DialogContent, DialogTitle } from '@erp/ui-kit/dialog'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FailureAlert, FormDialogFooter } from './form-dialog'
import { FieldLabel } from './resource-form-field'

function renderFooter(props: Partial<Parameters<typeof FormDialogFooter>[0]> = {}) {
  const onCancel = vi.fn()
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
  render(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>表单</DialogTitle>
        <form id="the-form" onSubmit={onSubmit} />
        <FormDialogFooter
          failure={null}
          formId="the-form"
          cancelLabel="取消"
          saveLabel="确定"
          onCancel={onCancel}
          saving={false}
          {...props}
        />
      </DialogContent>
    </Dialog>,
  )
  return { onCancel, onSubmit }
}

describe('FormDialogFooter', () => {
  it('cancels, and submits the form it names', async () => {
    const { onCancel, onSubmit } = renderFooter()
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("shows a refused save's message and has no save button without a save label", () => {
    renderFooter({ failure: '编码已存在', saveLabel: undefined, cancelLabel: '关闭' })
    expect(screen.getByRole('alert')).toHaveTextContent('编码已存在')
    expect(screen.getByText('关闭', { selector: 'button' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull()
  })
})

describe('FailureAlert and FieldLabel', () => {
  it('draw nothing without a failure and the required mark only when required', () => {
    const { container } = render(
      <>
        <FailureAlert failure={null} />
        <span data-testid="required">
          <FieldLabel text="名称" />
        </span>
        <span data-testid="optional">
          <FieldLabel text="描述" required={false} />
        </span>
      </>,
    )
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(screen.getByTestId('required')).toHaveTextContent('*名称')
    expect(screen.getByTestId('optional')).toHaveTextContent(/^描述$/)
  })
})
