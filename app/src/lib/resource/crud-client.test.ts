import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { crudClient, RefusedError } from './crud-client'
import { fakeCrudServer, type FakeRow } from './fake-crud-server.test-helper'

const registers: FakeRow[] = [
  { id: 'r1', registerNo: 'QC1', factory: '宁波华美制衣厂' },
  { id: 'r2', registerNo: 'QC2', factory: '杭州制衣厂' },
  { id: 'r3', registerNo: 'QC3', factory: '宁波第二制衣厂' },
]

/** The fields every register's add and edit must send. */
const required = { styleNo: 'ST-1', brandId: 'b1', lotSize: 2000, inspectionDate: '2026-11-20' }

describe('crudClient (the six calls of a base path, through the generated typed table)', () => {
  let server: ReturnType<typeof fakeCrudServer>
  beforeEach(() => {
    server = fakeCrudServer('/qc/register', registers)
    vi.stubGlobal('fetch', server.fetch)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('lists a page without the empty filters', async () => {
    const page = await crudClient('/qc/register').list({
      pageNo: 1,
      pageSize: 2,
      factory: '*宁波*',
      styleNo: '',
    })
    expect(page).toEqual({ records: [registers[0], registers[2]], total: 2 })
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/qc/register/list')
    expect(request?.query.has('styleNo')).toBe(false)
  })

  it('reads, adds, edits and deletes at the base path’s own operations', async () => {
    const client = crudClient('/qc/register')
    await expect(client.queryById('r2')).resolves.toMatchObject({ registerNo: 'QC2' })
    await expect(client.add({ registerNo: 'QC4', ...required })).resolves.toBe('添加成功！')
    await expect(client.edit({ id: 'r1', registerNo: 'QC1-A', ...required })).resolves.toBe('编辑成功!')
    await expect(client.remove('r3')).resolves.toBe('删除成功!')
    await expect(client.removeBatch(['r1', 'r2'])).resolves.toBe('批量删除成功!')
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /qc/register/queryById',
      'POST /qc/register/add',
      'PUT /qc/register/edit',
      'DELETE /qc/register/delete',
      'DELETE /qc/register/deleteBatch',
    ])
    expect(server.requests.at(-1)?.query.get('ids')).toBe('r1,r2')
    expect(server.rows().map((row) => row.registerNo)).toEqual(['QC4'])
  })

  it("rejects a refusal with the server's message", async () => {
    await expect(crudClient('/qc/register').queryById('nope')).rejects.toBeInstanceOf(RefusedError)
  })

  it('sends a numeric id (a tenant’s) as the same text', async () => {
    const tenants = fakeCrudServer('/sys/tenant', [{ id: 3, name: '默认租户' }])
    vi.stubGlobal('fetch', tenants.fetch)
    await crudClient('/sys/tenant').remove('3')
    expect(tenants.requests[0]?.path).toBe('/sys/tenant/delete')
    expect(tenants.requests[0]?.query.get('id')).toBe('3')
  })

  it('rejects, without a request, a call the contract does not have for the base path', async () => {
    await expect(crudClient('/cnt/transaction').remove('t1')).rejects.toThrow('/cnt/transaction')
    expect(server.requests).toEqual([])
  })
})
