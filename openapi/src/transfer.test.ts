import { describe, expect, it } from 'vitest'
import type { ClientOptions } from './client'
import { ApiError } from './errors'
import {
  type ProgressEventLike,
  type TransferProgress,
  type XhrLike,
  downloadBlob,
  filenameOf,
  uploadFile,
} from './transfer'

function options(respond: (request: Request) => Response, extra: Partial<ClientOptions> = {}) {
  const seen: Request[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    seen.push(request)
    return respond(request)
  }) as typeof globalThis.fetch
  const clientOptions: ClientOptions = {
    baseUrl: 'http://api.test/jeecg-boot',
    getToken: () => 'tok-1',
    getTenantId: () => 7,
    fetch,
    now: () => 1_700_000_000_123,
    ...extra,
  }
  return { clientOptions, seen }
}

describe('downloadBlob', () => {
  it('sends the session headers and _t, reports progress and names the file', async () => {
    const bytes = new Uint8Array(3000).fill(65)
    const { clientOptions, seen } = options(
      () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'application/vnd.ms-excel',
            'Content-Length': '3000',
            'Content-Disposition': `attachment;filename=${encodeURIComponent('用户列表')}.xls`,
          },
        }),
    )
    const progress: TransferProgress[] = []
    const file = await downloadBlob(clientOptions, '/sys/user/list', {
      query: { realname: '张', pageNo: 1, empty: '', skipped: undefined },
      onProgress: (p) => progress.push(p),
    })
    const request = seen[0]
    expect(request?.headers.get('X-Access-Token')).toBe('tok-1')
    expect(request?.headers.get('tenant-id')).toBe('7')
    expect(request?.url).toBe(
      `http://api.test/jeecg-boot/sys/user/list?_t=1700000000&realname=${encodeURIComponent('张')}&pageNo=1`,
    )
    expect(file.filename).toBe('用户列表.xls')
    expect(file.blob.size).toBe(3000)
    expect(file.blob.type).toBe('application/vnd.ms-excel')
    expect(progress[0]).toEqual({ loaded: 0, total: 3000, percent: 0 })
    expect(progress.at(-1)).toEqual({ loaded: 3000, total: 3000, percent: 100 })
  })

  it('turns an error status into a typed error with the server message', async () => {
    const { clientOptions } = options(
      () =>
        new Response(JSON.stringify({ success: false, message: 'Token失效，请重新登录' }), { status: 500 }),
    )
    const error = await downloadBlob(clientOptions, '/sys/user/list').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'tokenExpired', status: 500, message: 'Token失效，请重新登录' })
  })

  it('treats a JSON refusal where a file was expected as an error', async () => {
    const { clientOptions } = options(
      () =>
        new Response(JSON.stringify({ success: false, message: '没有导出权限', code: 510 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    await expect(downloadBlob(clientOptions, '/sys/user/list')).rejects.toMatchObject({
      kind: 'server',
      message: '没有导出权限',
    })
  })

  it('maps a timeout and keeps a caller abort an AbortError', async () => {
    const never = () => new Promise<Response>(() => undefined)
    const slow = options(() => new Response(''), {
      timeoutMs: 5,
      fetch: never as unknown as typeof globalThis.fetch,
    })
    await expect(downloadBlob(slow.clientOptions, '/sys/user/list')).rejects.toMatchObject({
      kind: 'timeout',
    })

    const controller = new AbortController()
    const aborting = options(() => new Response(''), {
      fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        })) as typeof globalThis.fetch,
    })
    const pending = downloadBlob(aborting.clientOptions, '/sys/user/list', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('reads every form of Content-Disposition', () => {
    expect(filenameOf(null)).toBeNull()
    expect(filenameOf('attachment; filename="a b.xlsx"')).toBe('a b.xlsx')
    expect(filenameOf(`attachment; filename*=UTF-8''${encodeURIComponent('报表.xlsx')}`)).toBe('报表.xlsx')
    expect(filenameOf('attachment;filename=%E2%9C%93.xls;size=3')).toBe('✓.xls')
    expect(filenameOf('attachment;filename=100%.xls')).toBe('100%.xls')
    expect(filenameOf('inline')).toBeNull()
  })
})

class FakeXhr implements XhrLike {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  timeout = 0
  status = 0
  responseText = ''
  readonly upload: { onprogress: ((event: ProgressEventLike) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  aborted = false

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

describe('uploadFile', () => {
  const file = new File(['hello'], 'note.txt', { type: 'text/plain' })

  it('posts the file and fields as multipart with the session headers and reports progress', async () => {
    const { clientOptions } = options(() => new Response(''), { timeoutMs: 1234 })
    const xhr = new FakeXhr()
    const progress: TransferProgress[] = []
    const pending = uploadFile(clientOptions, '/sys/common/upload', {
      file,
      fields: { biz: 'temp' },
      onProgress: (p) => progress.push(p),
      createXhr: () => xhr,
    })
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('http://api.test/jeecg-boot/sys/common/upload')
    expect(xhr.headers).toEqual({ 'X-Access-Token': 'tok-1', 'tenant-id': '7' })
    expect(xhr.timeout).toBe(1234)
    expect(xhr.body?.get('biz')).toBe('temp')
    expect((xhr.body?.get('file') as File).name).toBe('note.txt')
    xhr.upload.onprogress?.({ loaded: 2, total: 5, lengthComputable: true })
    xhr.upload.onprogress?.({ loaded: 5, total: 0, lengthComputable: false })
    xhr.respond(200, { success: true, message: 'temp/note_1.txt', code: 0, result: null, timestamp: 1 })
    const result = await pending
    expect(result.message).toBe('temp/note_1.txt')
    expect(progress).toEqual([
      { loaded: 2, total: 5, percent: 40 },
      { loaded: 5, total: null, percent: null },
    ])
  })

  it('rejects a refusal status with the server message and a typed kind', async () => {
    const { clientOptions } = options(() => new Response(''))
    const xhr = new FakeXhr()
    const pending = uploadFile(clientOptions, '/sys/common/upload', {
      file,
      fileName: 'big.bin',
      createXhr: () => xhr,
    })
    expect((xhr.body?.get('file') as File).name).toBe('big.bin')
    xhr.respond(413, { success: false, message: '文件大小超过10MB限制', code: 413 })
    await expect(pending).rejects.toMatchObject({
      kind: 'server',
      status: 413,
      message: '文件大小超过10MB限制',
    })
  })

  it('maps network failure and timeout, and aborts on the caller signal', async () => {
    const { clientOptions } = options(() => new Response(''))
    const failing = new FakeXhr()
    const failed = uploadFile(clientOptions, '/sys/common/upload', { file, createXhr: () => failing })
    failing.onerror?.()
    await expect(failed).rejects.toMatchObject({ kind: 'network' })

    const slow = new FakeXhr()
    const timedOut = uploadFile(clientOptions, '/sys/common/upload', { file, createXhr: () => slow })
    slow.ontimeout?.()
    await expect(timedOut).rejects.toMatchObject({ kind: 'timeout' })

    const controller = new AbortController()
    const cancelled = new FakeXhr()
    const aborted = uploadFile(clientOptions, '/sys/common/upload', {
      file,
      signal: controller.signal,
      createXhr: () => cancelled,
    })
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })
    expect(cancelled.aborted).toBe(true)
  })
})
