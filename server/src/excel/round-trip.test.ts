import { resources, type FieldDef, type ResourceDef } from '@erp/openapi/resources'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSpec } from '../openapi/spec'
import { resourceTable, type ExcelTable } from './excel-table'
import { startExcelClient, type Cell, type ExcelClient } from './excel-test-client.test-helper'
import { REFERENCES, type Reference } from './references'
import { userTable } from './user-table'

/**
 * Export → import round-trips: for every list of the spec with both `exportXls` and `importExcel`,
 * rows of the demo data are exported, deleted, and imported from the exported file; the list then exports the
 * same rows as before (ids, audit columns and what the server computes on add left aside).
 */

const spec = loadSpec()
const all = resources as readonly ResourceDef[]
const resourceOf = (prefix: string) => all.find((candidate) => candidate.path === prefix)
const tableOf = (prefix: string): ExcelTable => {
  if (prefix === '/sys/user') return userTable
  const resource = resourceOf(prefix)
  if (!resource) throw new Error(`${prefix}: exportXls and importExcel of no known resource`)
  return resourceTable(resource)
}
/** The list path of a referenced table. */
const listOfTable = (table: string) =>
  table === 'sys_user' ? '/sys/user' : all.find((resource) => resource.table === table)?.path

/** Tables a resource's rows refer to (other than its own). */
const referencedTables = (prefix: string) =>
  tableOf(prefix)
    .columns.flatMap((column) => (column.reference ? [column.reference.table] : []))
    .filter((table) => table !== tableOf(prefix).table.replaceAll('"', ''))

/**
 * Re-imported rows get new ids, so a resource is round-tripped before the resources it refers to (a schedule
 * before its person): the rows that refer to deleted ones are no longer needed by then.
 */
function referencesFirst(prefixes: string[]): string[] {
  const ordered: string[] = []
  const visit = (prefix: string, path: Set<string>) => {
    if (ordered.includes(prefix) || path.has(prefix)) return
    path.add(prefix)
    for (const other of prefixes)
      if (referencedTables(other).includes(tableOf(prefix).table.replaceAll('"', ''))) visit(other, path)
    ordered.push(prefix)
  }
  for (const prefix of prefixes) visit(prefix, new Set())
  return ordered
}

/**
 * Lists with both operations that cannot come back equal, with the reason and where their import is tested.
 * Departments: the import generates each row's org code under its parent (as the add does), so re-imported
 * departments get new codes, and deleting the seed's departments would take every user's membership with them;
 * upstream/client-routes.test.ts imports departments and reads them back.
 */
const NOT_ROUND_TRIPPED = new Set(['/sys/sysDepart'])

const prefixes = referencesFirst(
  spec.operations
    .filter((op) => op.path.endsWith('/exportXls'))
    .map((op) => op.path.slice(0, -'/exportXls'.length))
    .filter((prefix) => !NOT_ROUND_TRIPPED.has(prefix))
    .filter((prefix) => spec.operations.some((op) => op.path === `${prefix}/importExcel`)),
)

/** The field that finds the rows again where the first unique or required field does not. */
const FILTER: Record<string, string> = {
  // Numbered by the add operation (rep/order-no.ts): an imported order is a new order with a new number.
  '/rep/order': 'reporterPhone',
  '/exp/shipment': 'waybillNo',
}

/**
 * Columns an add operation sets itself whatever the file says (import-checks.ts `add` resources): they are
 * compared only as far as the add keeps them.
 */
const COMPUTED_ON_ADD: Record<string, readonly string[]> = {
  // The add numbers the order and starts it as submitted (rep/routes.ts); the workflow moves set the rest.
  '/rep/order': ['orderNo', 'status'],
  // A new shipment is created; its status comes from the carrier's tracking afterwards (exp/routes.ts).
  '/exp/shipment': ['status'],
}

let counter = 0

/** A value of a field the add operation accepts: its example (made unique when it must be), or one of its type. */
async function sampleValue(name: string, field: FieldDef, unique: boolean, reference?: Reference) {
  if (reference) {
    const path = listOfTable(reference.table)
    const rows = path
      ? (await client.call<{ records: Row[] }>('GET', `${path}/list?pageSize=1000`)).result.records
      : []
    // From the last rows on: demo data tends to hang its own rows (cards, schedules) on the first ones.
    const row = rows.at(-1 - (counter % Math.max(1, rows.length)))
    return row ? row[reference.stored === 'code' ? 'code' : 'id'] : undefined
  }
  if (field.type === 'integer') return typeof field.example === 'number' ? field.example : 1
  if (field.type === 'number') return typeof field.example === 'number' ? field.example : 1.5
  if (field.type === 'datetime') return field.example ?? '2025-11-03 08:00:00'
  if (field.type === 'date') return field.example ?? '2025-11-03'
  const example = String(field.example ?? name)
  return unique ? `${example}${9000 + counter}`.slice(0, field.maxLength ?? 100) : example
}

