import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { useSession } from '../../../stores/session-store'
import DictPage from './dict-page'
import {
  allButtons,
  envelope,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
  type ExtraHandler,
} from '../shared/system-test-kit.test-helper'
import { clickRowAction } from '../../../lib/resource/row-actions.test-helper'

const dicts = [
  { id: 'd1', dictName: '性别', dictCode: 'sex', description: null, createTime: '2026-11-20 08:00:00' },
  {
    id: 'd2',
    dictName: '优先级',
    dictCode: 'priority',
    description: '通告',
    createTime: '2026-11-20 08:00:00',
  },
]
const items = [
  {
    id: 'i1',
    dictId: 'd1',
    itemText: '男',
    itemValue: '1',
    sortOrder: 1,
    status: 1,
    status_dictText: '启用',
  },
  {
    id: 'i2',
    dictId: 'd1',
    itemText: '女',
    itemValue: '2',
    sortOrder: 2,
    status: 1,
    status_dictText: '启用',
  },
  {
    id: 'i3',
    dictId: 'd2',
    itemText: '高',
    itemValue: 'H',
    sortOrder: 1,
    status: 1,
    status_dictText: '启用',
  },
]

// The item form checks its value with dictItemCheck (dict-items-drawer.test.tsx tests a taken one): free here.
const freeItemValue: ExtraHandler = ({ path }) =>
  // i18n-ignore: fake server data (the server answers in Chinese)
  path === '/sys/dictItem/dictItemCheck' ? envelope(null, true, '该值可用！') : undefined

function renderDict(extra?: ExtraHandler) {
  return renderSystemPage(<DictPage />, {
    bases: [
      { base: '/sys/dict', rows: dicts, unique: ['dictCode'] },
      { base: '/sys/dictItem', rows: items },
    ],
    grants: allButtons('dict'),
    extra: (request) => extra?.(request) ?? freeItemValue(request),
  })
}

const table = () => screen.getByRole('table', { name: '字典列表' })

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('DictPage', () => {
  it('刷新缓存: toasts the SPEC message and reloads the session dictionaries', async () => {
    const { requests } = renderDict(({ path }) => {
      if (path === '/sys/dict/refleshCache') return envelope(null)
      if (path === '/sys/dict/queryAllDictItems')
        return envelope({ sex: [{ value: '1', text: '男', title: '男' }] })
      return undefined
    })
    await waitFor(() => expect(within(table()).getByText('性别')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '刷新缓存' }))
    expect(await screen.findByText('刷新缓存完成！')).toBeInTheDocument()
    await waitFor(() =>
      expect(useSession.getState().dictItems.sex).toEqual([{ value: '1', text: '男', title: '男' }]),
    )
    expect(requests.map((r) => r.path)).toContain('/sys/dict/queryAllDictItems')
  })

  it('刷新缓存: a failure toasts the SPEC failure message and keeps the dictionaries', async () => {
    useSession.setState({ dictItems: { sex: [{ value: '1', text: '男' }] as never } })
    renderDict(({ path }) =>
      path === '/sys/dict/refleshCache' ? new Response('{"message":"boom"}', { status: 500 }) : undefined,
    )
    await waitFor(() => expect(within(table()).getByText('性别')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '刷新缓存' }))
    expect(await screen.findByText('刷新缓存失败！')).toBeInTheDocument()
    expect(screen.queryByText('刷新缓存完成！')).not.toBeInTheDocument()
    expect(useSession.getState().dictItems.sex).toHaveLength(1)
  })

  it('字典配置 opens the chosen dictionary’s items (dictId sent) and adds an item to it', async () => {
    const { requests, server } = renderDict()
    await waitFor(() => expect(within(table()).getByText('优先级')).toBeInTheDocument())
    const row = within(table()).getByText('性别').closest('tr')!
    await clickRowAction(row, '字典配置')
    const drawer = await screen.findByRole('dialog', { name: '字典配置' })
    const itemTable = within(drawer).getByRole('table', { name: '字典项列表' })
    await waitFor(() => expect(within(itemTable).getByText('男')).toBeInTheDocument())
    expect(within(itemTable).getByText('女')).toBeInTheDocument()
    expect(within(itemTable).queryByText('高')).not.toBeInTheDocument()
    const listCall = requests.filter((r) => r.path === '/sys/dictItem/list').at(-1)
    expect(listCall?.query.get('dictId')).toBe('d1')

    await userEvent.click(within(drawer).getByRole('button', { name: '新增' }))
    const form = await screen.findByRole('dialog', { name: '新增字典项' })
    await userEvent.type(within(form).getByLabelText(/字典项文本/), '未知')
    await userEvent.type(within(form).getByLabelText(/字典项值/), '0')
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增字典项' })).not.toBeInTheDocument())
    const added = server('/sys/dictItem')
      .rows()
      .find((item) => item.itemText === '未知')
    expect(added).toMatchObject({ dictId: 'd1', itemValue: '0', status: 1, sortOrder: 1 })
  })

  it('has no serious axe violations', async () => {
    const { view } = renderDict()
    await waitFor(() => expect(within(table()).getByText('性别')).toBeInTheDocument())
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
