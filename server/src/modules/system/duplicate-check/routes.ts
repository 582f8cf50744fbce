import type { ServerContext } from '../../../context'
import type { Handlers } from '../../../openapi/operations'
import { tableDictHandlers } from '../dict/table-dicts'

/**
 * Upstream SysDuplicateCheckController: is a value already taken in a table column. Only the (table, column)
 * pairs declared in openapi/source/table-dicts.ts (DUPLICATE_CHECKS), to the holders of their forms' buttons;
 * nothing from the request reaches SQL (upstream filters for SQL injection, and was bypassed again and again).
 */
export const duplicateCheckHandlers = {
  duplicateCheck: tableDictHandlers.duplicateCheck,
} satisfies Pick<Handlers<ServerContext>, 'duplicateCheck'>
