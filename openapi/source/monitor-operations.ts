/**
 * Monitoring (upstream's 性能监控 pages) and the object-storage file list.
 *
 * Upstream's pages read Spring Boot Actuator endpoints; this server answers the same shapes with real figures of
 * its own Node.js process and host, and says "unavailable" for what it does not have (a JVM, Tomcat, Redis):
 * never invented numbers. The two Actuator endpoints answer raw Actuator JSON, not the Jeecg envelope, so they
 * are full OpenAPI path items (`actuatorPaths`), merged by build-spec.ts as they are.
 */
import { pageSizeParam, type CompactOperation, type Json } from './operations'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const list = (items: Json): Json => ({ type: 'array', items })

const TIMESTAMP = 1_700_000_000_000
const REDIS_UNAVAILABLE = '缓存服务器不可用：本服务未运行 Redis'

export const tags: Record<string, string> = {
  monitor: 'Monitoring: Actuator-shaped figures of the server process and host, disks, request trace',
  oss: 'Object storage: the files uploaded through /sys/common/upload',
}

export const schemas: Record<string, Json> = {
  ActuatorMetric: {
    type: 'object',
    description: 'A Spring Boot Actuator metric (`/actuator/metrics/{name}`), raw (no envelope)',
    required: ['name', 'measurements', 'availableTags'],
    properties: {
      name: { type: 'string' },
      description: { type: ['string', 'null'] },
      baseUnit: { type: ['string', 'null'], description: 'bytes, seconds, threads, … or null' },
      measurements: list({
        type: 'object',
        required: ['statistic', 'value'],
        properties: {
          statistic: { type: 'string', description: 'VALUE, COUNT, TOTAL_TIME, MAX, …' },
          value: { type: 'number' },
        },
      }),
      availableTags: list({
        type: 'object',
        properties: { tag: { type: 'string' }, values: list({ type: 'string' }) },
      }),
    },
  },
  ActuatorUnavailable: {
    type: 'object',
    description: 'A metric this server does not have (unknown, or a JVM/Tomcat figure): why, in a message',
    required: ['message'],
    properties: { message: { type: 'string' } },
  },
  HttpTrace: {
    type: 'object',
    description: 'One request the server handled (Actuator httptrace entry)',
    required: ['timestamp', 'request', 'response', 'timeTaken'],
    properties: {
      timestamp: { type: 'string', description: 'ISO-8601 time the request arrived' },
      request: {
        type: 'object',
        required: ['method', 'uri'],
        properties: {
          method: { type: 'string' },
          uri: {
            type: 'string',
            description: 'Path only: the query string is left out (it may hold a token)',
          },
        },
      },
      response: {
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'integer' } },
      },
      timeTaken: { type: 'integer', description: 'Milliseconds' },
    },
  },
  HttpTraces: {
    type: 'object',
    description: 'The last 100 requests, newest first (the httptrace call itself is not recorded)',
    required: ['traces'],
    properties: { traces: list(ref('HttpTrace')) },
  },
  DiskInfo: {
    type: 'object',
    description: 'A file system (upstream ActuatorRedisController.queryDiskInfo)',
    required: ['name', 'max', 'rest', 'restPPT'],
    properties: {
      name: { type: 'string', description: 'Which directories live on it' },
      max: { type: 'number', description: 'Size in bytes' },
      rest: { type: 'number', description: 'Free bytes' },
      restPPT: {
        type: 'integer',
        description: 'Percent USED, (max - rest) * 100 / max rounded down (upstream)',
      },
    },
  },
  OssFile: {
    type: 'object',
    description: 'An uploaded file (upstream OSSFile)',
    required: ['id', 'fileName', 'url'],
    properties: {
      id: { type: 'string' },
      fileName: { type: 'string', description: 'The name the uploader gave: user data, show as text only' },
      url: {
        type: 'string',
        description: 'Path under /sys/common/static/ (what /sys/common/upload answered)',
      },
      fileSize: { type: ['integer', 'null'], description: 'Bytes' },
      createBy: { type: ['string', 'null'] },
      createTime: { type: ['string', 'null'], description: 'yyyy-MM-dd HH:mm:ss' },
    },
  },
}

const EXAMPLE_DISK = {
  name: '数据目录（/var/lib/erp）',
  max: 107_374_182_400,
  rest: 53_687_091_200,
  restPPT: 50,
}
const EXAMPLE_FILE = {
  id: '1580000000000000000000000000000a',
  fileName: '检验报告.pdf',
  url: 'temp/检验报告_1700000000000.pdf',
  fileSize: 20480,
  createBy: 'admin',
  createTime: '2026-11-22 09:30:00',
}

const redisOperation = (path: string, operationId: string, summary: string): CompactOperation => ({
  method: 'get',
  path,
  operationId,
  tag: 'monitor',
  summary,
  description: `This server runs no Redis: always refused with \`${REDIS_UNAVAILABLE}\`.`,
  result: { type: 'null' },
  example: { result: null, message: REDIS_UNAVAILABLE, code: 500 },
  refusals: [REDIS_UNAVAILABLE],
})

