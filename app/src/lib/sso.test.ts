import { afterEach, describe, expect, it, vi } from 'vitest'
import { casSignIn, ssoRequestOf, ssoSignIn, thirdSignIn, withoutHandover } from './sso'

const origin = 'https://erp.example.com'
const at = (pathWithSearch: string) => {
  const url = new URL(pathWithSearch, origin)
  return { origin, pathname: url.pathname, search: url.search }
}

describe('withoutHandover', () => {
  it('removes the ticket and third-party parameters and keeps the others', () => {
    expect(withoutHandover('/user/login?ticket=ST-1&redirect=%2Fa')).toBe('/user/login?redirect=%2Fa')
    expect(withoutHandover('/?oauth2LoginToken=x&thirdType=github')).toBe('/')
    expect(withoutHandover('/p?a=1&thirdToken=x#h')).toBe('/p?a=1#h')
  })
})

describe('ssoRequestOf', () => {
  it('is null for a plain login page', () => {
    expect(ssoRequestOf(at('/user/login'))).toBeNull()
    expect(ssoRequestOf(at('/user/login?redirect=%2Fisystem%2Fuser'))).toBeNull()
  })

  it('reads a CAS ticket on the login page: service is this URL without the ticket', () => {
    expect(ssoRequestOf(at('/user/login?ticket=ST-1'))).toEqual({
      kind: 'cas',
      ticket: 'ST-1',
      service: `${origin}/user/login`,
      target: '/dashboard/analysis',
      retryPath: '/user/login',
    })
    expect(ssoRequestOf(at('/user/login?redirect=%2Fisystem%2Fuser&ticket=ST-2'))).toEqual({
      kind: 'cas',
      ticket: 'ST-2',
      service: `${origin}/user/login?redirect=%2Fisystem%2Fuser`,
      target: '/isystem/user',
      retryPath: '/user/login?redirect=%2Fisystem%2Fuser',
    })
  })

  it('reads a ticket the app root received, now inside the redirect of the login page', () => {
    const redirected = `/user/login?redirect=${encodeURIComponent('/?ticket=ST-3')}`
    expect(ssoRequestOf(at(redirected))).toEqual({
      kind: 'cas',
      ticket: 'ST-3',
      service: `${origin}/`,
      target: '/',
      retryPath: '/user/login?redirect=%2F',
    })
  })

  it('reads a third-party token under upstream’s name and the short alias', () => {
    expect(ssoRequestOf(at('/user/login?oauth2LoginToken=tok&thirdType=wechat_enterprise'))).toEqual({
      kind: 'third',
      token: 'tok',
      target: '/dashboard/analysis',
      retryPath: '/user/login',
    })
    expect(ssoRequestOf(at(`/user/login?redirect=${encodeURIComponent('/rep/x?thirdToken=t2')}`))).toEqual({
      kind: 'third',
      token: 't2',
      target: '/rep/x',
      retryPath: '/user/login?redirect=%2Frep%2Fx',
    })
  })
})

const loginAnswer = (code: number, message: string, result: unknown) =>
  new Response(JSON.stringify({ success: code === 200, code, message, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

let requested: URL[] = []
function serve(answer: () => Response) {
  requested = []
  vi.stubGlobal('fetch', (input: Request) => {
    requested.push(new URL(input.url))
    return Promise.resolve(answer())
  })
}
afterEach(() => vi.unstubAllGlobals())

describe('casSignIn / thirdSignIn', () => {
  const userInfo = { id: 'u1', username: 'admin' }

  it('validates the ticket with ticket and service, and answers a full login result', async () => {
    serve(() => loginAnswer(200, '登录成功', { token: 'tok', userInfo, departs: [], multi_depart: 1 }))
    await expect(casSignIn('ST-1', `${origin}/`)).resolves.toEqual({
      token: 'tok',
      userInfo,
      departs: [],
      multi_depart: 1,
      sysAllDictItems: {},
    })
    const [url] = requested
    expect(url?.pathname).toMatch(/\/cas\/client\/validateLogin$/)
    expect(url?.searchParams.get('ticket')).toBe('ST-1')
    expect(url?.searchParams.get('service')).toBe(`${origin}/`)
  })

  it('rejects with the server message when the code is not 200', async () => {
    serve(() => loginAnswer(500, 'CAS票据验证失败', null))
    await expect(casSignIn('ST-bad', origin)).rejects.toThrow('CAS票据验证失败')
  })

  it('fetches the third-party user by token', async () => {
    serve(() => loginAnswer(200, '操作成功！', { token: 'tok', userInfo }))
    await expect(thirdSignIn('tok')).resolves.toMatchObject({ token: 'tok', userInfo })
    expect(requested[0]?.pathname).toMatch(/\/thirdLogin\/getLoginUser\/tok$/)
    serve(() => loginAnswer(500, 'Token无效!', null))
    await expect(
      ssoSignIn({ kind: 'third', token: 'forged', target: '/', retryPath: '/user/login' }),
    ).rejects.toThrow('Token无效!')
  })
})
