import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clickRowAction } from '../../../lib/resource/row-actions.test-helper'
import { DictItemsDrawer } from './dict-items-drawer'
import {
  allButtons,
  envelope,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
  type SeenRequest,
} from '../shared/system-test-kit.test-helper'

const items = [
  { id: 'i1', dictId: 'd1', itemText: '红色', itemValue: 'red', sortOrder: 1, status: 1 },
  { id: 'i2', dictId: 'd1', itemText: '绿色', itemValue: 'green', sortOrder: 2, status: 1 },
  { id: 'i3', dictId: 'd2', itemText: '蓝色', itemValue: 'blue', sortOrder: 1, status: 1 },
]

/** The drawer of dictionary d1 over a fake back end whose dictItemCheck answers as upstream's. */
function renderDrawer() {
  let rows: () => Record<string, unknown>[] = () => items
  const check = ({ path, query }: SeenRequest) => {
    if (path !== '/sys/dictItem/dictItemCheck') return undefined
    const taken = rows().some(
      (row) =>
        row.dictId === query.get('dictId') &&
        row.itemValue === query.get('itemValue') &&
        row.id !== query.get('id'),
    )
    return taken
      ? // i18n-ignore: fake server data (the server answers in Chinese)
        envelope(null, false, '该值不可用，系统中已存在！')
      : // i18n-ignore: fake server data (the server answers in Chinese)
        envelope(null, true, '该值可用！')
  }
  const rendered = renderSystemPage(
    <DictItemsDrawer dict={{ id: 'd1', dictName: '颜色', dictCode: 'color' }} onClose={() => {}} />,
    { bases: [{ base: '/sys/dictItem', rows: items }], extra: check, grants: allButtons('dict') },
  )
  rows = () => rendered.server('/sys/dictItem').rows()
  return rendered
}

const checks = (requests: SeenRequest[]) => requests.filter((r) => r.path === '/sys/dictItem/dictItemCheck')

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('DictItemsDrawer', { timeout: 20_000 }, () => {
  it('checks a new item value with dictItemCheck while typing and refuses a value the dictionary has', async () => {
    const { requests } = renderDrawer()
    const drawer = await screen.findByRole('dialog', { name: '字典配置' })
    await within(drawer).findByText('红色')
    await userEvent.click(within(drawer).getByRole('button', { name: '新增' }))
    const form = await screen.findByRole('dialog', { name: '新增字典项' })
    await userEvent.type(within(form).getByLabelText(/字典项文本/), '红2')
    const value = within(form).getByLabelText(/字典项值/)
    await userEvent.type(value, 'red')
    // No blur: the pause in typing runs the check.
    expect(value).toHaveFocus()
    expect(await within(form).findByText('该值不可用，系统中已存在！')).toBeInTheDocument()
    expect(checks(requests).at(-1)?.query.get('dictId')).toBe('d1')
    expect(checks(requests).at(-1)?.query.get('itemValue')).toBe('red')
    expect(checks(requests).at(-1)?.query.has('id')).toBe(false)
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(within(form).getByText('该值不可用，系统中已存在！')).toBeInTheDocument())
    expect(requests.some((r) => r.path === '/sys/dictItem/add')).toBe(false)

    await userEvent.clear(value)
    await userEvent.type(value, 'blue')
    await waitFor(() =>
      expect(within(form).queryByText('该值不可用，系统中已存在！')).not.toBeInTheDocument(),
    )
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增字典项' })).not.toBeInTheDocument())
    expect(requests.find((r) => r.path === '/sys/dictItem/add')?.body).toMatchObject({
      dictId: 'd1',
      itemValue: 'blue',
    })
  })

  it('leaves the edited item out of the check: its own value saves, another item’s does not', async () => {
    const { requests } = renderDrawer()
    const drawer = await screen.findByRole('dialog', { name: '字典配置' })
    const row = (await within(drawer).findByText('红色')).closest('tr')
    if (!row) throw new Error('no row for 红色')
    await clickRowAction(row, '编辑')
    const form = await screen.findByRole('dialog', { name: '编辑字典项' })
    const value = within(form).getByLabelText(/字典项值/)
    await userEvent.clear(value)
    await userEvent.type(value, 'green')
    expect(await within(form).findByText('该值不可用，系统中已存在！')).toBeInTheDocument()
    expect(checks(requests).at(-1)?.query.get('id')).toBe('i1')
    await userEvent.clear(value)
    await userEvent.type(value, 'red')
    await waitFor(() =>
      expect(within(form).queryByText('该值不可用，系统中已存在！')).not.toBeInTheDocument(),
    )
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑字典项' })).not.toBeInTheDocument())
    expect(requests.find((r) => r.path === '/sys/dictItem/edit')?.body).toMatchObject({
      id: 'i1',
      itemValue: 'red',
    })
  })
})
