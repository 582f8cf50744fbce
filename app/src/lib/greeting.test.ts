import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '@erp/ui-kit/i18n'
import '../i18n/catalogues'
import { greetingFor, welcomeLine } from './greeting'

const at = (hour: number, minute = 0) => new Date(2026, 10, 22, hour, minute)

describe('greetingFor (docs/spec.md §9)', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('at %i:00 says %s', (hour, expected) => {
    expect(greetingFor(at(hour))).toBe(expected)
  })

  it('uses the hour only: 8:59 is still early morning, 11:59 still morning', () => {
    expect(greetingFor(at(8, 59))).toBe('早上好')
    expect(greetingFor(at(11, 59))).toBe('上午好')
  })
})

describe('welcomeLine', () => {
  afterEach(async () => {
    await setLocale('zh-CN')
  })

  it('joins greeting and name with the Chinese comma in Chinese', () => {
    expect(welcomeLine(at(8), '管理员')).toBe('早上好，管理员')
  })

  it('joins them with an English comma and space in English', async () => {
    await setLocale('en-US')
    expect(welcomeLine(at(8), 'Admin')).toBe('Good morning, Admin')
  })
})
