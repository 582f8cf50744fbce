import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSpec } from '../openapi/spec'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { badValueMessage, DATABASE_TEXT_MARKERS, databaseTextMessage } from './database-errors'

/**
 * What the database cannot take is refused by the server with its own 400 envelope — range filters
 * that are no dates, U+0000 anywhere, integers outside int4 — and paths or URLs over the limits answer with the
 * envelope too. No answer ever carries PostgreSQL's words.
 */

const spec = loadSpec()
const root = mkdtempSync(join(tmpdir(), 'erp-input-guard-'))
let server: RunningServer
let token = ''
const answers: Array<{ call: string; text: string }> = []

const lists = spec.operations.filter(
  (op) => op.method === 'GET' && /\/list$/.test(op.path) && !op.path.includes('{'),
)

interface Answer {
  status: number
  body: { success?: unknown; code?: unknown; message?: unknown; result?: unknown; timestamp?: unknown }
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    ...init,
    headers: { 'X-Access-Token': token, ...(init.headers as Record<string, string> | undefined) },
  })
  const text = await response.text()
  answers.push({ call: `${init.method ?? 'GET'} ${path.slice(0, 120)}`, text })
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} }
}

function expectEnvelope(answer: Answer, status: number, code = status) {
  expect(answer.status).toBe(status)
  expect(answer.body).toMatchObject({ success: false, code, result: null })
  expect(typeof answer.body.message).toBe('string')
  expect(typeof answer.body.timestamp).toBe('number')
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: root, staticDir: null, loginLimits: false })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  token = ((await login.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the database error texts are ours', () => {
  it('maps data exceptions to our words, never PostgreSQL’s', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    expect(badValueMessage(nul)).toBe('请求参数不正确: 不能包含空字符 (U+0000)')
    expect(
      badValueMessage({ code: '22P02', message: 'invalid input syntax for type timestamp: "abc"' }),
    ).toBe('请求参数不正确: 值的格式不正确')
    expect(databaseTextMessage('操作失败，value "-2147483649" is out of range for type integer')).toEqual({
      message: '请求参数不正确: 数值或日期超出范围',
      badValue: true,
    })
    expect(databaseTextMessage('操作失败，duplicate key value violates unique constraint "x"')).toEqual({
      message: '操作失败，该值已存在',
      badValue: false,
    })
    expect(databaseTextMessage('角色编码已存在')).toBeNull()
  })
})

describe('input the database cannot take is refused with our 400 envelope', () => {
  it('has list operations to try', () => {
    expect(lists.length).toBeGreaterThan(40)
  })

  it('refuses range filters that are no dates on every list', async () => {
    let ranged = 0
    for (const op of lists) {
      const range = op.parameters.find((p) => p.in === 'query' && p.name.endsWith('_begin'))
      if (!range) continue
      ranged += 1
      for (const value of ['abc', '2026-13-01', '2026-01-01T00:00:00']) {
        const answer = await call(`${op.path}?${range.name}=${encodeURIComponent(value)}`)
        expectEnvelope(answer, 400)
      }
      const named = await call(`${op.path}?${range.name}=abc`)
      expect(named.body.message).toBe(
        `请求参数不正确: query.${range.name} 日期格式不正确，应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss`,
      )
      const end = range.name.replace(/_begin$/, '_end')
      expectEnvelope(await call(`${op.path}?${end}=2026-01-01%2025:00:00`), 400)
      // What the document allows still works.
      const fine = await call(`${op.path}?${range.name}=2020-01-01&${end}=2030-12-31%2023:59:59`)
      expect(fine.status, `${op.operationId} with valid dates`).toBe(200)
    }
    expect(ranged).toBeGreaterThan(40)
  }, 300_000)

  it('refuses range filters of the right shape that name no real day', async () => {
    for (const value of ['2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01', '2026-02-30 10:00:00']) {
      const answer = await call(`/sys/role/list?createTime_begin=${encodeURIComponent(value)}`)
      expectEnvelope(answer, 400)
      expect(answer.body.message).toBe('请求参数不正确: query.createTime_begin 日期不存在')
    }
    expectEnvelope(await call('/sys/role/list?createTime_end=2026-06-31'), 400)
    expect((await call('/sys/role/list?createTime_begin=2024-02-29&createTime_end=2024-12-31')).status).toBe(
      200,
    )
  })

  it('refuses U+0000 in a query, a path, a JSON body on every list and elsewhere', async () => {
    for (const op of lists) {
      const filter = op.parameters.find((p) => p.in === 'query' && p.schema?.type === 'string')
      const name = filter?.name ?? 'anything'
      expectEnvelope(await call(`${op.path}?${name}=a%00b`), 400)
    }
    expectEnvelope(await call('/sys/common/static/a%00b.png'), 400)
    expectEnvelope(
      await call('/sys/role/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ roleName: 'x\u0000y', roleCode: 'nul_role' }),
      }),
      400,
    )
  }, 300_000)

  it('refuses integers outside int4 where the column is integer', async () => {
    for (const value of ['-2147483649', '2147483648', '99999999999999']) {
      const answer = await call(`/sys/tenant/queryById?id=${value}`)
      expectEnvelope(answer, 400)
      expect(answer.body.message).toBe('请求参数不正确: query.id 超出范围')
    }
    expect((await call('/sys/tenant/queryById?id=2147483647')).status).toBe(200)
  })

  it('answers filters the document allows but the column cannot read with our 400, not the database text', async () => {
    const answer = await call(`/sys/role/list?createTime=${encodeURIComponent('>= abc')}`)
    expectEnvelope(answer, 400)
  })
})

