import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'
import { NOT_A_CONFIGURED_HOST, PASSWORD_MASK, hostOf, postgresUrl } from './routes'

const { call } = systemTestServer('data-source')

/** Lets the connection test reach the address of `dbUrl` (DATA_SOURCE_HOSTS, read by each test; the server runs here). */
const allowHost = (dbUrl: string) => {
  process.env.DATA_SOURCE_HOSTS = new URL(dbUrl.replace(/^jdbc:/, '')).host
}
afterEach(() => {
  delete process.env.DATA_SOURCE_HOSTS
})

/**
 * Just enough of the PostgreSQL wire protocol to accept one connection: asks for a cleartext password (and
 * records it), then answers every query with an empty result. `reject` refuses the password instead.
 */
async function fakePostgres(reject = false) {
  const passwords: string[] = []
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5)
    head.write(type, 0, 'latin1')
    head.writeInt32BE(body.length + 4, 1)
    return Buffer.concat([head, body])
  }
  const int32 = (n: number) => {
    const b = Buffer.alloc(4)
    b.writeInt32BE(n)
    return b
  }
  const ready = message('Z', Buffer.from('I'))
  const server = createServer((socket) => {
    let buffer = Buffer.alloc(0)
    let started = false
    socket.on('error', () => undefined)
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (!started) {
          if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return
          buffer = buffer.subarray(buffer.readInt32BE(0))
          started = true
          socket.write(message('R', int32(3)))
          continue
        }
        if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return
        const type = String.fromCharCode(buffer[0] ?? 0)
        const body = buffer.subarray(5, 1 + buffer.readInt32BE(1))
        buffer = buffer.subarray(1 + buffer.readInt32BE(1))
        if (type === 'p') {
          passwords.push(body.toString('utf8').replace(/\0$/, ''))
          if (reject) {
            const fields = Buffer.from('SFATAL\0C28P01\0Mpassword authentication failed for user "erp"\0\0')
            socket.end(message('E', fields))
            return
          }
          socket.write(Buffer.concat([message('R', int32(0)), ready]))
        } else if (type === 'Q') {
          socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), ready]))
        } else if (type === 'X') {
          socket.end()
          return
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `jdbc:postgresql://127.0.0.1:${port}/erp`, passwords, close: () => server.close() }
}

describe('data sources', () => {
  const test = (body: Record<string, unknown>) =>
    call('POST', '/online/cgreport/api/testConnection', {
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUsername: 'erp',
      ...body,
    })

  it('connects to a PostgreSQL URL for real and answers 数据库连接成功', async () => {
    const pg = await fakePostgres()
    allowHost(pg.url)
    try {
      expect((await test({ dbUrl: pg.url, dbPassword: 'pw-1' })).body).toMatchObject({
        success: true,
        message: '数据库连接成功',
      })
      expect(pg.passwords).toEqual(['pw-1'])
    } finally {
      pg.close()
    }
  })

  it('never lists a password in clear; the mask sent back by an edit or a test uses the stored one', async () => {
    const list = (await call('GET', '/sys/dataSource/list?code=local_pg')).body.result.records
    expect(list[0]).toMatchObject({ code: 'local_pg', dbPassword: PASSWORD_MASK })
    expect((await call('GET', `/sys/dataSource/queryById?id=${list[0].id}`)).body.result.dbPassword).toBe(
      PASSWORD_MASK,
    )
    const edited = await call('PUT', '/sys/dataSource/edit', {
      ...list[0],
      dbPassword: PASSWORD_MASK,
      remark: '改过',
    })
    expect(edited.body.success).toBe(true)
    const versions = (
      await call('GET', `/sys/dataLog/queryDataVerList?dataTable=sys_data_source&dataId=${list[0].id}`)
    ).body.result
    expect(JSON.parse(versions[0].dataContent)).toMatchObject({ remark: '改过', dbPassword: PASSWORD_MASK })
    expect(JSON.stringify(versions)).not.toContain('erp-demo')

    const pg = await fakePostgres()

    allowHost(pg.url)
    try {
      const { body } = await test({ id: list[0].id, dbUrl: pg.url, dbPassword: PASSWORD_MASK })
      expect(body.message).toBe('数据库连接成功')
      expect(pg.passwords).toEqual(['erp-demo'])
    } finally {
      pg.close()
    }
  })

  it('says why a connection failed, within the 3 s timeout, without the password', async () => {
    const pg = await fakePostgres(true)
    allowHost(pg.url)
    try {
      const refused = (await test({ dbUrl: pg.url, dbPassword: 'top-secret' })).body
      expect(refused).toMatchObject({ success: false })
      expect(refused.message).toBe('数据库连接失败：password authentication failed for user "erp"')
    } finally {
      pg.close()
    }
    const started = Date.now()
    allowHost('jdbc:postgresql://127.0.0.1:1/erp')
    const { body } = await test({ dbUrl: 'jdbc:postgresql://127.0.0.1:1/erp', dbPassword: 'top-secret' })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/^数据库连接失败：.+/)
    expect(JSON.stringify(body)).not.toContain('top-secret')
  })

  it('connects only to the address of a stored data source or of DATA_SOURCE_HOSTS, never to one the caller names', async () => {
    const pg = await fakePostgres()
    try {
      // Named by the caller only: refused without a connection.
      const refused = (await test({ dbUrl: pg.url, dbPassword: 'pw-2' })).body
      expect(refused).toMatchObject({ success: false, message: NOT_A_CONFIGURED_HOST })
      expect(pg.passwords).toEqual([])
      expect((await test({ dbUrl: 'jdbc:postgresql://169.254.169.254:80/x' })).body.message).toBe(
        NOT_A_CONFIGURED_HOST,
      )
      // Once an administrator stores a data source there, its address may be tried.
      const added = await call('POST', '/sys/dataSource/add', {
        code: 'fake_pg',
        name: '测试库',
        dbType: '6',
        dbDriver: 'org.postgresql.Driver',
        dbUrl: pg.url,
        dbUsername: 'erp',
        dbPassword: 'pw-2',
      })
      expect(added.body.success).toBe(true)
      expect((await test({ dbUrl: pg.url, dbPassword: 'pw-2' })).body.message).toBe('数据库连接成功')
      expect(pg.passwords).toEqual(['pw-2'])
    } finally {
      pg.close()
    }
  })

  it('compares addresses as host and port, 5432 when the URL gives none', () => {
    expect(hostOf('postgresql://DB.example:6543/erp')).toBe('db.example:6543')
    expect(hostOf('postgresql://u:p@db/erp')).toBe('db:5432')
    expect(hostOf('postgresql://[::1]:5433/erp')).toBe('::1:5433')
  })

  it('refuses databases it has no driver for', async () => {
    const { body } = await test({ dbType: '4', dbUrl: 'jdbc:mysql://127.0.0.1:3306/erp', dbPassword: 'x' })
    expect(body).toMatchObject({ success: false })
    expect(body.message).toContain('不支持该类型的数据库')
  })

  it('reads JDBC and libpq URLs', () => {
    expect(postgresUrl('jdbc:postgresql://db:5432/erp?ssl=false')).toBe('postgresql://db:5432/erp?ssl=false')
    expect(postgresUrl('postgres://u@db/erp')).toBe('postgresql://u@db/erp')
    expect(postgresUrl('jdbc:mysql://db/erp')).toBeNull()
  })
})
