/** Uploads (docs/upstream.md §10). */
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
      "Stored under the server's data directory as `<biz>/<32 random hex digits>.<ext>` (upstream: " +
      '`<biz>/<name>_<ms>.<ext>`); `message` is that path, served by GET `/sys/common/static/<path>` under the ' +
      'name as uploaded (kept in 对象存储). Each folder takes only its kinds, by the name’s extension and the ' +
      'content’s magic bytes alike: images (jpg, png, gif, webp, bmp) in `avatar`, `hr`, `hr-entry` and `qc`; ' +
      'PDF, Word and images in `rec`; images and office files (pdf, doc, docx, xls, xlsx, ppt, pptx, txt, csv, ' +
      'zip) elsewhere. HTML, SVG, scripts and content a browser could sniff as HTML are refused with HTTP 400 ' +
      '(只能上传…, 文件内容与文件类型不符), as are a file name over 255 characters and a request without its ' +
      '`file` part. `isup` (sent by table cells) is ignored. Over 10 MB: HTTP 413 with a message.',
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
    example: { code: 0, result: null, message: 'temp/9f86d081884c7d659a2feaa0c55ad015.pdf' },
    refusals: [
      '上传失败！',
      '文件大小超过10MB限制',
      '只能上传图片',
      '文件内容与文件类型不符',
      '文件名不合法',
    ],
  },
]
