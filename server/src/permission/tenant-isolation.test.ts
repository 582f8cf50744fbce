import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIds } from '../db/seed-ids'
import { TOKEN_INVALID } from '../http/envelope'
import { NOT_IN_TENANT } from '../modules/tenant-guards'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'

/**
 * Tenants: a user of a tenant (`rel_tenant_ids`) works in that tenant only. Business rows they add
 * carry it; another tenant's users neither list, read, edit, delete nor export them; naming a tenant that is
 * not one's own is refused like upstream (ShiroRealm's '用户租户信息变更' answered as an invalid token).
 */
const root = mkdtempSync(join(tmpdir(), 'erp-tenant-'))
let server: RunningServer
let admin = ''
const users = { north: '', south: '' }

interface Answer {
  success?: boolean
  code?: number
  message?: string
  result?: unknown
}

async function call(token: string, method: string, path: string, body?: unknown, tenant = '0') {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: {
      'X-Access-Token': token,
      tenant_id: tenant,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text, answer: JSON.parse(text) as Answer }
}

async function signIn(username: string, password: string): Promise<string> {
  const { answer } = await call('', 'POST', '/sys/login', { username, password })
  return (answer.result as { token: string }).token
}

const brandsSeenBy = async (token: string, tenant = '0') => {
  const { answer } = await call(token, 'GET', '/qc/brand/list?pageSize=500&name=*租户*', undefined, tenant)
  return (answer.result as { records: Array<{ id: string; name: string }> }).records
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  admin = await signIn('admin', '123456')
  for (const [id, name] of [
    [7101, '北厂'],
    [7102, '南厂'],
  ] as const) {
    const added = await call(admin, 'POST', '/sys/tenant/add', { id, name, status: 1 })
    expect(added.answer.success, added.text).toBe(true)
  }
  for (const [key, tenant, workNo] of [
    ['north', '7101', '71010'],
    ['south', '7102', '71020'],
  ] as const) {
    const added = await call(admin, 'POST', '/sys/user/add', {
      username: `tenant_${key}`,
      password: 'Abc12345',
      confirmpassword: 'Abc12345',
      realname: `${key}管理员`,
      workNo,
      relTenantIds: tenant,
      // Every permission: what confines them is the tenant alone.
      selectedroles: seedIds.roleAdmin,
    })
    expect(added.answer.success, added.text).toBe(true)
    users[key] = await signIn(`tenant_${key}`, 'Abc12345')
  }
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('tenant isolation', () => {
  it("keeps a tenant's business rows from another tenant's users, in lists, reads, edits, deletes and exports", async () => {
    const added = await call(users.north, 'POST', '/qc/brand/add', { code: 'TN01', name: '北厂租户品牌' })
    expect(added.answer.success, added.text).toBe(true)
    const [north] = await brandsSeenBy(users.north)
    expect(north?.name).toBe('北厂租户品牌')
    const id = north?.id ?? ''

    expect(await brandsSeenBy(users.south)).toEqual([])
    const read = await call(users.south, 'GET', `/qc/brand/queryById?id=${id}`)
    expect(read.answer).toMatchObject({ success: false, result: null })
    const changed = await call(users.south, 'PUT', '/qc/brand/edit', { id, code: 'TN01', name: '被南厂改了' })
    expect(changed.answer.success).toBe(false)
    const removed = await call(users.south, 'DELETE', `/qc/brand/delete?id=${id}`)
    expect(removed.answer.success).toBe(false)
    const exported = await fetch(`${server.apiUrl}/qc/brand/exportXls`, {
      headers: { 'X-Access-Token': users.south, tenant_id: '0' },
    })
    expect(exported.status).toBe(200)
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await exported.arrayBuffer())
    const cells: string[] = []
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))))
    expect(cells).not.toContain('北厂租户品牌')
    expect(cells.length).toBeGreaterThan(0)

    // Untouched, and still the north tenant's.
    const again = await call(users.north, 'GET', `/qc/brand/queryById?id=${id}`)
    expect(again.answer.result).toMatchObject({ name: '北厂租户品牌', tenantId: 7101 })
    // An administrator of no tenant works across tenants ('0'), or inside the one named.
    expect((await brandsSeenBy(admin)).map((brand) => brand.name)).toContain('北厂租户品牌')
    expect(await brandsSeenBy(admin, '7102')).toEqual([])
  })

  it("refuses a request naming a tenant that is not the user's own, like upstream", async () => {
    const { status, answer } = await call(users.south, 'GET', '/qc/brand/list', undefined, '7101')
    expect(status).toBe(500)
    expect(answer.message).toBe(TOKEN_INVALID)
    expect(answer.result ?? null).toBeNull()
    const own = await call(users.south, 'GET', '/qc/brand/list', undefined, '7102')
    expect(own.answer.success).toBe(true)
  })

  it("reads the tenant from upstream's `tenant-id` header too (nginx drops `tenant_id`), before `tenant_id`", async () => {
    const asUpstream = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.apiUrl}/qc/brand/list?pageSize=500&name=*租户*`, {
        headers: { 'X-Access-Token': admin, ...headers },
      })
      return (await response.json()) as Answer
    }
    const names = (answer: Answer) =>
      (answer.result as { records: Array<{ name: string }> }).records.map((brand) => brand.name)
    // Upstream's spelling alone: the administrator works inside the tenant named.
    expect(names(await asUpstream({ 'tenant-id': '7102' }))).toEqual([])
    expect(names(await asUpstream({ 'tenant-id': '7101' }))).toContain('北厂租户品牌')
    // Both spellings: `tenant-id` wins.
    expect(names(await asUpstream({ 'tenant-id': '7102', tenant_id: '7101' }))).toEqual([])
    // A user of a tenant naming another one in `tenant-id` is refused as with `tenant_id`.
    const refused = await fetch(`${server.apiUrl}/qc/brand/list`, {
      headers: { 'X-Access-Token': users.south, 'tenant-id': '7101' },
    })
    expect(((await refused.json()) as Answer).message).toBe(TOKEN_INVALID)
  })
})

describe("the modules' own operations on one row", () => {
  const first = async <T>(path: string): Promise<T> => {
    const { answer } = await call(admin, 'GET', path)
    const row = (answer.result as { records: T[] }).records[0]
    if (!row) throw new Error(`no seed row at ${path}`)
    return row
  }

  it("refuse a row of another tenant as missing, and leave it as it was; across tenants ('0') they answer", async () => {
    const card = await first<{ id: string; cardNo: string; balance: number }>(
      '/cnt/card/list?pageSize=1&status=active',
    )
    const order = await first<{ id: string; status: string }>('/rep/order/list?pageSize=1&status=submitted')
    const report = await first<{ id: string }>('/qc/checkReport/list?pageSize=1')
    const shipment = await first<{ id: string }>('/exp/shipment/list?pageSize=1')
    const entry = await first<{ id: string }>('/hr/workerEntry/list?pageSize=1&status=submitted')

    const refusals = [
      await call(users.north, 'POST', '/cnt/card/pay', {
        cardNo: card.cardNo,
        mealType: 'lunch',
        window: '1号窗口',
        requestId: `tenant-${Date.now()}`,
      }),
      await call(users.north, 'POST', '/rep/order/assign', { id: order.id, assigneeId: seedIds.admin }),
      await call(users.north, 'GET', `/qc/checkReport/detail?id=${report.id}`),
      await call(users.north, 'GET', `/exp/shipment/tracking?id=${shipment.id}`),
      await call(users.north, 'POST', '/hr/workerEntry/reject', { id: entry.id, reason: '跨租户' }),
    ]
    for (const { answer, text } of refusals) {
      expect(
        { success: answer.success, message: answer.message, result: answer.result ?? null },
        text,
      ).toEqual({
        success: false,
        message: NOT_IN_TENANT,
        result: null,
      })
    }
    const cardAfter = await call(admin, 'GET', `/cnt/card/queryById?id=${card.id}`)
    expect((cardAfter.answer.result as { balance: number }).balance).toBe(card.balance)
    const orderAfter = await call(admin, 'GET', `/rep/order/queryById?id=${order.id}`)
    expect((orderAfter.answer.result as { status: string }).status).toBe('submitted')
    const entryAfter = await call(admin, 'GET', `/hr/workerEntry/queryById?id=${entry.id}`)
    expect((entryAfter.answer.result as { status: string }).status).toBe('submitted')

    const detail = await call(admin, 'GET', `/qc/checkReport/detail?id=${report.id}`)
    expect(detail.answer.success, detail.text).toBe(true)
  })
})
