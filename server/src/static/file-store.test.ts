import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../start'
import { s3Files, s3SettingsOf, type S3Settings } from './file-store'

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
  server = await startServer({ port: 0, dataDir: join(root, 'a'), staticDir: null, s3: settings })
}, 180_000)

afterAll(async () => {
  await server?.close()
  await s3?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('uploads on an S3-compatible store', () => {
  it('reads its settings from S3_* variables; none without S3_BUCKET', () => {
    expect(settings).toMatchObject({ bucket: 'erp', prefix: 'uploads/', accessKeyId: 'S3RVER' })
    expect(s3SettingsOf({ S3_ENDPOINT: 'http://x' })).toBeNull()
  })

  it('moves an upload to the bucket, and serves it from there', async () => {
    const a = server
    const login = await fetch(a.apiUrl + '/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    })
    const token = ((await login.json()) as { result: { token: string } }).result.token
    const form = new FormData()
    form.append('biz', 'shared')
    form.append('file', new Blob(['对象存储里的文件'], { type: 'text/plain' }), 'note.txt')
    const uploaded = await fetch(a.apiUrl + '/sys/common/upload', {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    })
    const path = ((await uploaded.json()) as { message: string }).message
    expect(path).toMatch(/^shared\/note_\d+\.txt$/)
    // Not left in A's folder: in the bucket, under the prefix.
    expect(existsSync(join(root, 'a', 'upload', path))).toBe(false)
    expect(
      readdirSync(join(root, 's3', 'erp', 'uploads', 'shared')).some((name) => name.startsWith('note_')),
    ).toBe(true)
    const read = await fetch(`${a.apiUrl}/sys/common/static/${path}`)
    expect(read.status).toBe(200)
    expect(read.headers.get('content-disposition')).toContain('note_')
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
