import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/**
 * A throw-away PostgreSQL cluster for tests, from Debian's postgresql binaries (as the postgres user when run as
 * root). `postgresBin()` is null when they are missing (apt-get install postgresql).
 */

export function postgresBin(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const version = readdirSync(debian).sort().at(-1)
    if (version && existsSync(join(debian, version, 'bin', 'pg_ctl'))) return join(debian, version, 'bin')
  }
  return which.status === 0 && which.stdout.trim() ? join(which.stdout.trim(), '..') : null
}

const asRoot = userInfo().uid === 0

/** Why a private cluster cannot run here, or null when it can. */
export function postgresMissing(): string | null {
  const bin = postgresBin()
  if (!bin) return 'no initdb found (apt-get install postgresql)'
  if (asRoot && spawnSync('id', ['postgres']).status !== 0)
    return 'running as root and there is no postgres user'
  return null
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface PrivatePostgres {
  /** postgres://erp@127.0.0.1:<port>/postgres */
  url: string
  root: string
  stop(): Promise<void>
}

/** initdb in a new temporary folder, then pg_ctl start on a free port; stop() removes it all. */
export async function startPrivatePostgres(settings: string[] = []): Promise<PrivatePostgres> {
  const bin = postgresBin()
  if (!bin) throw new Error('no PostgreSQL binaries (apt-get install postgresql)')
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' })
  const root = mkdtempSync(join(tmpdir(), 'erp-pg-'))
  const cluster = join(root, 'cluster')
  if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0)
  run('initdb', ['-D', cluster, '-U', 'erp', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  const port = await freePort()
  const options = [`-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', ...settings]
  run('pg_ctl', ['-D', cluster, '-o', options.join(' '), '-l', join(root, 'postgres.log'), '-w', 'start'])
  return {
    url: `postgres://erp@127.0.0.1:${port}/postgres`,
    root,
    async stop() {
      try {
        run('pg_ctl', ['-D', cluster, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    },
  }
}
