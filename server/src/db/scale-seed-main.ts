import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase, type Database } from './database'
import { migrate } from './migrate'
import { openPostgres } from './postgres'
import { scaleSeed } from './scale-seed'
import { seed } from './seed'

/**
 * `npm run seed:scale [-- --scale 0.1 --seed 36]` (README § Performance): a factory's year of data in the
 * database the server would open — PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default
 * `.data`) — migrated and given the demo seed first when it is new.
 */

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, seed: { type: 'string', default: '36' } },
})
const scale = Number(values.scale)
const prngSeed = Number(values.seed)
if (!(scale > 0) || !Number.isInteger(prngSeed)) {
  console.error('usage: npm run seed:scale -- [--scale <factor above 0>] [--seed <integer>]')
  process.exit(2)
}

const url = process.env.DATABASE_URL
const dataDir = resolve(process.env.DATA_DIR ?? '.data')
const db: Database = url ? await openPostgres(url) : await openDatabase(dataDir)
try {
  const started = performance.now()
  await migrate(db)
  const [{ users } = { users: 0 }] = await db.query<{ users: number }>(
    'SELECT count(*)::int AS users FROM sys_user',
  )
  if (users === 0) await db.transaction((tx) => seed(tx))
  console.log(`scale seed ×${scale} (seed ${prngSeed}) into ${url ? 'PostgreSQL' : dataDir}`)
  const counts = await db.transaction((tx) =>
    scaleSeed(tx, { scale, seed: prngSeed, log: (line) => console.log(`  ${line}`) }),
  )
  for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${count}`)
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await db.close()
}
