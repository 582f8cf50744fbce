import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url))

/** Applies the numbered SQL files of ./migrations not yet recorded in schema_migrations, in order. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamp NOT NULL DEFAULT now())',
  )
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  const pending = readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file) && !done.has(file))
    .sort()
  for (const file of pending) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8')
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    })
  }
  return pending
}

/** Splits a migration on `;` at line ends (migrations keep one statement per `;`-terminated block). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean)
}
