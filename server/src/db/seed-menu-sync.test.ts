import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../start'
import { openDatabase } from './database'
import { retiredMenuUrls, seedMenuIdOf } from '../modules/system/permission/seed-menus'

const root = mkdtempSync(join(tmpdir(), 'erp-menu-sync-'))
const dataDir = join(root, 'data')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const POSITION_PAGE = 'system/SysPositionList'

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase(dataDir)
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

const positionMenu = () =>
  withDatabase((db) =>
    db.query<{ id: string; granted: boolean }>(
      `SELECT p.id, EXISTS (SELECT 1 FROM sys_role_permission rp JOIN sys_role r ON r.id = rp.role_id
                             WHERE rp.permission_id = p.id AND r.role_code = 'admin') AS granted
         FROM sys_permission p WHERE p.component = $1`,
      [POSITION_PAGE],
    ),
  )

describe('seed menus on an existing database', () => {
  it('adds a page a later release brings, granted to admin, once; a deleted page stays deleted', async () => {
    let server = await startServer({ port: 0, dataDir, staticDir: null })
    await server.close()
    const [seeded] = await positionMenu()
    expect(seeded?.granted).toBe(true)

    // An older release: the page did not exist and was never offered.
    await withDatabase(async (db) => {
      await db.query('DELETE FROM sys_role_permission WHERE permission_id = $1', [seeded?.id])
      await db.query('DELETE FROM sys_permission WHERE parent_id = $1 OR id = $1', [seeded?.id])
      await db.query('DELETE FROM sys_seed_menu WHERE permission_id = $1', [seeded?.id])
    })
    expect(await positionMenu()).toEqual([])

    server = await startServer({ port: 0, dataDir, staticDir: null })
    await server.close()
    expect(await positionMenu()).toEqual([{ id: seeded?.id, granted: true }])

    // An administrator removes it: the next start does not bring it back.
    await withDatabase((db) => db.query('DELETE FROM sys_permission WHERE id = $1', [seeded?.id]))
    server = await startServer({ port: 0, dataDir, staticDir: null })
    await server.close()
    expect(await positionMenu()).toEqual([])
  }, 120_000)

  it('removes the JVM, Tomcat and Redis pages an older release seeded, and offers Node.js 运行时 instead', async () => {
    const monitorMenus = () =>
      withDatabase((db) =>
        db.query<{ name: string; url: string; granted: boolean }>(
          `SELECT p.name, p.url, EXISTS (SELECT 1 FROM sys_role_permission rp JOIN sys_role r ON r.id = rp.role_id
                                          WHERE rp.permission_id = p.id AND r.role_code = 'admin') AS granted
             FROM sys_permission p JOIN sys_permission top ON top.id = p.parent_id
            WHERE top.url = '/monitor' ORDER BY p.sort_no`,
        ),
      )
    // An older release: its three pages are there, seeded and granted.
    await withDatabase(async (db) => {
      const [top] = await db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE url = '/monitor'`)
      const [admin] = await db.query<{ id: string }>(`SELECT id FROM sys_role WHERE role_code = 'admin'`)
      for (const [index, url] of retiredMenuUrls.entries()) {
        const id = seedMenuIdOf(url)
        await db.query(
          `INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, sort_no)
           VALUES ($1, $2, $3, $4, $5, 1, $6)`,
          [id, top?.id, `old ${index}`, url, `modules/monitor/Old${index}`, 90 + index],
        )
        await db.query('INSERT INTO sys_seed_menu (permission_id) VALUES ($1)', [id])
        await db.query('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)', [
          `retired-grant-${index}`,
          admin?.id,
          id,
        ])
      }
    })
    expect((await monitorMenus()).map((menu) => menu.url)).toEqual(
      expect.arrayContaining([...retiredMenuUrls]),
    )

    const server = await startServer({ port: 0, dataDir, staticDir: null })
    await server.close()
    const after = await monitorMenus()
    for (const url of retiredMenuUrls) expect(after.some((menu) => menu.url === url)).toBe(false)
    expect(after.find((menu) => menu.url === '/monitor/NodeInfo')).toMatchObject({
      name: 'Node.js 运行时',
      granted: true,
    })
  }, 120_000)
})
