import type { paths } from '@erp/openapi/schema'
import { api } from '../../../../lib/api'
import { verdictOf } from '../../../../lib/resource/crud-client'

/** 测试连接 of 多数据源管理: whether the server can reach the database; `success: false` is the verdict. */

export type TestConnectionBody = NonNullable<
  paths['/online/cgreport/api/testConnection']['post']['requestBody']
>['content']['application/json']

export const testConnection = (body: TestConnectionBody) =>
  verdictOf(api.POST('/online/cgreport/api/testConnection', { body }))
