/** The connection test of a data source (upstream OnlCgreportAPI, used by system/modules/SysDataSourceModal). */
import type { CompactOperation, Json, OperationSource } from '../compact'
import { ref } from '../compact'

const nullable = (maxLength?: number): Json => ({
  type: ['string', 'null'],
  ...(maxLength ? { maxLength } : {}),
})
const done = (message: string) => ({ result: null, message })

export const tags: Record<string, string> = {
  'data sources': 'Data sources of other databases',
}

export const operations: CompactOperation[] = [
  // Data source connection test (upstream OnlCgreportAPI, used by system/modules/SysDataSourceModal)
  {
    method: 'post',
    path: '/online/cgreport/api/testConnection',
    operationId: 'dataSourceTestConnection',
    tag: 'data sources',
    summary: 'Try to connect to a data source',
    description:
      'PostgreSQL URLs (`jdbc:postgresql://…` or `postgres://…`) get a real connection with a 3 s timeout; other ' +
      'databases are refused: no driver for them here. The password is never echoed. Only addresses an ' +
      'administrator configured are tried: the host and port of a stored data source (`sys_data_source.db_url`), or ' +
      'one the server allows in DATA_SOURCE_HOSTS (comma-separated `host[:port]`); any other address is refused ' +
      'without a connection (`数据库连接失败：只能测试已配置的数据源所在的地址…`), so the test cannot be used to probe hosts ' +
      'the server reaches. Upstream 2.4.6 connects to whatever URL the caller sends.',
    body: {
      schema: ref('DataSourceConnection'),
      example: {
        dbType: '6',
        dbDriver: 'org.postgresql.Driver',
        dbUrl: 'jdbc:postgresql://127.0.0.1:5432/erp',
        dbUsername: 'erp',
        dbPassword: 'secret',
      },
    },
    result: { type: 'null' },
    example: done('数据库连接成功'),
    refusals: [
      '数据库连接失败：<原因>',
      '数据库连接失败：只能测试已配置的数据源所在的地址，或 DATA_SOURCE_HOSTS 允许的地址',
    ],
  },
]

/** The connection test's body; after the category schemas in the contract. */
export const connectionSchemas: OperationSource = {
  schemas: {
    DataSourceConnection: {
      type: 'object',
      description:
        'A data source to try (upstream DynamicDataSourceModel). A masked password (`******`, as lists show it) ' +
        'with the id or code of a stored data source uses the stored password.',
      required: ['dbUrl'],
      properties: {
        id: nullable(32),
        code: nullable(100),
        dbType: nullable(10),
        dbDriver: nullable(100),
        dbUrl: { type: 'string', minLength: 1, maxLength: 500 },
        dbName: nullable(100),
        dbUsername: nullable(100),
        dbPassword: nullable(100),
      },
    },
  },
}
