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
import AnnouncementPage from './announcement-page'
import { announcementBody } from './announcement-form-dialog'
import { clickRowAction, hasRowAction } from '../../../lib/resource/row-actions.test-helper'

const SCRIPT_URL = ['javascript', 'alert(1)'].join(':')
const HOSTILE =
  '<p>周六停电</p><script>window.__pwned = "script"</script>' +
  `<img src="x.png" onerror="window.__pwned = 'onerror'"><a href="${SCRIPT_URL}">点我</a>`

const announcements: FakeRow[] = [
  {
    id: 'a1',
    titile: '停电通知',
    msgContent: HOSTILE,
    msgAbstract: '二车间停电检修',
    priority: 'H',
    priority_dictText: '高',
    msgCategory: '1',
    msgCategory_dictText: '通知公告',
    msgType: 'ALL',
    msgType_dictText: '全体用户',
    sendStatus: '0',
    sendStatus_dictText: '未发布',
    sender: null,
    sendTime: null,
    createTime: '2026-11-20 08:00:00',
  },
  {
    id: 'a2',
    titile: '安全培训',
    msgContent: '<p>周五培训</p>',
    priority: 'M',
    priority_dictText: '中',
    msgCategory: '1',
    msgCategory_dictText: '通知公告',
    msgType: 'USER',
    msgType_dictText: '指定用户',
    userIds: 'u1,u2,',
    sendStatus: '1',
    sendStatus_dictText: '已发布',
    sender: 'admin',
    sendTime: '2026-11-21 09:00:00',
    createTime: '2026-11-21 08:00:00',
  },
  {
    id: 'a3',
    titile: '旧通知',
    msgContent: '<p>已作废</p>',
    priority: 'L',
    priority_dictText: '低',
    msgCategory: '2',
    msgCategory_dictText: '系统消息',
    msgType: 'ALL',
    sendStatus: '2',
    sendStatus_dictText: '已撤销',
    sender: 'admin',
    createTime: '2026-11-19 08:00:00',
  },
]

const USERS = [
  { id: 'u1', username: 'zhangsan', realname: '张三', phone: '13800000001', orgCodeTxt: '研发部' },
  { id: 'u2', username: 'lisi', realname: '李四', phone: '13800000002', orgCodeTxt: '质检部' },
]
const SENDS = [
  { id: 's1', anntId: 'a2', userId: 'u1', readFlag: '1', readTime: '2026-11-21 10:00:00' },
  { id: 's2', anntId: 'a2', userId: 'u2', readFlag: '0', readTime: null },
]

const ALL_BUTTONS = ['add', 'edit', 'delete', 'export', 'import'].map((action) => ({
  action: `system:announcement:${action}`,
  describe: action,
  type: '1',
}))

const json = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

