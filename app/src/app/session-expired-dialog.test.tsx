import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../lib/api'
import { permissionListQuery } from '../lib/queries/permission-queries'
import { queryClient } from '../lib/query-client'
import { useSessionExpired } from '../stores/session-expired-store'
import { useSession } from '../stores/session-store'
import { SessionExpiredDialog } from './session-expired-dialog'

/** What the fake server saw: method, path, token header and body of each call. */
let seen: { call: string; token: string | null; body: unknown }[] = []
let loginAnswer: () => unknown = () => ({})

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  seen = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname.replace('/jeecg-boot', '')
    const text = await input.clone().text()
    const body: unknown = text ? JSON.parse(text) : null
    seen.push({ call: `${input.method} ${path}`, token: input.headers.get('X-Access-Token'), body })
    if (path === '/sys/login') return json(loginAnswer())
    return json({ success: true, message: '', code: 200, result: null, timestamp: 1 })
  })
  useSession.getState().signIn({
    token: 'old-token',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
    departs: [],
    multi_depart: 2,
    sysAllDictItems: {},
  })
  // The department was chosen after the first sign-in: it must stay chosen after the second.
  useSession.getState().setCurrentDepart({ id: 'u1', username: 'admin', realname: '管理员' })
  useSessionExpired.getState().show()
})

afterEach(() => {
  useSession.getState().signOut()
  useSessionExpired.getState().hide()
  vi.unstubAllGlobals()
})

const loginResult = {
  success: true,
  message: '登录成功',
  code: 200,
  timestamp: 1,
  result: {
    token: 'new-token',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
    departs: [],
    multi_depart: 2,
    sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
  },
}

/** A page with a form being edited, under the modal. */
function EditedPage() {
  const [name, setName] = useState('')
  return (
    <label>
      名称
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  )
}

function renderPage(reload = vi.fn()) {
  const view = render(
    <>
      <EditedPage />
      <SessionExpiredDialog reload={reload} />
    </>,
  )
  return { view, reload }
}

describe('session expired dialog (docs/spec.md §8: sign in over the page)', () => {
  it('keeps the SPEC title, text and 重新登录, and offers a sign-in for the same account', async () => {
    const { view } = renderPage()
    const dialog = screen.getByRole('dialog', { name: '登录已过期' })
    expect(dialog).toHaveTextContent('很抱歉，登录已过期，请重新登录')
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument()
    expect(screen.getByLabelText('账号')).toHaveValue('admin')
    expect(screen.getByLabelText('账号')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('密码')).toHaveValue('')
    expect(screen.getByRole('button', { name: '登录并继续' })).toBeInTheDocument()
    expect(await seriousViolations(view.baseElement)).toEqual([])
  })

  it('signs in in place: new token stored, dialog closed, no reload, typed values untouched', async () => {
    loginAnswer = () => loginResult
    const user = userEvent.setup()
    // The value was typed before the token expired; the modal opened over it.
    act(() => useSessionExpired.getState().hide())
    // The guard's permissions, fetched with the old token: they must carry over (no loading state, no unmount).
    const permissions = { menu: [], auth: [], allAuth: [], nodes: [] }
    queryClient.setQueryData(permissionListQuery('old-token').queryKey, permissions)
    const { reload } = renderPage()
    await user.type(screen.getByLabelText('名称'), '半成品检验')
    act(() => useSessionExpired.getState().show())
    await user.type(await screen.findByLabelText('密码'), '123456')
    await user.click(screen.getByRole('button', { name: '登录并继续' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(seen.map((entry) => entry.call)).toEqual(['POST /sys/login'])
    expect(seen[0]?.body).toEqual({ username: 'admin', password: '123456' })
    const session = useSession.getState()
    expect(session.token).toBe('new-token')
    expect(session.dictItems).toEqual(loginResult.result.sysAllDictItems)
    expect(session.needsDepartChoice).toBe(false)
    expect(useSessionExpired.getState().open).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByLabelText('名称')).toHaveValue('半成品检验')
    expect(queryClient.getQueryData(permissionListQuery('new-token').queryKey)).toBe(permissions)
    queryClient.clear()
  })

  it('a wrong password shows the server message in the dialog and loses nothing', async () => {
    loginAnswer = () => ({
      success: false,
      message: '用户名或密码错误',
      code: 500,
      result: null,
      timestamp: 1,
    })
    const user = userEvent.setup()
    act(() => useSessionExpired.getState().hide())
    const { reload } = renderPage()
    await user.type(screen.getByLabelText('名称'), '来料检验')
    act(() => useSessionExpired.getState().show())
    await user.type(await screen.findByLabelText('密码'), 'wrong')
    await user.click(screen.getByRole('button', { name: '登录并继续' }))

    const password = screen.getByLabelText('密码')
    await waitFor(() => expect(password).toHaveAccessibleDescription('用户名或密码错误'))
    expect(screen.getByRole('dialog', { name: '登录已过期' })).toBeInTheDocument()
    expect(password).toHaveValue('wrong')
    expect(useSession.getState().token).toBe('old-token')
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByLabelText('名称', { selector: 'input' })).toHaveValue('来料检验')
  })

  it('an empty password is refused without a request', async () => {
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: '登录并继续' }))
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码')
    expect(seen).toEqual([])
  })

  it('重新登录 still logs out, removes the token and reloads (docs/spec.md §8)', async () => {
    const { reload } = renderPage()
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }))
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(seen.map((entry) => entry.call)).toEqual(['POST /sys/logout'])
    expect(seen[0]?.token).toBe('old-token')
    expect(useSession.getState().token).toBeNull()
  })
})

describe('an expired token met by any API call opens the dialog', () => {
  const answer = (status: number, message: string) =>
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, message, code: status, result: null, timestamp: 1 }, { status }),
    )

  beforeEach(() => act(() => useSessionExpired.getState().hide()))

  it('HTTP 500 Token失效 with a token: modal, and the caller still gets its error', async () => {
    answer(500, 'Token失效，请重新登录')
    await expect(
      api.POST('/att/schedule/saveMonth', { body: { month: '2026-11', rows: [] } }),
    ).rejects.toThrow('Token失效')
    expect(useSessionExpired.getState().open).toBe(true)
  })

  it('another 500, or no token: no modal', async () => {
    answer(500, '操作失败，数据库错误')
    await expect(
      api.POST('/att/schedule/saveMonth', { body: { month: '2026-11', rows: [] } }),
    ).rejects.toThrow()
    expect(useSessionExpired.getState().open).toBe(false)
    useSession.getState().signOut()
    answer(500, 'Token失效，请重新登录')
    await expect(api.GET('/sys/user/list', {})).rejects.toThrow('Token失效')
    expect(useSessionExpired.getState().open).toBe(false)
  })
})
