import { describe, expect, it } from 'vitest'
import {
  accountMessages,
  confirmProblem,
  mobileProblem,
  newPasswordProblems,
  passwordProblem,
  passwordStrength,
  phoneLoginProblems,
  registerProblems,
} from './account-rules'

describe('account rules', () => {
  it('mobile: required, then 11 digits starting with 1 and 3-9', () => {
    expect(mobileProblem('')).toBe('请输入手机号码!')
    expect(mobileProblem('  ')).toBe('请输入手机号码!')
    expect(mobileProblem('1861111111')).toBe('您的手机号码格式不正确!')
    expect(mobileProblem('12611111111')).toBe('您的手机号码格式不正确!')
    expect(mobileProblem('18611111111')).toBeUndefined()
  })

  it('password: required, then 8+ characters with a letter, a digit and a special character', () => {
    expect(passwordProblem('')).toBe('请输入密码')
    expect(passwordProblem('abc')).toBe('密码由8位数字、大小写字母和特殊符号组成!')
    expect(passwordProblem('Abc12345')).toBe(accountMessages.passwordRule)
    expect(passwordProblem('Ab-1234')).toBe(accountMessages.passwordRule)
    expect(passwordProblem('Abc-12345')).toBeUndefined()
  })

  it('confirmation: required (asked again) and equal', () => {
    expect(confirmProblem('Abc-12345', '')).toBe('请再次输入密码')
    expect(confirmProblem('Abc-12345', 'Abc-1234')).toBe('两次密码不一致')
    expect(confirmProblem('Abc-12345', 'Abc-12345')).toBeUndefined()
  })

  it('strength levels', () => {
    expect(passwordStrength('12345678')).toBe('低')
    expect(passwordStrength('abc12345')).toBe('中')
    expect(passwordStrength('abc-12345')).toBe('强')
  })

  it('collects the problems of each form, field by field', () => {
    expect(phoneLoginProblems({ mobile: '', captcha: '' })).toEqual({
      mobile: '请输入手机号码!',
      captcha: '请输入验证码!',
    })
    expect(phoneLoginProblems({ mobile: '18611111111', captcha: '123456' })).toEqual({})
    expect(
      registerProblems({ username: '', password: 'x', confirm: 'y', mobile: '1', captcha: '1' }),
    ).toEqual({
      username: '请输入用户名',
      password: accountMessages.passwordRule,
      confirm: '两次密码不一致',
      mobile: '您的手机号码格式不正确!',
    })
    expect(newPasswordProblems({ password: 'Abc-12345', confirm: 'Abc-12345' })).toEqual({})
  })
})