function renderPage() {
  const crud = fakeCrudServer('/sys/annountCement', announcements)
  const calls: { path: string; query: URLSearchParams }[] = []
  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    calls.push({ path, query: url.searchParams })
    const id = url.searchParams.get('id')
    const setStatus = (status: string, message: string) => {
      const row = crud.rows().find((candidate) => candidate.id === id)
      if (!row) return json(null, false, '未找到对应实体')
      row.sendStatus = status
      return json(null, true, message)
    }
    if (path === '/sys/annountCement/doReleaseData') return setStatus('1', '该系统通知发布成功')
    if (path === '/sys/annountCement/doReovkeData') return setStatus('2', '该系统通知撤销成功')
    if (path === '/sys/sysAnnouncementSend/list') {
      const records = SENDS.filter((send) => send.anntId === url.searchParams.get('anntId'))
      return json({ records, total: records.length })
    }
    if (path === '/sys/user/list') return json({ records: USERS, total: USERS.length })
    return crud.fetch(input)
  }
  vi.stubGlobal('fetch', fetch)
  usePermissions.setState({ auth: ALL_BUTTONS as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/isystem/annountCement', element: <AnnouncementPage /> }], {
    initialEntries: ['/isystem/annountCement'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { crud, calls, view }
}

const table = () => screen.getByRole('table', { name: '系统通告列表' })
const rowOf = (title: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(title))
  if (!row) throw new Error(`no row ${title}`)
  return row
}
const loaded = () => waitFor(() => expect(within(table()).getByText('停电通知')).toBeInTheDocument())

// ProseMirror measures the selection; jsdom has no layout.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect()
if (!document.elementFromPoint) document.elementFromPoint = () => null

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'admin-id', username: 'admin' } as never })
  localStorage.clear()
  delete (window as { __pwned?: unknown }).__pwned
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('AnnouncementPage', () => {
  it('offers 编辑, 删除 and 发布 only on drafts, 撤销 only on published rows', async () => {
    renderPage()
    await loaded()
    const draft = rowOf('停电通知')
    const published = rowOf('安全培训')
    const revoked = rowOf('旧通知')
    for (const name of ['编辑', '删除', '发布', '查看']) expect(await hasRowAction(draft, name)).toBe(true)
    expect(await hasRowAction(draft, '撤销')).toBe(false)
    expect(await hasRowAction(published, '撤销')).toBe(true)
    expect(await hasRowAction(published, '发送记录')).toBe(true)
    for (const name of ['编辑', '删除', '发布']) {
      expect(await hasRowAction(published, name)).toBe(false)
      expect(await hasRowAction(revoked, name)).toBe(false)
    }
    expect(await hasRowAction(revoked, '撤销')).toBe(false)
    expect(within(published).getByText('已发布')).toBeInTheDocument()
  })

  it('offers 批量删除 only while every selected notice is a draft', async () => {
    renderPage()
    await loaded()
    await userEvent.click(within(rowOf('停电通知')).getByRole('checkbox'))
    expect(screen.getByRole('button', { name: '批量删除' })).toBeEnabled()
    await userEvent.click(within(rowOf('安全培训')).getByRole('checkbox'))
    expect(screen.getByRole('button', { name: '批量删除' })).toBeDisabled()
    expect(screen.getByText('选中的记录中有不能删除的')).toBeInTheDocument()
  })

  it('publishes after a confirmation, calling doReleaseData with the id; cancelling calls nothing', async () => {
    const { calls } = renderPage()
    await loaded()
    await clickRowAction(rowOf('停电通知'), '发布')
    let confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('确定发布该通告吗?')
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(calls.some((call) => call.path === '/sys/annountCement/doReleaseData')).toBe(false)

    await clickRowAction(rowOf('停电通知'), '发布')
    confirm = await screen.findByRole('alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/sys/annountCement/doReleaseData')).toBe(true),
    )
    const release = calls.find((call) => call.path === '/sys/annountCement/doReleaseData')
    expect(release?.query.get('id')).toBe('a1')
    expect(await screen.findByText('该系统通知发布成功')).toBeInTheDocument()
    // The list is read again: the row is now published and can be revoked.
    await waitFor(async () => expect(await hasRowAction(rowOf('停电通知'), '撤销')).toBe(true))
  })

  it('revokes a published announcement after a confirmation', async () => {
    const { calls, crud } = renderPage()
    await loaded()
    await clickRowAction(rowOf('安全培训'), '撤销')
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('确定撤销该通告吗?')
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(crud.rows().find((row) => row.id === 'a2')?.sendStatus).toBe('2'))
    expect(calls.find((call) => call.path === '/sys/annountCement/doReovkeData')?.query.get('id')).toBe('a2')
  })

  it('previews the content without its script, event handlers or javascript: links', async () => {
    renderPage()
    await loaded()
    await clickRowAction(rowOf('停电通知'), '查看')
    const dialog = await screen.findByRole('dialog', { name: '停电通知' })
    const content = within(dialog).getByTestId('announcement-content')
    expect(content).toHaveTextContent('周六停电')
    expect(content.querySelector('script')).toBeNull()
    const image = content.querySelector('img')
    expect(image).not.toBeNull()
    expect(image?.getAttribute('onerror')).toBeNull()
    expect(content.innerHTML).not.toContain('onerror')
    expect(content.innerHTML).not.toContain('__pwned')
    expect(content.querySelector('a')?.getAttribute('href') ?? '').not.toContain(SCRIPT_URL.slice(0, 11))
    image?.dispatchEvent(new Event('error'))
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    expect(within(dialog).getByText('二车间停电检修')).toBeInTheDocument()
  })

  it('lists the send records with the user names and whether they read it', async () => {
    renderPage()
    await loaded()
    await clickRowAction(rowOf('安全培训'), '发送记录')
    const dialog = await screen.findByRole('dialog', { name: '发送记录：安全培训' })
    await waitFor(() => expect(within(dialog).getByText('张三（zhangsan）')).toBeInTheDocument())
    expect(within(dialog).getByText('李四（lisi）')).toBeInTheDocument()
    expect(within(dialog).getByText('已读')).toBeInTheDocument()
    expect(within(dialog).getByText('未读')).toBeInTheDocument()
    expect(within(dialog).getByText('2026-11-21 10:00:00')).toBeInTheDocument()
  })

  it('queries by title, category and status through the URL filters', async () => {
    const { calls } = renderPage()
    await loaded()
    await userEvent.type(screen.getByLabelText('标题'), '停电')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(within(table()).queryByText('安全培训')).not.toBeInTheDocument())
    const last = calls.filter((call) => call.path === '/sys/annountCement/list').at(-1)
    expect(last?.query.get('titile')).toBe('*停电*')
    expect(screen.getByLabelText('消息类型')).toBeInTheDocument()
    expect(screen.getByLabelText('发布状态')).toBeInTheDocument()
  })

  it('adds an announcement for chosen users with rich-text content', { timeout: 20_000 }, async () => {
    const { crud } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增系统通告' })
    await userEvent.type(within(dialog).getByLabelText(/标题/), '消防演练')
    await userEvent.click(within(dialog).getByRole('radio', { name: '指定用户' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('请选择指定用户!')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '选择用户' }))
    const picker = await screen.findByRole('dialog', { name: '选择用户' })
    await waitFor(() => expect(within(picker).getByText('zhangsan')).toBeInTheDocument())
    await userEvent.click(within(picker).getByRole('checkbox', { name: '选择第 1 行' }))
    expect(within(picker).getByText('已选择 1 位用户')).toBeInTheDocument()
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('张三（zhangsan）')).toBeInTheDocument()
    const editor = await within(dialog).findByRole('textbox', { name: '内容' })
    await userEvent.click(editor)
    await userEvent.keyboard('演练时间周三')
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '新增系统通告' })).not.toBeInTheDocument(),
    )
    const added = crud.rows().find((row) => row.titile === '消防演练')
    expect(added).toMatchObject({ msgType: 'USER', userIds: 'u1,' })
    expect(String(added?.msgContent)).toContain('演练时间周三')
  })

  it('新增: the editor toolbar draws its list, link, undo and redo buttons as SVG icons, not font glyphs', async () => {
    renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增系统通告' })
    const toolbar = await within(dialog).findByRole('toolbar', { name: '格式' })
    for (const [name, icon] of [
      ['无序列表', 'unordered-list'],
      ['有序列表', 'ordered-list'],
      ['链接', 'link'],
      ['撤销', 'undo'],
      ['重做', 'redo'],
    ] as const) {
      const button = within(toolbar).getByRole('button', { name })
      expect(button.querySelector('svg[data-slot=icon]')).toHaveAttribute('data-icon', icon)
      // 🔗 drew as an empty box on machines without an emoji font.
      expect(button).toHaveTextContent(/^$/)
    }
  })

  it('新增: an error shown on blur clears while typing, so one click on 保存 saves', async () => {
    const { crud } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增系统通告' })
    // By role: once loaded, the editor's toolbar has 标题 (heading) buttons too.
    const title = within(dialog).getByRole('textbox', { name: '标题' })
    const invalid = () => dialog.querySelectorAll('[data-slot=form-field][data-state=invalid]').length
    await userEvent.click(title)
    await userEvent.tab()
    await waitFor(() => expect(invalid()).toBe(1))
    expect(title).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(title, '消防演练')
    await waitFor(() => expect(invalid()).toBe(0))
    const save = within(dialog).getByRole('button', { name: '保存' })
    const seen: number[] = []
    save.addEventListener('pointerdown', () => seen.push(invalid()))
    save.addEventListener('click', () => seen.push(invalid()))
    await userEvent.click(save)
    expect(seen).toEqual([0, 0])
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '新增系统通告' })).not.toBeInTheDocument(),
    )
    expect(crud.rows().filter((row) => row.titile === '消防演练')).toHaveLength(1)
  })

  it('新增: Escape with a typed title asks before discarding it', async () => {
    renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增系统通告' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增系统通告' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const again = await screen.findByRole('dialog', { name: '新增系统通告' })
    expect(again).not.toBe(dialog)
    await userEvent.type(within(again).getByRole('textbox', { name: '标题' }), '消防演练')
    await userEvent.keyboard('{Escape}')
    expect(await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '放弃修改' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增系统通告' })).toBeNull())
  })

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await loaded()
    expect(await seriousViolations(view.container)).toEqual([])
  })
})

describe('announcementBody', () => {
  it('sanitizes the content and writes chosen users as upstream’s comma list only for 指定用户', () => {
    const body = announcementBody(
      { titile: '通知', msgType: 'USER', userIds: 'u1,u2', msgContent: '<p>hi</p><script>x()</script>' },
      null,
    )
    expect(body.msgContent).toBe('<p>hi</p>')
    expect(body.userIds).toBe('u1,u2,')
    const everybody = announcementBody(
      { titile: '通知', msgType: 'ALL', userIds: 'u1,', msgContent: '' },
      null,
    )
    expect(everybody.userIds).toBeNull()
    expect(everybody.msgContent).toBeNull()
  })
})