export const operations: CompactOperation[] = [
  redisOperation('/sys/actuator/redis/info', 'redisInfo', 'Redis INFO (unavailable: no Redis)'),
  redisOperation('/sys/actuator/redis/keysSize', 'redisKeysSize', 'Redis key count (unavailable: no Redis)'),
  redisOperation(
    '/sys/actuator/redis/memoryInfo',
    'redisMemoryInfo',
    'Redis memory use (unavailable: no Redis)',
  ),
  {
    method: 'get',
    path: '/sys/actuator/redis/queryDiskInfo',
    operationId: 'queryDiskInfo',
    tag: 'monitor',
    summary: "The file systems of the server's data directory and of /",
    description:
      'Read with statfs at each call. One entry per file system (the data directory and / share one when they are on the same device). `rest` is the free space, as upstream (`File.getFreeSpace`).',
    result: list(ref('DiskInfo')),
    example: { result: [EXAMPLE_DISK], message: '查询成功', code: 200 },
    refusals: ['查询失败'],
  },
  {
    method: 'get',
    path: '/sys/oss/file/list',
    operationId: 'ossFileList',
    tag: 'oss',
    summary: 'Page of uploaded files, newest first',
    query: {
      pageNo: { schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page number, from 1' },
      pageSize: pageSizeParam(),
      fileName: {
        schema: { type: 'string', maxLength: 255 },
        description: 'Part of the file name (contains, case-insensitive)',
      },
      url: { schema: { type: 'string', maxLength: 500 }, description: 'Part of the path' },
    },
    result: {
      allOf: [ref('Page'), { type: 'object', properties: { records: list(ref('OssFile')) } }],
    },
    example: {
      result: { records: [EXAMPLE_FILE], total: 1, size: 10, current: 1, pages: 1 },
      code: 0,
    },
  },
  {
    method: 'delete',
    path: '/sys/oss/file/delete',
    operationId: 'ossFileDelete',
    tag: 'oss',
    summary: 'Delete an uploaded file: its record and the stored file',
    query: {
      id: {
        schema: { type: 'string', minLength: 1, maxLength: 36 },
        required: true,
        description: 'OssFile id',
      },
    },
    result: { type: 'null' },
    example: { result: null, message: '删除成功!' },
    refusals: ['未找到对应实体'],
  },
]

const common = [{ $ref: '#/components/parameters/Timestamp' }, { $ref: '#/components/parameters/TenantId' }]
const tokenInvalid = { $ref: '#/components/responses/TokenInvalid' }

/** The raw Actuator endpoints (no envelope), as full OpenAPI path items. */
export const actuatorPaths: Record<string, Json> = {
  '/actuator/metrics/{name}': {
    get: {
      tags: ['monitor'],
      operationId: 'actuatorMetric',
      summary: 'One metric of the server process or host, in the Actuator shape (not enveloped)',
      description: [
        'Real figures of this Node.js process and its host:',
        '`system.cpu.count` (os.cpus().length), `system.cpu.usage` and `process.cpu.usage` (ratio 0–1 over the time',
        'since the previous reading, as Micrometer), `system.load.average.1m`, `system.memory.total`,',
        '`system.memory.free`, `process.start.time` and `process.uptime` (seconds), `process.memory.rss`,',
        '`nodejs.heap.used`, `nodejs.heap.total`, `nodejs.heap.size.limit`, `nodejs.external.memory`,',
        '`nodejs.array.buffers` (bytes), `nodejs.active.resources`, `nodejs.eventloop.delay.mean` and',
        '`nodejs.eventloop.delay.max` (seconds), and `http.server.requests` (COUNT, TOTAL_TIME, MAX of the',
        'requests this server handled). There is no JVM and no Tomcat: `jvm.*` and `tomcat.*` answer 404 with',
        'a message saying so, as does any unknown name. `jvm.memory.used` is NOT mapped to the V8 heap: they',
        'measure different things, so the Node figures have their own names.',
      ].join(' '),
      parameters: [
        ...common,
        {
          name: 'name',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,100}$' },
          example: 'system.cpu.count',
        },
      ],
      responses: {
        '200': {
          description: 'The metric',
          content: {
            'application/json': {
              schema: ref('ActuatorMetric'),
              example: {
                name: 'system.cpu.count',
                description: 'The number of processors available to the server process',
                baseUnit: null,
                measurements: [{ statistic: 'VALUE', value: 8 }],
                availableTags: [],
              },
            },
          },
        },
        '400': { $ref: '#/components/responses/BadRequest' },
        '404': {
          description: 'Unknown, or not available on this server (a JVM or Tomcat figure)',
          content: {
            'application/json': {
              schema: ref('ActuatorUnavailable'),
              example: { message: 'jvm.memory.used 不可用：本服务运行在 Node.js 上，没有 JVM' },
            },
          },
        },
        '500': tokenInvalid,
      },
    },
  },
  '/actuator/httptrace': {
    get: {
      tags: ['monitor'],
      operationId: 'actuatorHttpTrace',
      summary: 'The last 100 requests the server handled, newest first (Actuator shape, not enveloped)',
      parameters: common,
      responses: {
        '200': {
          description: 'The traces',
          content: {
            'application/json': {
              schema: ref('HttpTraces'),
              example: {
                traces: [
                  {
                    timestamp: new Date(TIMESTAMP).toISOString(),
                    request: { method: 'GET', uri: '/jeecg-boot/sys/user/list' },
                    response: { status: 200 },
                    timeTaken: 12,
                  },
                ],
              },
            },
          },
        },
        '500': tokenInvalid,
      },
    },
  },
}
