import type { components } from '@erp/openapi/schema'
import { Toaster } from '@erp/ui-kit/toast'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'
import { useSession } from '../../stores/session-store'

type SysUser = components['schemas']['SysUser']
type AccountSettings = components['schemas']['AccountSettings']

export const ADMIN: SysUser = {
  id: 'u-admin',
  username: 'admin',
  // i18n-ignore: fake server data, the server answers in Chinese
  realname: '管理员',
  avatar: null,
  birthday: '2018-12-05',
  sex: 1,
  email: 'jeecg@163.com',
  phone: '18611111111',
  orgCode: 'A01',
  status: 1,
  workNo: '00001',
  post: 'devleader',
  telephone: '010-1234567',
  updateTime: '2026-11-20 10:00:00',
}

export interface FakeRequest {
  method: string
  path: string
  body: unknown
  token: string | null
}

/**
 * An in-memory back end for the account pages, answered through a stubbed global fetch so the real client
 * and its middleware run: profile, departments, bindings, settings, appEdit and upload.
 */
export function fakeAccountServer(
  options: { refuseEdit?: string; refuseProfile?: string; settings?: AccountSettings } = {},
) {
  let user: SysUser = { ...ADMIN }
  let settings: AccountSettings = options.settings ?? {
    ui: null,
    notification: { systemMessages: true, announcements: true, todoReminders: true },
  }
  const requests: FakeRequest[] = []
  // i18n-ignore: fake server data, the server answers in Chinese
  const envelope = (result: unknown, success = true, message = '操作成功！') =>
    new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    })

  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = input.method === 'GET' ? '' : await input.clone().text()
    const body: unknown =
      text && input.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text
    requests.push({ method: input.method, path, body, token: input.headers.get('X-Access-Token') })
    if (path === '/sys/user/account/profile' && options.refuseProfile)
      return envelope(null, false, options.refuseProfile)
    if (path === '/sys/user/account/profile')
      return envelope({
        userInfo: user,
        // i18n-ignore: fake server data, the server answers in Chinese
        sex_dictText: user.sex === 1 ? '男' : user.sex === 2 ? '女' : null,
        // i18n-ignore: fake server data, the server answers in Chinese
        post_dictText: '研发部经理',
        // i18n-ignore: fake server data, the server answers in Chinese
        roles: [{ id: 'r1', roleCode: 'admin', roleName: '管理员', description: '系统管理员' }],
      })
    if (path === '/sys/user/getCurrentUserDeparts')
      return envelope({
        list: [
          // i18n-ignore: fake server data, the server answers in Chinese
          { id: 'd1', departName: '北京国炬软件', orgCode: 'A01' },
          // i18n-ignore: fake server data, the server answers in Chinese
          { id: 'd2', departName: '研发部', orgCode: 'A01A05' },
        ],
        orgCode: 'A01',
      })
    if (path === '/sys/user/account/bindings')
      return envelope([
        { thirdType: 'github', title: 'GitHub', bound: false, realname: null, available: false },
        // i18n-ignore: fake server data, the server answers in Chinese
        { thirdType: 'wechat_enterprise', title: '企业微信', bound: false, realname: null, available: false },
        // i18n-ignore: fake server data, the server answers in Chinese
        { thirdType: 'dingtalk', title: '钉钉', bound: true, realname: '钉钉管理员', available: false },
      ])
    if (path === '/sys/sysAnnouncementSend/getMyAnnouncementSend')
      return envelope({
        records: [
          {
            id: 's1',
            anntId: 'a1',
            userId: ADMIN.id,
            // i18n-ignore: fake server data, the server answers in Chinese
            titile: '系统升级通知',
            priority: 'H',
            readFlag: '0',
            sendTime: '2026-11-20 09:00:00',
            msgCategory: '1',
          },
        ],
        total: 1,
        size: 5,
        current: 1,
        pages: 1,
      })
    if (path === '/sys/user/account/settings') return envelope(settings)
    if (path === '/sys/user/account/uiPreferences') {
      settings = { ...settings, ui: body as AccountSettings['ui'] }
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope(body, true, '保存成功！')
    }
    if (path === '/sys/user/account/notificationPreferences') {
      settings = { ...settings, notification: body as AccountSettings['notification'] }
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope(body, true, '保存成功！')
    }
    if (path === '/sys/user/appEdit') {
      if (options.refuseEdit) return envelope(null, false, options.refuseEdit)
      user = { ...user, ...(body as Partial<SysUser>), updateTime: '2026-11-24 10:00:00' }
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope(user, true, '修改成功!')
    }
    return new Response(JSON.stringify({ message: 'not found' }), { status: 404 })
  }
  return { fetch, requests, user: () => user, settings: () => settings }
}

/** Signs admin in (session store), stubs fetch with a fake account server and renders the page at its URL. */
export function renderAccountPage(
  page: ReactNode,
  path: string,
  server = fakeAccountServer(),
  extra: Array<{ path: string; element: ReactNode }> = [],
) {
  useSession.setState({ token: 'test-token', userInfo: { ...ADMIN }, expiresAt: Date.now() + 60_000 })
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter([{ path, element: page }, ...extra], { initialEntries: [path] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { server, router, view, client }
}
