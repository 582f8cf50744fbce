import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import type { Queryable } from '../db/database'
import type { Envelope } from '../http/envelope'
import { exportMaskOf, maskedCell } from '../http/masking'
import { refusal } from '../db/refusal'
import { Where } from '../db/sql'
import type { ExcelColumn, ExcelTable } from './excel-table'
import { keysetBatches } from './keyset'
import { referenceTexts, shownValue } from './references'

/**
 * Export (upstream exportXls): the rows the list shows for the same filters and sort, streamed as .xlsx. Rows
 * are read in keyset batches and each batch is written and handed to the socket before the next is read, so
 * memory stays flat whatever the number of rows. Personal data is masked as the list masks it for a caller
 * without the entity's view-sensitive permission (http/masking.ts).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const BATCH = 1000

/** RFC 5987 value: encodeURIComponent leaves `'()*` as they are, which the grammar does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export const dispositionOf = (title: string) => `attachment; filename*=UTF-8''${rfc5987(title)}.xlsx`

function cellValue(
  column: ExcelColumn,
  texts: Map<string, string> | undefined,
  names: Map<string, string> | undefined,
  value: unknown,
): unknown {
  if (value === null || value === undefined) return null
  if (column.reference && names) return shownValue(column.reference, names, value)
  if (texts) {
    return String(value)
      .split(',')
      .map((part) => texts.get(part) ?? part)
      .join(',')
  }
  if (column.type === 'integer' || column.type === 'number')
    return typeof value === 'number' ? value : Number(value)
  return typeof value === 'string' ? value : String(value)
}

const selectionsOf = (raw: unknown): string[] =>
  typeof raw === 'string'
    ? raw
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '')
    : []

/** Waits until the socket has taken what is buffered (or went away). */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return
  await Promise.race([once(out, 'drain'), once(out, 'close')])
}

export async function exportTable(
  table: ExcelTable,
  query: Record<string, unknown>,
  db: Queryable,
  reply: FastifyReply,
  /** The request's tenant ('0': any). */
  tenantId = '0',
): Promise<FastifyReply | Envelope<null>> {
  const exported = table.columns.filter((column) => column.select !== null)
  const where = new Where()
  table.filter(where, query)
  if (table.tenantScoped && tenantId !== '0') where.add((p) => `tenant_id = ${p}`, Number(tenantId) || 0)
  const ids = selectionsOf(query.selections)
  if (ids.length) where.add((p) => `id::text = ANY(${p}::text[])`, ids)
  const batches = keysetBatches(db, {
    table: table.table,
    select: exported.map((column) => column.select).join(', '),
    where,
    sort: table.sortOf(query),
    idType: table.idType,
    batchSize: BATCH,
  })
  const dictionaries = new Map<string, Map<string, string>>()
  const mask = exportMaskOf(reply.request)
  // The first batch is read before anything is sent: a refused filter (a malformed date) is still an envelope.
  let first: IteratorResult<Record<string, unknown>[], void>
  try {
    for (const column of exported) {
      if (column.dictionary) dictionaries.set(column.name, await column.dictionary(db))
    }
    first = await batches.next()
  } catch (error) {
    return refusal(error)
  }

  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(table.title)
  sheet.columns = exported.map((column) => ({
    header: column.title,
    key: column.name,
    width: Math.min(40, Math.max(12, column.title.length * 2 + 4)),
  }))
  sheet.getRow(1).font = { bold: true }
  reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', dispositionOf(table.title))
    .header('Cache-Control', 'no-store')
    .send(out)

  try {
    let batch = first
    while (!batch.done && !out.destroyed) {
      const rows = batch.value
      // Names of the rows this batch refers to: one query per reference column and batch.
      const names = new Map<string, Map<string, string>>()
      for (const column of exported) {
        if (column.reference)
          names.set(
            column.name,
            await referenceTexts(
              db,
              column.reference,
              rows.map((row) => row[column.name]),
            ),
          )
      }
      for (const row of rows) {
        sheet
          .addRow(
            exported.map((column) =>
              maskedCell(
                mask,
                column.name,
                cellValue(column, dictionaries.get(column.name), names.get(column.name), row[column.name]),
              ),
            ),
          )
          .commit()
      }
      await drained(out)
      batch = await batches.next()
    }
    if (out.destroyed) {
      await batches.return()
      return reply
    }
    sheet.commit()
    await workbook.commit()
  } catch (error) {
    // Headers are gone: all that is left is to cut the download short, so the client sees a broken file.
    reply.log.error(error)
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  }
  return reply
}
