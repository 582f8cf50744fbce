/**
 * Monitoring (upstream's 性能监控 pages) and the object-storage file list.
 *
 * Upstream's pages read Spring Boot Actuator endpoints; this server answers the same shapes with real figures of
 * its own Node.js process and host, and says "unavailable" for what it does not have (a JVM, Tomcat, Redis):
 * never invented numbers. The two Actuator endpoints answer raw Actuator JSON, not the Jeecg envelope, so they
 * are full OpenAPI path items (`rawPaths`), merged by build-spec.ts as they are.
 */
import { pageSizeParam, type CompactOperation, type Json, ref, list } from '../compact'
import { NO_SUCH_ID } from '../demo-records'

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

const num = (description: string): Json => ({ type: 'number', description })

schemas.NodeRuntimeInfo = {
  type: 'object',
  description:
    "The server's own Node.js runtime (a JVM, Tomcat or Redis figure this server cannot have is not shown), read at each call",
  required: ['memory', 'heap', 'eventLoop', 'cpu', 'process', 'versions'],
  properties: {
    memory: {
      type: 'object',
      description: 'process.memoryUsage(), bytes',
      required: ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'],
      properties: {
        rss: num('Resident set size'),
        heapTotal: num('V8 heap reserved'),
        heapUsed: num('V8 heap in use'),
        external: num('C++ objects bound to JavaScript objects'),
        arrayBuffers: num('ArrayBuffers and SharedArrayBuffers (part of external)'),
      },
    },
    heap: {
      type: 'object',
      description: 'v8.getHeapStatistics(), bytes',
      required: ['sizeLimit', 'totalAvailable', 'used', 'malloced'],
      properties: {
        sizeLimit: num('The heap size limit (heap_size_limit)'),
        totalAvailable: num('Still available before the limit (total_available_size)'),
        used: num('used_heap_size'),
        malloced: num('malloced_memory'),
      },
    },
    eventLoop: {
      type: 'object',
      description:
        'Event loop delay since start (perf_hooks.monitorEventLoopDelay, milliseconds; null before the first sample) and utilization since the previous reading (0–1)',
      required: ['delayMean', 'delayMax', 'delayP99', 'utilization'],
      properties: {
        delayMean: { type: ['number', 'null'] },
        delayMax: { type: ['number', 'null'] },
        delayP99: { type: ['number', 'null'] },
        utilization: num('performance.eventLoopUtilization() since the previous reading'),
      },
    },
    cpu: {
      type: 'object',
      description: 'process.cpuUsage() and its share of the machine since the previous reading',
      required: ['count', 'user', 'system', 'usage'],
      properties: {
        count: { type: 'integer', description: 'Logical processors' },
        user: num('User CPU time since start, microseconds'),
        system: num('System CPU time since start, microseconds'),
        usage: num('Process CPU usage (0–1 of all processors) since the previous reading'),
      },
    },
    process: {
      type: 'object',
      required: ['pid', 'uptime', 'startTime', 'platform', 'arch'],
      properties: {
        pid: { type: 'integer' },
        uptime: num('Seconds since the process started'),
        startTime: num('Start time, milliseconds since the epoch'),
        platform: { type: 'string', description: 'process.platform' },
        arch: { type: 'string', description: 'process.arch' },
      },
    },
    versions: {
      type: 'object',
      description: 'process.versions (node, v8, uv, …)',
      required: ['node', 'v8'],
      additionalProperties: { type: 'string' },
      properties: { node: { type: 'string' }, v8: { type: 'string' } },
    },
  },
}

const EXAMPLE_NODE_RUNTIME = {
  memory: {
    rss: 157_286_400,
    heapTotal: 83_886_080,
    heapUsed: 62_914_560,
    external: 4_194_304,
    arrayBuffers: 1_048_576,
  },
  heap: { sizeLimit: 4_345_298_944, totalAvailable: 4_278_190_080, used: 62_914_560, malloced: 262_144 },
  eventLoop: { delayMean: 10.4, delayMax: 35.2, delayP99: 21.1, utilization: 0.02 },
  cpu: { count: 8, user: 5_200_000, system: 800_000, usage: 0.01 },
  process: { pid: 4242, uptime: 3600, startTime: 1_700_000_000_000, platform: 'linux', arch: 'x64' },
  versions: { node: '22.12.0', v8: '12.4.254.21-node.21', uv: '1.49.2' },
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
    path: '/sys/actuator/node/info',
    operationId: 'nodeRuntimeInfo',
    tag: 'monitor',
    summary: "The server's Node.js runtime: memory, V8 heap, event loop, CPU, uptime, versions",
    description:
      'What this server has instead of a JVM and Tomcat (Node.js 运行时 page, modules/monitor/NodeInfo): real figures of its own process, read at each call.',
    result: ref('NodeRuntimeInfo'),
    example: { result: EXAMPLE_NODE_RUNTIME, code: 0 },
  },
  {
    method: 'get',
    path: '/sys/oss/file/list',
    operationId: 'ossFileList',
    tag: 'oss',
    summary: 'Page of uploaded files, newest first',
    query: {
      pageNo: {
        schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
        description:
          "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
      },
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
        description: 'OssFile id (the example names no file, so sending it deletes nothing)',
        example: NO_SUCH_ID,
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
export const rawPaths: Record<string, Json> = {
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
