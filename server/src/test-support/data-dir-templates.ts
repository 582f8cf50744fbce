/**
 * The data directories the server's unit tests copy instead of making their own (test-only code). A first start
 * (initdb, every migration, the seed) takes ~6.5 s of PGlite work; copying its result and starting on the copy
 * ~2.5 s. The templates are made once per test run with the code of that run (test-support/global-setup.ts), never
 * kept from an earlier run, since migrations and seeds change.
 */
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrate'
import { startServer } from '../start'

export interface DataDirTemplates {
  /** An embedded database with every migration applied and no rows: what `openDatabase` + `migrate` leave. */
  migrated: string
  /** What a first `startServer` on an empty directory leaves (migrated and seeded), without its secret.key. */
  seeded: string
}

/** The key under which the global setup hands the templates to the test files (vitest provide/inject). */
export const TEMPLATES_KEY = 'erpDataDirTemplates'

declare module 'vitest' {
  export interface ProvidedContext {
    [TEMPLATES_KEY]: DataDirTemplates
  }
}

/**
 * Makes both templates under `root` (an empty directory) with the current code. The seeded one is a real first
 * start, closed at once (the scheduler's seeded jobs are all stopped, so nothing runs meanwhile); its secret.key is
 * removed, so every server started on a copy makes a key of its own, as a first start does.
 */
export async function buildDataDirTemplates(root: string): Promise<DataDirTemplates> {
  const migrated = join(root, 'migrated')
  const db = await openDatabase(migrated)
  try {
    await migrate(db)
  } finally {
    await db.close()
  }
  // migrate() on the copy finds nothing to do; the start seeds the empty tables as on any first start.
  const seeded = join(root, 'seeded')
  cpSync(migrated, seeded, { recursive: true })
  await (await startServer({ port: 0, dataDir: seeded, staticDir: null })).close()
  rmSync(join(seeded, 'secret.key'), { force: true })
  return { migrated, seeded }
}
