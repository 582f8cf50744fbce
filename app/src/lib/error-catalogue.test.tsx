import { ApiError } from '@erp/openapi/errors'
import { toast, Toaster } from '@erp/ui-kit/toast'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionExpiredDialog } from '../app/session-expired-dialog'
import { useSessionExpired } from '../stores/session-expired-store'
import { useSession } from '../stores/session-store'
import { reportApiError, UNAUTHORIZED_RELOAD_MS } from './error-catalogue'

/**
 * docs/spec.md §8 rows covered here (row → test):
 * - HTTP 403 → notification '系统提示 / 拒绝访问' → "403"
 * - HTTP 500 token expired with a token → modal 登录已过期, 重新登录 logs out and reloads → "token expired"
 * - HTTP 404 → '很抱歉，资源未找到!' → "404"
 * - HTTP 504 → '网络超时' → "504"
 * - HTTP 401 → '未授权，请重新登录'; with a token logout and reload after 1.5 s → "401"
 * - Other statuses → the server message → "other statuses"
 * - Login result code other than '200' → app/router.test.tsx and e2e/tests/login.spec.ts (wrong password)
 * - Close home tab / last tab → lib/tabs/tab-rules.test.ts; e2e/tests/shell.spec.ts (multi-page tabs)
 * - Empty menu → lib/menu/menu-model.test.ts
 * - Refresh cache → lib/session-actions.test.ts ("clear cache"); e2e/tests/shell.spec.ts ("clear cache …")
 * - Route or permission fetch failure → app/router.test.tsx ("a failed permission fetch …");
 *   e2e/tests/shell.spec.ts ("a token the server no longer honours …")
 * - Logout failure → the error message is shown → app/layouts (toast.error of logout()'s result)
 * - Password dialog without username / answered → app/password-dialog.test.tsx
 * - Empty department list → app/depart-select-dialog.test.tsx
 * - Theme compile failure 'Failed to update theme' → hooks/use-apply-preferences.test.tsx
 * - Chunk load failure (120 s, style chunk) → lib/chunk-load.test.ts, app/route-error.test.tsx
 * - Confirm empty file popup, upload failures, wrong file type, moving images, sub-table open failure,
 *   search-select messages → the ui-kit components (upload, detail-list, editable-table)
 */
const error = (kind: ApiError['kind'], status: number, message = '') =>
  new ApiError(kind, status, message, '/x')
const signIn = () =>
  useSession.getState().signIn({
    token: 't',
    userInfo: { id: 'u', username: 'admin' },
    departs: [],
    multi_depart: 0,
    sysAllDictItems: {},
  })

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 })),
  )
  render(<Toaster />)
})
afterEach(() => {
  act(() => toast.clear())
  useSession.getState().signOut()
  useSessionExpired.getState().hide()
  vi.unstubAllGlobals()
})

describe('error catalogue (docs/spec.md §8)', () => {
  it('403 → notification 系统提示 / 拒绝访问', () => {
    act(() => reportApiError(error('forbidden', 403)))
    expect(screen.getByText('拒绝访问')).toHaveTextContent('系统提示拒绝访问')
  })

  it('404 → 很抱歉，资源未找到!', () => {
    act(() => reportApiError(error('notFound', 404, 'x')))
    expect(screen.getByText('很抱歉，资源未找到!')).toBeInTheDocument()
  })

  it('504 → 网络超时', () => {
    act(() => reportApiError(error('timeout', 504)))
    expect(screen.getByText('网络超时')).toBeInTheDocument()
  })

  it('other statuses → the server message', () => {
    act(() => reportApiError(error('server', 502, '上游服务不可用')))
    expect(screen.getByText('上游服务不可用')).toBeInTheDocument()
  })

  it('401 with a token → 未授权，请重新登录, logout, reload after 1.5 s', async () => {
    signIn()
    const schedule = vi.fn()
    const reload = vi.fn()
    act(() => reportApiError(error('unauthorized', 401), { reload, schedule }))
    expect(screen.getByText('未授权，请重新登录')).toBeInTheDocument()
    await vi.waitFor(() => expect(schedule).toHaveBeenCalledWith(reload, UNAUTHORIZED_RELOAD_MS))
    expect(UNAUTHORIZED_RELOAD_MS).toBe(1500)
    expect(useSession.getState().token).toBeNull()
  })

  it('401 without a token shows the message only', () => {
    const schedule = vi.fn()
    act(() => reportApiError(error('unauthorized', 401), { reload: vi.fn(), schedule }))
    expect(screen.getByText('未授权，请重新登录')).toBeInTheDocument()
    expect(schedule).not.toHaveBeenCalled()
  })

  it('token expired with a token → modal 登录已过期; 重新登录 logs out and reloads', async () => {
    signIn()
    const reload = vi.fn()
    render(<SessionExpiredDialog reload={reload} />)
    act(() => reportApiError(error('tokenExpired', 500, 'Token失效，请重新登录')))
    const dialog = await screen.findByRole('dialog', { name: '登录已过期' })
    expect(dialog).toHaveTextContent('很抱歉，登录已过期，请重新登录')
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }))
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(useSession.getState().token).toBeNull()
  })
})
