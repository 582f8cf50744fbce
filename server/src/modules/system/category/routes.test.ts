import { describe, expect, it } from 'vitest'
import { adminSeedIds } from '../../../db/seed-ids'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('category')

describe('categories', () => {
  it('pages the top level with hasChild, lists children, answers tree levels by pid or code', async () => {
    const roots = (await call('GET', '/sys/category/rootList')).body
    expect(roots.success).toBe(true)
    expect(roots.result.records.map((c: { name: string; hasChild: string }) => [c.name, c.hasChild])).toEqual(
      [
        ['物料', '1'],
        ['设备', '0'],
      ],
    )
    const found = (await call('GET', '/sys/category/rootList?name=*材料*')).body.result.records
    expect(found.map((c: { name: string }) => c.name).sort()).toEqual(['包装材料', '原材料'])

    const children = (await call('GET', `/sys/category/childList?pid=${adminSeedIds.categoryMaterial}`)).body
      .result
    expect(children.map((c: { code: string }) => c.code)).toEqual(['A01A01', 'A01A02'])

    const level = (await call('GET', '/sys/category/loadTreeData?pcode=A01')).body.result
    expect(level).toEqual([
      expect.objectContaining({
        key: adminSeedIds.categoryRaw,
        value: adminSeedIds.categoryRaw,
        title: '原材料',
        isLeaf: true,
      }),
      expect.objectContaining({ key: adminSeedIds.categoryAuxiliary, title: '辅料', isLeaf: false }),
    ])
    expect(
      (await call('GET', `/sys/category/loadTreeData?pid=${adminSeedIds.categoryAuxiliary}`)).body.result,
    ).toHaveLength(1)
    expect((await call('GET', '/sys/category/loadTreeData?pcode=0')).body.result).toHaveLength(2)

    const whole = (await call('GET', '/sys/category/loadTreeRoot?async=false&pcode=A01')).body.result
    expect(whole[1].children).toEqual([expect.objectContaining({ title: '包装材料', isLeaf: true })])
    const lazy = (await call('GET', '/sys/category/loadTreeRoot?async=true&pcode=A01')).body.result
    expect(lazy[1]).not.toHaveProperty('children')
  })

  it('refuses a tree request without parent and an unknown code', async () => {
    expect((await call('GET', '/sys/category/loadTreeData')).body.message).toBe(
      '加载分类字典树参数有误.[null]!',
    )
    expect((await call('GET', '/sys/category/loadTreeData?pcode=ZZZ')).body.message).toBe(
      '加载分类字典树参数有误.[code]!',
    )
    expect((await call('GET', '/sys/category/loadTreeRoot?async=true&pcode=ZZZ')).body).toMatchObject({
      success: false,
      message: '该编码【ZZZ】不存在，请核实!',
    })
    expect((await call('GET', '/sys/category/childList')).status).toBe(400)
  })
})

describe('adding a category', () => {
  it('makes a root (pid 0) of a category added without a parent, as the upstream client adds one', async () => {
    expect((await call('POST', '/sys/category/add', { name: '无父分类' })).body.success).toBe(true)
    const roots = (await call('GET', '/sys/category/rootList?pageSize=100')).body.result.records as Array<{
      name: string
      pid: string
    }>
    expect(roots.find((category) => category.name === '无父分类')).toMatchObject({ pid: '0' })
  })
})
