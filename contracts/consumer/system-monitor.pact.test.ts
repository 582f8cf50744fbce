/**
 * Consumer contract of the monitoring and records pages (docs/spec.md §7 monitor, files, announcements, data log, data
 * sources): a runtime metric, the HTTP trace, the disk figures, the uploaded files, the deliveries of an
 * announcement, publishing and revoking one, the versions of a data row and their comparison, and the data
 * source connection test. The REAL client of @erp/openapi is used.
 */
import { isBusinessError } from '@erp/openapi/business-error'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, EXAMPLE_TOKEN, PACT_FIXTURE as F, SEED, STATES } from '../pact-names'
import { clientFor, newPact } from './pact-helpers'
import { dateTime, interaction, page, signedIn } from './system-helpers'

const { eachLike, like, integer, regex } = MatchersV3

const pact = newPact()
const timestamp = { _t: regex('^\\d+$', '1700000000') }

describe('actuator (no envelope, as Spring Boot answers)', () => {
  it('GET /actuator/metrics/{name} answers a metric with its measurements', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request for the process start time metric')
      .withRequest('GET', `${API_PREFIX}/actuator/metrics/process.start.time`, (builder) => {
        builder.headers(signedIn).query(timestamp)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          name: 'process.start.time',
          measurements: eachLike({ statistic: like('VALUE'), value: like(1700000000.5) }),
          availableTags: like([]),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET('/actuator/metrics/{name}', {
          params: { path: { name: 'process.start.time' } },
        })
        const metric = data && !isBusinessError(data) ? data : null
        expect(metric?.name).toBe('process.start.time')
        expect(metric?.measurements[0]?.value).toBeGreaterThan(0)
      })
  })

  it('GET /actuator/httptrace answers the latest requests', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request for the HTTP trace')
      .withRequest('GET', `${API_PREFIX}/actuator/httptrace`, (builder) => {
        builder.headers(signedIn).query(timestamp)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          traces: eachLike({
            timestamp: regex(
              '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$',
              '2026-11-23T15:45:56.381Z',
            ),
            request: { method: like('GET'), uri: like('/jeecg-boot/sys/user/list') },
            response: { status: integer(200) },
            timeTaken: integer(2),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET('/actuator/httptrace')
        const trace = data && !isBusinessError(data) ? data : null
        expect(trace?.traces[0]?.response.status).toBe(200)
      })
  })
})

