import { describe, expect, it } from 'vitest'
import { badValueMessage } from './database-errors'

describe('database errors that are bad input', () => {
  it('answers data exceptions (class 22) and oversized index rows with a message', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    expect(badValueMessage(nul)).toBe('请求参数不正确: 不能包含空字符 (U+0000)')
    // Never PostgreSQL's words.
    expect(badValueMessage({ code: '22001', message: 'value too long for type character varying(32)' })).toBe(
      '请求参数不正确: 内容超出长度限制',
    )
    expect(badValueMessage({ code: '54000', message: '' })).toBe('请求参数不正确: 数据库无法保存该值')
  })

  it('leaves every other error a server fault', () => {
    for (const error of [
      { code: '42703', message: 'column "x" does not exist' },
      { code: '23505', message: 'duplicate key' },
      { code: 'ECONNREFUSED', message: 'refused' },
      new Error('boom'),
      null,
      'text',
    ])
      expect(badValueMessage(error)).toBeNull()
  })
})
