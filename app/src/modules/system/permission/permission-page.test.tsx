import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'
import PermissionPage from './permission-page'
import { done, fakeApi } from '../depart/depart-fake-server.test-helper'

const menu = (
  id: string,
  name: string,
  menuType: number,
  parentId: string | null,
  extra = {},
  children: unknown[] = [],
) => ({
  id,
  key: id,
  title: name,
  name,
  parentId,
  menuType,
  url: menuType === 2 ? null : `/${id}`,
  component: menuType === 0 ? 'layouts/RouteView' : menuType === 1 ? `system/${id}` : null,
  sortNo: 1,
  leaf: children.length === 0,
  isLeaf: children.length === 0,
  route: true,
  keepAlive: false,
  alwaysShow: false,
  hidden: false,
  internalOrExternal: false,
  ...extra,
  children: children.length ? children : null,
})

const menus = [
  menu('sys', '系统管理', 0, null, { icon: 'setting' }, [
    menu('user', '用户管理', 1, 'sys', { icon: 'not-an-icon' }, [
      menu('userAdd', '添加用户', 2, 'user', { perms: 'user:add' }),
    ]),
  ]),
]

const GRANTS = ['add', 'edit', 'delete'].map((action) => ({
  action: `system:permission:${action}`,
  describe: action,
  type: '1',
}))

