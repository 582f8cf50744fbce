/** Data-log versions and their comparison (upstream SysDataLogController). */
import type { CompactOperation, ParameterDef } from '../compact'
import { ref, list } from '../compact'

const id = (description: string, example?: string): ParameterDef => ({
  schema: { type: 'string', minLength: 1, maxLength: 36 },
  required: true,
  description,
  ...(example ? { example } : {}),
})
const UPSTREAM_24 = 'Follows the JeecgBoot 2.4 controller as known (contract.md records no details).'

export const tags: Record<string, string> = {
  logs: 'Login, operation and data logs, and visit statistics',
}

export const operations: CompactOperation[] = [
  // Data log versions (upstream SysDataLogController)
  {
    method: 'get',
    path: '/sys/dataLog/queryDataVerList',
    operationId: 'dataLogVersions',
    tag: 'logs',
    summary: 'Every stored version of a record, oldest first',
    description: `The server stores a version whenever a CRUD edit changes a record. ${UPSTREAM_24}`,
    query: {
      dataTable: {
        schema: { type: 'string', minLength: 1, maxLength: 32 },
        required: true,
        example: 'sys_position',
      },
      dataId: id('数据ID', '1580000000000000000000000000000a'),
    },
    result: list(ref('SysDataLog')),
    example: {
      code: 0,
      result: [
        {
          id: '2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e',
          dataTable: 'sys_position',
          dataId: '1580000000000000000000000000000a',
          dataContent: '{"code":"qc-lead","name":"质检组长"}',
          dataVersion: 1,
        },
      ],
    },
    refusals: ['未找到版本信息'],
  },
  {
    method: 'get',
    path: '/sys/dataLog/queryCompareList',
    operationId: 'dataLogCompare',
    tag: 'logs',
    summary: 'Two versions (data-log row ids) to compare',
    description: `Refused unless both exist (upstream answers what it finds). ${UPSTREAM_24}`,
    query: {
      dataId1: id('数据日志 id', '2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e'),
      dataId2: id('数据日志 id', '3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f'),
    },
    result: list(ref('SysDataLog')),
    example: { code: 0, result: [] },
    refusals: ['未找到版本信息'],
  },
]
