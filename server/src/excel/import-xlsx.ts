import type { MultipartFile } from '@fastify/multipart'
import ExcelJS from 'exceljs'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { withinTransaction, type Database, type Queryable } from '../db/database'
import { newId } from '../db/ids'
import { fail, ok, type Envelope } from '../http/envelope'
import { UPLOAD_LIMIT_BYTES } from '../modules/system/upload/routes'
import { INTEGER_RANGES, parseCell, plainOf, textOf } from './cells'
import type { ExcelColumn, ExcelTable, InsertedRow } from './excel-table'
import type { AddRow } from './import-checks'
import { referenceParts, resolveReferences } from './references'

/**
 * Import (upstream importExcel): the first sheet of an .xlsx, its first row the column titles. Every row is
 * checked as the add form and operation would check it (required, lengths, the spec's patterns and ranges,
 * unique values, dictionary texts, referenced rows by name or code: references.ts, then the module's own rule);
 * one bad row and nothing is written, with a message per problem naming the spreadsheet row and column.
 * Otherwise all rows go in one transaction.
 */

export const MAX_IMPORT_ROWS = 50_000
const MAX_MESSAGES = 1000
const NOT_XLSX = '文件格式不正确，请上传.xlsx格式的Excel文件'

type Refusal = Envelope<null>
type ImportAnswer = Envelope<string[] | null>

interface Target {
  column: ExcelColumn
  /** Spreadsheet column number (1-based). */
  at: number
  maxLength: number | undefined
  maxInteger: number
  required: boolean
  /** code → text, and text → code. */
  codes?: Map<string, string>
  byText?: Map<string, string>
  /** A reference column's texts of this file → the id each names, or why none (filled before the rows are read). */
  names?: Map<string, { id: string } | { problem: 'missing' | 'ambiguous' }>
}

/** The SQL column a target writes, or null for a column handed to `linkRows`. */
const sqlOf = (target: Target): string | null => target.column.column

interface ImportRow {
  rowNumber: number
  values: Array<string | number | null>
}

const refused = (message: string, problems: string[]): ImportAnswer => ({
  success: false,
  message,
  code: 500,
  result: problems.slice(0, MAX_MESSAGES),
  timestamp: Date.now(),
})

/** The uploaded file's bytes, or why there are none. */
async function uploadOf(request: FastifyRequest, reply: FastifyReply): Promise<Buffer | Refusal> {
  let file: MultipartFile | undefined
  try {
    file = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } })
  } catch {
    return fail('上传失败！请以multipart/form-data上传字段file')
  }
  if (!file) return fail('上传失败！请以multipart/form-data上传字段file')
  try {
    return await file.toBuffer()
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      reply.code(413)
      return fail('文件大小超过10MB限制', 413)
    }
    return fail('上传失败！')
  }
}

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet | Refusal> {
  // An .xlsx is a zip; the old binary .xls (and anything else) is refused before parsing.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) return fail(NOT_XLSX)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  } catch {
    return fail(NOT_XLSX)
  }
  const sheet = workbook.worksheets[0]
  return sheet ?? fail('文件导入失败：文件中没有工作表')
}

interface ColumnFacts {
  data_type: string
  character_maximum_length: number | null
  not_null: boolean
}

