import {
  allFields,
  columnOf,
  defaultMessages,
  operationsOf,
  resources,
  type FieldDef,
  type ResourceDef,
} from '@erp/openapi/resources'
import { moduleHandlers } from '../../modules'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../db/database'
import { startServer, type RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'

const root = mkdtempSync(join(tmpdir(), 'erp-crud-test-'))
let server: RunningServer
let token = ''

interface Answer {
  status: number
  body: { success: boolean; message: string; code: number; result: unknown }
}

async function call(method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

interface Page {
  records: Array<Record<string, unknown>>
  total: number
  size: number
  current: number
  pages: number
}

const all = resources as readonly ResourceDef[]
/**
 * Resources whose CRUD a business module overrides with its rules (server/src/modules/<m>/routes.ts): a body of
 * sample values does not satisfy them, and each module's own tests cover those operations.
 */
const overridden = (resource: ResourceDef) =>
  operationsOf(resource).some((operation) => `${resource.key}${operation}` in moduleHandlers)
// quartzJob's add and edit accept only known job classes: quartz-routes.test.ts covers its CRUD.
const withAdd = all.filter(
  (resource) =>
    operationsOf(resource).includes('Add') && resource.key !== 'quartzJob' && !overridden(resource),
)
let counter = 0

/** A valid body: every writable field filled with a value of its type, unique fields made unique. */
function sampleBody(resource: ResourceDef): Record<string, unknown> {
  counter += 1
  const body: Record<string, unknown> = resource.idType === 'integer' ? { id: 9000 + counter } : {}
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue
    body[name] = sampleValue(name, field)
  }
  return { ...body, ...references[resource.key] }
}

/** Fields that must name an existing row (dictionary items belong to a dictionary). */
const references: Record<string, Record<string, unknown>> = {}

function sampleValue(name: string, field: FieldDef): unknown {
  if (field.type === 'integer') return typeof field.example === 'number' ? field.example : 1
  if (field.type === 'number') return 1.5
  if (field.type === 'datetime') return '2026-11-22 08:00:00'
  if (field.type === 'date') return '2026-11-22'
  // A dictionary value is a code of its dictionary: the example as it is, never made unique.
  if (field.dict && field.example !== undefined) return field.example
  const base = field.example !== undefined ? String(field.example) : `${name}-value`
  return `${base}-${counter}`.slice(0, field.maxLength ?? 100)
}

const listOf = async (resource: ResourceDef, query = '') =>
  (await call('GET', `${resource.path}/list?pageSize=100${query}`)).body.result as Page

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  token = ((await login.json()) as { result: { token: string } }).result.token
  const dicts = (await call('GET', '/sys/dict/list?dictCode=sex')).body.result as Page
  references.dictItem = { dictId: dicts.records[0]?.id }
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('every resource table has a column for every field', () => {
  it('matches openapi/src/resources.ts against the migrated schema', async () => {
    await server.close()
    const db = await openDatabase(join(root, 'data'))
    const rows = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    )
    await db.close()
    server = await startServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
    const columns = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`))
    const missing = all.flatMap((resource) =>
      Object.entries(allFields(resource))
        .map(([name, field]) => `${resource.table}.${columnOf(name, field)}`)
        .concat(resource.softDelete ? [`${resource.table}.del_flag`] : [])
        .filter((column) => !columns.has(column)),
    )
    expect(missing).toEqual([])
  }, 60_000)
})

describe.each(withAdd.map((resource) => [resource.key, resource] as const))('%s', (_key, resource) => {
  const messages = { ...defaultMessages, ...resource.messages }

  it('adds, lists (paged, filtered, with _dictText), reads, edits and deletes', async () => {
    const body = sampleBody(resource)
    const added = await call('POST', `${resource.path}/add`, body)
    expect(added.body).toMatchObject({ success: true, message: messages.add, code: 200 })

    const [firstName, firstField] =
      Object.entries(resource.fields).find(
        ([name, field]) => field.required && !(name in (references[resource.key] ?? {})),
      ) ?? []
    expect(firstName).toBeDefined()
    const filter = `&${firstName}=${encodeURIComponent(String(body[firstName ?? '']))}`
    const page = await listOf(resource, filter)
    expect(page).toMatchObject({ total: 1, current: 1, size: 100, pages: 1 })
    const record = page.records[0] ?? {}
    expect(record[firstName ?? '']).toBe(body[firstName ?? ''])
    expect(record.createBy).toBe('admin')
    expect(record.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.dict) expect(record).toHaveProperty(`${name}_dictText`)
    }
    // Like filters: a `*` on both sides finds the record by a part of the value.
    const part = String(body[firstName ?? '']).slice(1, -1)
    expect(
      (await listOf(resource, `&${firstName}=${encodeURIComponent(`*${part}*`)}`)).total,
    ).toBeGreaterThan(0)
    expect(firstField).toBeDefined()

    const id = record.id
    const read = await call('GET', `${resource.path}/queryById?id=${String(id)}`)
    expect(read.body).toMatchObject({ success: true, code: 0 })
    expect((read.body.result as Record<string, unknown>)[firstName ?? '']).toBe(body[firstName ?? ''])

    const changed = `${String(body[firstName ?? '']).slice(0, 20)}-changed`
    const edited = await call('PUT', `${resource.path}/edit`, { ...body, id, [firstName ?? '']: changed })
    expect(edited.body).toMatchObject({ success: true, message: messages.edit })
    const after = (await call('GET', `${resource.path}/queryById?id=${String(id)}`)).body.result
    expect((after as Record<string, unknown>)[firstName ?? '']).toBe(changed)
    expect((after as Record<string, unknown>).updateBy).toBe('admin')

    const deleted = await call('DELETE', `${resource.path}/delete?id=${String(id)}`)
    expect(deleted.body).toMatchObject({ success: true, message: messages.delete })
    const gone = await call('GET', `${resource.path}/queryById?id=${String(id)}`)
    expect(gone.body).toMatchObject({ success: false, message: messages.notFound })
    expect((await call('DELETE', `${resource.path}/delete?id=${String(id)}`)).body.success).toBe(false)
  })

  it('deletes in batches and refuses an edit of an unknown id', async () => {
    const bodies = [sampleBody(resource), sampleBody(resource)]
    for (const body of bodies)
      expect((await call('POST', `${resource.path}/add`, body)).body.success).toBe(true)
    const [name] = Object.entries(resource.fields).find(
      ([name, field]) => field.required && !(name in (references[resource.key] ?? {})),
    ) ?? ['']
    const ids = []
    for (const body of bodies) {
      const page = await listOf(resource, `&${name}=${encodeURIComponent(String(body[name]))}`)
      ids.push(page.records[0]?.id)
    }
    const batch = await call('DELETE', `${resource.path}/deleteBatch?ids=${ids.join(',')}`)
    expect(batch.body).toMatchObject({ success: true, message: messages.deleteBatch })
    for (const body of bodies) {
      expect((await listOf(resource, `&${name}=${encodeURIComponent(String(body[name]))}`)).total).toBe(0)
    }
    // The same ids again name no row: refused like the single delete, not reported as deleted.
    const again = await call('DELETE', `${resource.path}/deleteBatch?ids=${ids.join(',')}`)
    expect(again.body).toMatchObject({ success: false, message: messages.notFound })
    const unknown = await call('PUT', `${resource.path}/edit`, {
      ...sampleBody(resource),
      id: resource.idType === 'integer' ? 424242 : 'no-such-id',
    })
    expect(unknown.body).toMatchObject({ success: false, message: messages.notFound })
  })

  if (resource.unique?.length) {
    it(`refuses a second live row with the same ${resource.unique.join(', ')}`, async () => {
      const body = sampleBody(resource)
      expect((await call('POST', `${resource.path}/add`, body)).body.success).toBe(true)
      const again = {
        ...sampleBody(resource),
        ...Object.fromEntries(resource.unique?.map((n) => [n, body[n]]) ?? []),
      }
      expect((await call('POST', `${resource.path}/add`, again)).body).toMatchObject({
        success: false,
        message: messages.duplicate,
      })
    })
  }
})

describe('list conventions (docs/upstream.md §1.7–1.9)', () => {
  const position = all.find((resource) => resource.key === 'position') as ResourceDef

  it('pages with records, total, size, current, pages; sorts by column and order', async () => {
    for (const [index, code] of ['p-b', 'p-a', 'p-c'].entries()) {
      await call('POST', '/sys/position/add', { code, name: `职务${index}`, postRank: String(index + 1) })
    }
    const first = (await call('GET', '/sys/position/list?code=p-*&column=code&order=asc&pageSize=2')).body
      .result as Page
    expect(first).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 })
    expect(first.records.map((record) => record.code)).toEqual(['p-a', 'p-b'])
    const second = (
      await call('GET', '/sys/position/list?code=p-*&column=code&order=asc&pageSize=2&pageNo=2')
    ).body.result as Page
    expect(second.records.map((record) => record.code)).toEqual(['p-c'])
    const desc = await listOf(position, '&code=p-*&column=code&order=desc')
    expect(desc.records.map((record) => record.code)).toEqual(['p-c', 'p-b', 'p-a'])
  })

  it('a sort column named like an Object method (valueOf, constructor) is no field: the default order, no 500', async () => {
    for (const column of ['valueOf', 'constructor', 'toString', '__proto__']) {
      const list = await call('GET', `/sys/position/list?column=${column}&order=asc`)
      expect(list.status, column).toBe(200)
      expect(list.body.success, column).toBe(true)
      const xls = await fetch(`${server.apiUrl}/sys/position/exportXls?column=${column}`, {
        headers: { 'X-Access-Token': token },
      })
      expect(xls.status, `export ${column}`).toBe(200)
    }
  })

  it('filters with IN, not-equal and comparisons, and translates dictionary values', async () => {
    expect((await listOf(position, '&code=p-a,p-c')).total).toBe(2)
    expect((await listOf(position, '&code=p-*&postRank=!1')).total).toBe(2)
    expect((await listOf(position, `&code=p-*&postRank=${encodeURIComponent('>= 2')}`)).total).toBe(2)
    const [record] = (await listOf(position, '&code=p-b')).records
    expect(record).toMatchObject({ postRank: '1', postRank_dictText: '员级' })
  })

  it('treats % and _ in a like filter as plain characters', async () => {
    expect((await listOf(position, `&code=${encodeURIComponent('*%*')}`)).total).toBe(0)
  })

  it('filters dates by _begin and _end (a date-only end covers the whole day)', async () => {
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await listOf(position, `&code=p-*&createTime_begin=2000-01-01&createTime_end=2999-01-01`)).total,
    ).toBe(3)
    expect((await listOf(position, `&code=p-*&createTime_begin=2999-01-01`)).total).toBe(0)
    expect((await listOf(position, `&code=p-*&createTime_end=2000-01-01`)).total).toBe(0)
    expect(today).toMatch(/^\d{4}/)
  })

  it('answers a malformed comparison value with a message, not a 5xx', async () => {
    const answer = await call('GET', `/sys/tenant/list?status=${encodeURIComponent('> abc')}`)
    // Bad input, answered with our words, never the database's.
    expect(answer.status).toBe(400)
    expect(answer.body.success).toBe(false)
    expect(answer.body.message).toBe('请求参数不正确: 值的格式不正确')
  })

  it('logical delete keeps the row out of lists but frees nothing else', async () => {
    const added = await call('POST', '/sys/dict/add', { dictName: '测试', dictCode: 'soft_delete_probe' })
    expect(added.body.success).toBe(true)
    const dict = all.find((resource) => resource.key === 'dict') as ResourceDef
    const [record] = (await listOf(dict, '&dictCode=soft_delete_probe')).records
    expect(record?.delFlag).toBe('0')
    await call('DELETE', `/sys/dict/delete?id=${String(record?.id)}`)
    expect((await listOf(dict, '&dictCode=soft_delete_probe')).total).toBe(0)
    // A deleted code can be used again: uniqueness is among live rows.
    expect(
      (await call('POST', '/sys/dict/add', { dictName: '测试', dictCode: 'soft_delete_probe' })).body.success,
    ).toBe(true)
  })

  it('needs a token', async () => {
    const saved = token
    token = ''
    try {
      expect((await call('GET', '/sys/position/list')).status).toBe(500)
    } finally {
      token = saved
    }
  })
})
