/**
 * Consumer contract of the sign-in flow: the REAL client of @erp/openapi (same middleware as the app:
 * X-Access-Token, tenant-id, `_t` on GETs, typed errors) talks to a Pact mock server. Every test asserts
 * on what the client returned, and each interaction is written to contracts/pacts/erp-app-erp-server.json.
 */
import { ApiError } from '@erp/openapi/errors'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, EXAMPLE_TOKEN, INVALID_TOKEN, LOGIN_CAPTCHA, STATES } from '../pact-names'
import { JWT, TIMESTAMP, clientFor, envelope, newPact, readEnvelope } from './pact-helpers'

const { like, eachLike, integer, regex } = MatchersV3

const pact = newPact()

describe('POST /sys/login', () => {
  it('signs admin in and returns the token, the user, departments and dictionaries', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminExists)
      .uponReceiving('a login with the right password')
      .withRequest('POST', `${API_PREFIX}/sys/login`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody({ username: 'admin', password: '123456' })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          envelope(
            {
              token: regex(JWT, EXAMPLE_TOKEN),
              userInfo: {
                id: like('e9ca23d68d884d4ebb19d07889727dae'),
                username: 'admin',
                realname: like('管理员'),
                orgCode: like('A01'),
                status: integer(1),
              },
              departs: eachLike({
                id: 'c6d7cb4deeac411cb3384b1b31278596',
                orgCode: 'A01',
                departName: '北京国炬软件',
              }),
              multi_depart: integer(1),
              sysAllDictItems: like({ sex: eachLike({ value: '1', text: '男', title: '男' }) }),
            },
            '登录成功',
          ),
        )
      })
      .executeTest(async (mockServer) => {
        const { data, response } = await clientFor(mockServer.url).POST('/sys/login', {
          body: { username: 'admin', password: '123456' },
        })
        expect(response.status).toBe(200)
        expect(data?.success).toBe(true)
        expect(data?.code).toBe(200)
        expect(data?.result?.token).toBe(EXAMPLE_TOKEN)
        expect(data?.result?.userInfo).toMatchObject({ username: 'admin', realname: '管理员' })
        expect(data?.result?.departs[0]?.departName).toBe('北京国炬软件')
        expect(data?.result?.sysAllDictItems.sex?.[0]).toEqual({ value: '1', text: '男', title: '男' })
      })
  })

  // Upstream 2.4.6 requires a captcha (LoginController.java:77); the app sends none (docs/spec.md §7), so this is the
  // sign-in a back end that requires one must pass, with the code the state gives (contracts/PROVIDER-STATES.md).
  it('signs admin in with the captcha of a check key, as upstream’s login page does', async () => {
    const body = {
      username: 'admin',
      password: '123456',
      captcha: LOGIN_CAPTCHA.code,
      checkKey: LOGIN_CAPTCHA.checkKey,
    }
    await pact
      .addInteraction()
      .given(STATES.loginCaptcha)
      .uponReceiving('a login with the right password and the captcha of its check key')
      .withRequest('POST', `${API_PREFIX}/sys/login`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          envelope(
            { token: regex(JWT, EXAMPLE_TOKEN), userInfo: { id: like('e9ca'), username: 'admin' } },
            '登录成功',
          ),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/sys/login', { body })
        expect(data?.code).toBe(200)
        expect(data?.result?.token).toBe(EXAMPLE_TOKEN)
      })
  })

  it('refuses a wrong password with success false and code 500 (HTTP 200, a business refusal)', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminExists)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', `${API_PREFIX}/sys/login`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody({ username: 'admin', password: 'wrong-password' })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '用户名或密码错误', 500))
      })
      .executeTest(async (mockServer) => {
        const { data, error, response } = await clientFor(mockServer.url).POST('/sys/login', {
          body: { username: 'admin', password: 'wrong-password' },
        })
        expect(response.status).toBe(200)
        expect(error).toBeUndefined()
        expect(data).toMatchObject({ success: false, code: 500, result: null })
        expect(data?.message).toBe('用户名或密码错误')
      })
  })
})

