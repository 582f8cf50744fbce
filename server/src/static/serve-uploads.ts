import type { FastifyInstance } from 'fastify'
import { createReadStream, statSync } from 'node:fs'
import { basename } from 'node:path'
import { fail } from '../http/envelope'
import { resolveInside } from '../routes/report-routes'

/**
 * GET `<prefix>/sys/common/static/<path>` (public, as upstream): the uploaded file, as a download. A path
 * outside the upload directory or a missing file answers 404 with upstream's message.
 */
export function mountUploadedFiles(app: FastifyInstance, options: { apiPrefix: string; uploadDir: string }) {
  app.get(`${options.apiPrefix}/sys/common/static/*`, async (request, reply) => {
    const relative = decodeURIComponent((request.params as { '*': string })['*'])
    const full = resolveInside(options.uploadDir, relative)
    const stat = full ? statSafe(full) : null
    if (!full || !stat?.isFile()) {
      return reply.code(404).send(fail(`操作失败，文件[${relative}]不存在..`))
    }
    return reply
      .header('Content-Type', 'application/force-download')
      .header('Content-Disposition', `attachment;fileName=${encodeURIComponent(basename(full))}`)
      .header('Content-Length', stat.size)
      .send(createReadStream(full))
  })
}

function statSafe(path: string) {
  try {
    return statSync(path)
  } catch {
    return null
  }
}
