import type { FastifyInstance } from 'fastify'
import { createReadStream, statSync } from 'node:fs'
import { basename } from 'node:path'
import type { Queryable } from '../db/database'
import { fail } from '../http/envelope'
import { resolveInside } from '../modules/system/upload/routes'
import type { FileStore } from './file-store'

/**
 * GET `<prefix>/sys/common/static/<path>` (public, as upstream): the uploaded file, as a download under the
 * name it was uploaded with, never sniffed. A path outside the upload directory or a missing file answers 404
 * with upstream's message.
 */
export function mountUploadedFiles(
  app: FastifyInstance,
  options: { apiPrefix: string; uploadDir: string; files?: FileStore; db?: Queryable },
) {
  app.get(`${options.apiPrefix}/sys/common/static/*`, async (request, reply) => {
    const relative = decodeURIComponent((request.params as { '*': string })['*'])
    const full = resolveInside(options.uploadDir, relative)
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
