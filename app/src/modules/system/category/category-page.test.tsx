import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import type { FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'
import CategoryPage from './category-page'
import {
  allButtons,
  envelope,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
} from '../shared/system-test-kit.test-helper'
import { clickRowAction } from '../../../lib/resource/row-actions.test-helper'

const categories: FakeRow[] = [
  { id: 'c1', pid: '0', name: '物料', code: 'A01' },
  { id: 'c2', pid: 'c1', name: '面料', code: 'A01A01' },
  { id: 'c3', pid: '0', name: '设备', code: 'A02' },
]

function renderCategories() {
  const kit = renderSystemPage(<CategoryPage />, {
    bases: [{ base: '/sys/category', rows: categories, unique: ['code'] }],
    grants: allButtons('category'),
    extra: ({ path, query }) => {
      const rows = kit.server('/sys/category').rows()
      const withChild = (row: FakeRow) => ({
        ...row,
        hasChild: rows.some((r) => r.pid === row.id) ? '1' : '0',
      })
      if (path === '/sys/category/rootList') {
        const roots = rows.filter((row) => row.pid === '0').map(withChild)
        return envelope({ records: roots, total: roots.length })
      }
      if (path === '/sys/category/childList')
        return envelope(rows.filter((row) => row.pid === query.get('pid')).map(withChild))
      return undefined
    },
  })
  return kit
}

const table = () => screen.getByRole('table', { name: '分类字典列表' })

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('CategoryPage', () => {
  it('lists the top level and loads children when a node is expanded', async () => {
    const { requests } = renderCategories()
    await waitFor(() => expect(within(table()).getByText('物料')).toBeInTheDocument())
    expect(within(table()).queryByText('面料')).not.toBeInTheDocument()
    expect(within(table()).queryByRole('button', { name: '展开 设备' })).not.toBeInTheDocument()
    const expand = within(table()).getByRole('button', { name: '展开 物料' })
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(expand)
    await waitFor(() => expect(within(table()).getByText('面料')).toBeInTheDocument())
    expect(requests.find((r) => r.path === '/sys/category/childList')?.query.get('pid')).toBe('c1')
    const rows = within(table()).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '▾物料',
      '面料',
      '设备',
    ])
    await userEvent.click(within(table()).getByRole('button', { name: '收起 物料' }))
    expect(within(table()).queryByText('面料')).not.toBeInTheDocument()
  })

  it('添加下级 adds a child with the parent set; 新增 adds a top-level category', async () => {
    const { server } = renderCategories()
    await waitFor(() => expect(within(table()).getByText('设备')).toBeInTheDocument())
    const row = within(table()).getByText('设备').closest('tr')!
    await clickRowAction(row, '添加下级')
    const dialog = await screen.findByRole('dialog', { name: '新增下级分类' })
    expect(within(dialog).getByText('设备', { selector: 'output' })).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(/类型名称/), '机床')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(within(table()).getByText('机床')).toBeInTheDocument())
    expect(
      server('/sys/category')
        .rows()
        .find((r) => r.name === '机床'),
    ).toMatchObject({ pid: 'c3' })

    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const top = await screen.findByRole('dialog', { name: '新增分类字典' })
    await userEvent.type(within(top).getByLabelText(/类型名称/), '包材')
    await userEvent.type(within(top).getByLabelText(/类型编码/), 'A03')
    await userEvent.click(within(top).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(within(table()).getByText('包材')).toBeInTheDocument())
    expect(
      server('/sys/category')
        .rows()
        .find((r) => r.name === '包材'),
    ).toMatchObject({ pid: '0' })
  })

  it('has no serious axe violations', async () => {
    const { view } = renderCategories()
    await waitFor(() => expect(within(table()).getByText('物料')).toBeInTheDocument())
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
