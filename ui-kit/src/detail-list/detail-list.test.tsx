import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Button } from '../button/button'
import {
  DETAIL_LIST_MESSAGES,
  DetailList,
  DetailListItem,
  DetailsModal,
  detailListColumns,
  detailListSpans,
  detailText,
  SubTablePopover,
} from './detail-list'

function items(list: HTMLElement) {
  return list.querySelectorAll('[data-slot=detail-list-item]')
}

describe('DetailList', () => {
  it('shows a title and term/description pairs in a description list', () => {
    render(
      <DetailList title="退款申请">
        <DetailListItem term="取货单号">1000000000</DetailListItem>
        <DetailListItem term="状态">已取货</DetailListItem>
      </DetailList>,
    )
    expect(screen.getByText('退款申请')).toBeInTheDocument()
    const terms = screen.getAllByRole('term').map((node) => node.textContent)
    const definitions = screen.getAllByRole('definition').map((node) => node.textContent)
    expect(terms).toEqual(['取货单号', '状态'])
    expect(definitions).toEqual(['1000000000', '已取货'])
  })

  it('defaults to 3 columns and clamps to 1–4 (docs/spec.md §9)', () => {
    expect(detailListColumns(undefined)).toBe(3)
    expect(detailListColumns(0)).toBe(1)
    expect(detailListColumns(2)).toBe(2)
    expect(detailListColumns(9)).toBe(4)
    expect(detailListColumns(Number.NaN)).toBe(3)
    const { container } = render(
      <DetailList>
        <DetailListItem term="a">1</DetailListItem>
      </DetailList>,
    )
    expect(container.querySelector('[data-slot=detail-list]')).toHaveAttribute('data-col', '3')
  })

  it('gives items the responsive spans 24 / 24-12 / 24-12-8 / 24-12-6', () => {
    expect(detailListSpans).toEqual({ 1: [24], 2: [24, 12], 3: [24, 12, 8], 4: [24, 12, 6] })
    const classes = ([1, 2, 3, 4] as const).map((col) => {
      const { container, unmount } = render(
        <DetailList col={col}>
          <DetailListItem term="a">1</DetailListItem>
        </DetailList>,
      )
      const [item] = items(container as HTMLElement)
      const className = item?.className ?? ''
      unmount()
      return className
    })
    expect(classes[0]).toContain('basis-full')
    expect(classes[0]).not.toContain('basis-1/2')
    expect(classes[1]).toContain('min-[576px]:basis-1/2')
    expect(classes[1]).not.toContain('md:')
    expect(classes[2]).toContain('md:basis-1/3')
    expect(classes[3]).toContain('md:basis-1/4')
  })

  it('renders values as text', () => {
    expect(detailText(null)).toBe('')
    expect(detailText(undefined)).toBe('')
    expect(detailText(0)).toBe('0')
    expect(detailText(['a', 'b'])).toBe('a,b')
    expect(detailText({ a: 1 })).toBe('{"a":1}')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <DetailList title="用户" col={4}>
        <DetailListItem term="账号">admin</DetailListItem>
        <DetailListItem term="姓名">管理员</DetailListItem>
      </DetailList>,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})

describe('DetailsModal', () => {
  const record = { username: 'admin', realname: '管理员', sex: 1, phone: null }

  it('is titled 详细信息, 1200 px wide and shows the chosen fields of the record', () => {
    render(
      <DetailsModal
        defaultOpen
        record={record}
        fields={[
          { field: 'username', label: '账号' },
          { field: 'realname', label: '姓名' },
          { field: 'sex', label: '性别', render: (value) => (value === 1 ? '男' : '女') },
        ]}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: DETAIL_LIST_MESSAGES.detailsTitle })
    expect(DETAIL_LIST_MESSAGES.detailsTitle).toBe('详细信息')
    expect(dialog).toHaveStyle({ width: '1200px' })
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((node) => node.textContent),
    ).toEqual(['账号', '姓名', '性别'])
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((node) => node.textContent),
    ).toEqual(['admin', '管理员', '男'])
  })

  it('shows every key when no fields are given, and is controlled', async () => {
    const onOpenChange = vi.fn()
    render(<DetailsModal open record={record} onOpenChange={onOpenChange} />)
    const dialog = screen.getByRole('dialog')
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((node) => node.textContent),
    ).toEqual(['username', 'realname', 'sex', 'phone'])
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(await seriousViolations(document.body)).toEqual([])
  })
})

describe('SubTablePopover', () => {
  const columns = [
    { key: 'name', title: '名称' },
    { key: 'qty', title: '数量' },
  ] as const

  it('loads the rows when opened', async () => {
    const load = vi.fn(async () => [
      { name: '螺丝', qty: 10 },
      { name: '螺母', qty: 20 },
    ])
    render(
      <SubTablePopover load={load} columns={[...columns]} title="订单明细">
        <Button>明细</Button>
      </SubTablePopover>,
    )
    expect(load).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: '明细' }))
    const table = await screen.findByRole('table', { name: '订单明细' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['名称数量', '螺丝10', '螺母20'])
    expect(load).toHaveBeenCalledTimes(1)
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it("shows '打开子表失败' when loading fails", async () => {
    const onError = vi.fn()
    const failure = new Error('boom')
    render(
      <SubTablePopover load={() => Promise.reject(failure)} columns={[...columns]} onError={onError}>
        <Button>明细</Button>
      </SubTablePopover>,
    )
    await userEvent.click(screen.getByRole('button', { name: '明细' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('打开子表失败')
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure))
  })

  it('shows 暂无数据 for an empty sub-table', async () => {
    render(
      <SubTablePopover load={async () => []} columns={[...columns]}>
        <Button>明细</Button>
      </SubTablePopover>,
    )
    await userEvent.click(screen.getByRole('button', { name: '明细' }))
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
  })
})
