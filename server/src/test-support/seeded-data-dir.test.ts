import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { TEMPLATES_KEY } from './data-dir-templates'
import { migratedDataDir, seededDataDir, startSeededServer } from './seeded-data-dir.test-helper'

/** The copies the test files start on hold what a first start leaves, each its own, and a server starts on them. */
const root = mkdtempSync(join(tmpdir(), 'erp-seeded-data-dir-'))

afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every row of every table, in a fixed order. */
async function dump(db: Database): Promise<Record<string, string[]>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  const out: Record<string, string[]> = {}
  for (const { name } of tables) {
    const rows = await db.query(`SELECT * FROM ${name}`)
    out[name] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return out
}

async function dumpOf(dataDir: string) {
  const db = await openDatabase(dataDir)
  try {
    return await dump(db)
  } finally {
    await db.close()
  }
}

describe('the data-dir templates', () => {
  it('are made by the global setup of this run', () => {
    const templates = inject(TEMPLATES_KEY)
    expect(readdirSync(templates.seeded)).toEqual(['pg'])
    expect(readdirSync(templates.migrated)).toEqual(['pg'])
  })

  it('a server on a seeded copy signs admin in and leaves every row as the first start left it', async () => {
    const untouched = await seededDataDir(root, join(root, 'untouched'))
    const dataDir = join(root, 'started')
    const server = await startSeededServer({ port: 0, dataDir, staticDir: null })
    try {
      const login = await fetch(`${server.apiUrl}/sys/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456' }),
      })
      expect(((await login.json()) as { success: boolean }).success).toBe(true)
    } finally {
      await server.close()
    }
    // A key of its own, as on a first start; the template has none to share.
    expect(existsSync(join(dataDir, 'secret.key'))).toBe(true)
    expect(existsSync(join(untouched, 'secret.key'))).toBe(false)
    const seeded = await dumpOf(untouched)
    expect(seeded.sys_user?.length).toBeGreaterThan(5)
    // Sign-ins write their logs and sessions; the seeded rows are the same in both.
    const started = await dumpOf(dataDir)
    const written = /log|^auth_|^sys_user_setting$/
    for (const table of Object.keys(seeded).filter((name) => !written.test(name)))
      expect(started[table], table).toEqual(seeded[table])
  }, 120_000)

  it('gives each test its own copy; a migrated copy has the tables and no rows', async () => {
    const one = await migratedDataDir(root, join(root, 'one'))
    const other = await migratedDataDir(root, join(root, 'other'))
    const db = await openDatabase(one)
    try {
      expect(await db.query('SELECT id FROM sys_user')).toEqual([])
      await db.query('CREATE TABLE copy_marker (x int)')
    } finally {
      await db.close()
    }
    const otherDb = await openDatabase(other)
    try {
      expect(await otherDb.query(`SELECT to_regclass('copy_marker') AS marker`)).toEqual([{ marker: null }])
    } finally {
      await otherDb.close()
    }
  }, 60_000)

  it('refuses a data dir that already holds files', async () => {
    const used = join(root, 'used')
    mkdirSync(used)
    writeFileSync(join(used, 'secret.key'), 'x')
    await expect(seededDataDir(root, used)).rejects.toThrow('is not empty')
  })
})