/** Lengths, integer sizes and NOT NULL of the table's columns, so a row the database would refuse is named. */
async function columnFacts(db: Queryable, table: string): Promise<Map<string, ColumnFacts>> {
  const rows = await db.query<ColumnFacts & { column_name: string }>(
    `SELECT column_name, data_type, character_maximum_length,
       (is_nullable = 'NO' AND column_default IS NULL) AS not_null
     FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table.replaceAll('"', '')],
  )
  return new Map(rows.map((row) => [row.column_name, row]))
}

async function targetsOf(
  db: Queryable,
  table: ExcelTable,
  header: ExcelJS.Row,
): Promise<{ targets: Target[]; missing: string[] }> {
  const importable = table.columns.filter((column) => column.column !== null || column.linked)
  const facts = await columnFacts(db, table.table)
  const targets: Target[] = []
  header.eachCell((cell, at) => {
    const title = plainOf(cell.value)
    if (title === null) return
    const name = textOf(title)
    const column = importable.find((candidate) => candidate.title === name || candidate.name === name)
    if (!column || targets.some((target) => target.column === column)) return
    const fact = column.column ? facts.get(column.column.replaceAll('"', '')) : undefined
    const lengths = [column.maxLength, fact?.character_maximum_length ?? undefined].filter(
      (length): length is number => typeof length === 'number',
    )
    targets.push({
      column,
      at,
      maxLength: lengths.length ? Math.min(...lengths) : undefined,
      maxInteger: INTEGER_RANGES[fact?.data_type ?? ''] ?? INTEGER_RANGES.integer ?? 0,
      required: Boolean(column.required) || Boolean(fact?.not_null),
    })
  })
  for (const target of targets) {
    if (!target.column.dictionary) continue
    target.codes = await target.column.dictionary(db)
    target.byText = new Map([...target.codes].map(([code, text]) => [text, code]))
  }
  const missing = importable
    .filter((column) => column.required && !targets.some((target) => target.column === column))
    .map((column) => column.title)
  return { targets, missing }
}

/** One cell as the value to store, or a problem (without the row prefix). */
function valueOf(
  target: Target,
  cell: ExcelJS.Cell,
): { value: string | number | null } | { problem: string } {
  const { column } = target
  const plain = plainOf(cell.value)
  if (plain === null) return target.required ? { problem: `${column.title}不能为空` } : { value: null }
  let raw: Exclude<typeof plain, null> = plain
  const { reference } = column
  if (reference) {
    const text = textOf(plain)
    const ids: string[] = []
    for (const part of referenceParts(text, reference)) {
      const found = target.names?.get(part)
      if (!found || 'problem' in found)
        return {
          problem:
            found?.problem === 'ambiguous'
              ? `${column.title}“${part}”有多个同名，请写成“名称（编码）”`
              : `${column.title}“${part}”不存在`,
        }
      ids.push(found.id)
    }
    raw = ids.join(',')
  } else if (target.codes?.size) {
    const text = textOf(plain)
    const parts = column.multiple ? text.split(',').map((part) => part.trim()) : [text]
    const codes = parts.map((part) => (target.codes?.has(part) ? part : target.byText?.get(part)))
    if (codes.some((code) => code === undefined)) return { problem: `${column.title}“${text}”不是可选的值` }
    raw = codes.join(',')
  }
  const parsed = parseCell(column.type, raw, target.maxInteger)
  if ('problem' in parsed) return { problem: `${column.title}${parsed.problem}` }
  const { value } = parsed
  if (typeof value === 'string' && target.maxLength && [...value].length > target.maxLength)
    return { problem: `${column.title}长度不能超过${target.maxLength}个字符` }
  if (typeof value === 'string' && column.pattern && !column.pattern.regex.test(value))
    return { problem: column.pattern.message }
  if (typeof value === 'number' && column.minimum !== undefined && value < column.minimum)
    return { problem: `${column.title}不能小于${column.minimum}` }
  if (typeof value === 'number' && column.maximum !== undefined && value > column.maximum)
    return { problem: `${column.title}不能大于${column.maximum}` }
  return parsed
}

/** Rows whose unique values another row of the table already holds. */
async function takenValues(db: Queryable, table: ExcelTable, target: Target, values: string[]) {
  const column = sqlOf(target)
  if (!values.length || !column) return new Set<string>()
  const rows = await db.query<{ value: string }>(
    `SELECT DISTINCT ${column}::text AS value FROM ${table.table}
     WHERE ${column}::text = ANY($1::text[]) AND ${table.uniqueAmong}`,
    [values],
  )
  return new Set(rows.map((row) => row.value))
}

async function insertAll(
  db: Database,
  table: ExcelTable,
  targets: Target[],
  rows: ImportRow[],
  username: string | null,
  tenantId: string,
): Promise<void> {
  const defaults = Object.entries({
    ...(await table.insertDefaults?.()),
    ...(table.tenantScoped ? { tenant_id: Number(tenantId) || 0 } : {}),
  })
  const ownId = targets.some((target) => sqlOf(target) === 'id')
  const written = targets.flatMap((target, index) => {
    const column = sqlOf(target)
    return column ? [{ column, index }] : []
  })
  const columns = [
    ...(ownId ? [] : ['id']),
    'create_by',
    ...defaults.map(([column]) => column),
    ...written.map(({ column }) => column),
  ]
  const inserted: InsertedRow[] = []
  const chunk = Math.max(1, Math.floor(30_000 / columns.length))
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += chunk) {
      const part = rows.slice(start, start + chunk)
      const params: unknown[] = []
      const placeholder = (value: unknown) => {
        if (value === null || value === undefined) return 'DEFAULT' // the column default, as add does
        params.push(value)
        return `$${params.length}`
      }
      const tuples = part.map((row) => {
        const id = ownId ? undefined : newId()
        const values = [
          ...(id === undefined ? [] : [id]),
          username,
          ...defaults.map(([, value]) => value),
          ...written.map(({ index }) => row.values[index]),
        ]
        if (table.linkRows)
          inserted.push({
            id: id ?? String(row.values[targets.findIndex((target) => sqlOf(target) === 'id')]),
            values: Object.fromEntries(
              targets.map((target, index) => [target.column.name, row.values[index] ?? null]),
            ),
          })
        return `(${values.map(placeholder).join(', ')})`
      })
      try {
        await tx.query(
          `INSERT INTO ${table.table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
          params,
        )
      } catch (error) {
        const first = part[0]?.rowNumber
        const last = part.at(-1)?.rowNumber
        throw Object.assign(error as Error, {
          rows: first === last ? `第${first}行` : `第${first}-${last}行`,
        })
      }
    }
    await table.linkRows?.(tx, inserted)
    if (table.importCheck && 'after' in table.importCheck) await table.importCheck.after?.(tx)
  })
}

