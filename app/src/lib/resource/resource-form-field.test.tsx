import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import type { FormFieldDef, FormValues } from './resource-definition'
import { ResourceFormField } from './resource-form-field'

const field: FormFieldDef = { name: 'code', label: '编码', rules: { required: true } }

/** A field wired to the whole form only: its control comes from the form. */
function Harness() {
  const form = useForm<FormValues>({ mode: 'onBlur', defaultValues: { code: '' } })
  const code = useWatch({ control: form.control, name: 'code' })
  return (
    <form>
      <ResourceFormField
        field={field}
        form={form}
        idPrefix="f"
        validate={(value) => (value ? null : '请输入编码')}
      />
      <output>{String(code ?? '')}</output>
    </form>
  )
}

describe('ResourceFormField', () => {
  it('takes its control from the form and checks again on change once it shows an error', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    )
    const input = screen.getByLabelText(/编码/)
    await userEvent.click(input)
    await userEvent.tab()
    expect(await screen.findByText('请输入编码')).toBeInTheDocument()
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
    await userEvent.type(input, 'A1')
    expect(screen.getByRole('status')).toHaveTextContent('A1')
    expect(screen.queryByText('请输入编码')).toBeNull()
  })
})
