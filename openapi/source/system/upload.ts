/** Uploads (upstream §10). */
import type { CompactOperation } from '../compact'

export const tags: Record<string, string> = {
  files: 'Uploads, stored under the data directory and served statically',
}

export const operations: CompactOperation[] = [
  {
    method: 'post',
    path: '/sys/common/upload',
    operationId: 'upload',
    tag: 'files',
    summary: 'Upload a file (at most 10 MB) under a business folder',
    description:
      "Stored under the server's data directory as `<biz>/<name>_<ms>.<ext>`; `message` is that path, served by GET `/sys/common/static/<path>`. `isup` (sent by table cells) is ignored. Over 10 MB: HTTP 413 with a message.",
    multipart: {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary' },
          biz: { type: 'string', maxLength: 100, description: "Business folder, default 'temp'" },
          isup: { type: 'string', maxLength: 10 },
        },
      },
    },
    result: { type: 'null' },
    example: { code: 0, result: null, message: 'temp/report_1700000000000.pdf' },
    refusals: ['上传失败！', '文件大小超过10MB限制'],
  },
]
