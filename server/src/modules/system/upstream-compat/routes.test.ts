import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf, xlsxOf, type Cell } from '../../../excel/excel-test-client.test-helper'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { DICT_ITEM_TAKEN } from './routes'

const root = mkdtempSync(join(tmpdir(), 'erp-compat-test-'))
let server: RunningServer
let admin = ''

interface Envelope {
  success: boolean
  message: string
  code: number
  result: never
}

async function call(method: string, path: string, json?: unknown, token = admin) {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as Envelope
}

/** The first sheet of an export, as rows of plain values (row 1 the header). */
async function download(path: string): Promise<Cell[][]> {
  const response = await fetch(server.apiUrl + path, { headers: { 'X-Access-Token': admin } })
  return rowsOf(await response.arrayBuffer())
}

async function upload(path: string, rows: Cell[][]): Promise<Envelope> {
  const form = new FormData()
  form.append('file', await xlsxOf(rows), 'import.xlsx')
  const response = await fetch(server.apiUrl + path, {
    method: 'POST',
    headers: { 'X-Access-Token': admin },
    body: form,
  })
  return (await response.json()) as Envelope
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const login = await call('POST', '/sys/login', { username: 'admin', password: '123456' }, '')
  admin = (login.result as { token: string }).token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

interface Item {
  id: string
  itemText: string
  itemValue: string
}

describe('dictionary items: a value is unique in its dictionary', () => {
  const dictId = async (code: string) =>
    (
      (await call('GET', `/sys/dict/list?dictCode=${code}`)).result as {
        records: { id: string; dictCode: string }[]
      }
    ).records.find((dict) => dict.dictCode === code)?.id ?? ''
  const items = async (id: string) =>
    ((await call('GET', `/sys/dictItem/list?dictId=${id}&pageSize=100`)).result as { records: Item[] })
      .records

  it('refuses a second item with a value the dictionary has, on add and on edit, and writes nothing', async () => {
    const sex = await dictId('sex')
    const before = await items(sex)
    expect(before.some((item) => item.itemValue === '1')).toBe(true)
    const add = { dictId: sex, itemText: '男2', itemValue: '1', sortOrder: 9, status: 1 }
    expect(await call('POST', '/sys/dictItem/add', add)).toMatchObject({
      success: false,
      message: DICT_ITEM_TAKEN,
    })
    expect(await items(sex)).toHaveLength(before.length)

    expect(
      await call('POST', '/sys/dictItem/add', { ...add, itemText: '未知', itemValue: '9' }),
    ).toMatchObject({
      success: true,
    })
    const added = (await items(sex)).find((item) => item.itemValue === '9')
    expect(added).toBeDefined()
    // Its own value is no duplicate; another item's value is.
    expect(
      await call('PUT', '/sys/dictItem/edit', {
        id: added?.id,
        dictId: sex,
        itemText: '未说明',
        itemValue: '9',
      }),
    ).toMatchObject({ success: true })
    expect(
      await call('PUT', '/sys/dictItem/edit', {
        id: added?.id,
        dictId: sex,
        itemText: '未说明',
        itemValue: '2',
      }),
    ).toMatchObject({ success: false, message: DICT_ITEM_TAKEN })
    expect((await items(sex)).find((item) => item.id === added?.id)).toMatchObject({ itemValue: '9' })
  })

  it('lets another dictionary use the same value', async () => {
    const status = await dictId('user_status')
    const existing = await items(status)
    const free = ['1', '2', '3', '4', '5'].find((value) => !existing.some((item) => item.itemValue === value))
    expect(free).toBeDefined()
    expect(
      await call('POST', '/sys/dictItem/add', {
        dictId: status,
        itemText: '其他',
        itemValue: free,
        status: 1,
      }),
    ).toMatchObject({ success: true })
  })

  it('dictItemCheck answers the same: taken in this dictionary, free for the item itself', async () => {
    const sex = await dictId('sex')
    const [first] = await items(sex)
    expect(
      await call('GET', `/sys/dictItem/dictItemCheck?dictId=${sex}&itemValue=${first?.itemValue}`),
    ).toMatchObject({ success: false })
    expect(
      await call(
        'GET',
        `/sys/dictItem/dictItemCheck?dictId=${sex}&itemValue=${first?.itemValue}&id=${first?.id}`,
      ),
    ).toMatchObject({ success: true })
  })

  it('refuses an import of a value the dictionary has or the file repeats, with the add’s message', async () => {
    const sex = await dictId('sex')
    const before = await items(sex)
    const exported = await download(`/sys/dictItem/exportXls?dictId=${sex}`)
    const [header = [], first = []] = exported
    const at = (title: string) => header.indexOf(title)
    expect(at('字典项值')).toBeGreaterThanOrEqual(0)
    const withValue = (text: string, value: string) =>
      first.map((cell, index) =>
        index === at('字典项值') ? value : index === at('字典项文本') ? text : cell,
      )
    const taken = await upload('/sys/dictItem/importExcel', [
      header,
      withValue('男3', String(first[at('字典项值')])),
    ])
    expect(taken).toMatchObject({ success: false })
    expect(taken.message).toContain(DICT_ITEM_TAKEN)
    const twice = await upload('/sys/dictItem/importExcel', [
      header,
      withValue('其他甲', '7'),
      withValue('其他乙', '7'),
    ])
    expect(twice).toMatchObject({ success: false })
    expect(twice.message).toContain(`第3行：${DICT_ITEM_TAKEN}`)
    expect(await items(sex)).toHaveLength(before.length)

    const fresh = await upload('/sys/dictItem/importExcel', [header, withValue('其他甲', '7')])
    expect(fresh).toMatchObject({ success: true })
    expect((await items(sex)).map((item) => item.itemValue)).toContain('7')
  })
})

describe('在线文档', () => {
  it('the server answers /doc.html and the frame path of the seed menu with the API reference page', async () => {
    for (const url of [`${server.url}/doc.html`, `${server.apiUrl}/doc.html`]) {
      const page = await fetch(url)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await page.text()).toContain('/doc/swagger-ui-bundle.js')
    }
    const spec = await fetch(`${server.apiUrl}/doc/openapi.yaml`)
    expect(spec.status).toBe(200)
    expect(await spec.text()).toMatch(/^openapi: 3\./m)
  })
})
