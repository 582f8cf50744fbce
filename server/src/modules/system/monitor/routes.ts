import { dirname } from 'node:path'
import type { ServerContext } from '../../../context'
import { fail, ok, okRead } from '../../../http/envelope'
import { readDisks } from '../../../monitor/disks'
import { readMetric } from '../../../monitor/metrics'
import { readNodeRuntime } from '../../../monitor/node-runtime'
import { deleteOssFile, listOssFiles } from '../../../monitor/oss-files'
import { traceOf } from '../../../monitor/request-trace'
import type { Handlers } from '../../../openapi/operations'

/** Monitoring (upstream's 性能监控) and the object-storage list: real figures, or "unavailable", never invented. */

export const REDIS_UNAVAILABLE = '缓存服务器不可用：本服务未运行 Redis'

export const monitorHandlers = {
  async actuatorMetric({ path, request, reply }) {
    const answer = readMetric(path.name, traceOf(request.server))
    if ('metric' in answer) return answer.metric
    // The spec's 404 body: sent here, so the value returned is never used.
    return (await reply.code(404).send({ message: answer.unavailable })) as never
  },

  async actuatorHttpTrace({ request }) {
    return { traces: traceOf(request.server)?.traces() ?? [] }
  },

  async nodeRuntimeInfo({ request }) {
    return okRead(readNodeRuntime(traceOf(request.server)))
  },

  async redisInfo() {
    return fail(REDIS_UNAVAILABLE)
  },

  async redisKeysSize() {
    return fail(REDIS_UNAVAILABLE)
  },

  async redisMemoryInfo() {
    return fail(REDIS_UNAVAILABLE)
  },

  async queryDiskInfo(_input, { uploadDir }) {
    const disks = await readDisks([
      { label: '数据目录', path: dirname(uploadDir) },
      { label: '根目录', path: '/' },
    ])
    return disks.length ? ok(disks, '查询成功') : fail('查询失败：无法读取磁盘信息')
  },

  async ossFileList({ query }, { db, files }) {
    return okRead(
      await listOssFiles(
        db,
        {
          pageNo: query.pageNo ?? 1,
          pageSize: query.pageSize ?? 10,
          ...(query.fileName ? { fileName: query.fileName } : {}),
          ...(query.url ? { url: query.url } : {}),
        },
        files,
      ),
    )
  },

  async ossFileDelete({ query }, { db, uploadDir, files }) {
    return (await deleteOssFile(db, uploadDir, query.id, files))
      ? ok(null, '删除成功!')
      : fail('未找到对应实体')
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'actuatorMetric'
  | 'nodeRuntimeInfo'
  | 'actuatorHttpTrace'
  | 'redisInfo'
  | 'redisKeysSize'
  | 'redisMemoryInfo'
  | 'queryDiskInfo'
  | 'ossFileList'
  | 'ossFileDelete'
>
