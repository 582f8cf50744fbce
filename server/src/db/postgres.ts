import pg from 'pg'
import type { Database, Queryable } from './database'

/**
 * The same Database interface over a real PostgreSQL server (DATABASE_URL=postgres://…), for deployments
 * that outgrow one process: same schema, same migrations, same SQL. A pool of connections; a transaction
 * holds one connection from BEGIN to COMMIT or ROLLBACK.
 */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server closed (restart, failover) is dropped from the pool, not fatal.
  pool.on('error', (error) => console.error(`postgres: idle connection closed: ${error.message}`))
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('SELECT 1')
  const over = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      return (await client.query<Row>(sql, params)).rows
    },
  })
  const shared = over(pool)
  return {
    query: shared.query,
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(over(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
