import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './db/database'
import { seededDataDir } from './test-support/seeded-data-dir.test-helper'
import { seed, seededTables, seedIds } from './db/seed'
import { seedReset } from './test-reset'

const root = mkdtempSync(join(tmpdir(), 'erp-test-reset-'))
let db: Database
let day = 'day 1'
let reset: () => Promise<void>

/** Every row of the seeded tables, in a fixed order: what a reset must give back exactly. */
async function dump(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {}
  for (const table of seededTables) {
    const rows = await db.query(`SELECT * FROM ${table}`)
    tables[table] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return tables
}

beforeAll(async () => {
  db = await openDatabase(await seededDataDir(root))
  reset = seedReset(db, { tables: seededTables, emptied: ['auth_attempt'], seed, today: () => day })
  await reset()
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the test reset', () => {
  it('puts back exactly the seeded rows after inserts, updates and deletes, foreign keys included', async () => {
    const seeded = await dump()
    await db.query(`INSERT INTO sys_role (id, role_name, role_code) VALUES ('r-extra', '临时', 'extra')`)
    await db.query(`UPDATE sys_user SET realname = '改名' WHERE id = $1`, [seedIds.admin])
    // sys_user_role refers to sys_user: both go, and both must come back.
    await db.query(`DELETE FROM sys_user_role WHERE user_id = $1`, [seedIds.jeecg])
    await db.query(`DELETE FROM sys_user WHERE id = $1`, [seedIds.jeecg])
    await db.query(`TRUNCATE sys_dict_item`)
    await db.query(`INSERT INTO auth_attempt (scope, key) VALUES ('account', 'admin')`)
    expect(await dump()).not.toEqual(seeded)

    await reset()
    expect(await dump()).toEqual(seeded)
    expect(await db.query(`SELECT * FROM auth_attempt`)).toEqual([])
  })

  it("empties what refers to a seeded table, as TRUNCATE … CASCADE did (a user's settings go with the users)", async () => {
    // sys_user_setting is not seeded, but refers to sys_user: a setting saved by one journey must not reach the next.
    await db.query(`INSERT INTO sys_user_setting (user_id, ui_preferences) VALUES ($1, '{"weak": true}')`, [
      seedIds.admin,
    ])
    await reset()
    expect(await db.query(`SELECT user_id FROM sys_user_setting`)).toEqual([])
  })

  it('puts back only the tables written since the last reset', async () => {
    await db.query(`UPDATE sys_role SET description = 'x'`)
    const written = await db.query<{ name: string }>(`SELECT name FROM test_snapshot.written ORDER BY name`)
    expect(written.map((row) => row.name)).toEqual(['sys_role'])
    // A row planted in the copy of an untouched table stays out; one in the copy of a written table comes back.
    await db.query(`INSERT INTO test_snapshot.sys_position (id, code, name) VALUES ('p-planted', 'p', 'p')`)
    await db.query(
      `INSERT INTO test_snapshot.sys_role (id, role_name, role_code, create_time) VALUES ('r-planted', 'p', 'p', now())`,
    )
    await reset()
    expect(await db.query(`SELECT id FROM sys_position WHERE id = 'p-planted'`)).toEqual([])
    expect(await db.query(`SELECT id FROM sys_role WHERE id = 'r-planted'`)).toEqual([{ id: 'r-planted' }])
  })

  it('seeds afresh on a new day (the seed writes dates relative to today) and copies again', async () => {
    await db.query(`UPDATE sys_role SET description = 'y'`)
    day = 'day 2'
    await reset()
    // The planted row of the old copy is gone: the rows came from the seed, not from the copy.
    expect(await db.query(`SELECT id FROM sys_role WHERE id = 'r-planted'`)).toEqual([])
    expect(await db.query(`SELECT id FROM test_snapshot.sys_role WHERE id = 'r-planted'`)).toEqual([])
    expect(await db.query(`SELECT count(*)::int AS n FROM test_snapshot.written`)).toEqual([{ n: 0 }])
  })
})
