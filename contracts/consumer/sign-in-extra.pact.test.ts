/**
 * Consumer contract of the rest of sign-in: SMS codes, phone sign-in, registration, password
 * recovery, CAS ticket validation and third-party sign-in — the calls the login, register and alteration
 * pages make, through the REAL client of @erp/openapi. Success of a sign-in is judged by code 200.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, EXAMPLE_TOKEN, STATES } from '../pact-names'
import { JWT, TIMESTAMP, clientFor, envelope, newPact, readEnvelope } from './pact-helpers'

const { like, eachLike, integer, regex } = MatchersV3

const pact = newPact()
const ADMIN_PHONE = '18611111111'
const NEW_PHONE = '13912345678'
const TIMESTAMP_QUERY = regex('^[0-9]+$', '1700000000')

/** The parts of a login result the app stores (token, user, departments, department flag). */
const signedInAdmin = {
  token: regex(JWT, EXAMPLE_TOKEN),
  userInfo: { id: like('e9ca23d68d884d4ebb19d07889727dae'), username: 'admin', realname: like('管理员') },
  departs: eachLike({
    id: like('c6d7cb4deeac411cb3384b1b31278596'),
    orgCode: like('A01'),
    departName: like('北京国炬软件'),
  }),
  multi_depart: integer(1),
}

describe('POST /sys/sms', () => {
  it('sends a sign-in code to a known phone (code 0, nothing returned)', async () => {
    const body = { mobile: ADMIN_PHONE, smsmode: '0' }
    await pact
      .addInteraction()
      .given(STATES.adminExists)
      .uponReceiving('an SMS code request for signing in with admin’s phone')
      .withRequest('POST', `${API_PREFIX}/sys/sms`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(readEnvelope(null))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/sys/sms', {
          body: { mobile: ADMIN_PHONE, smsmode: '0' },
        })
        expect(data).toMatchObject({ success: true, result: null })
      })
  })

  it('refuses a second code while one is live, with a message', async () => {
    await pact
      .addInteraction()
      .given(STATES.smsCodeForAdminSignIn)
      .uponReceiving('an SMS code request while a code is still live')
      .withRequest('POST', `${API_PREFIX}/sys/sms`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody({ mobile: ADMIN_PHONE, smsmode: '0' })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '验证码10分钟内，仍然有效！', 500))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/sys/sms', {
          body: { mobile: ADMIN_PHONE, smsmode: '0' },
        })
        expect(data).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' })
      })
  })
})

describe('POST /sys/phoneLogin', () => {
  it('signs admin in with the live code: code 200 and a login result', async () => {
    const body = { mobile: ADMIN_PHONE, captcha: '123456' }
    await pact
      .addInteraction()
      .given(STATES.smsCodeForAdminSignIn)
      .uponReceiving('a phone sign-in with the right SMS code')
      .withRequest('POST', `${API_PREFIX}/sys/phoneLogin`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          envelope(
            { ...signedInAdmin, sysAllDictItems: like({ sex: eachLike({ value: '1', text: '男' }) }) },
            '登录成功',
          ),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/sys/phoneLogin', { body })
        expect(data?.code).toBe(200)
        expect(data?.result?.token).toBe(EXAMPLE_TOKEN)
        expect(data?.result?.userInfo.username).toBe('admin')
        expect(data?.result?.sysAllDictItems.sex?.[0]?.text).toBe('男')
      })
  })

  it('answers a wrong code with success true but code 0 and 手机验证码错误 (the client rejects: code ≠ 200)', async () => {
    const body = { mobile: ADMIN_PHONE, captcha: '000000' }
    await pact
      .addInteraction()
      .given(STATES.adminExists)
      .uponReceiving('a phone sign-in with a wrong SMS code')
      .withRequest('POST', `${API_PREFIX}/sys/phoneLogin`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          message: '手机验证码错误',
          code: 0,
          result: null,
          timestamp: integer(TIMESTAMP),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/sys/phoneLogin', { body })
        expect(data).toMatchObject({ success: true, code: 0, message: '手机验证码错误', result: null })
      })
  })
})

describe('POST /auth/register', () => {
  const body = { username: 'newbie', password: 'Abc-12345', mobile: NEW_PHONE, captcha: '123456' }

  it('registers a new account with the live registration code', async () => {
    await pact
      .addInteraction()
      .given(STATES.smsCodeForRegistration)
      .uponReceiving('a registration with a free username and the right code')
      .withRequest('POST', `${API_PREFIX}/auth/register`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '注册成功'))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/auth/register', { body })
        expect(data).toMatchObject({ success: true, message: '注册成功' })
      })
  })

  it('refuses a taken username with a message', async () => {
    const taken = { ...body, username: 'admin' }
    await pact
      .addInteraction()
      .given(STATES.smsCodeForRegistration)
      .uponReceiving('a registration with a taken username')
      .withRequest('POST', `${API_PREFIX}/auth/register`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(taken)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '用户名已注册', 500))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/auth/register', { body: taken })
        expect(data).toMatchObject({ success: false, message: '用户名已注册' })
      })
  })
})

