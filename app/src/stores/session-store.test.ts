import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_LIFETIME_MS, useSession } from './session-store'

const loginResult = {
  token: 't-1',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
  departs: [{ id: 'd1', orgCode: 'A01', departName: '总部' }],
  multi_depart: 1 as const,
  sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男' }] },
}

afterEach(() => {
  useSession.getState().signOut()
  localStorage.clear()
  vi.useRealTimers()
})

describe('session store', () => {
  it('stores token, user info and dictionaries with a 7-day expiry', () => {
    useSession.getState().signIn(loginResult, 1_000)
    const state = useSession.getState()
    expect(state.token).toBe('t-1')
    expect(state.userInfo?.realname).toBe('管理员')
    expect(state.dictItems.sex?.[0]?.text).toBe('男')
    expect(state.expiresAt).toBe(1_000 + SESSION_LIFETIME_MS)
    expect(SESSION_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000)
    expect(JSON.parse(localStorage.getItem('erp-session') ?? '{}').state.token).toBe('t-1')
  })

  it('signOut clears everything', () => {
    useSession.getState().signIn(loginResult)
    useSession.getState().signOut()
    expect(useSession.getState().token).toBeNull()
    expect(useSession.getState().userInfo).toBeNull()
  })

  /** Simulates a page load: memory is empty, localStorage holds what the earlier page wrote. */
  async function reloadWith(stored: string) {
    useSession.getState().signOut()
    localStorage.setItem('erp-session', stored)
    await useSession.persist.rehydrate()
  }

  it('keeps a persisted session that has not expired', async () => {
    useSession.getState().signIn(loginResult, Date.now())
    await reloadWith(localStorage.getItem('erp-session')!)
    expect(useSession.getState().token).toBe('t-1')
    expect(useSession.getState().userInfo?.username).toBe('admin')
  })

  it('drops a persisted session older than 7 days on rehydration', async () => {
    useSession.getState().signIn(loginResult, Date.now())
    const stored = localStorage.getItem('erp-session')!
    vi.useFakeTimers({ now: Date.now() + SESSION_LIFETIME_MS + 1 })
    await reloadWith(stored)
    expect(useSession.getState().token).toBeNull()
  })
})