describe('monitor and records', () => {
  it('GET /sys/actuator/redis/queryDiskInfo answers the disks with their sizes', async () => {
    await interaction(pact, {
      state: STATES.adminSignedIn,
      description: 'a request for the disk figures',
      method: 'GET',
      path: '/sys/actuator/redis/queryDiskInfo',
      result: eachLike({
        name: like('根目录（/）'),
        max: integer(270553174016),
        rest: integer(245123510272),
        restPPT: integer(9),
      }),
      message: '查询成功',
      check: async (client) => {
        const { data } = await client.GET('/sys/actuator/redis/queryDiskInfo')
        expect(data?.result?.[0]?.max).toBeGreaterThan(0)
      },
    })
  })

  it("GET /sys/actuator/node/info answers the server's Node.js runtime figures", async () => {
    await interaction(pact, {
      state: STATES.adminSignedIn,
      description: 'a request for the Node.js runtime figures',
      method: 'GET',
      path: '/sys/actuator/node/info',
      result: {
        memory: {
          rss: integer(157286400),
          heapTotal: integer(83886080),
          heapUsed: integer(62914560),
          external: integer(4194304),
          arrayBuffers: integer(1048576),
        },
        heap: {
          sizeLimit: integer(4345298944),
          totalAvailable: integer(4278190080),
          used: integer(62914560),
          malloced: integer(262144),
        },
        // The delays are null until the loop has been sampled: only the utilization is pinned.
        eventLoop: { utilization: like(0.02) },
        cpu: { count: integer(8), user: integer(5200000), system: integer(800000), usage: like(0.01) },
        process: {
          pid: integer(4242),
          uptime: like(3600.5),
          startTime: integer(1700000000000),
          platform: like('linux'),
          arch: like('x64'),
        },
        versions: { node: like('22.12.0'), v8: like('12.4.254.21-node.21') },
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/actuator/node/info')
        expect(data?.result?.memory.heapUsed).toBeGreaterThan(0)
        expect(data?.result?.versions.node).toBe('22.12.0')
      },
    })
  })

  it('GET /sys/oss/file/list pages the uploaded files', async () => {
    await interaction(pact, {
      description: 'a request for a page of uploaded files',
      method: 'GET',
      path: '/sys/oss/file/list',
      query: { pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({
          id: like(F.ossFile),
          fileName: like('pact.txt'),
          url: like('temp/pact.txt'),
          createTime: dateTime(),
        }),
      ),
      check: async (client) => {
        const { data } = await client.GET('/sys/oss/file/list', {
          params: { query: { pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.records[0]).toMatchObject({ id: F.ossFile, fileName: 'pact.txt' })
      },
    })
  })

  it('DELETE /sys/oss/file/delete deletes an uploaded file', async () => {
    await interaction(pact, {
      description: 'a request to delete the fixture file',
      method: 'DELETE',
      path: '/sys/oss/file/delete',
      query: { id: F.ossFile },
      result: null,
      message: '删除成功!',
      check: async (client) => {
        const { data } = await client.DELETE('/sys/oss/file/delete', { params: { query: { id: F.ossFile } } })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /sys/sysAnnouncementSend/list pages the deliveries of an announcement', async () => {
    await interaction(pact, {
      description: 'a request for the deliveries of the published fixture announcement',
      method: 'GET',
      path: '/sys/sysAnnouncementSend/list',
      query: { anntId: F.publishedAnnouncement, pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({
          id: like(F.publishedAnnouncement),
          anntId: F.publishedAnnouncement,
          userId: like(SEED.admin),
          readFlag: like('0'),
        }),
      ),
      check: async (client) => {
        const { data } = await client.GET('/sys/sysAnnouncementSend/list', {
          params: { query: { anntId: F.publishedAnnouncement, pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.records[0]).toMatchObject({ userId: SEED.admin, readFlag: '0' })
      },
    })
  })

  it('GET /sys/annountCement/doReleaseData publishes an announcement', async () => {
    await interaction(pact, {
      description: 'a request to publish the draft fixture announcement',
      method: 'GET',
      path: '/sys/annountCement/doReleaseData',
      query: { id: F.draftAnnouncement },
      result: null,
      message: '该系统通知发布成功',
      check: async (client) => {
        const { data } = await client.GET('/sys/annountCement/doReleaseData', {
          params: { query: { id: F.draftAnnouncement } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /sys/annountCement/doReovkeData revokes an announcement', async () => {
    await interaction(pact, {
      description: 'a request to revoke the published fixture announcement',
      method: 'GET',
      path: '/sys/annountCement/doReovkeData',
      query: { id: F.publishedAnnouncement },
      result: null,
      message: '该系统通知撤销成功',
      check: async (client) => {
        const { data } = await client.GET('/sys/annountCement/doReovkeData', {
          params: { query: { id: F.publishedAnnouncement } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /sys/dataLog/queryDataVerList answers the versions of a data row', async () => {
    await interaction(pact, {
      description: 'a request for the versions of the fixture position in the data log',
      method: 'GET',
      path: '/sys/dataLog/queryDataVerList',
      query: { dataTable: 'sys_position', dataId: F.position },
      result: eachLike(
        { id: like(F.dataLog), dataTable: 'sys_position', dataId: F.position, dataVersion: integer(1) },
        2,
      ),
      check: async (client) => {
        const { data } = await client.GET('/sys/dataLog/queryDataVerList', {
          params: { query: { dataTable: 'sys_position', dataId: F.position } },
        })
        expect(data?.result).toHaveLength(2)
      },
    })
  })

  it('GET /sys/dataLog/queryCompareList answers two versions side by side', async () => {
    const version = (id: string, dataVersion: number) => ({
      id,
      dataTable: 'sys_position',
      dataId: F.position,
      dataContent: like('{}'),
      dataVersion: integer(dataVersion),
    })
    await interaction(pact, {
      description: 'a request to compare two versions of the fixture position',
      method: 'GET',
      path: '/sys/dataLog/queryCompareList',
      query: { dataId1: F.dataLog, dataId2: F.dataLogVersion2 },
      result: like([version(F.dataLog, 1), version(F.dataLogVersion2, 2)]),
      check: async (client) => {
        const { data } = await client.GET('/sys/dataLog/queryCompareList', {
          params: { query: { dataId1: F.dataLog, dataId2: F.dataLogVersion2 } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('POST /online/cgreport/api/testConnection refuses a database type the server has no driver for', async () => {
    const body = {
      dbType: '1',
      dbDriver: 'com.mysql.cj.jdbc.Driver',
      dbUrl: 'jdbc:mysql://127.0.0.1:3306/mes',
      dbUsername: 'mes',
      dbPassword: 'mes-secret',
    }
    await interaction(pact, {
      description: 'a connection test of a MySQL data source',
      method: 'POST',
      path: '/online/cgreport/api/testConnection',
      body,
      result: null,
      refused: true,
      message: '数据库连接失败：本服务器只带 PostgreSQL 驱动，不支持该类型的数据库',
      check: async (client) => {
        const { data } = await client.POST('/online/cgreport/api/testConnection', { body })
        expect(data?.success).toBe(false)
        expect(data?.message).toContain('数据库连接失败')
      },
    })
  })
})
