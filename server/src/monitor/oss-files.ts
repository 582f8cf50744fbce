import { rmSync, statSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { Queryable } from '../db/database'
import { newId } from '../db/ids'
import type { SessionUser } from '../openapi/operations'

/** An uploaded file, as upstream's OSSFile. */
export interface OssFile {
  id: string
  fileName: string
  url: string
  fileSize: number | null
  createBy: string | null
  createTime: string | null
}

/** The name as the uploader gave it (no folders), at most 255 characters: shown as text, never as HTML. */
const displayName = (original: string) =>
  (original.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 255) || 'file'

/** Records a file stored under the upload directory at `relative` (`<biz>/<name>_<ms>.<ext>`). */
export async function recordUpload(
  db: Queryable,
  user: SessionUser | null,
  originalName: string,
  relative: string,
  fullPath: string,
): Promise<void> {
  let size: number | null = null
  try {
    size = statSync(fullPath).size
  } catch {
    size = null
  }
  await db.query(
    'INSERT INTO oss_file (id, file_name, url, file_size, create_by) VALUES ($1, $2, $3, $4, $5)',
    [newId(), displayName(originalName), relative, size, user?.username ?? null],
  )
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`)

export async function listOssFiles(
  db: Queryable,
  options: { pageNo: number; pageSize: number; fileName?: string; url?: string },
) {
  const clauses: string[] = []
  const params: unknown[] = []
  if (options.fileName) {
    params.push(`%${escapeLike(options.fileName)}%`)
    clauses.push(`file_name ILIKE $${params.length}`)
  }
  if (options.url) {
    params.push(`%${escapeLike(options.url)}%`)
    clauses.push(`url ILIKE $${params.length}`)
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM oss_file ${where}`,
    params,
  )
  const records = await db.query<OssFile>(
    `SELECT id, file_name AS "fileName", url, file_size::float8 AS "fileSize", create_by AS "createBy",
            to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
     FROM oss_file ${where} ORDER BY create_time DESC, id
     LIMIT ${options.pageSize} OFFSET ${(options.pageNo - 1) * options.pageSize}`,
    params,
  )
  return {
    records,
    total,
    size: options.pageSize,
    current: options.pageNo,
    pages: Math.ceil(total / options.pageSize),
    orders: [],
    searchCount: true,
  }
}

/** Deletes the record and the stored file; false when there is no such record. */
export async function deleteOssFile(db: Queryable, uploadDir: string, id: string): Promise<boolean> {
  const [row] = await db.query<{ url: string }>('DELETE FROM oss_file WHERE id = $1 RETURNING url', [id])
  if (!row) return false
  // Only ever a file inside the upload directory, whatever the row says.
  const full = resolve(uploadDir, row.url)
  if (full.startsWith(resolve(uploadDir) + sep)) rmSync(full, { force: true })
  return true
}
