import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { localFiles, s3Files, s3SettingsOf, type S3Settings } from './file-store'

/**
 * Uploads on an S3-compatible store, against s3rver, a fake S3 server from npm: an upload leaves the
 * server's own folder for the bucket, so the server (and any other instance on the bucket) serves it from there.
 * Two real instances on one bucket: cluster/cluster-run.ts (npm run test:cluster).
 */
const root = mkdtempSync(join(tmpdir(), 'erp-s3-'))
let s3: S3rver
let settings: S3Settings
let server: RunningServer

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(root, 's3'),
    configureBuckets: [{ name: 'erp' }],
  })
  const { port } = await s3.run()
  settings = s3SettingsOf({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'erp',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'uploads/',
  }) as S3Settings
  server = await startSeededServer({ port: 0, dataDir: join(root, 'a'), staticDir: null, s3: settings })
}, 180_000)

afterAll(async () => {
  await server?.close()
  await s3?.close()
  rmSync(root, { recursive: true, force: true })
})

async function adminToken(): Promise<string> {
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  return ((await login.json()) as { result: { token: string } }).result.token
}

describe('uploads on an S3-compatible store', () => {
  it('reads its settings from S3_* variables; none without S3_BUCKET', () => {
    expect(settings).toMatchObject({ bucket: 'erp', prefix: 'uploads/', accessKeyId: 'S3RVER' })
    expect(s3SettingsOf({ S3_ENDPOINT: 'http://x' })).toBeNull()
  })

  it('moves an upload to the bucket, and serves it from there', async () => {
    const a = server
    const token = await adminToken()
    const form = new FormData()
    form.append('biz', 'shared')
    form.append('file', new Blob(['对象存储里的文件'], { type: 'text/plain' }), 'note.txt')
    const uploaded = await fetch(a.apiUrl + '/sys/common/upload', {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    })
    const path = ((await uploaded.json()) as { message: string }).message
    expect(path).toMatch(/^shared\/[0-9a-f]{32}\.txt$/)
    // Not left in A's folder: in the bucket, under the prefix.
    expect(existsSync(join(root, 'a', 'upload', path))).toBe(false)
    expect(
      readdirSync(join(root, 's3', 'erp', 'uploads', 'shared')).some((name) =>
        name.startsWith(path.slice(7)),
      ),
    ).toBe(true)
    const read = await fetch(`${a.apiUrl}/sys/common/static/${path}`)
    expect(read.status).toBe(200)
    // Stored under a random name, downloaded under the name it was uploaded with.
    expect(read.headers.get('content-disposition')).toContain('note.txt')
    expect(await read.text()).toBe('对象存储里的文件')
    const missing = await fetch(`${a.apiUrl}/sys/common/static/shared/none.txt`)
    expect(missing.status).toBe(404)
    // Another instance's store on the same bucket finds it; a removal removes it for all.
    const elsewhere = s3Files(settings)
    const opened = await elsewhere.open(path)
    expect(opened?.size).toBe(Buffer.byteLength('对象存储里的文件'))
    opened?.body.destroy()
    await elsewhere.remove(path)
    expect(await s3Files(settings).open(path)).toBeNull()
  })
})

interface OssPage {
  total: number
  records: {
    id: string
    fileName: string
    url: string
    fileSize: number
    createBy: string | null
    createTime: string
  }[]
}

