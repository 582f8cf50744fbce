import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../start'

const root = mkdtempSync(join(tmpdir(), 'erp-system-demo-'))
let server: RunningServer
let admin = ''

async function get<T>(path: string): Promise<T> {
  const response = await fetch(server.apiUrl + path, { headers: { 'X-Access-Token': admin } })
  const body = (await response.json()) as { success: boolean; message: string; result: T }
  expect(body.success, body.message).toBe(true)
  return body.result
}

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  admin = ((await response.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

interface Page<T> {
  records: T[]
  total: number
}

describe('the demo rows of 职务管理, 租户管理 and 路由网关', () => {
  it('职务管理 lists upstream’s positions and the factory’s, with rank texts', async () => {
    const page = await get<Page<{ code: string; name: string; postRank_dictText: string }>>(
      '/sys/position/list?pageSize=50',
    )
    expect(page.total).toBeGreaterThanOrEqual(5)
    expect(page.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'devleader', name: '研发部经理', postRank_dictText: '助级' }),
        expect.objectContaining({ code: 'laozong', name: '总经理', postRank_dictText: '正高级' }),
        expect.objectContaining({ code: 'qc_supervisor', name: '质检主管' }),
      ]),
    )
  })

  it('租户管理 lists tenants, one frozen; the user form offers only the active ones', async () => {
    const page = await get<Page<{ id: number; name: string; status: number; status_dictText: string }>>(
      '/sys/tenant/list?pageSize=50',
    )
    expect(page.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 1, name: '北京国炬总部', status: 1 }),
        expect.objectContaining({ id: 2, name: '一分厂', status: 1 }),
        expect.objectContaining({ id: 3, status: 0 }),
      ]),
    )
    const active = await get<Array<{ id: number }>>('/sys/tenant/queryList')
    expect(active.map((tenant) => tenant.id)).toEqual(expect.arrayContaining([1, 2]))
    expect(active.map((tenant) => tenant.id)).not.toContain(3)
  })

  it('路由网关 lists upstream’s routes with Path predicates the page can read', async () => {
    const page = await get<Page<{ routerId: string; uri: string; predicates: string; status: number }>>(
      '/sys/gatewayRoute/list?pageSize=50',
    )
    const system = page.records.find((route) => route.routerId === 'jeecg-system')
    expect(system).toMatchObject({ uri: 'lb://jeecg-system', status: 1 })
    expect(JSON.parse(system?.predicates ?? '[]')).toEqual([
      { name: 'Path', args: expect.arrayContaining(['/sys/**', '/online/**']) },
    ])
    expect(page.records.map((route) => route.routerId)).toEqual(
      expect.arrayContaining(['jeecg-system-websocket', 'jeecg-demo', 'jeecg-demo-websocket']),
    )
  })
})
