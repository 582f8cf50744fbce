import { PGlite } from '@electric-sql/pglite'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The one database interface of the server: plain SQL with positional parameters. PGlite implements
 * it in-process; a `pg` Pool can implement the same three methods for a real PostgreSQL server.
 */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
}

export interface Database extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * A server shared by several instances (PostgreSQL) only: runs `work` holding a session-level advisory lock,
   * so one instance at a time migrates and seeds. Absent (embedded PGlite, one process): nothing to exclude.
   */
  exclusive?<T>(key: number, work: () => Promise<T>): Promise<T>
  /**
   * A server shared by several instances only: calls `onMessage` with the payload of every NOTIFY on `channel`
   * (from any instance, this one included) until the answered stop is called. Reconnects when the session drops.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>
}

/** A Database view of an open transaction: handlers written for a Database run inside it (nested = inline). */
export const withinTransaction = (db: Database, tx: Queryable): Database => ({
  query: (sql, params) => tx.query(sql, params),
  exec: async (sql) => void (await tx.query(sql)),
  transaction: (work) => work(tx),
  close: () => db.close(),
})

/** Opens (creating on first use) the embedded PostgreSQL in `<dataDir>/pg`. */
export async function openDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(join(dataDir, 'pg'))
  return {
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      return (await pg.query<Row>(sql, params)).rows
    },
    async exec(sql) {
      await pg.exec(sql)
    },
    transaction(work) {
      return pg.transaction((tx) =>
        work({
          async query<Row extends object>(sql: string, params: unknown[] = []) {
            return (await tx.query<Row>(sql, params)).rows
          },
        }),
      )
    },
    close: () => pg.close(),
  }
}
