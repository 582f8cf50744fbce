import ExcelJS from 'exceljs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'

const root = mkdtempSync(join(tmpdir(), 'erp-excel-test-'))
let server: RunningServer
let token = ''

interface Envelope<T = unknown> {
  success: boolean
  message: string
  code: number
  result: T
}

async function call<T>(method: string, path: string, json?: unknown): Promise<Envelope<T>> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as Envelope<T>
}

type Cell = string | number | Date | null

/** The first sheet of an .xlsx as rows of plain values (row 1 the header). */
async function rowsOf(bytes: ArrayBuffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  const rows: Cell[][] = []
  sheet.eachRow((row) => {
    const values: Cell[] = []
    for (let at = 1; at <= sheet.columnCount; at += 1) {
      const value = row.getCell(at).value
      values.push(value === undefined || value === null ? null : (value as string | number))
    }
    rows.push(values)
  })
  return rows
}

async function download(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString()
  const response = await fetch(`${server.apiUrl}${path}${search ? `?${search}` : ''}`, {
    headers: { 'X-Access-Token': token },
  })
  return { response, bytes: await response.arrayBuffer() }
}

async function xlsxOf(rows: Cell[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('导入')
  for (const row of rows) sheet.addRow(row)
  const buffer = await workbook.xlsx.writeBuffer()
  return new Blob([buffer])
}

async function upload<T = string[] | null>(path: string, file: Blob, name = 'import.xlsx') {
  const form = new FormData()
  form.append('file', file, name)
  const response = await fetch(server.apiUrl + path, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as Envelope<T> }
}

interface PositionRecord {
  id: string
  code: string
  name: string
  postRank: string | null
  companyId: string | null
}

const positions = async (code: string) =>
  (
    await call<{ records: PositionRecord[]; total: number }>(
      'GET',
      `/sys/position/list?pageSize=10000&code=${encodeURIComponent(code)}`,
    )
  ).result

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  token = ((await login.json()) as Envelope<{ token: string }>).result.token
  for (const [code, name, postRank] of [
    ['xa-1', '出口甲', '3'],
    ['xa-2', '出口乙', '5'],
    ['xb-1', '出口丙', null],
  ] as const) {
    const added = await call('POST', '/sys/position/add', { code, name, postRank })
    expect(added.success).toBe(true)
  }
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const POSITION_HEADER = [
  '职务编码',
  '职务名称',
  '职级',
  '公司id',
  '组织机构编码',
  '创建人',
  '创建时间',
  '更新人',
  '更新时间',
]

describe('export', () => {
  it('answers an .xlsx of the filtered list: titles as header, dictionary texts, the list order', async () => {
    const { response, bytes } = await download('/sys/position/exportXls', {
      code: 'xa-*',
      column: 'code',
      order: 'asc',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('spreadsheetml.sheet')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('职务')}.xlsx`,
    )
    const rows = await rowsOf(bytes)
    expect(rows[0]).toEqual(POSITION_HEADER)
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['xa-1', '出口甲', '中级'],
      ['xa-2', '出口乙', '正高级'],
    ])
    expect(rows[1]?.[5]).toBe('admin')
    expect(String(rows[1]?.[6])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('exports only the selected ids when selections is given', async () => {
    const { records } = await positions('x*')
    const chosen = records.filter((record) => record.code === 'xb-1' || record.code === 'xa-2')
    const { bytes } = await download('/sys/position/exportXls', {
      selections: chosen.map((record) => record.id).join(','),
      column: 'code',
    })
    const rows = await rowsOf(bytes)
    expect(rows.slice(1).map((row) => row[0])).toEqual(['xb-1', 'xa-2'])
  })

  it('a malformed filter is refused as an envelope, not a broken file', async () => {
    const { response, bytes } = await download('/sys/position/exportXls', { createTime_begin: 'not-a-date' })
    expect(response.status).toBeLessThan(500)
    const body = JSON.parse(new TextDecoder().decode(bytes)) as Envelope
    expect(body.success).toBe(false)
    expect(body.message).toBeTruthy()
  })

  it('user export has the user columns and never a password or salt', async () => {
    const { response, bytes } = await download('/sys/user/exportXls', { username: 'admin' })
    expect(response.status).toBe(200)
    const rows = await rowsOf(bytes)
    const header = rows[0] ?? []
    expect(header).toEqual(expect.arrayContaining(['登录账号', '真实姓名', '性别', '状态', '所属部门']))
    expect(header.join(',')).not.toMatch(/密码|password|salt|盐/i)
    expect(rows).toHaveLength(2)
    expect(rows[1]?.[0]).toBe('admin')
    expect(rows[1]?.[header.indexOf('状态')]).toBe('正常')
    expect(JSON.stringify(rows)).not.toContain('scrypt$')
  })
})

describe('import', () => {
  it('inserts every row of a good file, dictionary values given as text or code', async () => {
    const file = await xlsxOf([
      ['职务编码', '职务名称', '职级', '不认识的列'],
      ['im-1', '导入一', '正高级', 'x'],
      ['im-2', '导入二', 2, null],
      [null, null, null, null],
      ['im-3', '导入三', null, 'y'],
    ])
    const { status, body } = await upload('/sys/position/importExcel', file)
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: '文件导入成功！数据行数:3' })
    const { records } = await positions('im-*')
    expect(
      records
        .map((record) => [record.code, record.name, record.postRank])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['im-1', '导入一', '5'],
      ['im-2', '导入二', '2'],
      ['im-3', '导入三', null],
    ])
  })

  it('writes nothing when one row is bad, and names each bad row by its spreadsheet row number', async () => {
    const file = await xlsxOf([
      ['职务编码', '职务名称', '职级'],
      ['bad-1', '好的一', '中级'],
      ['bad-2', null, '中级'],
      ['bad-3', '好的三', '不存在的职级'],
      ['bad-1', '重复编码', null],
      ['xa-1', '库里已有', null],
      ['bad-6', '名'.repeat(101), null],
      ['bad-7', '好的七', null],
    ])
    const { status, body } = await upload('/sys/position/importExcel', file)
    expect(status).toBe(200)
    expect(body.success).toBe(false)
    expect(body.message).toBe('文件导入失败：共5行有错误')
    expect(body.result).toEqual([
      '第3行：职务名称不能为空',
      '第4行：职级“不存在的职级”不是可选的值',
      '第5行：职务编码“bad-1”与第2行重复',
      '第6行：职务编码“xa-1”已存在',
      '第7行：职务名称长度不能超过100个字符',
    ])
    expect((await positions('bad-*')).total).toBe(0)
  })

  it('refuses a missing required column', async () => {
    const { body } = await upload('/sys/position/importExcel', await xlsxOf([['职务编码'], ['only-code']]))
    expect(body.success).toBe(false)
    expect(body.message).toContain('缺少必填列：职务名称')
  })

  it('refuses a file that is not an .xlsx with a clear message, never a 5xx', async () => {
    for (const [bytes, name] of [
      [new Blob(['code,name\nc1,n1\n']), 'positions.csv'],
      [new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])]), 'old.xls'],
      [new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])]), 'broken.xlsx'],
    ] as const) {
      const { status, body } = await upload('/sys/position/importExcel', bytes, name)
      expect(status).toBeLessThan(500)
      expect(body.success).toBe(false)
      expect(body.message).toContain('.xlsx')
    }
    const json = await fetch(server.apiUrl + '/sys/position/importExcel', {
      method: 'POST',
      headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBeLessThan(500)
    expect(((await json.json()) as Envelope).success).toBe(false)
  })

  it('checks formats of typed fields (integers and dates) with the row number', async () => {
    const file = await xlsxOf([
      ['租户编号', '租户名称', '开始时间', '状态'],
      [9001, '导入租户', '2026-01-02 08:00', '正常'],
      ['abc', '坏编号', null, null],
      [9003, '坏时间', '2026-13-40', '冻结'],
    ])
    const { body } = await upload('/sys/tenant/importExcel', file)
    expect(body.success).toBe(false)
    expect(body.result).toEqual([
      '第3行：租户编号必须是整数',
      '第4行：开始时间时间格式不正确，应为yyyy-MM-dd HH:mm:ss',
    ])
    const fixed = await xlsxOf([
      ['租户编号', '租户名称', '开始时间', '状态'],
      [9001, '导入租户', '2026-01-02 08:00', '正常'],
      [9003, '好时间', new Date(Date.UTC(2026, 2, 4, 9, 30)), '冻结'],
    ])
    expect((await upload('/sys/tenant/importExcel', fixed)).body.message).toBe('文件导入成功！数据行数:2')
    const tenant = await call<{ beginDate: string; status: number }>('GET', '/sys/tenant/queryById?id=9003')
    expect(tenant.result).toMatchObject({ beginDate: '2026-03-04 09:30:00', status: 0 })
    const { bytes } = await download('/sys/tenant/exportXls', {
      selections: '9001,9003',
      column: 'id',
      order: 'asc',
    })
    const rows = await rowsOf(bytes)
    expect(rows[0]?.slice(0, 5)).toEqual(['租户编号', '租户名称', '开始时间', '结束时间', '状态'])
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      [9001, '导入租户', '2026-01-02 08:00:00', null, '正常'],
      [9003, '好时间', '2026-03-04 09:30:00', null, '冻结'],
    ])
  })

  it('imports users with the default password; an exported file imports back after renaming', async () => {
    const file = await xlsxOf([
      ['登录账号', '真实姓名', '性别', '手机号码'],
      ['excel_li', '李导入', '女', '13900000001'],
    ])
    const { body } = await upload('/sys/user/importExcel', file)
    expect(body).toMatchObject({ success: true, message: '文件导入成功！数据行数:1' })
    const login = await fetch(server.apiUrl + '/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'excel_li', password: '123456' }),
    })
    expect(((await login.json()) as Envelope).success).toBe(true)
    const again = await upload('/sys/user/importExcel', file)
    expect(again.body.result).toEqual([
      '第2行：登录账号“excel_li”已存在',
      '第2行：手机号码“13900000001”已存在',
    ])
  })
})

describe('keyset batches', () => {
  it('exports every row exactly once across batches, with ties and nulls in the sort key', async () => {
    const count = 1500 // batches of 1000: the second batch starts after a keyset
    const rows: Cell[][] = [['职务编码', '职务名称']]
    for (let i = 0; i < count; i += 1) rows.push([`ks-${String(i).padStart(5, '0')}`, `批量${i % 7}`])
    expect((await upload('/sys/position/importExcel', await xlsxOf(rows))).body.success).toBe(true)
    // One transaction: every row has the same create_time, so the default order is all ties.
    for (const query of [
      {} as Record<string, string>,
      { column: 'name', order: 'asc' },
      { column: 'companyId', order: 'desc' },
      { column: 'postRank_dictText', order: 'asc' },
    ]) {
      const { bytes } = await download('/sys/position/exportXls', { code: 'ks-*', ...query })
      const codes = (await rowsOf(bytes)).slice(1).map((row) => row[0])
      expect(codes).toHaveLength(count)
      expect(new Set(codes).size).toBe(count)
    }
    const { bytes } = await download('/sys/position/exportXls', {
      code: 'ks-*',
      column: 'name',
      order: 'desc',
    })
    const names = (await rowsOf(bytes)).slice(1).map((row) => String(row[1]))
    expect(names).toEqual([...names].sort().reverse())
  }, 180_000)
})

describe('module rules on import (modules/*/routes.ts import checks)', () => {
  it('checks every row like the add operation does, and writes nothing when one fails', async () => {
    const file = await xlsxOf([
      ['工号', '姓名', '身份证号'],
      ['IMP-001', '甲', '11010519491231002X'],
      ['IMP-002', '乙', '110105194912310021'], // the right format, the wrong check digit
    ])
    const refused = await upload('/hr/person/importExcel', file)
    expect(refused.body.success).toBe(false)
    expect(refused.body.result).toEqual(['第3行：身份证号码不正确'])
    const listed = await call<{ total: number }>('GET', '/hr/person/list?workNo=IMP-*')
    expect(listed.result.total).toBe(0)

    const good = await xlsxOf([
      ['工号', '姓名', '身份证号'],
      ['IMP-001', '甲', '11010519491231002X'],
    ])
    expect((await upload('/hr/person/importExcel', good)).body.success).toBe(true)
    expect((await call<{ total: number }>('GET', '/hr/person/list?workNo=IMP-*')).result.total).toBe(1)
  })

  it('refuses a card of a person who does not exist (the holder is named by name or work number)', async () => {
    const file = await xlsxOf([
      ['卡号', '持卡人'],
      ['IMPCARD01', 'no-such-person'],
    ])
    const { body } = await upload('/cnt/card/importExcel', file)
    expect(body.success).toBe(false)
    expect(body.result).toEqual(['第2行：持卡人“no-such-person”不存在'])
  })

  it('sends rows of resources whose add computes things through the add operation, all or nothing', async () => {
    const header = [
      '快递公司',
      '收件人',
      '收件人电话',
      '省份',
      '城市',
      '区县',
      '详细地址',
      '物品',
      '重量(kg)',
    ]
    const good = await upload(
      '/exp/shipment/importExcel',
      await xlsxOf([
        header,
        ['顺丰速运', '导入甲', '13800138001', '广东省', '深圳市', '南山区', '一号路', '样衣', 1.5],
      ]),
    )
    expect(good.body).toMatchObject({ success: true })
    const shipments = await call<{ records: Array<{ waybillNo: string; fee: number; status: string }> }>(
      'GET',
      '/exp/shipment/list?recipientName=导入甲',
    )
    // Numbered and priced by the carrier adapter, like a shipment added on the page.
    expect(shipments.result.records[0]).toMatchObject({ status: 'created' })
    expect(shipments.result.records[0]?.waybillNo).toMatch(/^SF\d+$/)
    expect(shipments.result.records[0]?.fee).toBeGreaterThan(0)

    const bad = await upload(
      '/exp/shipment/importExcel',
      await xlsxOf([
        header,
        ['顺丰速运', '导入乙', '13800138002', '广东省', '深圳市', '南山区', '二号路', '样衣', 2],
        ['顺丰速运', '导入丙', '13800138003', '火星', '某市', '某区', '三号路', '样衣', 2],
      ]),
    )
    expect(bad.body.success).toBe(false)
    expect(bad.body.result).toEqual([expect.stringMatching(/^第3行：.*火星/)])
    const none = await call<{ total: number }>('GET', '/exp/shipment/list?recipientName=导入乙')
    expect(none.result.total).toBe(0)

    const prices = await xlsxOf([
      ['餐别', '价格', '生效日期', '失效日期'],
      ['夜宵', 9, '1990-01-01', '1990-06-30'],
      ['夜宵', 10, '1990-06-01', '1990-12-31'], // overlaps the row above
    ])
    const overlap = await upload('/cnt/mealPrice/importExcel', prices)
    expect(overlap.body.success).toBe(false)
    expect(overlap.body.result).toEqual(['第3行：该餐别在此期间已有餐价'])
  })
})

describe('monthly attendance summary export', () => {
  it('writes every person of the month with the list figures and a column per leave type', async () => {
    const month = new Date().toISOString().slice(0, 7)
    const list = await call<{ total: number; records: Array<{ workNo: string; scheduledDays: number }> }>(
      'GET',
      `/att/summary/list?month=${month}&pageSize=1000`,
    )
    const { response, bytes } = await download('/att/summary/exportXls', { month })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    const rows = await rowsOf(bytes)
    expect(rows[0]?.slice(0, 4)).toEqual(['工号', '姓名', '月份', '排班天数'])
    expect(rows[0]).toContain('年假(小时)')
    expect(rows).toHaveLength(list.result.total + 1)
    const first = list.result.records[0]
    expect(rows.find((row) => row[0] === first?.workNo)?.[3]).toBe(first?.scheduledDays)
  })
})