/** Adds rows through the add operation (empty demo tables, or tables whose demo rows cannot be deleted). */
async function addSampleRows(prefix: string, count: number): Promise<void> {
  const resource = resourceOf(prefix)
  if (!resource) return
  const unique = new Set(resource.unique ?? [])
  let added = 0
  const refusals: string[] = []
  // A referenced row may not take one more (a person holds one active card): the next attempt takes another.
  for (let attempt = 0; attempt < 20 && added < count; attempt += 1) {
    counter += 1
    const body: Row = resource.idType === 'integer' ? { id: 9100 + counter } : {}
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.readOnly || (!field.required && !unique.has(name) && !field.example)) continue
      const value = await sampleValue(
        name,
        field,
        unique.has(name),
        REFERENCES[resource.key as never]?.[name],
      )
      if (value !== undefined) body[name] = value
    }
    const answer = await client.call('POST', `${prefix}/add`, body)
    if (answer.success) added += 1
    else refusals.push(`${JSON.stringify(body)}: ${answer.message}`)
  }
  expect(added, `${prefix}/add refused ${refusals.join('; ')}`).toBe(count)
}

let client: ExcelClient
const ID = /^[0-9a-f]{32}$/

beforeAll(async () => {
  client = await startExcelClient('excel-round-trip')
}, 120_000)

afterAll(async () => {
  await client?.close()
})

type Row = Record<string, unknown>

/** The field a list is filtered by to find the rows again: a unique field, else the first required one. */
function filterOf(prefix: string, table: ExcelTable): string {
  if (FILTER[prefix]) return FILTER[prefix]
  const importable = table.columns.filter((column) => column.column !== null && column.name !== 'id')
  const field =
    importable.find((column) => column.unique && column.type === 'string') ??
    importable.find((column) => column.required && column.type === 'string') ??
    importable.find((column) => column.required)
  if (!field) throw new Error(`${table.title}: no field to find rows by`)
  return field.name
}

/** The rows of an export as comparable texts: only the columns import writes, in a stable order. */
function comparable(rows: Cell[][], table: ExcelTable, prefix: string): string[] {
  const header = rows[0] ?? []
  const skip = new Set(COMPUTED_ON_ADD[prefix] ?? [])
  const compared = table.columns
    .filter((column) => (column.column !== null || column.linked) && column.select !== null)
    .filter((column) => !skip.has(column.name))
    .map((column) => header.indexOf(column.title))
    .filter((at) => at >= 0)
  return rows
    .slice(1)
    .map((row) => JSON.stringify(compared.map((at) => row[at] ?? null)))
    .sort()
}

/** Fields ending in Id that hold no row of this database (free text of upstream's entities). */
const NOT_REFERENCES = new Set([
  'position.companyId', // upstream's company id, a free text of the form
  'announcement.busId', // the id of a business row of any kind (busType says which)
  'dataLog.dataId', // the id of a row of the table dataTable names
  'gatewayRoute.routerId', // the route's own name in the gateway
  'canteenTransaction.requestId', // the terminal's idempotency key
])

/** Demo rows that cannot come back through an import, with the reason. */
const ADDABLE: Record<string, () => Promise<(row: Row) => boolean>> = {
  // An offer or a hire needs an interview first (rec/routes.ts), and deleting a candidate deletes its interviews.
  '/rec/candidate': async () => (row) => row.stage !== 'offer' && row.stage !== 'hired',
  // The items of 字典项状态 itself: without them the file's 状态 texts name no value.
  '/sys/dictItem': async () => {
    const dicts = await client.call<{ records: Row[] }>('GET', '/sys/dict/list?dictCode=dict_item_status')
    const own = new Set(dicts.result.records.map((dict) => dict.id))
    return (row) => !own.has(row.dictId)
  },
}

describe('references are declared', () => {
  it('every field holding the id of another row is exported by name (references.ts)', () => {
    const undeclared = all.flatMap((resource) =>
      Object.keys(resource.fields)
        .filter((name) => /Ids?$/.test(name) && name !== 'tenantId')
        .filter((name) => !NOT_REFERENCES.has(`${resource.key}.${name}`))
        .filter((name) => !REFERENCES[resource.key as never]?.[name])
        .map((name) => `${resource.key}.${name}`),
    )
    expect(undeclared).toEqual([])
  })
})