describe('对象存储 on an S3-compatible store', () => {
  it('lists the objects of the bucket under the prefix; the local folder keeps the oss_file table', async () => {
    expect(await localFiles.list()).toBeNull()
    const source = join(root, 'listed.txt')
    writeFileSync(source, '12345')
    await s3Files(settings).stored('listed/a.txt', source)
    // Outside the prefix: not this server's.
    writeFileSync(source, 'x')
    await s3Files({ ...settings, prefix: 'elsewhere/' }).stored('listed/b.txt', source)
    const objects = (await s3Files(settings).list()) ?? []
    expect(objects.find((object) => object.key === 'listed/a.txt')).toMatchObject({ size: 5 })
    expect(objects.find((object) => object.key === 'listed/a.txt')?.lastModified).toBeInstanceOf(Date)
    expect(objects.some((object) => object.key.includes('b.txt'))).toBe(false)
    await s3Files(settings).remove('listed/a.txt')
    expect((await s3Files(settings).list())?.some((object) => object.key === 'listed/a.txt')).toBe(false)
  })

  it('GET /sys/oss/file/list shows the real objects, and delete removes the object too', async () => {
    const token = await adminToken()
    const headers = { 'X-Access-Token': token }
    const list = async (query = '') =>
      (
        (await (
          await fetch(`${server.apiUrl}/sys/oss/file/list?pageSize=50${query}`, { headers })
        ).json()) as {
          result: OssPage
        }
      ).result
    const form = new FormData()
    form.append('biz', 'oss')
    form.append('file', new Blob(['报告内容'], { type: 'text/plain' }), '月报.txt')
    const uploaded = await fetch(server.apiUrl + '/sys/common/upload', {
      method: 'POST',
      headers,
      body: form,
    })
    const path = ((await uploaded.json()) as { message: string }).message
    // An object another tool (or instance) put in the bucket, with no oss_file row.
    const source = join(root, 'foreign.txt')
    writeFileSync(source, 'foreign')
    await s3Files(settings).stored('other/foreign.txt', source)

    const page = await list()
    const mine = page.records.find((record) => record.url === path)
    expect(mine).toMatchObject({
      fileName: '月报.txt',
      fileSize: Buffer.byteLength('报告内容'),
      createBy: 'admin',
    })
    const foreign = page.records.find((record) => record.url === 'other/foreign.txt')
    expect(foreign).toMatchObject({ fileName: 'foreign.txt', fileSize: 7, createBy: null })
    expect(foreign?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(foreign?.id.length).toBeLessThanOrEqual(32)
    expect((await list(`&fileName=${encodeURIComponent('月报')}`)).records.map((r) => r.url)).toEqual([path])
    expect((await list('&url=other/')).records.map((r) => r.url)).toEqual(['other/foreign.txt'])

    // Delete by the record's id: the row and the object go.
    const removed = await fetch(`${server.apiUrl}/sys/oss/file/delete?id=${mine?.id ?? ''}`, {
      method: 'DELETE',
      headers,
    })
    expect(await removed.json()).toMatchObject({ success: true, message: '删除成功!' })
    expect(await s3Files(settings).open(path)).toBeNull()
    expect((await list()).records.some((record) => record.url === path)).toBe(false)
    // An object without a record goes by the id its listing gave it.
    const foreignRemoved = await fetch(`${server.apiUrl}/sys/oss/file/delete?id=${foreign?.id ?? ''}`, {
      method: 'DELETE',
      headers,
    })
    expect(await foreignRemoved.json()).toMatchObject({ success: true })
    expect(await s3Files(settings).open('other/foreign.txt')).toBeNull()
    const again = await fetch(`${server.apiUrl}/sys/oss/file/delete?id=${foreign?.id ?? ''}`, {
      method: 'DELETE',
      headers,
    })
    expect(await again.json()).toMatchObject({ success: false, message: '未找到对应实体' })
  })

  it('an object deleted from the bucket leaves the list though its record stays', async () => {
    const token = await adminToken()
    const form = new FormData()
    form.append('biz', 'oss')
    form.append('file', new Blob(['gone']), 'gone.txt')
    const uploaded = await fetch(server.apiUrl + '/sys/common/upload', {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    })
    const path = ((await uploaded.json()) as { message: string }).message
    await s3Files(settings).remove(path)
    const answer = await fetch(`${server.apiUrl}/sys/oss/file/list?fileName=gone`, {
      headers: { 'X-Access-Token': token },
    })
    expect(((await answer.json()) as { result: OssPage }).result.total).toBe(0)
  })
})
