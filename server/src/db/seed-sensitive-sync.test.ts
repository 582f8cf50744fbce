import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../start'
import { openDatabase } from './database'

/**
 * The view-sensitive data permissions (`<entity>:sensitive`, type 2) a fresh seed grants, and what
 * the start of this release does on a database an older release seeded without them.
 */
const root = mkdtempSync(join(tmpdir(), 'erp-sensitive-sync-'))
const dataDir = join(root, 'data')
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase(dataDir)
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

/** The role codes granted the permission `perms`, and its type. */
const holders = (perms: string) =>
  withDatabase(async (db) => {
    const rows = await db.query<{ role_code: string | null; perms_type: string }>(
      `SELECT r.role_code, p.perms_type FROM sys_permission p
         LEFT JOIN sys_role_permission rp ON rp.permission_id = p.id
         LEFT JOIN sys_role r ON r.id = rp.role_id
        WHERE p.perms = $1 ORDER BY r.role_code`,
      [perms],
    )
    return {
      roles: rows.flatMap((row) => (row.role_code ? [row.role_code] : [])),
      types: rows.map((row) => row.perms_type),
    }
  })

describe('view-sensitive permissions of the seed', () => {
  it('are data permissions granted to admin and to the roles that need them', async () => {
    const server = await startServer({ port: 0, dataDir, staticDir: null })
    await server.close()
    expect(await holders('hr:person:sensitive')).toEqual({
      roles: ['admin', 'hr_manager'],
      types: ['2', '2'],
    })
    expect((await holders('rec:candidate:sensitive')).roles).toEqual(['admin', 'hr_manager'])
    expect((await holders('user:sensitive')).roles).toEqual(['admin'])
  }, 120_000)

  it('on a database seeded without them, go to every role holding their page', async () => {
    // An older release: no hr:person:sensitive, and the canteen clerk was also granted 员工档案.
    await withDatabase(async (db) => {
      await db.query(
        `DELETE FROM sys_seed_menu WHERE permission_id IN (SELECT id FROM sys_permission WHERE perms = 'hr:person:sensitive')`,
      )
      await db.query(`DELETE FROM sys_permission WHERE perms = 'hr:person:sensitive'`)
      await db.query(
        `INSERT INTO sys_role_permission (id, role_id, permission_id)
         SELECT 'old-canteen-person', r.id, p.id FROM sys_role r, sys_permission p
          WHERE r.role_code = 'canteen_clerk' AND p.url = '/hr/person'`,
      )
    })
    expect(await holders('hr:person:sensitive')).toEqual({ roles: [], types: [] })
    const server = await startServer({ port: 0, dataDir, staticDir: null })
    await server.close()
    expect((await holders('hr:person:sensitive')).roles).toEqual(['admin', 'canteen_clerk', 'hr_manager'])
    // Roles without the page (the QC inspector) get nothing.
    expect((await holders('hr:person:sensitive')).roles).not.toContain('qc_inspector')
  }, 120_000)
})
