import { describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'

const { call, tokenOf } = systemTestServer('login-info')

describe('visit statistics', () => {
  it('counts logins: total, today and distinct IPs today; visitInfo gives days of the last week', async () => {
    await tokenOf('jeecg')
    const info = await call('GET', '/sys/loginfo')
    expect(info.body.message).toBe('登录成功')
    const result = info.body.result as { totalVisitCount: number; todayVisitCount: number; todayIp: number }
    expect(result.todayVisitCount).toBeGreaterThanOrEqual(2)
    expect(result.totalVisitCount).toBeGreaterThanOrEqual(result.todayVisitCount)
    expect(result.todayIp).toBe(1)
    const visits = (await call('GET', '/sys/visitInfo')).body.result as Array<Record<string, unknown>>
    expect(visits.at(-1)).toMatchObject({ visit: result.todayVisitCount, ip: 1 })
    expect(visits.at(-1)?.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(visits.at(-1)?.type).toMatch(/^\d{2}-\d{2}$/)
  })
})