function renderPage() {
  const rules: Record<string, unknown>[] = [
    {
      id: 'r1',
      permissionId: 'user',
      ruleName: '本人数据',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status: '1',
    },
  ]
  const server = fakeApi({
    'GET /sys/permission/list': () => menus,
    'POST /sys/permission/add': () => done('添加成功！'),
    'PUT /sys/permission/edit': () => done('修改成功！'),
    'DELETE /sys/permission/delete': () => done('删除成功!'),
    'GET /sys/permission/getPermRuleListByPermId': () => rules,
    'POST /sys/permission/addPermissionRule': (request) => {
      rules.push({ ...(request.body as Record<string, unknown>), id: `r${rules.length + 1}` })
      return done('添加成功！')
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  usePermissions.setState({ auth: GRANTS as never, allAuth: [] })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PermissionPage />
    </QueryClientProvider>,
  )
  return { server, view }
}

const table = () => screen.getByRole('table', { name: '菜单列表' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const loaded = () => within(table()).findByText('系统管理')

beforeEach(() => useSession.setState({ token: 't' }))
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('PermissionPage', () => {
  it('shows the menu tree with types, opening a node shows its children', async () => {
    renderPage()
    await loaded()
    expect(within(bodyRows()[0]!).getByText('一级菜单')).toBeInTheDocument()
    // 图标 draws the icon (named by its icon name), not the name as text.
    const icon = within(bodyRows()[0]!).getByRole('img', { name: 'setting' })
    expect(icon).toHaveAttribute('data-icon', 'setting')
    expect(within(bodyRows()[0]!).queryByText('setting')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '展开系统管理' }))
    expect(bodyRows()).toHaveLength(2)
    expect(within(bodyRows()[1]!).getByText('子菜单')).toBeInTheDocument()
    // A name no icon has stays readable as text (not a neutral placeholder icon).
    expect(within(bodyRows()[1]!).getByText('not-an-icon')).toBeInTheDocument()
    expect(within(bodyRows()[1]!).queryByRole('img', { name: 'not-an-icon' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '展开全部' }))
    expect(bodyRows()).toHaveLength(3)
    expect(within(bodyRows()[2]!).getByText('按钮权限')).toBeInTheDocument()
    // Buttons have no 添加下级 and no 数据规则.
    expect(within(bodyRows()[2]!).queryByRole('button', { name: '添加下级' })).not.toBeInTheDocument()
    expect(within(bodyRows()[1]!).getByRole('button', { name: '数据规则' })).toBeInTheDocument()
  })

  it('the menu type radio changes the fields shown', async () => {
    renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增菜单' }))
    const dialog = await screen.findByRole('dialog', { name: '新增' })
    expect(within(dialog).getByRole('radio', { name: '一级菜单' })).toBeChecked()
    expect(within(dialog).getByRole('radiogroup', { name: '菜单类型' })).toHaveAttribute(
      'data-slot',
      'radio-group',
    )
    expect(within(dialog).getByLabelText('默认跳转地址')).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/上级菜单/)).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/授权标识/)).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('radio', { name: '子菜单' }))
    expect(within(dialog).getByLabelText(/上级菜单/)).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('默认跳转地址')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText(/菜单路径/)).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('radio', { name: '按钮/权限' }))
    expect(within(dialog).getByLabelText(/授权标识/)).toBeInTheDocument()
    expect(within(dialog).getByRole('radiogroup', { name: '授权策略' })).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/菜单路径/)).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/前端组件/)).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText('菜单图标')).not.toBeInTheDocument()
  })

  it('adding a button requires its 授权标识 (and its parent), then sends menuType 2', async () => {
    const { server } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增菜单' }))
    const dialog = await screen.findByRole('dialog', { name: '新增' })
    await userEvent.click(within(dialog).getByRole('radio', { name: '按钮/权限' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: '按钮/权限' }), '导出用户')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入授权标识!')).toBeInTheDocument()
    expect(within(dialog).getByText('请选择上级菜单!')).toBeInTheDocument()
    expect(server.to('POST', '/sys/permission/add')).toHaveLength(0)

    // 上级菜单 is the kit's searchable Combobox.
    await chooseOption(within(dialog).getByRole('combobox', { name: /上级菜单/ }), '用户管理')
    await userEvent.type(within(dialog).getByLabelText(/授权标识/), 'user:export')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.to('POST', '/sys/permission/add')[0]?.body).toMatchObject({
      menuType: 2,
      name: '导出用户',
      parentId: 'user',
      perms: 'user:export',
      permsType: '1',
      status: '1',
      url: null,
      component: null,
    })
  })

  it('a menu needs its path and component unless it opens outside', async () => {
    const { server } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '新增菜单' }))
    const dialog = await screen.findByRole('dialog', { name: '新增' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入菜单名称!')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入菜单路径!')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入前端组件!')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(/菜单名称/), '官网')
    await userEvent.type(within(dialog).getByLabelText(/菜单路径/), 'https://example.com')
    await userEvent.click(within(dialog).getByRole('radio', { name: '外部' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '选择' }))
    const picker = await screen.findByRole('dialog', { name: '选择图标' })
    await userEvent.type(within(picker).getByLabelText('搜索图标'), 'glob')
    await userEvent.click(within(picker).getByRole('button', { name: 'global' }))
    expect(within(dialog).getByLabelText('菜单图标')).toHaveValue('global')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.to('POST', '/sys/permission/add')).toHaveLength(1))
    expect(server.to('POST', '/sys/permission/add')[0]?.body).toMatchObject({
      menuType: 0,
      name: '官网',
      url: 'https://example.com',
      internalOrExternal: true,
      icon: 'global',
      parentId: null,
    })
  })

  it('edits a menu, and 添加下级 starts a sub-menu under it', async () => {
    const { server } = renderPage()
    await loaded()
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '添加下级' }))
    let dialog = await screen.findByRole('dialog', { name: '新增' })
    expect(within(dialog).getByRole('radio', { name: '子菜单' })).toBeChecked()
    expect(within(dialog).getByRole('combobox', { name: /上级菜单/ })).toHaveTextContent('系统管理')
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }))
    dialog = await screen.findByRole('dialog', { name: '编辑' })
    await userEvent.clear(within(dialog).getByLabelText(/菜单名称/))
    await userEvent.type(within(dialog).getByLabelText(/菜单名称/), '系统设置')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.to('PUT', '/sys/permission/edit')).toHaveLength(1))
    expect(server.to('PUT', '/sys/permission/edit')[0]?.body).toMatchObject({
      id: 'sys',
      name: '系统设置',
      menuType: 0,
    })
  })

  it('deletes after a confirmation', async () => {
    const { server } = renderPage()
    await loaded()
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(server.to('DELETE', '/sys/permission/delete')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.to('DELETE', '/sys/permission/delete')[0]?.query.get('id')).toBe('sys'))
  })

  it('数据规则 lists the rules of a menu and adds one', async () => {
    const { server } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '展开系统管理' }))
    await userEvent.click(within(bodyRows()[1]!).getByRole('button', { name: '数据规则' }))
    const drawer = await screen.findByRole('dialog', { name: '数据权限规则 - 用户管理' })
    expect(await within(drawer).findByText('本人数据')).toBeInTheDocument()
    expect(within(drawer).getByText('等于')).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('button', { name: '新增' }))
    const form = await screen.findByRole('dialog', { name: '新增数据规则' })
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    expect(await within(form).findByText('请输入规则名称!')).toBeInTheDocument()
    await userEvent.type(within(form).getByLabelText(/规则名称/), '本部门')
    // Kit controls: 条件规则 is a Select, 状态 a radio group.
    await chooseOption(within(form).getByRole('combobox', { name: /条件规则/ }), '模糊')
    const status = within(form).getByRole('radiogroup', { name: '状态' })
    expect(status).toHaveAttribute('data-slot', 'radio-group')
    expect(within(status).getByRole('radio', { name: '有效' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.type(within(form).getByLabelText(/规则字段/), 'sysOrgCode')
    await userEvent.type(within(form).getByLabelText(/规则值/), 'A01')
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(server.to('POST', '/sys/permission/addPermissionRule')).toHaveLength(1))
    expect(server.to('POST', '/sys/permission/addPermissionRule')[0]?.body).toMatchObject({
      permissionId: 'user',
      ruleName: '本部门',
      ruleColumn: 'sysOrgCode',
      ruleConditions: 'LIKE',
      ruleValue: 'A01',
      status: '1',
    })
    expect(await within(drawer).findByText('本部门')).toBeInTheDocument()
  })

  it('hides the actions the user may not use', async () => {
    renderPage()
    usePermissions.setState({ auth: [GRANTS[1]!] as never, allAuth: [] })
    await loaded()
    expect(screen.queryByRole('button', { name: '新增菜单' })).not.toBeInTheDocument()
    expect(within(bodyRows()[0]!).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(within(bodyRows()[0]!).getByRole('button', { name: '编辑' })).toBeInTheDocument()
  })

  it('has no serious axe violations, the page and the form', async () => {
    const { view } = renderPage()
    await loaded()
    await userEvent.click(screen.getByRole('button', { name: '展开全部' }))
    expect(await seriousViolations(view.container)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: '新增菜单' }))
    const dialog = await screen.findByRole('dialog', { name: '新增' })
    expect(await seriousViolations(dialog)).toEqual([])
  })
})
