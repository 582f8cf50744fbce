import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededDataDir } from '../test-support/seeded-data-dir.test-helper'
import { openDatabase, type Database } from './database'
import { SCALE_TABLES, scaledCounts, scaleSeed } from './scale-seed'

/** The scale seed at a tiny factor: the counts it promises, the same rows on a second run, valid rows. */
const root = mkdtempSync(join(tmpdir(), 'erp-scale-seed-'))
let db: Database

beforeAll(async () => {
  db = await openDatabase(await seededDataDir(root))
}, 180_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

/** A digest of every row the scale seed made, table by table. */
async function digest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const table of SCALE_TABLES) {
    const [row] = await db.query<{ digest: string }>(
      `SELECT md5(string_agg((to_jsonb(t) - 'create_time' - 'update_time')::text, '|' ORDER BY t.id)) AS digest FROM ${table} t WHERE t.id LIKE 'sc%'`,
    )
    out[table] = row?.digest ?? ''
  }
  return out
}

describe('scale seed', () => {
  it('fills the year scaled down, the same way twice', async () => {
    const n = scaledCounts(0.002)
    const counts = await scaleSeed(db, { scale: 0.002, seed: 7 })
    expect(counts).toMatchObject({
      hr_person: n.people,
      att_record: n.clockRecords,
      cnt_card: n.people,
      cnt_transaction: n.canteenTransactions,
      mtr_meter: n.meters,
      mtr_recharge: n.meterRecharges,
      qc_register: n.qcReports,
      qc_check_report: n.qcReports,
      sys_log: n.logs,
    })
    expect(n).toMatchObject({ people: 10, clockRecords: 4000, canteenTransactions: 800, logs: 200 })
    expect(counts.qc_check_report_defect).toBeGreaterThan(0)
    expect(counts.att_schedule).toBe(n.people * 31)
    const first = await digest()
    // The rows spread over departments and tenants, and every clock record belongs to a person of the seed.
    const [spread] = await db.query<{ orgs: number; tenants: number; orphans: number }>(
      `SELECT count(DISTINCT sys_org_code)::int AS orgs, count(DISTINCT tenant_id)::int AS tenants,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM hr_person p WHERE p.id = r.person_id))::int AS orphans
       FROM att_record r WHERE r.id LIKE 'sc%'`,
    )
    expect(spread?.orgs).toBeGreaterThan(1)
    expect(spread?.tenants).toBeGreaterThan(1)
    expect(spread?.orphans).toBe(0)

    await scaleSeed(db, { scale: 0.002, seed: 7 })
    expect(await digest()).toEqual(first)
    await scaleSeed(db, { scale: 0.002, seed: 8 })
    expect((await digest()).att_record).not.toBe(first.att_record)
  }, 180_000)

  it('refuses a scale of zero', async () => {
    await expect(scaleSeed(db, { scale: 0 })).rejects.toThrow(/scale must be above 0/)
  })
})
