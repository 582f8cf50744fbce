import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { QueryControl } from './query-control'
import type { QueryFieldDef } from './resource-definition'

function Harness({
  field,
  onDraft,
}: {
  field: QueryFieldDef
  onDraft: (name: string, value: string) => void
}) {
  const [draft, setDraft] = useState<Record<string, string>>({})
  return (
    <QueryClientProvider client={new QueryClient()}>
      <QueryControl
        field={field}
        draft={draft}
        onDraft={(name, value) => {
          setDraft((old) => ({ ...old, [name]: value }))
          onDraft(name, value)
        }}
      />
    </QueryClientProvider>
  )
}

describe('QueryControl', () => {
  it('picks a short list from a Select', async () => {
    const onDraft = vi.fn()
    render(
      <Harness
        onDraft={onDraft}
        field={{
          name: 'status',
          label: '状态',
          kind: 'select',
          options: [
            { value: '1', label: '正常' },
            { value: '2', label: '冻结' },
          ],
        }}
      />,
    )
    await chooseOption(screen.getByRole('combobox', { name: '状态' }), '冻结')
    expect(onDraft).toHaveBeenCalledWith('status', '2')
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('makes a long list searchable', async () => {
    const onDraft = vi.fn()
    const options = Array.from({ length: 40 }, (_, i) => ({ value: `b${i}`, label: `品牌${i}` }))
    render(<Harness onDraft={onDraft} field={{ name: 'brandId', label: '品牌', kind: 'select', options }} />)
    await userEvent.click(screen.getByRole('combobox', { name: '品牌' }))
    expect(screen.getByRole('combobox', { name: '搜索品牌' })).toHaveFocus()
    await userEvent.keyboard('品牌33{Enter}')
    expect(onDraft).toHaveBeenCalledWith('brandId', 'b33')
  })

  it('fills <name>_begin and <name>_end from the date range', async () => {
    const onDraft = vi.fn()
    render(
      <Harness onDraft={onDraft} field={{ name: 'createTime', label: '创建时间', kind: 'date-range' }} />,
    )
    await userEvent.type(screen.getByRole('textbox', { name: '创建时间开始' }), '2024-01-01')
    await userEvent.type(screen.getByRole('textbox', { name: '创建时间结束' }), '2024-01-31')
    expect(onDraft).toHaveBeenCalledWith('createTime_begin', '2024-01-01')
    expect(onDraft).toHaveBeenLastCalledWith('createTime_end', '2024-01-31')
    expect(screen.getByRole('group', { name: '创建时间' })).toBeInTheDocument()
  })
})
