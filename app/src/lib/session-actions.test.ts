import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../stores/session-store'
import { clearCache, loginPathFor, redirectTarget } from './session-actions'

describe('redirect handling (docs/spec.md §2 guard)', () => {
  it('builds the login path with the wanted path as redirect query', () => {
    expect(loginPathFor('/isystem/user?page=2')).toBe('/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2')
  })

  it('returns to the redirect target after sign-in', () => {
    expect(redirectTarget('?redirect=%2Fisystem%2Fuser%3Fpage%3D2')).toBe('/isystem/user?page=2')
  })

  it('falls back to the dashboard without a redirect', () => {
    expect(redirectTarget('')).toBe('/dashboard/analysis')
  })

  it('refuses off-site redirects', () => {
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard/analysis')
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/dashboard/analysis')
  })
})

describe('clear cache (docs/spec.md §8 "Refresh cache")', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const envelope = (result: unknown, success = true) => ({
    success,
    message: '',
    code: 0,
    result,
    timestamp: 1,
  })
  let seen: string[] = []

  function serve(handlers: Record<string, () => Response>) {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      const path = new URL(request.url).pathname.replace('/jeecg-boot', '')
      seen.push(`${request.method} ${path}`)
      return handlers[`${request.method} ${path}`]?.() ?? json({ message: 'not found' }, 404)
    })
  }

  beforeEach(() => {
    seen = []
    useSession.getState().signOut()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('refreshes the server cache, reloads the dictionaries and says 刷新缓存完成！', async () => {
    const fresh = { sex: [{ value: '1', text: '男', title: '男' }] }
    serve({
      'GET /sys/dict/refleshCache': () => json(envelope(null)),
      'GET /sys/dict/queryAllDictItems': () => json(envelope(fresh)),
    })
    expect(await clearCache()).toEqual({ ok: true, message: '刷新缓存完成！' })
    expect(seen).toEqual(['GET /sys/dict/refleshCache', 'GET /sys/dict/queryAllDictItems'])
    expect(useSession.getState().dictItems).toEqual(fresh)
  })

  it('says 刷新缓存失败！ when the server refuses or fails, and keeps the cached dictionaries', async () => {
    const cached = { sex: [{ value: '2', text: '女', title: '女' }] }
    useSession.getState().setDictItems(cached)
    serve({ 'GET /sys/dict/refleshCache': () => json(envelope(null, false)) })
    expect(await clearCache()).toEqual({ ok: false, message: '刷新缓存失败！' })
    serve({ 'GET /sys/dict/refleshCache': () => json({ message: 'boom' }, 500) })
    expect(await clearCache()).toEqual({ ok: false, message: '刷新缓存失败！' })
    expect(useSession.getState().dictItems).toEqual(cached)
  })
})
