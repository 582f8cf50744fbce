import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoGatewayRoutes, demoPositions, demoTenants } from '../modules/system/crud/seed'
import { seedDicts } from '../modules/system/dict/seed'
import { seedMenus } from '../modules/system/permission/seed'
import { seedJobs } from '../modules/system/quartz/seed'
import { openDatabase, type Database } from './database'
import { migrate } from './migrate'
import { seed, seededTables } from './seed'

/**
 * The seed composed of the system areas' seeds (modules/system/<area>/seed.ts) and the modules': each area's rows
 * arrive, and every table the seed fills is one the test reset empties.
 */
const root = mkdtempSync(join(tmpdir(), 'erp-seed-'))
let db: Database
/** Rows per table after the migrations, before the seed (a few migrations insert rows of their own). */
let migrated: Map<string, number>

beforeAll(async () => {
  db = await openDatabase(join(root, 'data'))
  await migrate(db)
  migrated = await rowCounts()
  await db.transaction((tx) => seed(tx))
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

const tablesOf = async () =>
  (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
  ).map((row) => row.name)

const rowCounts = async () => {
  const counts = new Map<string, number>()
  for (const table of await tablesOf()) counts.set(table, (await count(table)) ?? 0)
  return counts
}

const count = async (table: string, where = 'true') =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0]?.n

describe('the seed', () => {
  it('fills every system area', async () => {
    const expected: Array<[string, number, string?]> = [
      ['sys_depart', 5],
      ['sys_user', 9],
      ['sys_user_depart', 10],
      ['sys_permission', seedMenus().length],
      ['sys_role', 4, `role_code IN ('admin', 'hr_manager', 'qc_inspector', 'canteen_clerk')`],
      ['sys_user_role', 4, `role_id IN (SELECT id FROM sys_role WHERE role_code <> 'repairer')`],
      [
        'sys_role_permission',
        seedMenus().length,
        `role_id = (SELECT id FROM sys_role WHERE role_code = 'admin')`,
      ],
      ['sys_depart_role', 3],
      ['sys_depart_role_user', 2],
      ['sys_permission_data_rule', 3],
      ['sys_dict', seedDicts.length],
      ['sys_dict_item', 1, `item_text = 'PostgreSQL'`],
      ['sys_announcement', 4],
      ['sys_check_rule', 2],
      [
        'sys_fill_rule',
        4,
        `rule_code IN ('org_num_role', 'category_code_rule', 'shop_order_num', 'qc_report_no')`,
      ],
      ['sys_category', 5],
      ['sys_data_source', 1],
      ['sys_data_log', 2],
      ['onl_cgreport_head', 1],
      ['onl_cgreport_item', 6],
      ['template_service', 46],
      ['sys_quartz_job', seedJobs.length],
      ['sys_position', demoPositions.length],
      ['sys_tenant', demoTenants.length],
      ['sys_gateway_route', demoGatewayRoutes.length],
    ]
    const found = await Promise.all(expected.map(([table, , where]) => count(table, where)))
    expect(Object.fromEntries(expected.map(([table], i) => [table, found[i]]))).toEqual(
      Object.fromEntries(expected.map(([table, n]) => [table, n])),
    )
    // The HR manager's grant of 员工档案 is narrowed by a data rule, which needs the roles seeded first.
    expect(await count('sys_role_permission', `data_rule_ids IS NOT NULL`)).toBe(1)
  })

  it('lists every table it fills among the tables the test reset empties, each once', async () => {
    const tables = await tablesOf()
    expect(new Set(seededTables).size).toBe(seededTables.length)
    expect(seededTables.filter((table) => !tables.includes(table))).toEqual([])
    const seeded = await rowCounts()
    const filled = tables.filter((table) => seeded.get(table) !== migrated.get(table))
    expect(filled.length).toBeGreaterThan(40)
    expect(filled.filter((table) => !seededTables.includes(table))).toEqual([])
  })
})
