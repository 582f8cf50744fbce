import { describe, expect, it } from 'vitest'
import { departPaths } from './hr-controls'

describe('the department filter options', () => {
  it('name each department by its path from the top, in tree order, so the hierarchy shows', () => {
    const paths = departPaths([
      {
        id: 'a01',
        departName: '北京国炬软件',
        children: [
          { id: 'a01a01', departName: '研发部', children: [{ id: 'a01a01a01', departName: '前端组' }] },
          { id: 'a01a02', departName: '质检部' },
        ],
      },
    ] as never)
    expect([...paths]).toEqual([
      ['a01', '北京国炬软件'],
      ['a01a01', '北京国炬软件 / 研发部'],
      ['a01a01a01', '北京国炬软件 / 研发部 / 前端组'],
      ['a01a02', '北京国炬软件 / 质检部'],
    ])
  })
})
