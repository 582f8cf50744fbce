import pg from 'pg'
import type { ServerContext } from '../../../context'
import { fail, ok } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { crudHandlers } from '../crud/routes'

export const PASSWORD_MASK = '******'
const mask = (password: string | null | undefined) => (password ? PASSWORD_MASK : password)

/** `jdbc:postgresql://host:port/db?…` or `postgres(ql)://…` as a node-postgres connection string. */
export function postgresUrl(dbUrl: string): string | null {
  const url = dbUrl.trim().replace(/^jdbc:/i, '')
  return /^postgres(ql)?:\/\//i.test(url) ? url.replace(/^postgres(ql)?:/i, 'postgresql:') : null
}

/** `host:port` of a PostgreSQL connection string (default port 5432), lower case; null when it is not a URL. */
export function hostOf(connectionString: string): string | null {
  try {
    const url = new URL(connectionString)
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase() || 'localhost'
    return `${host}:${Number(url.port) || 5432}`
  } catch {
    return null
  }
}

export const NOT_A_CONFIGURED_HOST =
  '数据库连接失败：只能测试已配置的数据源所在的地址，或 DATA_SOURCE_HOSTS 允许的地址'

/**
 * Where the connection test may connect: the address of every data source an administrator stored, and the
 * addresses of DATA_SOURCE_HOSTS (comma-separated `host[:port]`, port 5432 when left out). Never an address only
 * the caller names: the test would otherwise let a caller probe any host the server reaches.
 */
async function allowedHosts(db: ServerContext['db']): Promise<Set<string>> {
  const stored = await db.query<{ db_url: string | null }>('SELECT db_url FROM sys_data_source')
  const hosts = new Set<string>()
  for (const { db_url } of stored) {
    const url = db_url ? postgresUrl(db_url) : null
    const host = url ? hostOf(url) : null
    if (host) hosts.add(host)
  }
  for (const entry of (process.env.DATA_SOURCE_HOSTS ?? '').split(',')) {
    const host = entry.trim() ? hostOf(`postgresql://${entry.trim()}`) : null
    if (host) hosts.add(host)
  }
  return hosts
}

/**
 * One connection and `SELECT 1`, 3 s at most. Built from the URL's parts rather than passed as a connection
 * string, which node-postgres would let override the user and password given beside it.
 */
async function tryPostgres(connectionString: string, user: string | null, password: string | null) {
  const url = new URL(connectionString)
  const param = (name: string) => url.searchParams.get(name) ?? ''
  const ssl = param('ssl') === 'true' || /^(require|verify-ca|verify-full)$/.test(param('sslmode'))
  const client = new pg.Client({
    host: url.hostname.replace(/^\[|\]$/g, '') || 'localhost',
    port: Number(url.port) || 5432,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined,
    user: user || decodeURIComponent(url.username) || param('user') || undefined,
    password: password || decodeURIComponent(url.password) || param('password') || undefined,
    ...(ssl ? { ssl: { rejectUnauthorized: false } } : {}),
    connectionTimeoutMillis: 3000,
    query_timeout: 3000,
  })
  // A connection dropped after connect() (server restart) must not crash the process.
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('SELECT 1')
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Data sources: the connection test, and the generic list, read and edit with passwords masked. These override
 * the generic CRUD handlers of the same operations (declared as overrides in ../system.ts).
 */
export const dataSourceHandlers = {
  // Data sources -------------------------------------------------------------------------------
  async dataSourceTestConnection({ body }, { db }) {
    const url = postgresUrl(body.dbUrl)
    if (!url) {
      return fail('数据库连接失败：本服务器只带 PostgreSQL 驱动，不支持该类型的数据库')
    }
    const host = hostOf(url)
    if (!host || !(await allowedHosts(db)).has(host)) return fail(NOT_A_CONFIGURED_HOST)
    let password = body.dbPassword ?? null
    if (password === PASSWORD_MASK) {
      const [stored] = await db.query<{ db_password: string | null }>(
        'SELECT db_password FROM sys_data_source WHERE id = $1 OR code = $2 ORDER BY (id = $1) DESC LIMIT 1',
        [body.id ?? '', body.code ?? ''],
      )
      password = stored?.db_password ?? null
    }
    try {
      await tryPostgres(url, body.dbUsername ?? null, password)
      return ok(null, '数据库连接成功')
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      // Never echo the password, even when a driver quotes it.
      return fail(`数据库连接失败：${password ? reason.replaceAll(password, PASSWORD_MASK) : reason}`)
    }
  },

  /** The generic list, with passwords masked. */
  async dataSourceList(input, context) {
    const answer = await crudHandlers.dataSourceList(input, context)
    for (const record of answer.result?.records ?? []) record.dbPassword = mask(record.dbPassword)
    return answer
  },

  async dataSourceQueryById(input, context) {
    const answer = await crudHandlers.dataSourceQueryById(input, context)
    if (answer.result) answer.result.dbPassword = mask(answer.result.dbPassword)
    return answer
  },

  /** A masked password sent back by an edit form keeps the stored one. */
  async dataSourceEdit(input, context) {
    if (input.body.dbPassword !== PASSWORD_MASK) return crudHandlers.dataSourceEdit(input, context)
    const { dbPassword: _masked, ...body } = input.body
    return crudHandlers.dataSourceEdit({ ...input, body }, context)
  },
} satisfies Pick<
  Handlers<ServerContext>,
  'dataSourceTestConnection' | 'dataSourceList' | 'dataSourceQueryById' | 'dataSourceEdit'
>
