import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { climbsOut, sniffsAsHtml } from './file-types'
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

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const RANDOM_NAME = /^[0-9a-f]{32}\.[a-z]+$/

describe('uploads', () => {
  it('stores a file under its business folder, a random name, and serves it back under its own', async () => {
    const form = new FormData()
    form.append('biz', 'temp/reports')
    form.append('file', new Blob(['hello report']), '检验 报告.txt')
    const { body } = await upload(form)
    expect(body).toMatchObject({ success: true, code: 0 })
    expect(body.message).toMatch(/^temp\/reports\/[0-9a-f]{32}\.txt$/)
    const file = await fetch(`${server.apiUrl}/sys/common/static/${encodeURI(body.message)}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('检验 报告.txt'))
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await file.text()).toBe('hello report')
  })

  it('takes in each folder only the kinds it holds, checked by content as well as by name (issue 30 row 12)', async () => {
    const send = async (biz: string, name: string, content: Blob) => {
      const form = new FormData()
      form.append('biz', biz)
      form.append('file', content, name)
      return upload(form)
    }
    const html = new Blob(['<html><body><script>alert(document.cookie)</script></body></html>'])
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'])
    const refused = [
      await send('temp', 'x.html', html),
      await send('temp', 'x.svg', svg),
      await send('temp', 'x.jpg.html', html),
      await send('temp', '../../evil.html', html),
      await send('temp', 'x.js', new Blob(['alert(1)'])),
      // A JPEG header followed by a page, named .jpg; a page named .txt; a PNG named .jpg.
      await send('temp', 'x.jpg', new Blob([JPEG, '<html><script>alert(1)</script></html>'])),
      await send('temp', 'x.txt', html),
      await send('avatar', 'me.jpg', new Blob([PNG])),
      // Photos and avatars are images only.
      await send('avatar', 'me.pdf', new Blob(['%PDF-1.4 …'])),
      await send('hr', 'id.txt', new Blob(['110105197005016605'])),
    ]
    for (const { status, body } of refused) {
      expect(status).toBe(400)
      expect(body.success).toBe(false)
      expect(body.message).toMatch(/^(只能上传|文件内容与文件类型不符|文件名不合法)/)
    }
    // The multipart reader keeps only the last segment of a name: a climbing name lands as a random one.
    const climbing = await send('temp', '../../evil.txt', new Blob(['plain']))
    expect(climbing.body.message).toMatch(/^temp\/[0-9a-f]{32}\.txt$/)
    const photo = await send('hr', 'photo.PNG', new Blob([PNG]))
    expect(photo.body.success).toBe(true)
    expect(photo.body.message).toMatch(/^hr\/[0-9a-f]{32}\.png$/)
    const jpeg = await send('avatar', 'me.jpeg', new Blob([JPEG]))
    expect(jpeg.body.message).toMatch(/^avatar\/[0-9a-f]{32}\.jpg$/)
    const resume = await send('rec', '简历.pdf', new Blob(['%PDF-1.4\n']))
    expect(resume.body.success).toBe(true)
    // Nothing of what was refused is on disk.
    const stored = readdirSync(join(dataDir, 'upload', 'temp')).filter((name) => !name.includes('.'))
    expect(stored.every((name) => name === 'reports')).toBe(true)
    expect(
      readdirSync(join(dataDir, 'upload', 'temp'))
        .filter((name) => name.includes('.'))
        .every((name) => RANDOM_NAME.test(name)),
    ).toBe(true)
  })

  it("defaults to 'temp', refuses anonymous uploads, and never writes outside the folder", async () => {
    const form = new FormData()
    form.append('biz', '../../etc')
    form.append('file', new Blob(['x']), 'passwd.txt')
    const { body } = await upload(form)
    expect(body.message).toMatch(/^etc\/[0-9a-f]{32}\.txt$/)
    const plain = new FormData()
    plain.append('file', new Blob(['y']), 'a.txt')
    expect((await upload(plain)).body.message).toMatch(/^temp\/[0-9a-f]{32}\.txt$/)
    expect((await upload(plain, '')).status).toBe(500)
    expect(readdirSync(join(dataDir, 'upload')).sort()).toEqual(['avatar', 'etc', 'hr', 'rec', 'temp'])
  })

  it('answers every request with nosniff', async () => {
    for (const path of ['/sys/common/static/temp/none.txt', '/sys/user/list', '/no/such/route']) {
      const answer = await fetch(server.apiUrl + path)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('refuses a 5,000-character file name with a 400 that names no server path (issue 32, the fuzz)', async () => {
    const form = new FormData()
    form.append('biz', 'temp')
    form.append('file', new Blob(['x']), `${'n'.repeat(5000)}.txt`)
    const { status, body } = await upload(form)
    expect(status).toBe(400)
    expect(body.message).toContain('filename')
    expect(body.message).not.toContain(dataDir)
    expect(body.message).not.toMatch(/ENAMETOOLONG|\/upload\//)
  })

  it('refuses a file over 10 MB with 413 and a message, keeping nothing', async () => {
    const form = new FormData()
    form.append('biz', 'big')
    form.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin')
    const { status, body } = await upload(form)
    expect(status).toBe(413)
    expect(body.message).toBe('文件大小超过10MB限制')
    expect(existsSync(join(dataDir, 'upload', 'big'))).toBe(false)
  })

  it('answers a request without a file part, or with the file under another name, with 400 (issue 32)', async () => {
    const form = new FormData()
    form.append('biz', 'temp')
    const { status, body } = await upload(form)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message: '请求参数不正确: form.file 是必填项' })
    const misnamed = new FormData()
    misnamed.append('document', new Blob(['x']), 'a.txt')
    const other = await upload(misnamed)
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({ success: false, message: '请求参数不正确: form.file 是必填项' })
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

  it('serves files of personal data only to a caller holding a page that shows them (issue 30 item 6)', async () => {
    const signIn = async (username: string) => {
      const response = await fetch(server.apiUrl + '/sys/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: '123456' }),
      })
      return ((await response.json()) as { result: { token: string } }).result.token
    }
    const stored: Record<string, string> = {}
    for (const biz of ['hr', 'hr-entry', 'rec', 'avatar']) {
      const form = new FormData()
      form.append('biz', biz)
      form.append('file', new Blob([JPEG]), 'photo.jpg')
      const { body } = await upload(form)
      expect(body.success).toBe(true)
      stored[biz] = body.message
    }
    const get = (path: string, init: { token?: string; header?: string } = {}) =>
      fetch(
        `${server.apiUrl}/sys/common/static/${path}${init.token ? `?token=${init.token}` : ''}`,
        init.header ? { headers: { 'X-Access-Token': init.header } } : {},
      )
    const canteen = await signIn('cnt01')
    const hr = await signIn('hr01')
    for (const biz of ['hr', 'hr-entry', 'rec']) {
      const path = stored[biz] ?? ''
      // Anonymous, a made-up token, or a path spelled around the folder name: the token is asked for.
      for (const spelled of [path, `./${path}`, `temp/../${path}`.replace('temp/../', 'x/./../')]) {
        const anonymous = await get(spelled)
        expect(anonymous.status, spelled).toBe(500)
        expect(await anonymous.text()).toContain('Token失效')
      }
      expect((await get(path, { header: 'not-a-token' })).status).toBe(500)
      // Signed in without a page that shows the folder (the canteen clerk): upstream's no-permission answer.
      const refused = await get(path, { header: canteen })
      expect(refused.status).toBe(200)
      expect(await refused.json()).toMatchObject({ success: false, code: 510 })
      // The administrator by header, or by `?token=` as an image or a link sends it.
      expect((await get(path, { header: admin })).headers.get('content-type')).toBe(
        'application/force-download',
      )
      expect((await get(path, { token: admin })).headers.get('content-type')).toBe(
        'application/force-download',
      )
    }
    // The HR manager reads worker photos through the 员工档案 page.
    expect((await get(stored.hr ?? '', { token: hr })).headers.get('content-type')).toBe(
      'application/force-download',
    )
    // Avatars stay public, as upstream's static files are.
    expect((await get(stored.avatar ?? '')).headers.get('content-type')).toBe('application/force-download')
  })

  it('name helpers keep names and folders safe', () => {
    expect(climbsOut('../../evil.html')).toBe(true)
    expect(climbsOut('a..b.txt')).toBe(false)
    expect(sniffsAsHtml(Buffer.concat([JPEG, Buffer.from('<HTML>')]))).toBe(true)
    expect(sniffsAsHtml(JPEG)).toBe(false)
    expect(safeFileName('../a/b\\c.txt')).toBe('c.txt')
    expect(safeFileName('..hidden')).toBe('hidden')
    expect(safeBizPath('')).toBe('temp')
    expect(safeBizPath('a/../b')).toBe('a/b')
    expect(resolveInside('/data/upload', '../secret')).toBeNull()
    expect(resolveInside('/data/upload', 'qc/a.txt,')).toBe('/data/upload/qc/a.txt')
    expect(resolveInside('/data/upload', '')).toBeNull()
  })
})
