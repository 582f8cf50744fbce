import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'
import { fakeAdminServer } from './user-fake-server.test-helper'
import UserPage from './user-page'
import { clickRowAction, hasRowAction } from '../../../lib/resource/row-actions.test-helper'
import { toast } from '@erp/ui-kit/toast'

const GRANTS = ['user:add', 'user:edit'].map((action) => ({ action, describe: action, type: '1' }))

function renderPage(grants = GRANTS) {
  const server = fakeAdminServer()
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: grants as never, allAuth: [] })
  const router = createMemoryRouter([{ path: '/isystem/user', element: <UserPage /> }], {
    initialEntries: ['/isystem/user'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

const table = () => screen.getByRole('table', { name: '用户列表' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const rowOf = (username: string) => {
  const row = bodyRows().find((item) => within(item).queryAllByText(username).length > 0)
  if (!row) throw new Error(`no row for ${username}`)
  return row
}

async function openAdd() {
  await waitFor(() => expect(bodyRows()).toHaveLength(3))
  await userEvent.click(screen.getByRole('button', { name: '新增' }))
  return screen.findByRole('dialog', { name: '新增用户' })
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('UserPage', { timeout: 20_000 }, () => {
  it('lists users with their avatar, dictionary texts and a status badge', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3), { timeout: 5000 })
    expect(within(rowOf('jeecg')).getByRole('img', { name: 'jeecg的头像' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/sys\/common\/static\/user\/jeecg\.png$/),
    )
    expect(within(rowOf('jeecg')).getByText('女')).toBeInTheDocument()
    expect(within(rowOf('frozen')).getByText('冻结')).toHaveAttribute('data-variant', 'danger')
    expect(within(rowOf('admin')).getByText('正常')).toHaveAttribute('data-variant', 'success')
  })

  it('refuses a password confirmation that differs, without calling the server', async () => {
    const { server } = renderPage()
    const dialog = await openAdd()
    await userEvent.type(within(dialog).getByLabelText(/用户账号/), 'lisi')
    await userEvent.type(within(dialog).getByLabelText(/登录密码/), 'Abc@12345')
    await userEvent.type(within(dialog).getByLabelText(/确认密码/), 'Abc@12346')
    await userEvent.type(within(dialog).getByLabelText(/用户姓名/), '李四')
    await userEvent.type(within(dialog).getByLabelText(/工号/), '0010')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeInTheDocument()
    expect(server.requests.some((request) => request.path === '/sys/user/add')).toBe(false)
  })

  it('checks the password rule and shows the duplicate username error from the server', async () => {
    const { server } = renderPage()
    const dialog = await openAdd()
    await userEvent.type(within(dialog).getByLabelText(/用户账号/), 'admin')
    await userEvent.type(within(dialog).getByLabelText(/登录密码/), 'abcdefgh')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument()
    expect(within(dialog).getByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeInTheDocument()
    const check = server.last('/sys/duplicate/check')
    expect(check?.query.get('tableName')).toBe('sys_user')
    expect(check?.query.get('fieldName')).toBe('username')
    expect(server.requests.some((request) => request.path === '/sys/user/add')).toBe(false)
  })

  it('adds a user with roles and departments as comma lists', async () => {
    const { server } = renderPage()
    const dialog = await openAdd()
    await userEvent.type(within(dialog).getByLabelText(/用户账号/), 'lisi')
    await userEvent.type(within(dialog).getByLabelText(/登录密码/), 'Abc@12345')
    await userEvent.type(within(dialog).getByLabelText(/确认密码/), 'Abc@12345')
    await userEvent.type(within(dialog).getByLabelText(/用户姓名/), '李四')
    await userEvent.type(within(dialog).getByLabelText(/工号/), '0010')
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '质检员' }))
    await userEvent.click(await within(dialog).findByText('研发部'))
    await chooseOption(within(dialog).getByLabelText('性别'), '女')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = server.last('/sys/user/add')?.body
    expect(body).toMatchObject({
      username: 'lisi',
      password: 'Abc@12345',
      confirmpassword: 'Abc@12345',
      realname: '李四',
      selectedroles: 'r2',
      selecteddeparts: 'd-b',
      sex: 2,
    })
  })

  it('edits a user with its roles and departments loaded, the username locked', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await clickRowAction(rowOf('admin'), '编辑')
    const dialog = await screen.findByRole('dialog', { name: '编辑用户' })
    expect(within(dialog).getByLabelText(/用户账号/)).toBeDisabled()
    expect(within(dialog).queryByLabelText(/登录密码/)).not.toBeInTheDocument()
    expect(await within(dialog).findByRole('checkbox', { name: '管理员' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '质检员' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.last('/sys/user/edit')?.body).toMatchObject({
      id: 'u1',
      selectedroles: 'r1,r2',
      selecteddeparts: 'd-b',
    })
  })

  it('edits a user with no role and no department: upstream refuses both reads, the dialog opens empty', async () => {
    const errors = vi.spyOn(toast, 'error')
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await clickRowAction(rowOf('jeecg'), '编辑')
    const dialog = await screen.findByRole('dialog', { name: '编辑用户' })
    expect(server.last('/sys/user/queryUserRole')?.query.get('userid')).toBe('u2')
    expect(server.last('/sys/user/userDepartList')?.query.get('userId')).toBe('u2')
    expect(await within(dialog).findByRole('checkbox', { name: '管理员' })).not.toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: '质检员' })).not.toBeChecked()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('shows 无 for the roles and departments of a user with none in the detail dialog', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await clickRowAction(rowOf('frozen'), '详情')
    const dialog = await screen.findByRole('dialog', { name: '用户详情' })
    await waitFor(() => expect(within(dialog).getByText('角色').nextElementSibling).toHaveTextContent('无'))
    expect(within(dialog).getByText('部门').nextElementSibling).toHaveTextContent('无')
  })

  it('freezes a user after asking, with frozenBatch status 2', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await userEvent.click(within(rowOf('jeecg')).getByRole('button', { name: 'jeecg的更多操作' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '冻结' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('确定冻结该用户吗?')
    expect(server.last('/sys/user/frozenBatch')).toBeUndefined()
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(server.last('/sys/user/frozenBatch')?.body).toEqual({ ids: 'u2', status: '2' }),
    )
  })

  it('unfreezes a frozen user and freezes a selection', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await userEvent.click(within(rowOf('frozen')).getByRole('button', { name: '冻结的人的更多操作' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '解冻' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    )
    await waitFor(() =>
      expect(server.last('/sys/user/frozenBatch')?.body).toEqual({ ids: 'u3', status: '1' }),
    )
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 3 行' }))
    await userEvent.click(screen.getByRole('button', { name: /批量操作/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '冻结' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('确定冻结选中的 2 个用户吗?')
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(server.last('/sys/user/frozenBatch')?.body).toEqual({ ids: 'u2,u3', status: '2' }),
    )
  })

  it("offers neither 冻结 nor 删除 on the signed-in user's own row, and refuses a batch that holds it", async () => {
    const warnings = vi.spyOn(toast, 'warning')
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    expect(await hasRowAction(rowOf('admin'), '编辑')).toBe(true)
    expect(await hasRowAction(rowOf('admin'), '冻结')).toBe(false)
    expect(await hasRowAction(rowOf('admin'), '删除')).toBe(false)
    expect(await hasRowAction(rowOf('jeecg'), '冻结')).toBe(true)
    expect(await hasRowAction(rowOf('jeecg'), '删除')).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }))
    await userEvent.click(screen.getByRole('button', { name: /批量操作/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '冻结' }))
    expect(warnings).toHaveBeenLastCalledWith('不能冻结当前登录的用户')
    await userEvent.click(screen.getByRole('button', { name: /批量操作/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }))
    expect(warnings).toHaveBeenLastCalledWith('不能删除当前登录的用户')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(server.last('/sys/user/frozenBatch')).toBeUndefined()
    expect(server.last('/sys/user/deleteBatch')).toBeUndefined()
    warnings.mockRestore()
  })

  it('resets a password: the two entries must match, then changePassword', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await userEvent.click(within(rowOf('jeecg')).getByRole('button', { name: 'jeecg的更多操作' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '密码' }))
    const dialog = await screen.findByRole('dialog', { name: '重新设定密码' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请输入新密码!')).toBeInTheDocument()
    expect(within(dialog).getByText('请确认新密码!')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'Abc@12345')
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'Abc@1234')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('两次输入的密码不一样！')).toBeInTheDocument()
    expect(server.last('/sys/user/changePassword')).toBeUndefined()
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), '5')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.last('/sys/user/changePassword')?.body).toEqual({
      username: 'jeecg',
      password: 'Abc@12345',
      confirmpassword: 'Abc@12345',
    })
  })

  it('shows the roles and departments of a user in the detail dialog', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await clickRowAction(rowOf('admin'), '详情')
    const dialog = await screen.findByRole('dialog', { name: '用户详情' })
    await waitFor(() =>
      expect(within(dialog).getByText('角色').nextElementSibling).toHaveTextContent('管理员'),
    )
    expect(within(dialog).getByText('部门').nextElementSibling).toHaveTextContent('研发部')
  })

  it('restores a user from the recycle bin after asking', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await userEvent.click(screen.getByRole('button', { name: '回收站' }))
    const dialog = await screen.findByRole('dialog', { name: '用户回收站' })
    const bin = await within(dialog).findByRole('table', { name: '已删除的用户' })
    await within(bin).findByText('gone')
    await userEvent.click(within(bin).getByRole('button', { name: '还原' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('确定还原该用户吗?')
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.last('/sys/user/putRecycleBin')?.body).toEqual({ userIds: 'd1' }))
    await waitFor(() => expect(within(bin).queryByText('gone')).not.toBeInTheDocument())
  })

  it('hides 新增 and 编辑 without the button permissions', async () => {
    renderPage([])
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(await hasRowAction(rowOf('admin'), '编辑')).toBe(false)
  })

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    expect(await seriousViolations(view.container)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增用户' })
    await within(dialog).findByRole('checkbox', { name: '质检员' })
    await within(dialog).findByRole('tree', { name: '部门分配' })
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