describe('export → delete → import gives the same rows', () => {
  it('covers every resource with both operations', () => {
    expect(prefixes.length).toBeGreaterThan(30)
    expect(prefixes).toContain('/sys/user')
  })

  it.each(prefixes)('%s', async (prefix) => {
    const table = tableOf(prefix)
    const filter = filterOf(prefix, table)
    const own = table.table.replaceAll('"', '')
    const selfReferences = table.columns.filter((column) => column.reference?.table === own)
    /** Rows with a value to find them by that no other row of the list refers to (a category's leaves). */
    const candidatesOf = async () => {
      const list = await client.call<{ records: Row[] }>('GET', `${prefix}/list?pageSize=100`)
      expect(list.success, list.message).toBe(true)
      const addable = (await ADDABLE[prefix]?.()) ?? (() => true)
      const referred = new Set(
        list.result.records.flatMap((record) => selfReferences.map((column) => String(record[column.name]))),
      )
      // A few: their filter values travel in one query parameter (at most 500 characters).
      return list.result.records
        .filter(
          (record) =>
            (typeof record[filter] === 'string' || typeof record[filter] === 'number') &&
            !referred.has(String(record.id)) &&
            addable(record),
        )
        .slice(0, 8)
    }
    let candidates = await candidatesOf()
    if (!candidates.length) {
      await addSampleRows(prefix, 2)
      candidates = await candidatesOf()
    }
    expect(candidates.length, `${prefix} has rows`).toBeGreaterThan(0)

    // Each row's own line of the file, kept when the row could be deleted.
    const lines: Cell[][] = []
    let header: Cell[] = []
    const refusals: string[] = []
    const picked: Row[] = []
    const exportOne = async (record: Row) => {
      const file = await client.download(`${prefix}/exportXls`, { selections: String(record.id) })
      header = file[0] ?? header
      return file.slice(1)
    }
    /** Deletes the row (users: also from the recycle bin); false when the server refuses. */
    const deleteOne = async (record: Row) => {
      const deleted = await client.call('DELETE', `${prefix}/delete?id=${String(record.id)}`)
      if (!deleted.success) {
        refusals.push(deleted.message)
        return false
      }
      if (prefix === '/sys/user') {
        const purged = await client.call('DELETE', `/sys/user/deleteRecycleBin?userIds=${String(record.id)}`)
        expect(purged.success, purged.message).toBe(true)
      }
      return true
    }
    /** Up to three rows that can be deleted, each exported before it goes. */
    const take = async (rows: Row[]) => {
      for (const record of rows) {
        if (picked.length >= 3) return
        const line = await exportOne(record)
        // Exported before any row goes: the filter's rows as they are now.
        if (await deleteOne(record)) {
          picked.push(record)
          lines.push(...line)
        }
      }
    }
    // The list as it was, for the filter values of every candidate (only the picked ones are compared).
    const queryOf = (rows: Row[]) => ({ [filter]: rows.map((record) => String(record[filter])).join(',') })
    let before = await client.download(`${prefix}/exportXls`, queryOf(candidates))
    await take(candidates)
    if (!picked.length) {
      // Demo rows in use (a card with transactions): rows of its own, added like the form does.
      await addSampleRows(prefix, 2)
      const known = new Set(candidates.map((record) => String(record.id)))
      const fresh = (await candidatesOf()).filter((record) => !known.has(String(record.id)))
      before = await client.download(`${prefix}/exportXls`, queryOf(fresh))
      await take(fresh)
      candidates = fresh
    }
    expect(picked.length, `${prefix}: no row could be deleted (${refusals.join('; ')})`).toBeGreaterThan(0)
    const query = queryOf(candidates)

    // What the list shows: names and numbers, never the 32-character ids of referenced rows.
    for (const column of table.columns.filter((candidate) => candidate.reference)) {
      const at = header.indexOf(column.title)
      for (const line of lines) expect(String(line[at] ?? ''), `${prefix} ${column.title}`).not.toMatch(ID)
    }
    const imported = await client.upload(`${prefix}/importExcel`, [header, ...lines])
    expect(imported, JSON.stringify(imported.result)).toMatchObject({ success: true })
    const after = await client.download(`${prefix}/exportXls`, query)
    expect(lines.length).toBe(picked.length)
    expect(comparable(after, table, prefix)).toEqual(comparable(before, table, prefix))
  })
})
