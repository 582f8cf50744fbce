import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { resolveInside, safeBizPath, safeFileName } from './routes'

const root = mkdtempSync(join(tmpdir(), 'erp-upload-test-'))
const dataDir = join(root, 'data')
let server: RunningServer
let admin = ''

interface Envelope {
  success: boolean
  message: string
  code: number
  result: never
}

async function upload(form: FormData, token = admin) {
  const response = await fetch(server.apiUrl + '/sys/common/upload', {
    method: 'POST',
    headers: token ? { 'X-Access-Token': token } : {},
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Envelope }
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir, staticDir: null })
  const response = await fetch(server.apiUrl + '/sys/login', {
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

describe('uploads', () => {
  it('stores a file under its business folder and serves it back', async () => {
    const form = new FormData()
    form.append('biz', 'qc/reports')
    form.append('file', new Blob(['hello report']), '检验 报告.txt')
    const { body } = await upload(form)
    expect(body).toMatchObject({ success: true, code: 0 })
    expect(body.message).toMatch(/^qc\/reports\/检验_报告_\d+\.txt$/)
    const file = await fetch(`${server.apiUrl}/sys/common/static/${encodeURI(body.message)}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(await file.text()).toBe('hello report')
  })

  it("defaults to 'temp', refuses anonymous uploads, and never writes outside the folder", async () => {
    const form = new FormData()
    form.append('biz', '../../etc')
    form.append('file', new Blob(['x']), '../../passwd')
    const { body } = await upload(form)
    expect(body.message).toMatch(/^etc\/passwd_\d+$/)
    const plain = new FormData()
    plain.append('file', new Blob(['y']), 'a.txt')
    expect((await upload(plain)).body.message).toMatch(/^temp\/a_\d+\.txt$/)
    expect((await upload(plain, '')).status).toBe(500)
    expect(readdirSync(join(dataDir, 'upload')).sort()).toEqual(['etc', 'qc', 'temp'])
  })

  it('refuses a file over 10 MB with 413 and a message, keeping nothing', async () => {
    const form = new FormData()
    form.append('biz', 'big')
    form.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin')
    const { status, body } = await upload(form)
    expect(status).toBe(413)
    expect(body.message).toBe('文件大小超过10MB限制')
    expect(readdirSync(join(dataDir, 'upload', 'big'))).toEqual([])
  })

  it('answers a request without a file, or not multipart, with a message and no 5xx', async () => {
    const form = new FormData()
    form.append('biz', 'temp')
    const { status, body } = await upload(form)
    expect(status).toBeLessThan(500)
    expect(body).toMatchObject({ success: false, message: '上传失败！' })
    const json = await fetch(server.apiUrl + '/sys/common/upload', {
      method: 'POST',
      headers: { 'X-Access-Token': admin, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBeLessThan(500)
    expect(((await json.json()) as Envelope).success).toBe(false)
  })

  it('answers a missing or escaping static path with 404', async () => {
    expect((await fetch(`${server.apiUrl}/sys/common/static/temp/none.txt`)).status).toBe(404)
    expect((await fetch(`${server.apiUrl}/sys/common/static/..%2F..%2Fpg%2FPG_VERSION`)).status).toBe(404)
  })

  it('name helpers keep names and folders safe', () => {
    expect(safeFileName('../a/b\\c.txt')).toBe('c.txt')
    expect(safeFileName('..hidden')).toBe('hidden')
    expect(safeBizPath('')).toBe('temp')
    expect(safeBizPath('a/../b')).toBe('a/b')
    expect(resolveInside('/data/upload', '../secret')).toBeNull()
    expect(resolveInside('/data/upload', 'qc/a.txt,')).toBe('/data/upload/qc/a.txt')
    expect(resolveInside('/data/upload', '')).toBeNull()
  })
})
