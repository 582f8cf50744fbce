/**
 * contracts/fixtures/*.sql are what server/'s provider states insert (fixtures/fixture-sql.ts records them), and a
 * freshly seeded database loads them without an error: the plain SQL a back end that is not server/ loads.
 */
import { openDatabase } from '@erp/server/db/database'
import { migrate } from '@erp/server/db/migrate'
import { seed } from '@erp/server/db/seed'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureFiles, inline } from '../fixtures/fixture-sql'

const dir = new URL('../fixtures/', import.meta.url)
const committed = (name: string) => readFileSync(new URL(name, dir), 'utf8')

describe('contracts/fixtures', () => {
  it('every .sql file is the one server/ generates now (else: npm run fixtures -w @erp/contracts)', async () => {
    const files = await fixtureFiles()
    const onDisk = readdirSync(dir).filter((name) => name.endsWith('.sql'))
    expect(onDisk.sort()).toEqual(Object.keys(files).sort())
    for (const [name, text] of Object.entries(files)) expect(committed(name), name).toBe(text)
  })

  it('renders parameters as SQL literals, quotes doubled and arrays spelt out', () => {
    expect(inline('SELECT $1, $2, $3, $10', ["it's", 7, ['a', 'b'], null, 0, 0, 0, 0, 0, true])).toBe(
      "SELECT 'it''s', 7, ARRAY['a', 'b'], TRUE",
    )
    expect(() => inline('SELECT $2', ['only one'])).toThrow(/\$2 without a parameter/)
  })

  it('the files load into a freshly seeded database, in the order PROVIDER-STATES.md gives', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'erp-fixtures-'))
    const db = await openDatabase(dataDir)
    try {
      await migrate(db)
      await seed(db)
      await db.exec(committed('system.sql'))
      await db.exec(committed('modules.sql'))
      await db.exec(committed('unread-announcement.sql'))
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sys_role WHERE id = 'pac7000000000000000000000000f001'`,
      )
      expect(row?.n).toBe(1)
    } finally {
      await db.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
