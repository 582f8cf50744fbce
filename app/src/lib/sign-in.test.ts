import { describe, expect, it } from 'vitest'
import { acceptSignIn, toLoginResult } from './sign-in'

const userInfo = { id: 'u1', username: 'admin' }

describe('acceptSignIn (success judged by code 200, docs/spec.md §4/§7)', () => {
  it('returns the result of a code-200 answer', () => {
    expect(acceptSignIn({ code: 200, message: '登录成功', result: { token: 't' } })).toEqual({ token: 't' })
  })

  it('refuses any other code with the server message, even when success is true', () => {
    expect(() => acceptSignIn({ code: 0, message: '手机验证码错误', result: null })).toThrow('手机验证码错误')
    expect(() => acceptSignIn({ code: 500, message: '该用户已冻结' })).toThrow('该用户已冻结')
  })

  it('refuses a code-200 answer without a result, and an absent answer, with the fallback', () => {
    expect(() => acceptSignIn({ code: 200, message: '', result: null })).toThrow('登录失败')
    expect(() => acceptSignIn(undefined, '验证失败')).toThrow('验证失败')
  })
})

describe('toLoginResult', () => {
  it('fills what CAS and third-party answers lack', () => {
    expect(toLoginResult({ token: 't', userInfo })).toEqual({
      token: 't',
      userInfo,
      departs: [],
      multi_depart: 0,
      sysAllDictItems: {},
    })
  })

  it('keeps departments and the department flag when given', () => {
    const departs = [{ id: 'd1', orgCode: 'A01', departName: '总部' }]
    expect(toLoginResult({ token: 't', userInfo, departs, multi_depart: 2 })).toMatchObject({
      departs,
      multi_depart: 2,
    })
  })
})
