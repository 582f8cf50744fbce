import { describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('template')

describe('list-page templates (/api/*)', () => {
  interface TemplatePage<T> {
    data: T[]
    pageSize: number
    pageNo: number
    totalPage: number
    totalCount: number
  }

  it('/api/service pages, filters by number and state', async () => {
    const first = (await call('GET', '/api/service?pageSize=10')).body.result as TemplatePage<{
      no: string
      status: number
      callNo: number
    }>
    expect(first).toMatchObject({ pageSize: 10, pageNo: 1, totalCount: 46, totalPage: 5 })
    expect(first.data[0]).toMatchObject({ no: 'No 100001', status: 1, callNo: 37 })
    const byStatus = (await call('GET', '/api/service?status=0&pageSize=100')).body.result as TemplatePage<{
      status: number
    }>
    expect(byStatus.totalCount).toBe(11)
    expect(byStatus.data.every((row) => row.status === 0)).toBe(true)
    const byNo = (await call('GET', '/api/service?no=10004')).body.result as TemplatePage<unknown>
    expect(byNo.totalCount).toBe(7)
  })

  it('/api/user, /api/role and /api/permission come from the real tables', async () => {
    const users = (await call('GET', '/api/user?username=zhang')).body.result as TemplatePage<{
      username: string
    }>
    expect(users.data.map((user) => user.username)).toEqual(['zhangsan'])
    const roles = (await call('GET', '/api/role')).body.result as TemplatePage<{
      name: string
      permissions: string[]
    }>
    expect(roles.data.find((role) => role.name === '管理员')?.permissions).toEqual(
      expect.arrayContaining(['user:add', 'user:edit']),
    )
    const all = (await call('GET', '/api/permission/no-pager')).body.result as Array<{
      name: string
      actionList: string[]
      actionData: string
    }>
    const users2 = all.find((page) => page.name === '用户管理')
    expect(users2?.actionList).toEqual(['user:add', 'user:edit', 'user:form:birthday', 'user:sensitive'])
    expect(JSON.parse(users2?.actionData ?? '[]')[0]).toMatchObject({
      action: 'user:add',
      describe: '添加按钮',
    })
    const paged = (await call('GET', '/api/permission?pageSize=2')).body.result as TemplatePage<unknown>
    expect(paged.data).toHaveLength(2)
    expect(paged.totalCount).toBe(all.length)
  })
})
