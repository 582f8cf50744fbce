import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { Toaster } from '@erp/ui-kit/toast'
import { fakeCrudServer, type FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'
import { parseTestData, renderTemplate } from './message-template-send-dialog'
import MessageTemplatePage from './message-template-page'

const templates: FakeRow[] = [
  {
    id: 't1',
    templateCode: 'entry_notice',
    templateName: '入职提醒',
    templateContent: '${name}，您好！请于${date}到人事部报到。',
    templateTestJson: '{"name":"张三","date":"12月1日"}',
    templateType: '4',
    templateType_dictText: '系统',
    createTime: '2026-11-01 09:00:00',
  },
]

const json = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

function renderPage() {
  const crud = fakeCrudServer('/sys/message/sysMessageTemplate', templates, ['templateCode'])
  const sent: unknown[] = []
  const state = { refuse: null as string | null }
  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/sys/message/sysMessageTemplate/sendMsg') {
      const body = (await input.clone().json()) as Record<string, string>
      sent.push(body)
      if (state.refuse) return json(null, false, state.refuse)
      return json({ id: 'm1', esContent: 'x' }, true, '消息发送成功！')
    }
    return crud.fetch(input)
  }
  vi.stubGlobal('fetch', fetch)
  usePermissions.setState({ auth: [], allAuth: [] })
  useSession.setState({
    dictItems: {
      msgType: [
        { value: '1', text: '短信', title: '短信', label: '短信' },
        { value: '2', text: '邮件', title: '邮件', label: '邮件' },
        { value: '4', text: '系统', title: '系统', label: '系统' },
      ] as never,
    },
  })
  const router = createMemoryRouter(
    [{ path: '/isystem/messageTemplate', element: <MessageTemplatePage /> }],
    {
      initialEntries: ['/isystem/messageTemplate'],
    },
  )
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { crud, sent, state, view }
}

const table = () => screen.getByRole('table', { name: '消息模板列表' })
const loaded = () => waitFor(() => expect(within(table()).getByText('entry_notice')).toBeInTheDocument())

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('MessageTemplatePage', () => {
  it('sends a test: the preview renders the test data, the server gets the code, data, receiver and type', async () => {
    const { sent, state } = renderPage()
    await loaded()
    await userEvent.click(within(table()).getByRole('button', { name: '发送测试' }))
    const dialog = await screen.findByRole('dialog', { name: '发送测试：入职提醒' })
    const preview = within(dialog).getByRole('status', { name: '预览' })
    expect(preview).toHaveTextContent('张三，您好！请于12月1日到人事部报到。')
    const data = within(dialog).getByLabelText('测试数据(JSON)')
    await userEvent.clear(data)
    await userEvent.type(data, '{{"name":"李四","date":"明天"}')
    expect(preview).toHaveTextContent('李四，您好！请于明天到人事部报到。')

    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }))
    expect(await within(dialog).findByText('请输入接收人!')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await userEvent.type(within(dialog).getByLabelText(/接收人/), 'admin')
    // 消息类型 is the kit's Select, starting at the template's type.
    const type = within(dialog).getByRole('combobox', { name: '消息类型' })
    expect(type).toHaveTextContent('系统')
    await chooseOption(type, '邮件')
    expect(type).toHaveTextContent('邮件')
    state.refuse = '模板不存在：entry_notice'
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('模板不存在：entry_notice')
    state.refuse = null
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.at(-1)).toEqual({
      templateCode: 'entry_notice',
      testData: '{"name":"李四","date":"明天"}',
      receiver: 'admin',
      msgType: '2',
    })
    expect(await screen.findByText('消息发送成功！')).toBeInTheDocument()
  })

  it('refuses test data that is not a JSON object before sending', async () => {
    const { sent } = renderPage()
    await loaded()
    await userEvent.click(within(table()).getByRole('button', { name: '发送测试' }))
    const dialog = await screen.findByRole('dialog', { name: '发送测试：入职提醒' })
    const data = within(dialog).getByLabelText('测试数据(JSON)')
    await userEvent.clear(data)
    await userEvent.type(data, '[[1,2]')
    await userEvent.type(within(dialog).getByLabelText(/接收人/), 'admin')
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }))
    expect(await within(dialog).findByText(/测试数据必须是JSON对象/)).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('has no serious axe violations, in the list and in the send dialog', async () => {
    const { view } = renderPage()
    await loaded()
    expect(await seriousViolations(view.container)).toEqual([])
    await userEvent.click(within(table()).getByRole('button', { name: '发送测试' }))
    const dialog = await screen.findByRole('dialog', { name: '发送测试：入职提醒' })
    expect(await seriousViolations(dialog)).toEqual([])
  })
})

describe('template rendering', () => {
  it('replaces known placeholders and keeps unknown ones', () => {
    expect(renderTemplate('${a}-${ b }-${c}', { a: 1, b: 'x' })).toBe('1-x-${c}')
    expect(parseTestData('{"a":1}')).toEqual({ a: 1 })
    expect(parseTestData('null')).toBeNull()
  })
})