describe('POST /sys/logout', () => {
  it('signs the holder of the token out', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a logout with the token of a signed-in user')
      .withRequest('POST', `${API_PREFIX}/sys/logout`, (builder) => {
        builder.headers({ 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '退出登录成功！'))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).POST('/sys/logout')
        expect(data).toMatchObject({ success: true, code: 200, result: null })
        expect(data?.message).toBe('退出登录成功！')
      })
  })
})

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('returns the menu tree, the user button permissions and every button permission', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request for the permissions of the signed-in user')
      .withRequest('GET', `${API_PREFIX}/sys/permission/getUserPermissionByToken`, (builder) => {
        builder
          .query({ _t: regex('^[0-9]+$', '1700000000') })
          .headers({ 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          message: like('查询成功'),
          code: integer(200),
          timestamp: integer(TIMESTAMP),
          result: {
            menu: eachLike({
              id: like('9502685863ab87f0ad1134142788a385'),
              path: like('/dashboard/analysis'),
              name: like('dashboard-analysis'),
              route: regex('^[01]$', '1'),
              meta: like({ title: '首页' }),
            }),
            auth: eachLike({ action: like('user:add'), type: regex('^[12]$', '1') }),
            allAuth: eachLike({
              action: like('user:add'),
              type: regex('^[12]$', '1'),
              status: regex('^[01]$', '1'),
            }),
          },
        })
      })
      .executeTest(async (mockServer) => {
        const { data, response } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET(
          '/sys/permission/getUserPermissionByToken',
        )
        // the middleware added the cache breaker (Unix seconds)
        expect(new URL(response.url).searchParams.get('_t')).toMatch(/^\d+$/)
        expect(data?.success).toBe(true)
        const [first] = data?.result?.menu ?? []
        expect(first).toEqual({
          id: '9502685863ab87f0ad1134142788a385',
          path: '/dashboard/analysis',
          name: 'dashboard-analysis',
          route: '1',
          meta: { title: '首页' },
        })
        expect(data?.result?.auth).toEqual([{ action: 'user:add', type: '1' }])
        expect(data?.result?.allAuth).toEqual([{ action: 'user:add', type: '1', status: '1' }])
      })
  })

  it('answers HTTP 500 "Token失效" without a valid token, which the client throws as tokenExpired', async () => {
    await pact
      .addInteraction()
      .given(STATES.nobodySignedIn)
      .uponReceiving('a request for permissions with an unknown token')
      .withRequest('GET', `${API_PREFIX}/sys/permission/getUserPermissionByToken`, (builder) => {
        builder
          .query({ _t: regex('^[0-9]+$', '1700000000') })
          .headers({ 'X-Access-Token': INVALID_TOKEN, 'tenant-id': '0' })
      })
      .willRespondWith(500, (builder) => {
        builder.jsonBody({
          status: 500,
          message: regex('^.*Token失效.*$', 'Token失效，请重新登录'), // Pact regexes match the whole value
        })
      })
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer.url, INVALID_TOKEN).GET('/sys/permission/getUserPermissionByToken')
        const error: unknown = await call.then(
          () => null,
          (reason: unknown) => reason,
        )
        expect(error).toBeInstanceOf(ApiError)
        expect(error).toMatchObject({ kind: 'tokenExpired', status: 500 })
        expect((error as ApiError).message).toContain('Token失效')
      })
  })
})

/**
 * PUT, the verb upstream 2.4.6 serves (POST is this server's extra, docs/spec.md §7). The change sets admin's
 * password to what it was (123456): the interaction leaves the data as it found it, so a back end that does not
 * reset between states still signs admin in with 123456 afterwards (contracts/PROVIDER-STATES.md).
 */
describe('PUT /sys/user/updatePassword', () => {
  const body = {
    username: 'admin',
    oldpassword: '123456',
    password: '123456',
    confirmpassword: '123456',
  }

  it('changes the signed-in user’s own password', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a password change with the right old password')
      .withRequest('PUT', `${API_PREFIX}/sys/user/updatePassword`, (builder) => {
        builder.headers({ 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '密码重置成功!'))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).PUT('/sys/user/updatePassword', {
          body,
        })
        expect(data).toMatchObject({ success: true, message: '密码重置成功!' })
      })
  })

  it('refuses a wrong old password with a message (HTTP 200, success false)', async () => {
    const wrong = {
      ...body,
      oldpassword: 'wrong-password',
      password: 'N3w-secret',
      confirmpassword: 'N3w-secret',
    }
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a password change with a wrong old password')
      .withRequest('PUT', `${API_PREFIX}/sys/user/updatePassword`, (builder) => {
        builder.headers({ 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' }).jsonBody(wrong)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '旧密码输入错误!', 500))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).PUT('/sys/user/updatePassword', {
          body: wrong,
        })
        expect(data).toMatchObject({ success: false, message: '旧密码输入错误!' })
      })
  })
})

describe('department choice (GET /sys/user/getCurrentUserDeparts, PUT /sys/selectDepart)', () => {
  const depart = {
    id: like('c6d7cb4deeac411cb3384b1b31278596'),
    orgCode: like('A01'),
    departName: like('北京国炬'),
  }

  it('lists the departments of a user who belongs to several', async () => {
    await pact
      .addInteraction()
      .given(STATES.multiDepartSignedIn)
      .uponReceiving('a request for the current user’s departments')
      .withRequest('GET', `${API_PREFIX}/sys/user/getCurrentUserDeparts`, (builder) => {
        builder
          .headers({ 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' })
          .query({ _t: regex('^[0-9]+$', '1700000000') })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(readEnvelope({ list: eachLike(depart, 2) }))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET('/sys/user/getCurrentUserDeparts')
        expect(data?.result?.list).toHaveLength(2)
        expect(data?.result?.list[0]?.orgCode).toBe('A01')
      })
  })

  it('selects one of them and returns the user info with that orgCode', async () => {
    await pact
      .addInteraction()
      .given(STATES.multiDepartSignedIn)
      .uponReceiving('a department selection of one of the user’s own departments')
      .withRequest('PUT', `${API_PREFIX}/sys/selectDepart`, (builder) => {
        builder
          .headers({ 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' })
          .jsonBody({ orgCode: 'A01A05', username: 'zhangsan' })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          readEnvelope({ userInfo: { id: like('0f3b6a2c'), username: 'zhangsan', orgCode: 'A01A05' } }),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).PUT('/sys/selectDepart', {
          body: { orgCode: 'A01A05', username: 'zhangsan' },
        })
        expect(data?.result?.userInfo).toMatchObject({ username: 'zhangsan', orgCode: 'A01A05' })
      })
  })
})
