import ExcelJS from 'exceljs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'

/** A server of its own, signed in as admin, and the calls the Excel tests make against it. */

export interface Envelope<T = unknown> {
  success: boolean
  message: string
  code: number
  result: T
}

export type Cell = string | number | Date | null

export interface ExcelClient {
  call<T>(method: string, path: string, json?: unknown): Promise<Envelope<T>>
  /** The first sheet of an export as rows of plain values (row 1 the header). */
  download(path: string, query?: Record<string, string>): Promise<Cell[][]>
  upload<T = string[] | null>(path: string, rows: Cell[][]): Promise<Envelope<T>>
  close(): Promise<void>
}

/** The first sheet of an .xlsx as rows of plain values (row 1 the header). */
export async function rowsOf(bytes: ArrayBuffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  const rows: Cell[][] = []
  sheet.eachRow((row) => {
    const values: Cell[] = []
    for (let at = 1; at <= sheet.columnCount; at += 1) {
      const value = row.getCell(at).value
      values.push(value === undefined || value === null ? null : (value as string | number))
    }
    rows.push(values)
  })
  return rows
}

export async function xlsxOf(rows: Cell[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('导入')
  for (const row of rows) sheet.addRow(row)
  return new Blob([await workbook.xlsx.writeBuffer()])
}

export async function startExcelClient(name: string): Promise<ExcelClient> {
  const root = mkdtempSync(join(tmpdir(), `erp-${name}-`))
  const server: RunningServer = await startSeededServer({
    port: 0,
    dataDir: join(root, 'data'),
    staticDir: null,
  })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  const token = ((await login.json()) as Envelope<{ token: string }>).result.token
  return {
    async call<T>(method: string, path: string, json?: unknown) {
      const response = await fetch(server.apiUrl + path, {
        method,
        headers: {
          'X-Access-Token': token,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      })
      return (await response.json()) as Envelope<T>
    },
    async download(path, query = {}) {
      const search = new URLSearchParams(query).toString()
      const response = await fetch(`${server.apiUrl}${path}${search ? `?${search}` : ''}`, {
        headers: { 'X-Access-Token': token },
      })
      const bytes = await response.arrayBuffer()
      if (!(response.headers.get('content-type') ?? '').includes('spreadsheetml'))
        throw new Error(`${path}: ${new TextDecoder().decode(bytes)}`)
      return rowsOf(bytes)
    },
    async upload<T>(path: string, rows: Cell[][]) {
      const form = new FormData()
      form.append('file', await xlsxOf(rows), 'import.xlsx')
      const response = await fetch(server.apiUrl + path, {
        method: 'POST',
        headers: { 'X-Access-Token': token },
        body: form,
      })
      return (await response.json()) as Envelope<T>
    },
    async close() {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
