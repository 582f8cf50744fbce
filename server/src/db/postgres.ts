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
    async exclusive(key, work) {
      // One session holds the lock: the pool's other connections do the work meanwhile.
      const holder = await pool.connect()
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [key])
        try {
          return await work()
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [key])
        }
      } finally {
        holder.release()
      }
    },
    listen: (channel, onMessage) => listenOn(url, channel, onMessage),
    close: () => pool.end(),
  }
}

/**
 * LISTEN on its own connection (a pooled one would be handed to queries). A dropped connection (server restart,
 * failover) is opened again after a second; notifications sent while it was down are lost, as NOTIFY does not keep them.
 */
async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '')
    })
    const reconnect = () => {
      if (stopped || client !== next) return
      client = null
      void next.end().catch(() => undefined)
      retry = setTimeout(() => void connect().catch(reconnectLater), 1000)
    }
    next.on('error', (error) => {
      console.error(`postgres: listener on ${channel}: ${error.message}`)
      reconnect()
    })
    next.on('end', reconnect)
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    if (stopped) await next.end()
    else client = next
  }
  const reconnectLater = (error: unknown) => {
    console.error(
      `postgres: listener on ${channel}: ${error instanceof Error ? error.message : String(error)}`,
    )
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), 1000)
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const last = client
    client = null
    await last?.end()
  }
}