describe('POST /auth/forge-password', () => {
  it('sets a new password with the live forgotten-password code', async () => {
    // Back to the password admin had (123456): the interaction leaves the data as it found it, so a back end that
    // does not reset between states still signs admin in afterwards (contracts/PROVIDER-STATES.md).
    const body = { mobile: ADMIN_PHONE, captcha: '123456', password: '123456' }
    await pact
      .addInteraction()
      .given(STATES.smsCodeForAdminPasswordReset)
      .uponReceiving('a password reset with the right code')
      .withRequest('POST', `${API_PREFIX}/auth/forge-password`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '密码重置完成！'))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/auth/forge-password', { body })
        expect(data).toMatchObject({ success: true, message: '密码重置完成！' })
      })
  })

  it('refuses a wrong code with a message', async () => {
    const body = { mobile: ADMIN_PHONE, captcha: '999999', password: 'N3w-secret' }
    await pact
      .addInteraction()
      .given(STATES.adminExists)
      .uponReceiving('a password reset with a wrong code')
      .withRequest('POST', `${API_PREFIX}/auth/forge-password`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).jsonBody(body)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, '短信验证码不匹配！', 500))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).POST('/auth/forge-password', { body })
        expect(data).toMatchObject({ success: false, message: '短信验证码不匹配！' })
      })
  })
})

describe('GET /cas/client/validateLogin', () => {
  const service = 'http://127.0.0.1/user/login'

  it('signs the user of a valid ticket in: code 200, token and user', async () => {
    await pact
      .addInteraction()
      .given(STATES.casTicketForAdmin)
      .uponReceiving('a CAS ticket validation with a valid ticket')
      .withRequest('GET', `${API_PREFIX}/cas/client/validateLogin`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).query({ ticket: 'ST-pact', service, _t: TIMESTAMP_QUERY })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(signedInAdmin, '登录成功'))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).GET('/cas/client/validateLogin', {
          params: { query: { ticket: 'ST-pact', service } },
        })
        expect(data?.code).toBe(200)
        expect(data?.result).toMatchObject({ token: EXAMPLE_TOKEN, userInfo: { username: 'admin' } })
      })
  })

  it('refuses an unknown ticket with a message', async () => {
    await pact
      .addInteraction()
      .given(STATES.casTicketForAdmin)
      .uponReceiving('a CAS ticket validation with an unknown ticket')
      .withRequest('GET', `${API_PREFIX}/cas/client/validateLogin`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).query({ ticket: 'ST-unknown', service, _t: TIMESTAMP_QUERY })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, 'CAS票据验证失败', 500))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).GET('/cas/client/validateLogin', {
          params: { query: { ticket: 'ST-unknown', service } },
        })
        expect(data).toMatchObject({ success: false, code: 500, result: null })
      })
  })
})

describe('GET /thirdLogin/getLoginUser/{token}', () => {
  it('answers the token and the user of a token handed over by a third-party sign-in', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a third-party sign-in with the token of a signed-in user')
      .withRequest('GET', `${API_PREFIX}/thirdLogin/getLoginUser/${EXAMPLE_TOKEN}`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).query({ _t: TIMESTAMP_QUERY })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          envelope(
            { token: regex(JWT, EXAMPLE_TOKEN), userInfo: { id: like('e9ca'), username: 'admin' } },
            '操作成功！',
          ),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).GET('/thirdLogin/getLoginUser/{id}', {
          params: { path: { id: EXAMPLE_TOKEN } },
        })
        expect(data?.code).toBe(200)
        expect(data?.result).toMatchObject({ token: EXAMPLE_TOKEN, userInfo: { username: 'admin' } })
      })
  })

  it('refuses a token no server issued', async () => {
    await pact
      .addInteraction()
      .given(STATES.nobodySignedIn)
      .uponReceiving('a third-party sign-in with a forged token')
      .withRequest('GET', `${API_PREFIX}/thirdLogin/getLoginUser/forged-token`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).query({ _t: TIMESTAMP_QUERY })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(envelope(null, 'Token无效!', 500))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).GET('/thirdLogin/getLoginUser/{id}', {
          params: { path: { id: 'forged-token' } },
        })
        expect(data).toMatchObject({ success: false, message: 'Token无效!' })
      })
  })
})

/** Upstream 2.4.6's path of the same (ThirdLoginController under /sys/thirdLogin), which a JeecgBoot 2.4.6 serves. */
describe('GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}', () => {
  it('answers the token and the user of a token handed over by a third-party sign-in', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a third-party sign-in on upstream 2.4.6’s path with the token of a signed-in user')
      .withRequest('GET', `${API_PREFIX}/sys/thirdLogin/getLoginUser/${EXAMPLE_TOKEN}/github`, (builder) => {
        builder.headers({ 'tenant-id': '0' }).query({ _t: TIMESTAMP_QUERY })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          envelope(
            { token: regex(JWT, EXAMPLE_TOKEN), userInfo: { id: like('e9ca'), username: 'admin' } },
            '操作成功！',
          ),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).GET(
          '/sys/thirdLogin/getLoginUser/{token}/{thirdType}',
          {
            params: { path: { token: EXAMPLE_TOKEN, thirdType: 'github' } },
          },
        )
        expect(data?.code).toBe(200)
        expect(data?.result).toMatchObject({ token: EXAMPLE_TOKEN, userInfo: { username: 'admin' } })
      })
  })
})
