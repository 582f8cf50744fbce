/**
 * The shell's and system administration's own operations (docs/spec.md §7), one source file per area, as
 * source/modules.ts lists the business modules'. build-spec.ts reads both registries: a new area is one line here.
 */
import * as account from './auth-operations'
import * as admin from './admin-operations'
import * as compat from './compat-operations'
import * as excel from './excel-operations'
import * as extra from './extra-operations'
import * as message from './message-operations'
import * as mock from './mock-operations'
import * as monitor from './monitor-operations'
import * as base from './operations'
import type { CompactOperation, Json } from './operations'
import * as permission from './permission-operations'
import * as quartz from './quartz-operations'
import * as upstream from './upstream-operations'

/** What a source file gives the spec: its schemas, its operations and the descriptions of new tags. */
export interface OperationSource {
  tags?: Record<string, string>
  schemas: Record<string, Json>
  operations: readonly CompactOperation[]
}

export const systemSources: readonly OperationSource[] = [
  base,
  permission,
  extra,
  account,
  // Upstream's ant-design-vue template lists (/api/user, /api/role…), kept apart in the same file.
  { schemas: account.templateSchemas, operations: account.templateOperations },
  admin,
  quartz,
  excel,
  monitor,
  message,
  compat,
  // Upstream client's /mock/api demo data (工作台, 个人中心, 查询表格), answered from this server's tables.
  mock,
  // More of what upstream's client calls from its forms (role code check, new user id, batch deletes…).
  upstream,
]

/** Tag descriptions of the system operations. */
export const systemTags: Record<string, string> = Object.assign(
  {},
  ...systemSources.map((source) => source.tags ?? {}),
)
