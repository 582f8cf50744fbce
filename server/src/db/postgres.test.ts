import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../start'

/**
 * DATABASE_URL: the same server on a real PostgreSQL. The test starts a throw-away cluster with Debian's
 * postgresql binaries (as the postgres user when run as root); without them it says why and runs nothing.
 */

function postgresBin(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..')
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return null
  const version = readdirSync(debian).sort().at(-1)
  return version && existsSync(join(debian, version, 'bin', 'initdb')) ? join(debian, version, 'bin') : null
}

const bin = postgresBin()
const asRoot = userInfo().uid === 0
const canRun = bin !== null && (!asRoot || spawnSync('id', ['postgres']).status === 0)
if (!canRun) {
  console.log(
    `postgres.test: skipped — ${bin ? 'running as root and there is no postgres user' : 'no initdb found (apt-get install postgresql)'}`,
  )
}

const root = mkdtempSync(join(tmpdir(), 'erp-pg-'))
const cluster = join(root, 'cluster')
let port = 0
let server: RunningServer | null = null

function asPostgres(command: string, args: string[]) {
  const full = join(bin ?? '', command)
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' })
    : execFileSync(full, args, { stdio: 'pipe' })
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const databaseUrl = () => `postgres://erp@127.0.0.1:${port}/postgres`
const start = () =>
  startServer({ port: 0, dataDir: join(root, 'data'), staticDir: null, databaseUrl: databaseUrl() })

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch((server?.apiUrl ?? '') + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { 'X-Access-Token': init.token } : {}),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return (await response.json()) as { success: boolean; code: number; message: string; result: never }
}

describe.runIf(canRun)('on a real PostgreSQL server (DATABASE_URL)', () => {
  beforeAll(async () => {
    if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0)
    asPostgres('initdb', ['-D', cluster, '-U', 'erp', '--auth=trust', '-E', 'UTF8', '--no-locale'])
    port = await freePort()
    asPostgres('pg_ctl', [
      '-D',
      cluster,
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      '-l',
      join(root, 'postgres.log'),
      '-w',
      'start',
    ])
    server = await start()
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    try {
      asPostgres('pg_ctl', ['-D', cluster, '-m', 'fast', '-w', 'stop'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 60_000)

  it('migrates, seeds, signs in and serves the menus', async () => {
    const login = await call('/sys/login', {
      method: 'POST',
      json: { username: 'admin', password: '123456' },
    })
    expect(login.code).toBe(200)
    const token = (login.result as { token: string }).token
    const permissions = await call('/sys/permission/getUserPermissionByToken', { token })
    expect((permissions.result as { menu: unknown[] }).menu.length).toBeGreaterThan(0)
  })

  it('runs the generic CRUD, trees and grants the same way', async () => {
    const token = (
      (await call('/sys/login', { method: 'POST', json: { username: 'admin', password: '123456' } }))
        .result as {
        token: string
      }
    ).token
    expect(
      (await call('/sys/position/add', { method: 'POST', token, json: { code: 'pg-1', name: '职务' } }))
        .success,
    ).toBe(true)
    const page = (await call('/sys/position/list?code=pg-*', { token })).result as {
      total: number
      records: Array<{ createTime: string }>
    }
    expect(page.total).toBe(1)
    expect(page.records[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const tree = (await call('/sys/sysDepart/queryTreeList', { token })).result as Array<{ orgCode: string }>
    expect(tree[0]?.orgCode).toBe('A01')
    const users = (await call('/sys/user/list?pageSize=100', { token })).result as {
      records: Array<{ orgCodeTxt: string | null }>
    }
    expect(users.records.length).toBeGreaterThanOrEqual(4)
    const report = (
      await call('/online/cgreport/api/getData/87b55a515d3441b6b98e48e5b35474a6?username=admin', { token })
    ).result as { total: number }
    expect(report.total).toBe(1)
  })

  it('keeps data across a restart without seeding twice', async () => {
    await server?.close()
    server = await start()
    const token = (
      (await call('/sys/login', { method: 'POST', json: { username: 'admin', password: '123456' } }))
        .result as {
        token: string
      }
    ).token
    expect(((await call('/sys/position/list?code=pg-*', { token })).result as { total: number }).total).toBe(
      1,
    )
    const roles = (await call('/sys/role/queryall', { token })).result as Array<{ roleCode: string }>
    expect(roles.filter((role) => role.roleCode === 'admin')).toHaveLength(1)
  })
})
