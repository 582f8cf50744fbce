import { createHash } from 'node:crypto'
import { rmSync, statSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { Queryable } from '../db/database'
import { newId } from '../db/ids'
import type { SessionUser } from '../openapi/operations'
import type { FileStore, StoredObject } from '../static/file-store'
import { pageOf } from '../db/page'

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

interface ListOptions {
  pageNo: number
  pageSize: number
  fileName?: string
  url?: string
}

/** The id of an object of a shared store that has no oss_file row (put there by another tool): from its key. */
export const objectId = (key: string) => `o${createHash('sha256').update(key).digest('hex').slice(0, 31)}`

const pad = (n: number) => String(n).padStart(2, '0')
const timeText = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`

/**
 * The page of uploaded files: with a shared store that lists its objects (S3), the bucket's real objects, newest
 * first, named as recorded in oss_file when they were uploaded here; otherwise the oss_file table.
 */
export async function listOssFiles(db: Queryable, options: ListOptions, files?: FileStore) {
  const objects = await files?.list()
  return objects ? listObjects(db, objects, options) : listRecorded(db, options)
}

async function listObjects(db: Queryable, objects: StoredObject[], options: ListOptions) {
  const rows = objects.length
    ? await db.query<OssFile>(
        `SELECT id, file_name AS "fileName", url, file_size::float8 AS "fileSize", create_by AS "createBy",
                to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
         FROM oss_file WHERE url = ANY($1::text[]) ORDER BY create_time DESC, id`,
        [objects.map((object) => object.key)],
      )
    : []
  const recorded = new Map<string, OssFile>()
  for (const row of rows) if (!recorded.has(row.url)) recorded.set(row.url, row)
  const contains = (text: string, part: string | undefined) =>
    !part || text.toLowerCase().includes(part.toLowerCase())
  const all = [...objects]
    .sort(
      (a, b) =>
        (b.lastModified?.getTime() ?? 0) - (a.lastModified?.getTime() ?? 0) || a.key.localeCompare(b.key),
    )
    .map((object): OssFile => {
      const row = recorded.get(object.key)
      return {
        id: row?.id ?? objectId(object.key),
        fileName: row?.fileName ?? displayName(object.key),
        url: object.key,
        fileSize: object.size,
        createBy: row?.createBy ?? null,
        createTime: row?.createTime ?? (object.lastModified ? timeText(object.lastModified) : null),
      }
    })
    .filter((file) => contains(file.fileName, options.fileName) && contains(file.url, options.url))
  const start = (options.pageNo - 1) * options.pageSize
  return pageOf(all.slice(start, start + options.pageSize), all.length, options.pageNo, options.pageSize)
}

async function listRecorded(db: Queryable, options: ListOptions) {
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
  return pageOf(records, total, options.pageNo, options.pageSize)
}

/**
 * Deletes the record and the stored file, in the local folder and in the shared store (S3); an object of the store
 * without a record goes by the id its listing gave it. False when there is no such record or object.
 */
export async function deleteOssFile(
  db: Queryable,
  uploadDir: string,
  id: string,
  files?: FileStore,
): Promise<boolean> {
  const [row] = await db.query<{ url: string }>('DELETE FROM oss_file WHERE id = $1 RETURNING url', [id])
  if (!row) {
    const object = (await files?.list())?.find((candidate) => objectId(candidate.key) === id)
    if (!object || !files) return false
    await files.remove(object.key)
    return true
  }
  // Only ever a file inside the upload directory, whatever the row says.
  const full = resolve(uploadDir, row.url)
  if (full.startsWith(resolve(uploadDir) + sep)) rmSync(full, { force: true })
  await files?.remove(row.url)
  return true
}