describe('multipart fields are held to the document like any other input', () => {
  const upload = async (parts: Array<[string, string | File]>, path = '/sys/common/upload') => {
    const form = new FormData()
    for (const [name, value] of parts) form.append(name, value)
    return call(path, { method: 'POST', body: form })
  }
  const file = (name = 'note.txt', size = 5) =>
    new File([Buffer.alloc(size, 0x61)], name, { type: 'text/plain' })

  it('refuses biz over 100 and isup over 10 characters, wherever the field comes in the stream', async () => {
    const before = await upload([
      ['biz', 'b'.repeat(101)],
      ['file', file()],
    ])
    expectEnvelope(before, 400)
    expect(before.body.message).toBe('请求参数不正确: form.biz 长度不能超过100个字符')
    // Clients send the file first: the field after it is checked before anything is stored.
    const after = await upload([
      ['file', file()],
      ['biz', 'b'.repeat(101)],
    ])
    expectEnvelope(after, 400)
    expect(after.body.message).toBe('请求参数不正确: form.biz 长度不能超过100个字符')
    const isup = await upload([
      ['file', file()],
      ['isup', 'i'.repeat(11)],
    ])
    expectEnvelope(isup, 400)
    expect(isup.body.message).toBe('请求参数不正确: form.isup 长度不能超过10个字符')
  })

  it('stores an upload within the limits, with the folder sent after the file', async () => {
    const stored = await upload([
      ['file', file('ok.txt')],
      ['biz', 'b'.repeat(100)],
      ['isup', '1'],
    ])
    expect(stored.status).toBe(200)
    expect(stored.body.success).toBe(true)
    expect(String(stored.body.message)).toMatch(new RegExp(`^${'b'.repeat(100)}/[0-9a-f]{32}\\.txt$`))
    const response = await fetch(`${server.apiUrl}/sys/common/static/${String(stored.body.message)}`)
    expect(await response.text()).toBe('aaaaa')
  })

  it('refuses U+0000 in a field or a file name', async () => {
    const field = await upload([
      ['file', file()],
      ['biz', 'a\u0000b'],
    ])
    expectEnvelope(field, 400)
    expect(field.body.message).toBe('请求参数不正确: form.biz 不能包含空字符 (U+0000)')
    const name = await upload([['file', file('a\u0000b.txt')]])
    expectEnvelope(name, 400)
    expect(name.body.message).toMatch(/U\+0000/)
    // Also on the uploads that declare no field (an import, a photo).
    expectEnvelope(await upload([['file', file('x\u0000.xlsx')]], '/sys/role/importExcel'), 400)
  })

  it('serves what it stored at the path the document describes, and answers a missing file with a 404 envelope', async () => {
    const described = spec.operations.find((op) => op.path === '/sys/common/static/{path}')
    expect(described).toMatchObject({ method: 'GET', isPublic: true, ownRoute: true })
    const missing = await call('/sys/common/static/temp/none_1.png')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ success: false, result: null })
  })

  it('keeps the size limits of each upload', async () => {
    const big = await upload([
      ['file', file('big.bin', 10 * 1024 * 1024 + 1)],
      ['biz', 'temp'],
    ])
    expectEnvelope(big, 413)
    expect(big.body.message).toBe('文件大小超过10MB限制')
    const photo = await upload([['file', file('p.png', 5 * 1024 * 1024 + 1)]], '/rep/order/uploadPhoto')
    expectEnvelope(photo, 413)
    const entry = await upload([['file', file('p.png', 5 * 1024 * 1024 + 1)]], '/hr/workerEntry/upload')
    expectEnvelope(entry, 413)
    const notXlsx = await upload([['file', file('roles.xlsx')]], '/sys/role/importExcel')
    expect(notXlsx.body.success).toBe(false)
    expect(notXlsx.status).toBeLessThan(500)
  })
})

describe('paths and URLs over the limits answer with the envelope', () => {
  it('answers a path parameter over 2,000 characters with a 414 envelope', async () => {
    const answer = await call(`/thirdLogin/getLoginUser/${'a'.repeat(2100)}`)
    expectEnvelope(answer, 414)
    expect(answer.body.message).toBe('请求路径过长')
    // Not the uploaded files: their path spans segments (no router parameter, so no limit); a long one is a 404.
    const withParameters = spec.operations.filter((op) => op.path.includes('{') && !op.ownRoute)
    expect(withParameters.length).toBeGreaterThan(5)
    for (const op of withParameters) {
      const path = op.path.replace(/\{\w+\}/g, 'b'.repeat(2100))
      const long = await call(path, { method: op.method })
      expectEnvelope(long, 414)
    }
  })

  it('answers a URL over 16 KB with a 431 envelope', async () => {
    const url = new URL(`${server.apiUrl}/sys/role/list?roleName=${'a'.repeat(17_000)}`)
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(url, { method: 'GET' }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      request.on('error', reject)
      request.end()
    })
    expect(status).toBe(431)
    expect(JSON.parse(text)).toMatchObject({
      success: false,
      code: 431,
      result: null,
      message: '请求头或请求路径过长',
    })
  })
})

describe('no answer carries PostgreSQL’s words', () => {
  it('scans every answer of this file', () => {
    expect(answers.length).toBeGreaterThan(100)
    const leaks = answers.filter(({ text }) => DATABASE_TEXT_MARKERS.some((marker) => text.includes(marker)))
    expect(leaks.map(({ call }) => call)).toEqual([])
  })
})
