import type { Database } from './db/database'

/** Where the fast reset keeps its copy of the seeded rows and the names of the tables written since. */
const SCHEMA = 'test_snapshot'

export interface SeedResetOptions {
  /** The tables the seed fills (seededTables): emptied and filled again. */
  tables: readonly string[]
  /** Tables the seed leaves empty that must be empty after a reset. */
  emptied: readonly string[]
  /** Fills the tables after they were emptied (the seed). */
  seed: (db: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<void>
  /** The day a snapshot belongs to; the seed writes dates relative to today. Default: the local date. */
  today?: () => string
}

/**
 * The test-only reset to the seed (e2e journeys and Pact provider states ask for it hundreds of times a run).
 * Emptying every seeded table and running the seed again costs ~0.8 s; a journey or an interaction writes a handful
 * of tables. So the first reset seeds and copies the seeded rows into their own schema, and puts a statement trigger
 * on each seeded table that notes its name when anything writes to it; every later reset puts back only the noted
 * tables from the copy (≈ 20 ms). The copy is taken again on a new day, since the seed writes dates relative to
 * today, and when the copy cannot be made or put back (e.g. a PostgreSQL role that may not set
 * session_replication_role) every reset seeds afresh, as before.
 */
export function seedReset(db: Database, options: SeedResetOptions): () => Promise<void> {
  const today = options.today ?? (() => new Date().toDateString())
  /**
   * The seeded tables and every table that refers to one of them by a foreign key (transitively): TRUNCATE … CASCADE
   * empties those too (a user's settings go with the users), so they are copied and put back like the seeded ones.
   */
  let tracked: readonly string[] = options.tables
  let known = new Set(tracked)
  let snapshotDay: string | null = null
  let fast = true

  const reseed = () =>
    db.transaction(async (tx) => {
      await tx.query(`TRUNCATE ${[...options.tables, ...options.emptied].join(', ')} CASCADE`)
      await options.seed(tx)
    })

  const takeSnapshot = () =>
    db.transaction(async (tx) => {
      // Dropping the schema drops the function, and with it the triggers of an earlier copy.
      await tx.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
      await tx.query(`CREATE SCHEMA ${SCHEMA}`)
      const referring = await tx.query<{ name: string }>(
        `WITH RECURSIVE referring(oid) AS (
           SELECT to_regclass(name)::oid FROM unnest($1::text[]) AS name
           UNION
           SELECT c.conrelid FROM pg_constraint c JOIN referring r ON c.confrelid = r.oid WHERE c.contype = 'f'
         )
         SELECT relname AS name FROM referring JOIN pg_class ON pg_class.oid = referring.oid ORDER BY relname`,
        [options.tables],
      )
      tracked = [...new Set([...options.tables, ...referring.map((row) => row.name)])]
      known = new Set(tracked)
      await tx.query(`CREATE TABLE ${SCHEMA}.written (name text PRIMARY KEY)`)
      await tx.query(
        `CREATE FUNCTION ${SCHEMA}.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO ${SCHEMA}.written (name) VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
           RETURN NULL;
         END $$`,
      )
      for (const table of tracked) {
        await tx.query(`CREATE TABLE ${SCHEMA}.${table} AS TABLE ${table}`)
        await tx.query(
          `CREATE TRIGGER ${SCHEMA}_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION ${SCHEMA}.note_write()`,
        )
      }
    })

  const restore = () =>
    db.transaction(async (tx) => {
      const written = await tx.query<{ name: string }>(`DELETE FROM ${SCHEMA}.written RETURNING name`)
      // Neither foreign keys nor the triggers act while the rows go back: each table gets exactly its seeded rows.
      await tx.query(`SET LOCAL session_replication_role = replica`)
      for (const { name } of written) {
        if (!known.has(name)) continue
        await tx.query(`DELETE FROM ${name}`)
        await tx.query(`INSERT INTO ${name} SELECT * FROM ${SCHEMA}.${name}`)
      }
      for (const table of options.emptied) await tx.query(`DELETE FROM ${table}`)
    })

  return async () => {
    const day = today()
    if (fast && snapshotDay === day) {
      try {
        await restore()
        return
      } catch (error) {
        console.warn(`test reset: putting back the copy failed, seeding afresh from now on: ${String(error)}`)
        fast = false
      }
    }
    await reseed()
    if (!fast) return
    try {
      await takeSnapshot()
      snapshotDay = day
    } catch (error) {
      console.warn(
        `test reset: the copy of the seed could not be made, seeding afresh from now on: ${String(error)}`,
      )
      fast = false
    }
  }
}
