/**
 * How long the business modules' demo data takes to write, and the test reset that writes it again
 * (server/src/test-hooks.ts: every e2e test and every Pact provider state). Opens a fresh embedded database,
 * seeds it, then times five resets and each module's seed five times; prints medians.
 *
 *   npx tsx bench/module-seeds.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '@erp/server/db/database'
import { migrate } from '@erp/server/db/migrate'
import { seed, seededTables } from '@erp/server/db/seed'
import { moduleSeeds } from '@erp/server/modules/modules'

const RUNS = 5
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const root = mkdtempSync(join(tmpdir(), 'erp-bench-seed-'))
const db = await openDatabase(join(root, 'data'))
await migrate(db)
await db.transaction((tx) => seed(tx))

const resets: number[] = []
for (let run = 0; run < RUNS; run++) {
  const started = performance.now()
  await db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${seededTables.join(', ')} CASCADE`)
    await seed(tx)
  })
  resets.push(performance.now() - started)
}
console.log(`test reset (truncate and seed everything): median ${median(resets).toFixed(0)} ms of ${RUNS}`)

for (const { name, tables, seed: seedModule } of moduleSeeds) {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await db.query(`TRUNCATE ${tables.join(', ')} CASCADE`)
    const started = performance.now()
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica')
      await seedModule(tx)
    })
    times.push(performance.now() - started)
  }
  // A module truncated with CASCADE may have emptied the ones after it: put everything back.
  await db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${seededTables.join(', ')} CASCADE`)
    await seed(tx)
  })
  console.log(`seed ${name.padEnd(13)} median ${median(times).toFixed(0).padStart(4)} ms`)
}
await db.close()
rmSync(root, { recursive: true, force: true })
