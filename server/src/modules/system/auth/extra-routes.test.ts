import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { casUserOf } from './extra-routes'

const root = mkdtempSync(join(tmpdir(), 'erp-auth-extra-'))
let server: RunningServer
let cas: Server

interface Envelope {
  success: boolean
  message: string
  code: number
  result: never
}

async function call(method: string, path: string, json?: unknown, token?: string) {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      ...(token ? { 'X-Access-Token': token } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as Envelope
}

async function smsCode(mobile: string): Promise<string> {
  const response = await fetch(`${server.url}/__test/sms?mobile=${mobile}`)
  return ((await response.json()) as { code: string }).code
}

beforeAll(async () => {
  // A CAS server that knows one ticket, for admin.
  cas = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cas')
    const valid = url.pathname === '/cas/p3/serviceValidate' && url.searchParams.get('ticket') === 'ST-1'
    response.setHeader('Content-Type', 'application/xml')
    response.end(
      valid
        ? '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>admin</cas:user></cas:authenticationSuccess></cas:serviceResponse>'
        : '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET"/></cas:serviceResponse>',
    )
  })
  await new Promise<void>((done) => cas.listen(0, '127.0.0.1', done))
  const address = cas.address()
  const casPort = typeof address === 'object' && address ? address.port : 0
  server = await startSeededServer({
    port: 0,
    dataDir: join(root, 'data'),
    staticDir: null,
    testHooks: true,
    casPrefixUrl: `http://127.0.0.1:${casPort}/cas`,
  })
}, 120_000)

afterAll(async () => {
  await server?.close()
  await new Promise((done) => cas?.close(done))
  rmSync(root, { recursive: true, force: true })
})

describe('SMS codes and phone sign-in', () => {
  it('sends a code once per 10 minutes, only to a known phone for sign-in', async () => {
    expect(await call('POST', '/sys/sms', { mobile: '13800000003', smsmode: '0' })).toMatchObject({
      success: true,
      code: 0,
      result: null,
    })
    expect((await call('POST', '/sys/sms', { mobile: '13800000003', smsmode: '0' })).message).toBe(
      '验证码10分钟内，仍然有效！',
    )
    expect((await call('POST', '/account/sms', { mobile: '13900000000', smsmode: '0' })).message).toBe(
      '该用户不存在或未绑定手机号',
    )
    expect((await call('POST', '/sys/sms', { mobile: '18611111111', smsmode: '1' })).message).toBe(
      ' 手机号已经注册，请直接登录！',
    )
  })

  it('a wrong code answers success true with code 0 (upstream); the right one signs in, once', async () => {
    const wrong = await call('POST', '/sys/phoneLogin', { mobile: '13800000003', captcha: '000000x' })
    expect(wrong).toMatchObject({ success: true, code: 0, message: '手机验证码错误' })
    const code = await smsCode('13800000003')
    const right = await call('POST', '/sys/phoneLogin', {
      mobile: '13800000003',
      captcha: code,
      remember_me: true,
    })
    expect(right).toMatchObject({ success: true, code: 200, message: '登录成功' })
    expect(right.result).toMatchObject({ multi_depart: 2, userInfo: { username: 'zhangsan' } })
    expect((await call('POST', '/sys/phoneLogin', { mobile: '13800000003', captcha: code })).message).toBe(
      '手机验证码错误',
    )
  })
})

describe('registration and password recovery', () => {
  it('registers with a code sent for registration, refusing taken names and phones', async () => {
    await call('POST', '/account/sms', { mobile: '13700000007', smsmode: '1' })
    const code = await smsCode('13700000007')
    expect(
      (
        await call('POST', '/auth/register', {
          username: 'admin',
          password: 'x',
          mobile: '13700000007',
          captcha: code,
        })
      ).message,
    ).toBe('用户名已注册')
    expect(
      (
        await call('POST', '/auth/register', {
          username: 'new1',
          password: 'x',
          mobile: '18611111111',
          captcha: code,
        })
      ).message,
    ).toBe('该手机号已注册')
    expect(
      await call('POST', '/auth/register', {
        username: 'wangwu',
        password: 'Abc12345',
        mobile: '13700000007',
        captcha: code,
      }),
    ).toMatchObject({ success: true, message: '注册成功' })
    expect((await call('POST', '/sys/login', { username: 'wangwu', password: 'Abc12345' })).code).toBe(200)
  })

  it('resets a password with a code sent for a forgotten password', async () => {
    await call('POST', '/sys/sms', { mobile: '13700000007', smsmode: '2' })
    expect(
      (
        await call('POST', '/auth/forge-password', {
          mobile: '13700000007',
          captcha: '999999',
          password: 'Z',
        })
      ).message,
    ).toBe('短信验证码不匹配！')
    const code = await smsCode('13700000007')
    expect(
      await call('POST', '/auth/forge-password', {
        mobile: '13700000007',
        captcha: code,
        password: 'Reset-123',
      }),
    ).toMatchObject({ message: '密码重置完成！' })
    expect((await call('POST', '/sys/login', { username: 'wangwu', password: 'Reset-123' })).code).toBe(200)
  })
})

