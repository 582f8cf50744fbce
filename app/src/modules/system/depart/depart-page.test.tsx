import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'
import DepartPage from './depart-page'
import { done, fakeApi, refuse, type FakeRequest } from './depart-fake-server.test-helper'

const depart = (id: string, name: string, orgCode: string, parentId: string, children: unknown[] = []) => ({
  key: id,
  value: id,
  title: name,
  id,
  parentId,
  departName: name,
  orgCode,
  orgCategory: parentId ? '2' : '1',
  departOrder: 0,
  isLeaf: children.length === 0,
  children,
})

const departTree = [
  depart('d1', '北京国炬软件', 'A01', '', [
    depart('d2', '研发部', 'A01A01', 'd1'),
    depart('d3', '市场部', 'A01A02', 'd1'),
  ]),
]

const usersOf: Record<string, { id: string; username: string; realname: string }[]> = {
  d1: [],
  d2: [{ id: 'u1', username: 'zhangsan', realname: '张三' }],
  d3: [{ id: 'u2', username: 'lisi', realname: '李四' }],
}

const GRANTS = ['add', 'edit', 'delete'].map((action) => ({
  action: `system:depart:${action}`,
  describe: action,
  type: '1',
}))

const grantTree = [
  {
    key: 'm1',
    value: 'm1',
    title: '系统管理',
    children: [{ key: 'm2', value: 'm2', title: '用户管理', children: [] }],
  },
  { key: 'm3', value: 'm3', title: '报表', children: [] },
]

