import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { toast } from '@erp/ui-kit/toast'
import { usePermissions } from '../../../stores/permission-store'
import { useGrantTreePreferences } from '../../../stores/grant-tree-store'
import { useSession } from '../../../stores/session-store'
import RolePage from './role-page'
import { fakeAdminServer } from '../user/user-fake-server.test-helper'
import { clickRowAction } from '../../../lib/resource/row-actions.test-helper'

function renderPage(granted?: string[]) {
  const server = fakeAdminServer(granted ? { granted } : {})
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: [], allAuth: [] })
  const router = createMemoryRouter([{ path: '/isystem/roleUserList', element: <RolePage /> }], {
    initialEntries: ['/isystem/roleUserList'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

const roleTable = () => screen.getByRole('table', { name: '角色列表' })
const roleRows = () => within(roleTable()).getAllByRole('row').slice(1)
const item = (name: string) => screen.getByRole('treeitem', { name })

async function openGrant(roleName = '质检员') {
  await waitFor(() => expect(roleRows()).toHaveLength(2), { timeout: 5000 })
  await clickRowAction(roleTable(), `为${roleName}授权`)
  await screen.findByRole('tree', { name: '所拥有的权限' })
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
  useGrantTreePreferences.setState({ cascadeByUser: {} })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  useSession.getState().signOut()
})

describe('RolePage', { timeout: 20_000 }, () => {
  it('grants: checking a menu checks its buttons, its parent is half checked, save sends the ids', async () => {
    const success = vi.spyOn(toast, 'success')
    const { server } = renderPage(['home'])
    await openGrant()
    expect(item('首页')).toHaveAttribute('aria-checked', 'true')
    expect(item('用户管理')).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(within(item('用户管理')).getAllByText('用户管理')[0]!)
    expect(item('用户管理')).toHaveAttribute('aria-checked', 'true')
    expect(item('添加')).toHaveAttribute('aria-checked', 'true')
    expect(item('编辑')).toHaveAttribute('aria-checked', 'true')
    expect(item('系统管理')).toHaveAttribute('aria-checked', 'mixed')
    expect(item('角色管理')).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(server.last('/sys/permission/saveRolePermission')).toBeDefined())
    const body = server.last('/sys/permission/saveRolePermission')?.body as Record<string, string>
    expect(body.roleId).toBe('r2')
    expect((body.permissionIds ?? '').split(',').sort()).toEqual([
      'home',
      'sys',
      'user',
      'user-add',
      'user-edit',
    ])
    expect(body.lastpermissionIds).toBe('home')
    await waitFor(() => expect(success).toHaveBeenCalledWith('保存成功！'))
  })

  it('reopening shows exactly what was saved: a page granted without its buttons is checked, cascade off', async () => {
    // saved with 父子关联 off: the folder and the page, none of the page's buttons
    renderPage(['sys', 'user'])
    await openGrant()
    const cascade = screen.getByRole('switch', { name: '父子关联' })
    expect(cascade).toHaveAttribute('aria-checked', 'false')
    expect(item('系统管理')).toHaveAttribute('aria-checked', 'true')
    expect(item('用户管理')).toHaveAttribute('aria-checked', 'true')
    expect(item('添加')).toHaveAttribute('aria-checked', 'false')
    expect(item('角色管理')).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByText(/上级菜单也会一并授予/)).toBeInTheDocument()
  })

  it('without 父子关联 a checked button brings its page and folder; the choice is remembered per user', async () => {
    const { server } = renderPage(['home'])
    await openGrant()
    const cascade = screen.getByRole('switch', { name: '父子关联' })
    expect(cascade).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(cascade)
    expect(cascade).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(within(item('添加')).getAllByText('添加')[0]!)
    expect(item('用户管理')).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(server.last('/sys/permission/saveRolePermission')).toBeDefined())
    const body = server.last('/sys/permission/saveRolePermission')?.body as Record<string, string>
    expect((body.permissionIds ?? '').split(',').sort()).toEqual(['home', 'sys', 'user', 'user-add'])
    // what was saved is what is shown
    await waitFor(() => expect(item('用户管理')).toHaveAttribute('aria-checked', 'true'))
    expect(item('系统管理')).toHaveAttribute('aria-checked', 'true')
    expect(useGrantTreePreferences.getState().cascadeByUser).toEqual({ admin: false })
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('tree', { name: '所拥有的权限' })).toBeNull())
    // reopened (another role, saved with cascade): still off, as this user left it
    await clickRowAction(roleTable(), '为质检员授权')
    await screen.findByRole('tree', { name: '所拥有的权限' })
    expect(screen.getByRole('switch', { name: '父子关联' })).toHaveAttribute('aria-checked', 'false')
  })

  it('unchecking the last checked child clears the parent; 全选 and 取消全选', async () => {
    const { server } = renderPage(['sys', 'role'])
    await openGrant()
    expect(item('系统管理')).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.click(within(item('角色管理')).getByText('角色管理'))
    expect(item('系统管理')).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(screen.getByRole('button', { name: '全选' }))
    expect(item('系统管理')).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(screen.getByRole('button', { name: '取消全选' }))
    expect(item('首页')).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(screen.getByRole('button', { name: '保存并关闭' }))
    await waitFor(() => expect(screen.queryByRole('tree')).not.toBeInTheDocument())
    expect(server.last('/sys/permission/saveRolePermission')?.body).toMatchObject({
      roleId: 'r2',
      permissionIds: '',
      lastpermissionIds: 'sys,role',
    })
  })

  it('works from the keyboard: arrows move, left collapses, space toggles', async () => {
    renderPage([])
    await openGrant()
    const tree = screen.getByRole('tree', { name: '所拥有的权限' })
    await userEvent.tab()
    while (!tree.contains(document.activeElement)) await userEvent.tab()
    expect(item('系统管理')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(item('用户管理')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(item('用户管理')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('treeitem', { name: '添加' })).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    expect(item('用户管理')).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowRight}')
    expect(item('添加')).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(item('添加')).toHaveAttribute('aria-checked', 'true')
    expect(item('用户管理')).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.keyboard('{ArrowLeft}')
    expect(item('用户管理')).toHaveFocus()
  })

  it('sets the data rules of a menu', async () => {
    const { server } = renderPage(['sys', 'user'])
    await openGrant()
    await userEvent.click(screen.getByRole('button', { name: '用户管理的数据规则' }))
    const dialog = await screen.findByRole('dialog', { name: '数据规则：用户管理' })
    expect(await within(dialog).findByRole('checkbox', { name: /只看本部门/ })).toBeChecked()
    // The kit's checkboxes, not native ones.
    expect(within(dialog).getByRole('checkbox', { name: /只看本部门/ })).toHaveAttribute(
      'data-slot',
      'checkbox',
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /只看男性/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(server.last('/sys/role/datarule')?.body).toEqual({
        permissionId: 'user',
        roleId: 'r2',
        dataRuleIds: 'rule1,rule2',
      }),
    )
  })

  it('lists the users of a role and adds existing users to it', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(roleRows()).toHaveLength(2), { timeout: 5000 })
    await clickRowAction(roleTable(), '查看管理员的用户')
    const panel = await screen.findByRole('table', { name: '管理员的用户' })
    await within(panel).findByText('admin')
    await userEvent.click(screen.getByRole('button', { name: '添加已有用户' }))
    const dialog = await screen.findByRole('dialog', { name: '选择用户' })
    const picker = within(dialog).getByRole('table', { name: '选择用户' })
    await within(picker).findByText('frozen')
    const rows = within(picker).getAllByRole('row').slice(1)
    const pick = (username: string) => {
      const index = rows.findIndex((row) => within(row).queryAllByText(username).length > 0)
      return within(dialog).getByRole('checkbox', { name: `选择第 ${index + 1} 行` })
    }
    await userEvent.click(pick('jeecg'))
    await userEvent.click(pick('frozen'))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.last('/sys/user/addSysUserRole')?.body).toEqual({ roleId: 'r1', userIdList: ['u2', 'u3'] })
    await within(panel).findByText('frozen')
  })

  it('the users panel says how to open it in any layout, and scrolls into view when stacked', async () => {
    const scrolled = vi.fn()
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled(this.getAttribute('aria-label'))
    })
    // Narrower than 2xl: the panel sits under the role list.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    renderPage()
    const hint = screen.getByRole('region', { name: '角色用户' })
    expect(hint).not.toHaveTextContent('左侧')
    expect(hint).toHaveTextContent('请先在角色列表中点“用户”选择一个角色')
    await waitFor(() => expect(roleRows()).toHaveLength(2), { timeout: 5000 })
    await clickRowAction(roleTable(), '查看管理员的用户')
    await screen.findByRole('table', { name: '管理员的用户' })
    expect(scrolled).toHaveBeenCalledWith('管理员的用户')
  })

  it('side by side (2xl), opening the users panel does not scroll the page', async () => {
    const scrolled = vi.fn()
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrolled)
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    renderPage()
    await waitFor(() => expect(roleRows()).toHaveLength(2), { timeout: 5000 })
    await clickRowAction(roleTable(), '查看管理员的用户')
    await screen.findByRole('table', { name: '管理员的用户' })
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('unlinks one user and a selection after asking', async () => {
    const { server } = renderPage()
    server.roleUsers.set('r1', ['u1', 'u2', 'u3'])
    await waitFor(() => expect(roleRows()).toHaveLength(2), { timeout: 5000 })
    await clickRowAction(roleTable(), '查看管理员的用户')
    const panel = await screen.findByRole('table', { name: '管理员的用户' })
    await within(panel).findByText('frozen')
    const rows = within(panel).getAllByRole('row').slice(1)
    await userEvent.click(within(rows[2]!).getByRole('button', { name: '取消关联' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    )
    await waitFor(() => expect(server.last('/sys/user/deleteUserRole')?.query.get('userId')).toBe('u3'))
    await waitFor(() => expect(within(panel).queryByText('frozen')).not.toBeInTheDocument())
    await userEvent.click(within(panel).getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(within(panel).getByRole('checkbox', { name: '选择第 2 行' }))
    await userEvent.click(screen.getByRole('button', { name: '批量取消关联' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    )
    await waitFor(() =>
      expect(server.last('/sys/user/deleteUserRoleBatch')?.query.get('userIds')).toBe('u1,u2'),
    )
  })

  it('has no serious axe violations, with the grant drawer open too', async () => {
    const { view } = renderPage(['sys', 'role'])
    await waitFor(() => expect(roleRows()).toHaveLength(2), { timeout: 5000 })
    await clickRowAction(roleTable(), '查看管理员的用户')
    await within(await screen.findByRole('table', { name: '管理员的用户' })).findByText('admin')
    expect(await seriousViolations(view.container)).toEqual([])
    await openGrant()
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
