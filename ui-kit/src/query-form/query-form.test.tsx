import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { FormField } from '../form-field/form-field'
import { Input } from '../input/input'
import { QueryForm } from './query-form'

const fields = ['账号', '姓名', '手机号', '工号', '邮箱'].map((label) => (
  <FormField key={label} label={label}>
    <Input />
  </FormField>
))

describe('QueryForm', () => {
  it('shows the first fields until expanded, with aria-expanded on the toggle', async () => {
    render(
      <QueryForm onSearch={vi.fn()} onReset={vi.fn()}>
        {fields}
      </QueryForm>,
    )
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'collapsed')
    expect(screen.queryByLabelText('工号')).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: '展开' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(screen.getByLabelText('工号')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('searches on Enter and on 查询, resets on 重置', async () => {
    const onSearch = vi.fn()
    const onReset = vi.fn()
    render(
      <QueryForm onSearch={onSearch} onReset={onReset} collapsedCount={5}>
        {fields}
      </QueryForm>,
    )
    expect(screen.queryByRole('button', { name: '展开' })).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('账号'), 'admin{Enter}')
    expect(onSearch).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(onSearch).toHaveBeenCalledTimes(2)
    await userEvent.click(screen.getByRole('button', { name: '重置' }))
    expect(onReset).toHaveBeenCalledTimes(1)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <QueryForm onSearch={vi.fn()} onReset={vi.fn()}>
        {fields}
      </QueryForm>,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})