describe('current user, CAS and third-party sign-in', () => {
  it('/user/info answers the user and role codes', async () => {
    const { result } = await call('POST', '/sys/login', { username: 'admin', password: '123456' })
    const token = (result as { token: string }).token
    expect((await call('GET', '/user/info', undefined, token)).result).toMatchObject({
      userInfo: { username: 'admin' },
      roles: ['admin'],
    })
    const third = await call('GET', `/thirdLogin/getLoginUser/${token}`)
    expect(third).toMatchObject({
      success: true,
      code: 200,
      result: { token, userInfo: { username: 'admin' } },
    })
    expect((await call('GET', '/thirdLogin/getLoginUser/forged')).message).toBe('Token无效!')
  })

  it("answers upstream 2.4.6's third-party path /sys/thirdLogin/getLoginUser/{token}/{thirdType} the same", async () => {
    const { result } = await call('POST', '/sys/login', { username: 'admin', password: '123456' })
    const token = (result as { token: string }).token
    expect(await call('GET', `/sys/thirdLogin/getLoginUser/${token}/github`)).toMatchObject({
      success: true,
      code: 200,
      result: { token, userInfo: { username: 'admin' } },
    })
    expect((await call('GET', '/sys/thirdLogin/getLoginUser/forged/github')).message).toBe('Token无效!')
  })

  it('a valid CAS ticket signs its user in; an invalid one is refused', async () => {
    const good = await call('GET', '/cas/client/validateLogin?ticket=ST-1&service=http%3A%2F%2Fapp')
    expect(good).toMatchObject({
      success: true,
      code: 200,
      message: '登录成功',
      result: { userInfo: { username: 'admin' } },
    })
    expect((await call('GET', '/cas/client/validateLogin?ticket=ST-bad&service=x')).message).toBe(
      'CAS票据验证失败',
    )
  })

  it('casUserOf reads the user of a CAS 3 answer', () => {
    expect(casUserOf('<cas:user> lisi </cas:user>')).toBe('lisi')
    expect(casUserOf('<cas:authenticationFailure/>')).toBeNull()
  })
})

describe('wrong SMS codes are limited per number, whatever the code is for', () => {
  it('after 5 wrong codes in 10 minutes the right code is refused too, for reset, registration and sign-in', async () => {
    // qc01's number: a code for a forgotten password, then five wrong guesses.
    await call('POST', '/sys/sms', { mobile: '13800000012', smsmode: '2' })
    const code = await smsCode('13800000012')
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await call('POST', '/auth/forge-password', {
        mobile: '13800000012',
        captcha: `00000${guess}`,
        password: 'Guess-123',
      })
      expect(wrong.message).toBe('短信验证码不匹配！')
    }
    const locked = await call('POST', '/auth/forge-password', {
      mobile: '13800000012',
      captcha: code,
      password: 'Guess-123',
    })
    expect(locked).toMatchObject({ success: false, code: 429, message: '验证码错误次数过多，请稍后再试' })
    // The same number's sign-in by code is held too; the code was not spent by the refused attempts.
    expect(await call('POST', '/sys/phoneLogin', { mobile: '13800000012', captcha: code })).toMatchObject({
      success: false,
      code: 429,
    })
    expect((await call('POST', '/sys/login', { username: 'qc01', password: 'Guess-123' })).code).not.toBe(200)
    // Another number is not affected.
    await call('POST', '/sys/sms', { mobile: '13800000011', smsmode: '0' })
    const other = await call('POST', '/sys/phoneLogin', {
      mobile: '13800000011',
      captcha: await smsCode('13800000011'),
    })
    expect(other).toMatchObject({ success: true, code: 200 })
  })
})
