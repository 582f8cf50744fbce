import { describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('dict')

describe('dictionaries', () => {
  it('getDictItems answers value, text and title in sort order; an unknown code an empty list', async () => {
    const { body } = await call('GET', '/sys/dict/getDictItems/sex')
    expect(body.result).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ])
    expect((await call('GET', '/sys/dict/getDictItems/no_such_dict')).body.result).toEqual([])
  })

  it('queryAllDictItems maps every code to its items; refleshCache answers success', async () => {
    const { body } = await call('GET', '/sys/dict/queryAllDictItems')
    expect(body.code).toBe(200)
    expect(Object.keys(body.result)).toEqual(expect.arrayContaining(['sex', 'priority', 'send_status']))
    expect((await call('GET', '/sys/dict/refleshCache')).body).toMatchObject({
      success: true,
      code: 0,
    })
  })
})

describe('dictionary cache', () => {
  it('refleshCache answers upstream new Result defaults', async () => {
    expect((await call('GET', '/sys/dict/refleshCache')).body).toMatchObject({
      success: true,
      message: '操作成功！',
      code: 0,
    })
  })
})
