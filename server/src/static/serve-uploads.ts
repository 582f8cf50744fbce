import type { FastifyInstance } from 'fastify'
import { createReadStream, statSync } from 'node:fs'
import { basename, relative as relativeTo, sep } from 'node:path'
import type { SessionUser } from '../openapi/operations'
import type { Queryable } from '../db/database'
import { fail, NO_PERMISSION, springError, TOKEN_INVALID } from '../http/envelope'
import { PERSONAL_FOLDERS } from '../modules/system/upload/file-types'
import { resolveInside } from '../modules/system/upload/routes'
import type { FileStore } from './file-store'

/** Who may read a file of personal data: the caller of a token, and whether they hold one of some pages. */
export interface FileReaders {
  authenticate: (token: string) => Promise<SessionUser | null>
  authorize: (user: SessionUser, permission: readonly string[]) => Promise<boolean>
}

/**
 * GET `<prefix>/sys/common/static/<path>`: the uploaded file, as a download under the name it was uploaded
 * with, never sniffed. Public as upstream's, except the folders of personal data (PERSONAL_FOLDERS): those need
 * the caller's token (`X-Access-Token`, or `?token=` where a page cannot send a header: an image, a link) and
 * one of the pages that show them; else upstream's answers (HTTP 500 `Token失效…`, or code 510). A path outside
 * the upload directory or a missing file answers 404 with upstream's message.
 */
export function mountUploadedFiles(
  app: FastifyInstance,
  options: { apiPrefix: string; uploadDir: string; files?: FileStore; db?: Queryable; readers?: FileReaders },
) {
  app.get(`${options.apiPrefix}/sys/common/static/*`, async (request, reply) => {
    const relative = decodeURIComponent((request.params as { '*': string })['*'])
    const full = resolveInside(options.uploadDir, relative)
    // The folder as the disk sees it (after `..`, `//` and a leading `/` are resolved), not as it was written.
    const folder = full ? (relativeTo(options.uploadDir, full).split(sep)[0] ?? '') : ''
    const pages = PERSONAL_FOLDERS[folder]
    if (pages) {
      const query = request.query as { token?: unknown }
      const header = request.headers['x-access-token']
      const token =
        typeof header === 'string' && header ? header : typeof query.token === 'string' ? query.token : ''
      const user = token && options.readers ? await options.readers.authenticate(token) : null
      if (!user) return reply.code(500).send(springError(500, TOKEN_INVALID, request.url.split('?')[0] ?? ''))
      if (!(await options.readers?.authorize(user, pages))) return reply.send(fail(NO_PERMISSION, 510))
    }
    const stat = full ? statSafe(full) : null
    // Stored under a random name: the download is named as it was uploaded (oss_file.file_name), when known.
    const [known] = full
      ? ((await options.db?.query<{ file_name: string }>(
          'SELECT file_name FROM oss_file WHERE url = $1 ORDER BY create_time DESC LIMIT 1',
          [relative.replace(/,+$/, '')],
        )) ?? [])
      : []
    const name = encodeURIComponent(known?.file_name ?? basename(relative))
    const download = (size: number) =>
      reply
        .header('Content-Type', 'application/force-download')
        .header('Content-Disposition', `attachment;fileName=${name};filename*=UTF-8''${name}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', size)
    if (full && stat?.isFile()) return download(stat.size).send(createReadStream(full))
    // Not here: in the shared store, when there is one (a key inside the upload folder only, as above).
    const stored = full ? await options.files?.open(relative) : null
    if (stored) return download(stored.size).send(stored.body)
    return reply.code(404).send(fail(`操作失败，文件[${relative}]不存在..`))
  })
}

function statSafe(path: string) {
  try {
    return statSync(path)
  } catch {
    return null
  }
}