function renderPage(routes: Record<string, (request: FakeRequest) => unknown> = {}) {
  const roles: Record<string, unknown>[] = [
    { id: 'r1', departId: 'd2', roleName: '研发组长', roleCode: 'rd_leader' },
  ]
  const server = fakeApi({
    'GET /sys/sysDepart/queryTreeList': () => departTree,
    'GET /sys/user/departUserList': (request: FakeRequest) => {
      const records = usersOf[request.query.get('depId') ?? ''] ?? []
      return { records, total: records.length, size: 10, current: 1, pages: 1 }
    },
    'POST /sys/sysDepart/add': () => done('添加成功！'),
    'DELETE /sys/sysDepart/delete': () => done('删除成功!'),
    'PUT /sys/sysDepart/edit': () => done('修改成功!'),
    'GET /sys/permission/queryTreeList': () => ({ treeList: grantTree, ids: ['m1', 'm2', 'm3'] }),
    'GET /sys/permission/queryDepartPermission': () => ['m1'],
    'POST /sys/permission/saveDepartPermission': () => done('保存成功！'),
    'GET /sys/user/list': () => ({
      records: [{ id: 'u9', username: 'wangwu', realname: '王五', status: 1 }],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    }),
    'POST /sys/user/editSysDepartWithUser': () => done('添加成功!'),
    'DELETE /sys/user/deleteUserInDepart': () => done('删除成功!'),
    'GET /sys/sysDepartRole/list': () => ({
      records: roles,
      total: roles.length,
      size: 10,
      current: 1,
      pages: 1,
    }),
    'POST /sys/sysDepartRole/add': (request: FakeRequest) => {
      roles.push({ ...(request.body as { roleName: string; roleCode: string }), id: 'r2', departId: 'd2' })
      return done('添加成功！')
    },
    'GET /sys/sysDepartPermission/queryTreeListForDeptRole': () => ({
      treeList: [grantTree[0]],
      ids: ['m1', 'm2'],
    }),
    'GET /sys/sysDepartPermission/queryDeptRolePermission': () => [],
    'POST /sys/sysDepartPermission/saveDeptRolePermission': () => done('保存成功！'),
    ...routes,
  })
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: GRANTS as never, allAuth: [] })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DepartPage />
    </QueryClientProvider>,
  )
  return { server, view }
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u0', username: 'admin' } as never })
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('DepartPage', () => {
  it("selecting a department in the tree shows its details and that department's users", async () => {
    const { server } = renderPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await userEvent.click(within(tree).getByText('研发部'))
    expect(within(tree).getByRole('treeitem', { name: '研发部' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByDisplayValue('A01A01')).toBeDisabled()
    await userEvent.click(screen.getByRole('tab', { name: '用户' }))
    const table = await screen.findByRole('table', { name: '部门用户列表' })
    expect(await within(table).findByText('张三')).toBeInTheDocument()
    expect(within(table).queryByText('李四')).not.toBeInTheDocument()
    expect(server.to('GET', '/sys/user/departUserList').at(-1)?.query.get('depId')).toBe('d2')

    await userEvent.click(within(tree).getByText('市场部'))
    expect(
      await within(screen.getByRole('table', { name: '部门用户列表' })).findByText('李四'),
    ).toBeInTheDocument()
  })

  it('adds a sub-department under the selected one: the parent id is sent', async () => {
    const { server } = renderPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await userEvent.click(within(tree).getByText('研发部'))
    await userEvent.click(screen.getByRole('button', { name: '添加下级' }))
    const dialog = await screen.findByRole('dialog', { name: '添加下级部门' })
    expect(within(dialog).getByLabelText('上级部门')).toHaveValue('研发部')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('机构名称不能为空')).toBeInTheDocument()
    expect(server.to('POST', '/sys/sysDepart/add')).toHaveLength(0)
    await userEvent.type(within(dialog).getByLabelText(/机构名称/), '测试组')
    // 机构类型 is the kit's radio group, not native radios; under a department: 部门 or 岗位.
    const kind = within(dialog).getByRole('radiogroup', { name: '机构类型' })
    expect(kind).toHaveAttribute('data-slot', 'radio-group')
    expect(within(kind).getByRole('radio', { name: '部门' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(kind).getByRole('radio', { name: '岗位' }))
    expect(within(kind).getByRole('radio', { name: '岗位' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = server.to('POST', '/sys/sysDepart/add')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({ departName: '测试组', parentId: 'd2', orgCategory: '3' })
  })

  it('a name taken under the same parent is shown at 机构名称, on add and on edit, with what was typed kept', async () => {
    renderPage({
      'POST /sys/sysDepart/add': () => refuse('同级部门名称已存在'),
      'PUT /sys/sysDepart/edit': () => refuse('同级部门名称已存在'),
    })
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await userEvent.click(within(tree).getByText('研发部'))
    await userEvent.click(screen.getByRole('button', { name: '添加下级' }))
    const dialog = await screen.findByRole('dialog', { name: '添加下级部门' })
    const added = within(dialog).getByLabelText(/机构名称/)
    await userEvent.type(added, '测试组')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(added).toHaveAccessibleDescription(/同级部门名称已存在/))
    expect(added).toHaveAttribute('aria-invalid', 'true')
    expect(added).toHaveValue('测试组')
    expect(within(dialog).queryByRole('alert', { name: /同级部门名称已存在/ })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const name = await screen.findByLabelText(/机构名称/)
    await userEvent.clear(name)
    await userEvent.type(name, '市场部')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription(/同级部门名称已存在/))
    expect(name).toHaveValue('市场部')
  })

  it('deletes the selected department after a confirmation', async () => {
    const { server } = renderPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await userEvent.click(within(tree).getByText('市场部'))
    await userEvent.click(screen.getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(server.to('DELETE', '/sys/sysDepart/delete')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.to('DELETE', '/sys/sysDepart/delete')[0]?.query.get('id')).toBe('d3'))
  })

  it('部门权限: checks what is granted and saves the new set with the last one', async () => {
    const { server } = renderPage()
    await userEvent.click(within(await screen.findByRole('tree', { name: '部门树' })).getByText('研发部'))
    await userEvent.click(screen.getByRole('tab', { name: '部门权限' }))
    expect(await screen.findByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('treeitem', { name: '报表' })).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(screen.getByRole('treeitem', { name: '报表' }))
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(server.to('POST', '/sys/permission/saveDepartPermission')).toHaveLength(1))
    expect(server.to('POST', '/sys/permission/saveDepartPermission')[0]?.body).toEqual({
      departId: 'd2',
      permissionIds: 'm1,m3',
      lastpermissionIds: 'm1',
    })
  })

  it('edits the basic information of the selected department', async () => {
    const { server } = renderPage()
    await userEvent.click(within(await screen.findByRole('tree', { name: '部门树' })).getByText('研发部'))
    const name = await screen.findByLabelText(/机构名称/)
    await userEvent.clear(name)
    await userEvent.type(name, '研发中心')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(server.to('PUT', '/sys/sysDepart/edit')).toHaveLength(1))
    expect(server.to('PUT', '/sys/sysDepart/edit')[0]?.body).toMatchObject({
      id: 'd2',
      parentId: 'd1',
      departName: '研发中心',
    })
  })

  it('用户: adds existing users to the department and takes one out after a confirmation', async () => {
    const { server } = renderPage()
    await userEvent.click(within(await screen.findByRole('tree', { name: '部门树' })).getByText('研发部'))
    await userEvent.click(screen.getByRole('tab', { name: '用户' }))
    await within(await screen.findByRole('table', { name: '部门用户列表' })).findByText('张三')
    await userEvent.click(screen.getByRole('button', { name: '添加已有用户' }))
    const picker = await screen.findByRole('dialog', { name: '选择用户' })
    await within(picker).findByText('王五')
    await userEvent.click(within(picker).getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.to('POST', '/sys/user/editSysDepartWithUser')).toHaveLength(1))
    expect(server.to('POST', '/sys/user/editSysDepartWithUser')[0]?.body).toEqual({
      depId: 'd2',
      userIdList: ['u9'],
    })

    await userEvent.click(screen.getByRole('button', { name: '取消关联' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    )
    await waitFor(() => expect(server.to('DELETE', '/sys/user/deleteUserInDepart')).toHaveLength(1))
    const query = server.to('DELETE', '/sys/user/deleteUserInDepart')[0]?.query
    expect([query?.get('depId'), query?.get('userId')]).toEqual(['d2', 'u1'])
  })

  it('部门角色: lists, adds with the department, and grants within the department', async () => {
    const { server } = renderPage()
    await userEvent.click(within(await screen.findByRole('tree', { name: '部门树' })).getByText('研发部'))
    await userEvent.click(screen.getByRole('tab', { name: '部门角色' }))
    const table = await screen.findByRole('table', { name: '部门角色列表' })
    expect(await within(table).findByText('研发组长')).toBeInTheDocument()
    expect(server.to('GET', '/sys/sysDepartRole/list').at(-1)?.query.get('deptId')).toBe('d2')

    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增部门角色' })
    await userEvent.type(within(dialog).getByLabelText(/部门角色名称/), '测试员')
    await userEvent.type(within(dialog).getByLabelText(/部门角色编码/), 'tester')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.to('POST', '/sys/sysDepartRole/add')).toHaveLength(1))
    expect(server.to('POST', '/sys/sysDepartRole/add')[0]?.body).toMatchObject({
      departId: 'd2',
      roleName: '测试员',
      roleCode: 'tester',
    })
    expect(
      await within(screen.getByRole('table', { name: '部门角色列表' })).findByText('测试员'),
    ).toBeInTheDocument()

    const first = within(screen.getByRole('table', { name: '部门角色列表' })).getAllByRole('row')[1]!
    await userEvent.click(within(first).getByRole('button', { name: '授权' }))
    const drawer = await screen.findByRole('dialog', { name: '部门角色权限配置' })
    expect(within(drawer).queryByRole('treeitem', { name: '报表' })).not.toBeInTheDocument()
    await userEvent.click(await within(drawer).findByRole('treeitem', { name: '用户管理' }))
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(server.to('POST', '/sys/sysDepartPermission/saveDeptRolePermission')).toHaveLength(1),
    )
    expect(server.to('POST', '/sys/sysDepartPermission/saveDeptRolePermission')[0]?.body).toEqual({
      roleId: 'r1',
      permissionIds: 'm2',
      lastpermissionIds: '',
    })
    expect(
      server.to('GET', '/sys/sysDepartPermission/queryTreeListForDeptRole')[0]?.query.get('departId'),
    ).toBe('d2')
  })

  it('添加下级: an error shown on blur clears while typing, so one click on 确定 saves', async () => {
    const { server } = renderPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await userEvent.click(within(tree).getByText('研发部'))
    await userEvent.click(screen.getByRole('button', { name: '添加下级' }))
    const dialog = await screen.findByRole('dialog', { name: '添加下级部门' })
    const name = within(dialog).getByLabelText(/机构名称/)
    await userEvent.click(name)
    await userEvent.tab()
    expect(await within(dialog).findByText('机构名称不能为空')).toBeInTheDocument()
    await userEvent.type(name, '测试组')
    // Cleared while typing: the blur of the pointer-down on 确定 has no error left to remove.
    await waitFor(() => expect(within(dialog).queryByText('机构名称不能为空')).toBeNull())
    const save = within(dialog).getByRole('button', { name: '确定' })
    const errorLines = () => dialog.querySelectorAll('[data-slot=form-field] p').length
    const seen: number[] = []
    save.addEventListener('pointerdown', () => seen.push(errorLines()))
    save.addEventListener('click', () => seen.push(errorLines()))
    await userEvent.click(save)
    expect(seen).toHaveLength(2)
    expect(seen[0]).toBe(seen[1])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.to('POST', '/sys/sysDepart/add')).toHaveLength(1)
  })

  it('添加下级: closing with typed values asks first; 取消 closes at once', async () => {
    const { server } = renderPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await userEvent.click(within(tree).getByText('研发部'))
    await userEvent.click(screen.getByRole('button', { name: '添加下级' }))
    const dialog = await screen.findByRole('dialog', { name: '添加下级部门' })
    await userEvent.type(within(dialog).getByLabelText(/机构名称/), '测试组')
    await userEvent.keyboard('{Escape}')
    await userEvent.click(await screen.findByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(dialog).getByLabelText(/机构名称/)).toHaveValue('测试组')
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.to('POST', '/sys/sysDepart/add')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: '添加下级' }))
    const again = await screen.findByRole('dialog', { name: '添加下级部门' })
    await userEvent.type(within(again).getByLabelText(/机构名称/), '测试组')
    await userEvent.click(within(again).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await userEvent.click(within(tree).getByText('研发部'))
    await screen.findByDisplayValue('A01A01')
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
