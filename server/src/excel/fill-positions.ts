/**
 * `tsx server/src/excel/fill-positions.ts <dataDir> <rows>`: migrates the database of `dataDir` and adds `rows`
 * positions (`bench-<i>`) with one INSERT … generate_series. Used by bench/export-memory.ts, which treats the
 * server as a black box and so cannot open its database itself; run it while no server uses `dataDir`.
 */
import { resolve } from 'node:path'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrate'

const [dataDir, count = '100000'] = process.argv.slice(2)
const rows = Number(count)
if (!dataDir || !Number.isInteger(rows) || rows < 1) {
  console.error('usage: fill-positions.ts <dataDir> <rows>')
  process.exit(2)
}

const db = await openDatabase(resolve(dataDir))
await migrate(db)
await db.query(
  `INSERT INTO sys_position (id, code, name, post_rank, company_id, create_by, create_time)
   SELECT md5('bench' || i), 'bench-' || i, '基准职务' || i, ((i % 5) + 1)::text,
          CASE WHEN i % 3 = 0 THEN NULL ELSE 'company-' || (i % 17) END, 'admin',
          timestamp '2026-01-01' + (i % 5000) * interval '1 minute'
   FROM generate_series(1, $1::int) AS i`,
  [rows],
)
await db.close()
console.log(`filled sys_position with ${rows} rows`)
