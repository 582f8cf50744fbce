/**
 * The registry of the contract's compact operations: the system areas' (docs/spec.md §7), one file per area under
 * source/system/ named as the server's area folder (server/src/modules/system/<area>/), and the business modules'
 * of source/modules.ts. build-spec.ts reads `contractSources` only; a new area is a file and one line here.
 *
 * The order is the order of the paths, tags and schemas in openapi.yaml: an area whose operations were written at
 * different times has one part per place (e.g. `user.recycleBin`), so the contract kept its order when the
 * operations were moved into their areas. New parts go at the end of the system list.
 */
import type { CompactOperation, Json, OperationSource } from './compact'
import { moduleSources } from './modules'
import * as account from './system/account'
import * as announcement from './system/announcement'
import * as auth from './system/auth'
import * as category from './system/category'
import * as crud from './system/crud'
import * as dashboard from './system/dashboard'
import * as dataLog from './system/data-log'
import * as dataSource from './system/data-source'
import * as depart from './system/depart'
import * as excel from './system/excel'
import * as fillRule from './system/fill-rule'
import * as message from './system/message'
import * as monitor from './system/monitor'
import * as permission from './system/permission'
import * as pickers from './system/pickers'
import * as quartz from './system/quartz'
import * as report from './system/report'
import * as role from './system/role'
import * as template from './system/template'
import * as upload from './system/upload'
import * as upstreamClient from './system/upstream-client'
import * as upstreamCompat from './system/upstream-compat'
import * as upstreamMock from './system/upstream-mock'
import * as user from './system/user'

export type { OperationSource } from './compact'

/** The system areas' operations, in the contract's order. */
export const systemSources: readonly OperationSource[] = [
  user,
  depart,
  permission,
  announcement,
  upload,
  report,
  auth,
  // Upstream's ant-design-vue template lists (/api/user, /api/role…).
  template,
  user.recycleBin,
  depart.userDeparts,
  role.users,
  depart.users,
  depart.roles,
  role.dataRules,
  dataLog,
  fillRule,
  dataSource,
  category,
  dataSource.connectionSchemas,
  quartz,
  excel,
  monitor,
  message,
  upstreamCompat,
  // Upstream client's /mock/api demo data (工作台, 个人中心, 查询表格), answered from this server's tables.
  upstreamMock,
  // More of what upstream's client calls from its forms (role code check, new user id, batch deletes…).
  upstreamClient,
  // Descriptions only: tags of the CRUD resources no area describes.
  crud,
  // What a page's person or user picker reads instead of the full lists.
  pickers,
]

/** System areas added after the business modules; they keep that place in the contract. */
const systemSourcesAfterModules: readonly OperationSource[] = [account, dashboard]

/** Every source of compact operations, in the order openapi.yaml lists their paths, tags and schemas. */
export const contractSources: readonly OperationSource[] = [
  ...systemSources,
  ...moduleSources,
  ...systemSourcesAfterModules,
]

/** The description of each tag, from the source that introduces it; a tag described twice is an error. */
export const contractTags: Record<string, string> = {}
for (const source of contractSources)
  for (const [tag, description] of Object.entries(source.tags ?? {})) {
    if (tag in contractTags) throw new Error(`Tag ${tag} is described twice`)
    contractTags[tag] = description
  }

/** The compact operations of every source, in order. */
export const contractOperations: readonly CompactOperation[] = contractSources.flatMap(
  (source) => source.operations ?? [],
)

/** Raw path items (no envelope) of every source, in order. */
export const contractRawPaths: Record<string, Json> = Object.assign(
  {},
  ...contractSources.map((source) => source.rawPaths ?? {}),
)