class RowRefused extends Error {
  constructor(
    readonly rowNumber: number,
    readonly reason: string,
  ) {
    super(reason)
  }
}

/** Every row through the add operation, in one transaction: the first refusal rolls the whole file back. */
async function addAll(
  db: Database,
  targets: Target[],
  rows: ImportRow[],
  addRow: AddRow,
): Promise<ImportAnswer> {
  try {
    await db.transaction(async (tx) => {
      const view = withinTransaction(db, tx)
      for (const row of rows) {
        // An empty cell is a field not given, as in a body the form sends.
        const values = Object.fromEntries(
          targets.flatMap((target, index) => {
            const value = row.values[index]
            return value === null || value === undefined ? [] : [[target.column.name, value]]
          }),
        )
        const answer = await addRow(values, view)
        if (!answer.success) throw new RowRefused(row.rowNumber, answer.message)
      }
    })
  } catch (error) {
    if (!(error instanceof RowRefused)) throw error
    const problem = `第${error.rowNumber}行：${error.reason}`
    return refused(`文件导入失败：${problem}`, [problem])
  }
  return ok(null, `文件导入成功！数据行数:${rows.length}`)
}

export async function importTable(
  table: ExcelTable,
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  username: string | null,
  /** The request's tenant, written on the rows of a tenant-scoped table. */
  tenantId: string,
  /** Set when the rows go through the resource's add operation (import-checks.ts `add`). */
  addRow?: AddRow,
): Promise<ImportAnswer> {
  if (table.importCheck && 'add' in table.importCheck && !addRow) return fail('文件导入失败：缺少新增处理')
  const bytes = await uploadOf(request, reply)
  if (!Buffer.isBuffer(bytes)) return bytes
  const sheet = await sheetOf(bytes)
  if (!('getRow' in sheet)) return sheet
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS)
    return fail(`文件导入失败：一次最多导入${MAX_IMPORT_ROWS}行`)

  const { targets, missing } = await targetsOf(db, table, sheet.getRow(1))
  if (missing.length) {
    const problem = `缺少必填列：${missing.join('、')}`
    return refused(`文件导入失败：${problem}`, [problem])
  }
  if (!targets.length) return fail('文件导入失败：第1行没有可导入的列标题')

  // References: every text of the file is looked up once, before the rows are read.
  for (const target of targets) {
    const { reference } = target.column
    if (!reference) continue
    const texts = new Set<string>()
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber === 1) return
      const plain = plainOf(row.getCell(target.at).value)
      if (plain !== null) for (const part of referenceParts(textOf(plain), reference)) texts.add(part)
    })
    target.names = await resolveReferences(db, reference, [...texts])
  }

  const problems: Array<{ rowNumber: number; message: string }> = []
  const rows: ImportRow[] = []
  const seen = targets.map(() => new Map<string, number>())
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return
    const cells = targets.map((target) => row.getCell(target.at))
    if (cells.every((cell) => plainOf(cell.value) === null)) return
    const values: ImportRow['values'] = []
    targets.forEach((target, index) => {
      const result = valueOf(target, cells[index] as ExcelJS.Cell)
      if ('problem' in result) {
        problems.push({ rowNumber, message: `第${rowNumber}行：${result.problem}` })
        values.push(null)
        return
      }
      values.push(result.value)
      if (!target.column.unique || result.value === null) return
      const key = String(result.value)
      const earlier = seen[index]?.get(key)
      if (earlier !== undefined)
        problems.push({
          rowNumber,
          message: `第${rowNumber}行：${target.column.title}“${key}”与第${earlier}行重复`,
        })
      else seen[index]?.set(key, rowNumber)
    })
    rows.push({ rowNumber, values })
  })
  if (!rows.length) return fail('文件导入失败：文件中没有数据行')

  for (const [index, target] of targets.entries()) {
    if (!target.column.unique) continue
    const taken = await takenValues(db, table, target, [...(seen[index]?.keys() ?? [])])
    for (const row of rows) {
      const value = row.values[index]
      if (value !== null && value !== undefined && taken.has(String(value)))
        problems.push({
          rowNumber: row.rowNumber,
          message: `第${row.rowNumber}行：${target.column.title}“${value}”已存在`,
        })
    }
  }

  if (table.importCheck && 'check' in table.importCheck) {
    const { check } = table.importCheck
    const badRows = new Set(problems.map((problem) => problem.rowNumber))
    for (const row of rows) {
      if (badRows.has(row.rowNumber)) continue // its cells are already reported
      const values = Object.fromEntries(
        targets.map((target, index) => [target.column.name, row.values[index] ?? null]),
      )
      const problem = await check(values, db)
      if (problem) problems.push({ rowNumber: row.rowNumber, message: `第${row.rowNumber}行：${problem}` })
    }
  }

  if (problems.length) {
    const order = new Map(rows.map((row, index) => [row.rowNumber, index]))
    const sorted = problems
      .map((problem, index) => ({ ...problem, index }))
      .sort((a, b) => (order.get(a.rowNumber) ?? 0) - (order.get(b.rowNumber) ?? 0) || a.index - b.index)
    const badRows = new Set(problems.map((problem) => problem.rowNumber)).size
    return refused(
      `文件导入失败：共${badRows}行有错误`,
      sorted.map((problem) => problem.message),
    )
  }

  if (addRow) return addAll(db, targets, rows, addRow)

  try {
    await insertAll(db, table, targets, rows, username, tenantId)
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && /^(22|23)/.test(code)) {
      const where = (error as { rows?: string }).rows ?? ''
      return refused(`文件导入失败：${where}${(error as Error).message}`, [
        `${where}：${(error as Error).message}`,
      ])
    }
    throw error
  }
  return ok(null, `文件导入成功！数据行数:${rows.length}`)
}
