import { operationIdOf, type ResourceDef } from '@erp/openapi/resources'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resourceHandlers } from '../modules/system/crud/routes'
import { migratedDataDir } from '../test-support/seeded-data-dir.test-helper'
import { openDatabase, type Database, type Queryable } from './database'
import { GROWING_TABLES, growingResources, staffFilters, type StaffFilter } from './growing-lists'

/**
 * Every list of a table that grows without end is served by an index (issue 36): each list operation of
 * growing-lists.ts's tables is run through the server's own list handler (modules/system/crud) with no filter,
 * with the request's tenant, and with each filter staff use; every query it sends is EXPLAINed with sequential
 * scans priced out (`enable_seqscan = off`, so the plan shows whether an index path exists, whatever the rows).
 * A query fails when it still scans a growing table sequentially, when the first page sorts the table instead of
 * reading it in order from an index, or when a filter's count does not find its rows through an index on the
 * filtered column. A new list of a growing table, or a new filter, is covered without a change here.
 */

const root = mkdtempSync(join(tmpdir(), 'erp-list-plans-'))
let db: Database

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  await db.exec('SET enable_seqscan = off')
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

interface Sent {
  sql: string
  params: unknown[]
}

/** The queries the resource's list handler sends for `query`, recorded (and answered by the real database). */
async function listQueries(
  resource: ResourceDef,
  query: Record<string, string>,
  tenantId = '0',
): Promise<Sent[]> {
  const sent: Sent[] = []
  const recorder: Queryable = {
    query: async <Row extends object>(sql: string, params: unknown[] = []) => {
      sent.push({ sql, params })
      return db.query<Row>(sql, params)
    },
  }
  const list = resourceHandlers(resource)[operationIdOf(resource, 'List')]
  if (!list) throw new Error(`${resource.key} has no list handler`)
  type Context = Parameters<typeof list>[1]
  const context = { db: recorder, tenantId, user: null } as unknown as Context
  const answer = await list({ query: { pageNo: '1', pageSize: '10', ...query } }, context)
  expect(answer.success, JSON.stringify(answer)).toBe(true)
  // The count's own EXPLAIN (db/page.ts countRows) is checked as the query it estimates.
  return sent
    .map((one) => ({ ...one, sql: one.sql.replace(/^EXPLAIN \(FORMAT JSON\) /, '') }))
    .filter((one) => new RegExp(`\\bFROM "?${resource.table}"?\\b`).test(one.sql))
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Cond'?: string
  'Recheck Cond'?: string
  Plans?: PlanNode[]
}

async function planOf({ sql, params }: Sent): Promise<PlanNode> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params)
  const answer = row?.['QUERY PLAN']
  const parsed = (typeof answer === 'string' ? JSON.parse(answer) : answer) as { Plan: PlanNode }[]
  const plan = parsed[0]?.Plan
  if (!plan) throw new Error(`no plan for ${sql}`)
  return plan
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)]

const growing = new Set<string>(GROWING_TABLES)

/** What is wrong with the plans of a list's queries; empty when every one is served by an index. */
async function problems(resource: ResourceDef, sent: Sent[], filter: StaffFilter | null): Promise<string[]> {
  const found: string[] = []
  for (const one of sent) {
    const plan = await planOf(one)
    const all = nodes(plan)
    const label = `${resource.key} ${filter ? JSON.stringify(filter.query) : '(no filter)'}: ${one.sql.slice(0, 90)}`
    for (const node of all) {
      if (node['Node Type'] === 'Seq Scan' && growing.has(node['Relation Name'] ?? ''))
        found.push(`${label} — sequential scan of ${node['Relation Name']}`)
    }
    const isPage = /\bORDER BY\b/.test(one.sql)
    if (isPage && !filter && all.some((node) => node['Node Type'] === 'Sort'))
      found.push(`${label} — the first page sorts the table (no index in the list's default order)`)
    if (!isPage && filter) {
      const served = all.some(
        (node) =>
          node['Relation Name'] === resource.table &&
          `${node['Index Cond'] ?? ''} ${node['Recheck Cond'] ?? ''}`.includes(filter.column),
      )
      if (!served) found.push(`${label} — no index on ${filter.column} finds the rows`)
    }
  }
  return found
}

describe('every list of a growing table is served by an index', () => {
  const lists = growingResources()

  it('covers a list of every growing table the contract lists', () => {
    expect(new Set(lists.map((resource) => resource.table))).toEqual(new Set(GROWING_TABLES))
  })

  it.each(lists.map((resource) => [resource.key, resource] as const))(
    '%s: the first page, the tenant and each filter staff use',
    async (_key, resource) => {
      const found: string[] = []
      const unfiltered = await listQueries(resource, {})
      expect(unfiltered.length).toBeGreaterThanOrEqual(2) // the count and the page
      found.push(...(await problems(resource, unfiltered, null)))
      if (resource.fields.tenantId?.readOnly) {
        found.push(...(await problems(resource, await listQueries(resource, {}, '1'), null)))
      }
      for (const filter of staffFilters(resource)) {
        found.push(...(await problems(resource, await listQueries(resource, filter.query), filter)))
      }
      expect(found).toEqual([])
    },
    60_000,
  )
})

describe('the check itself', () => {
  it('finds a filter no index serves', async () => {
    const [resource] = growingResources().filter((one) => one.table === 'att_record')
    if (!resource) throw new Error('att_record is a growing table')
    const note: StaffFilter = { field: 'note', column: 'note', query: { note: 'x' } }
    const found = await problems(resource, await listQueries(resource, note.query), note)
    expect(found.join('\n')).toContain('no index on note finds the rows')
  })

  it('finds a first page with no index in its order', async () => {
    await db.exec('DROP INDEX att_record_list')
    try {
      const [resource] = growingResources().filter((one) => one.table === 'att_record')
      if (!resource) throw new Error('att_record is a growing table')
      const found = await problems(resource, await listQueries(resource, {}), null)
      expect(found.join('\n')).toMatch(/sorts the table|sequential scan/)
    } finally {
      await db.exec('CREATE INDEX att_record_list ON att_record (clock_time DESC, id)')
    }
  })
})
