import { describe, expect, it } from 'vitest'
import { seedIds } from '../../../db/seed'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('data-log')

describe('data log', () => {
  it('stores a version on every edit of a resource; versions and their comparison are readable', async () => {
    expect(
      (await call('POST', '/sys/position/add', { code: 'dl-test', name: '数据日志测试' })).body.success,
    ).toBe(true)
    const position = (await call('GET', '/sys/position/list?code=dl-test')).body.result.records[0]
    await call('PUT', '/sys/position/edit', { id: position.id, code: 'dl-test', name: '第一版' })
    await call('PUT', '/sys/position/edit', {
      id: position.id,
      code: 'dl-test',
      name: '第二版',
      postRank: '3',
    })

    const versions = (
      await call('GET', `/sys/dataLog/queryDataVerList?dataTable=sys_position&dataId=${position.id}`)
    ).body
    expect(versions.success).toBe(true)
    expect(versions.result.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 2])
    const contents = versions.result.map((v: { dataContent: string }) => JSON.parse(v.dataContent))
    expect(contents[0]).toMatchObject({ id: position.id, name: '第一版' })
    expect(contents[1]).toMatchObject({ name: '第二版', postRank: '3' })
    expect(versions.result[0].createBy).toBe('admin')

    const [first, second] = versions.result as Array<{ id: string }>
    const compared = (
      await call('GET', `/sys/dataLog/queryCompareList?dataId1=${first?.id}&dataId2=${second?.id}`)
    ).body
    expect(compared.success).toBe(true)
    expect(compared.result.map((v: { id: string }) => v.id)).toEqual([first?.id, second?.id])
    // The data-log list page sees them too.
    expect((await call('GET', `/sys/dataLog/list?dataId=${position.id}`)).body.result.total).toBe(2)
  })

  it('refuses a record without versions and a comparison with an unknown version', async () => {
    expect(
      (await call('GET', '/sys/dataLog/queryDataVerList?dataTable=sys_position&dataId=nope')).body,
    ).toMatchObject({
      success: false,
      message: '未找到版本信息',
    })
    const seeded = (
      await call('GET', `/sys/dataLog/queryDataVerList?dataTable=sys_role&dataId=${seedIds.roleQc}`)
    ).body.result
    expect(seeded).toHaveLength(2)
    expect(
      (await call('GET', `/sys/dataLog/queryCompareList?dataId1=${seeded[0].id}&dataId2=nope`)).body.message,
    ).toBe('未找到版本信息')
  })
})
