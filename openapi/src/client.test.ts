import { describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { ApiError } from './errors'

type Seen = { request: Request }

function fakeServer(respond: (request: Request) => Response | Promise<Response>) {
  const seen: Seen[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    seen.push({ request })
    return respond(request)
  }
  return { fetch: fetch as typeof globalThis.fetch, seen }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const okEnvelope = {
  success: true,
  message: 'ok',
  code: 200,
  timestamp: 1,
  result: { menu: [], auth: [], allAuth: [] },
}

function client(options: {
  token?: string | null
  tenant?: string | number | null
  respond?: (r: Request) => Response
}) {
  const server = fakeServer(options.respond ?? (() => json(200, okEnvelope)))
  const api = createApiClient({
    baseUrl: 'http://api.test/jeecg-boot',
    getToken: () => options.token ?? null,
    getTenantId: () => options.tenant ?? null,
    fetch: server.fetch,
    now: () => 1_700_000_000_123,
  })
  return { api, seen: server.seen }
}

describe('request middleware (docs/spec.md §7)', () => {
  it('sends the token in X-Access-Token when one is stored', async () => {
    const { api, seen } = client({ token: 'tok-1' })
    await api.GET('/sys/permission/getUserPermissionByToken')
    expect(seen[0]?.request.headers.get('X-Access-Token')).toBe('tok-1')
  })

  it("sends the screen's language in Accept-Language when the app gives it", async () => {
    let language = 'en-US'
    const server = fakeServer(() => json(200, okEnvelope))
    const api = createApiClient({
      baseUrl: 'http://api.test/jeecg-boot',
      getToken: () => null,
      getLanguage: () => language,
      fetch: server.fetch,
    })
    await api.GET('/sys/permission/getUserPermissionByToken')
    language = 'zh-CN'
    await api.POST('/sys/login', { body: { username: 'a', password: 'b' } })
    expect(server.seen.map(({ request }) => request.headers.get('Accept-Language'))).toEqual([
      'en-US',
      'zh-CN',
    ])
    const { api: without, seen } = client({})
    await without.GET('/sys/permission/getUserPermissionByToken')
    expect(seen[0]?.request.headers.has('Accept-Language')).toBe(false)
  })

  it('sends no token header without a session', async () => {
    const { api, seen } = client({ token: null })
    await api.POST('/sys/login', { body: { username: 'a', password: 'b' } })
    expect(seen[0]?.request.headers.has('X-Access-Token')).toBe(false)
  })

  it('always sends tenant-id (upstream’s spelling, kept by nginx), 0 when unset', async () => {
    const unset = client({})
    await unset.api.GET('/sys/permission/getUserPermissionByToken')
    expect(unset.seen[0]?.request.headers.get('tenant-id')).toBe('0')
    const set = client({ tenant: 7 })
    await set.api.GET('/sys/permission/getUserPermissionByToken')
    expect(set.seen[0]?.request.headers.get('tenant-id')).toBe('7')
    expect(set.seen[0]?.request.headers.get('tenant_id')).toBeNull()
  })

  it('prepends _t (Unix seconds) to GET requests', async () => {
    const { api, seen } = client({})
    await api.GET('/sys/permission/getUserPermissionByToken', { params: { query: { token: 'x' } } })
    const url = new URL(seen[0]!.request.url)
    expect([...url.searchParams.keys()]).toEqual(['_t', 'token'])
    expect(url.searchParams.get('_t')).toBe('1700000000')
  })

  it('does not add _t to POST requests', async () => {
    const { api, seen } = client({})
    await api.POST('/sys/login', { body: { username: 'a', password: 'b' } })
    expect(new URL(seen[0]!.request.url).searchParams.has('_t')).toBe(false)
  })

  it('does not add _t to the dictionary item fetch', async () => {
    const server = fakeServer(() => json(200, okEnvelope))
    const { sessionHeaders } = await import('./client')
    const middleware = sessionHeaders({ baseUrl: '', getToken: () => null, fetch: server.fetch })
    const request = new Request('http://api.test/jeecg-boot/sys/dict/getDictItems/sex')
    const out = await middleware.onRequest!({ request } as any)
    expect(new URL((out as Request).url).searchParams.has('_t')).toBe(false)
  })

  it('keeps the body of a POST intact', async () => {
    const { api, seen } = client({ token: 't' })
    await api.POST('/sys/login', { body: { username: 'admin', password: '123456' } })
    expect(await seen[0]!.request.json()).toEqual({ username: 'admin', password: '123456' })
  })
})

describe('typed errors (docs/spec.md §8 rows that belong to transport)', () => {
  const cases: Array<[number, unknown, ApiError['kind']]> = [
    [403, { message: 'forbidden' }, 'forbidden'],
    [404, { message: 'nope' }, 'notFound'],
    [504, 'gateway timeout', 'timeout'],
    [401, { message: 'who?' }, 'unauthorized'],
    [500, { status: 500, message: 'Token失效，请重新登录' }, 'tokenExpired'],
    [500, { message: '数据库异常' }, 'server'],
    [502, { message: 'bad gateway' }, 'server'],
    [400, { success: false, message: '请求参数不正确', code: 400 }, 'badRequest'],
  ]

  it.each(cases)('HTTP %i %j → kind %s', async (status, body, kind) => {
    const { api } = client({ token: 't', respond: () => json(status, body) })
    const error = await api.GET('/sys/permission/getUserPermissionByToken').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe(kind)
    expect((error as ApiError).status).toBe(status)
  })

  it('carries the server message for other statuses', async () => {
    const { api } = client({ respond: () => json(500, { message: '数据库异常' }) })
    const error = (await api
      .GET('/sys/permission/getUserPermissionByToken')
      .catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe('数据库异常')
  })

  it('a business refusal (HTTP 200, success false) is data, not an error', async () => {
    const refusal = { success: false, message: '用户名或密码错误', code: 500, result: null, timestamp: 1 }
    const { api } = client({ respond: () => json(200, refusal) })
    const { data } = await api.POST('/sys/login', { body: { username: 'a', password: 'b' } })
    expect(data?.success).toBe(false)
    expect(data?.message).toBe('用户名或密码错误')
  })

  it('aborts after the request timeout with a timeout error', async () => {
    // Held strongly, as a real fetch does: undici links a Request's signal to its source by WeakRef.
    const inFlight: Request[] = []
    const hanging = (input: RequestInfo | URL) =>
      new Promise<Response>((_resolve, reject) => {
        const request = input as Request
        inFlight.push(request)
        request.signal.addEventListener('abort', () => reject(request.signal.reason))
      })
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch: hanging as typeof fetch,
      timeoutMs: 20,
    })
    const error = (await api
      .GET('/sys/permission/getUserPermissionByToken')
      .catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('timeout')
  })
})
