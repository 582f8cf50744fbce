import type { MultipartFile } from '@fastify/multipart'
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { ServerContext } from '../../../context'
import { fail, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { recordUpload } from '../../../monitor/oss-files'
import { checkUpload } from './file-types'

/** Uploads (upstream CommonController upload, docs/upstream.md §10); static/serve-uploads.ts serves them back. */

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024

/** Upload names keep letters, digits, CJK, dot, dash and underscore; never a path. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file'
  const cleaned = base.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '')
  return cleaned || 'file'
}

/** Keeps a business folder inside the upload directory: segments of safe characters only. */
export function safeBizPath(biz: string | undefined): string {
  const segments = (biz || 'temp')
    .split(/[\\/]+/)
    .map((segment) => segment.replace(/[^\p{L}\p{N}_-]+/gu, ''))
    .filter((segment) => segment !== '' && segment !== '..')
  return segments.join('/') || 'temp'
}

export function resolveInside(root: string, relative: string): string | null {
  const full = resolve(root, relative.replaceAll('..', '').replace(/,+$/, ''))
  return full.startsWith(resolve(root) + sep) ? full : null
}

export const uploadHandlers = {
  async upload({ request, reply }, { uploadDir, db, user, files }) {
    let file: MultipartFile | undefined
    try {
      file = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } })
    } catch {
      return fail('上传失败！')
    }
    if (!file) return fail('上传失败！')
    const biz = safeBizPath(
      typeof file.fields.biz === 'object' && 'value' in file.fields.biz
        ? String(file.fields.biz.value)
        : undefined,
    )
    let content: Buffer
    try {
      content = await file.toBuffer()
    } catch {
      content = Buffer.alloc(0)
    }
    if (file.file.truncated || content.length > UPLOAD_LIMIT_BYTES) {
      reply.code(413)
      return fail('文件大小超过10MB限制', 413)
    }
    // The kind its folder takes, by name and by content alike (file-types.ts); a refusal is a 400.
    const checked = checkUpload(biz, file.filename, content)
    if (!checked.ok) {
      reply.code(400)
      return fail(checked.message, 400)
    }
    // A random name (128 bits) under the kind's extension; the name as given is kept in oss_file (file_name).
    const stored = `${randomBytes(16).toString('hex')}.${checked.extension}`
    const folder = join(uploadDir, biz)
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, stored), content)
    await recordUpload(db, user, file.filename, `${biz}/${stored}`, join(folder, stored))
    // Several instances: the file moves to the shared store (S3_BUCKET), where every instance reads it.
    await files?.stored(`${biz}/${stored}`, join(folder, stored))
    return okRead(null, `${biz}/${stored}`)
  },
} satisfies Pick<Handlers<ServerContext>, 'upload'>
