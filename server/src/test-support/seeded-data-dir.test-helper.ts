/**
 * Data directories for the server's unit tests, copied from the run's templates (test-support/data-dir-templates.ts)
 * instead of migrated and seeded afresh in every file. For a test that needs seeded (or only migrated) data; a test
 * about the first start itself, the migrations, the seed or the data dir's layout starts on an empty directory.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { startServer, type RunningServer, type StartOptions } from '../start'
import { buildDataDirTemplates, TEMPLATES_KEY, type DataDirTemplates } from './data-dir-templates'

let built: Promise<DataDirTemplates> | undefined

/** Where a process without the global setup keeps its own templates: named by its pid. */
const LAZY_PREFIX = 'erp-test-templates-pid'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The templates the global setup made; run without it (another vitest config), this process makes its own once.
 * Vitest ends its workers without an exit event, so they are removed by the next process that makes its own.
 */
function templates(): Promise<DataDirTemplates> {
  const provided = inject(TEMPLATES_KEY)
  if (provided && existsSync(provided.seeded)) return Promise.resolve(provided)
  built ??= (async () => {
    for (const name of readdirSync(tmpdir())) {
      const pid = name.startsWith(LAZY_PREFIX) ? Number.parseInt(name.slice(LAZY_PREFIX.length), 10) : 0
      if (pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true })
    }
    const root = mkdtempSync(join(tmpdir(), `${LAZY_PREFIX}${process.pid}-`))
    process.once('exit', () => rmSync(root, { recursive: true, force: true }))
    return buildDataDirTemplates(root)
  })()
  return built
}

/** Copies a template to `dataDir` (absent or empty) and returns `dataDir`. */
function copyTo(template: string, dataDir: string): string {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: a copied data dir must not mix with another`)
  cpSync(template, dataDir, { recursive: true })
  return dataDir
}

/**
 * A data dir holding what a first start leaves (migrated and seeded; no secret.key yet, so the server started on
 * it makes its own). `dataDir` must be absent or empty; the default is `<root>/data`.
 */
export async function seededDataDir(root: string, dataDir = join(root, 'data')): Promise<string> {
  return copyTo((await templates()).seeded, dataDir)
}

/** A data dir whose database has every migration applied and no rows (openDatabase + migrate on an empty dir). */
export async function migratedDataDir(root: string, dataDir = join(root, 'data')): Promise<string> {
  return copyTo((await templates()).migrated, dataDir)
}

/**
 * startServer on a copy of the seeded template at `options.dataDir` (absent or empty): the same server as a first
 * start there gives, about 4 s sooner. Embedded PGlite only (no databaseUrl).
 */
export async function startSeededServer(options: StartOptions): Promise<RunningServer> {
  if (options.databaseUrl) throw new Error('startSeededServer copies an embedded database; use startServer')
  await seededDataDir(options.dataDir, options.dataDir)
  return startServer(options)
}
