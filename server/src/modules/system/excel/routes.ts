import { operationsOf, resources, type ResourceDef, type ResourceKey } from '@erp/openapi/resources'
import type { ServerContext } from '../../../context'
import { resourceTable, type ExcelTable } from '../../../excel/excel-table'
import { exportTable } from '../../../excel/export-xlsx'
import type { ImportChecks } from '../../../excel/import-checks'
import { importTable } from '../../../excel/import-xlsx'
import { userTable } from '../../../excel/user-table'
import type { OperationHandler, OperationId } from '../../../openapi/operations'
import { POWER_REFUSALS, powerRefusal, rolesWithin, tenantsWithin } from '../../../auth/power'
import { splitIds } from '../../../db/sql'

/**
 * `<path>/exportXls` and `<path>/importExcel` of every resource (when it has a list, resp. an add) and of
 * users: openapi/source/system/excel.ts.
 */

type ExcelOperationId = Extract<
  OperationId,
  `${ResourceKey | 'user'}ExportXls` | `${ResourceKey | 'user'}ImportExcel`
>
export type ExcelHandlers = { [Op in ExcelOperationId]: OperationHandler<Op, ServerContext> }

type Handler = OperationHandler<'positionExportXls' | 'positionImportExcel', ServerContext>

function handlersOf(
  key: string,
  table: ExcelTable,
  exportable: boolean,
  importable: boolean,
): Record<string, Handler> {
  const handlers: Record<string, Handler> = {}
  if (exportable) {
    handlers[`${key}ExportXls`] = ({ query, reply }, { db, tenantId }) =>
      exportTable(table, query as Record<string, unknown>, db, reply, tenantId)
  }
  if (importable) {
    const check = table.importCheck
    const add = check && 'add' in check ? check.add : undefined
    handlers[`${key}ImportExcel`] = async ({ request, reply, headers }, context) => {
      const caller = context.user
      // Users: no one grants by a file what they do not hold (issue 30 item 2), nor places users outside their
      // tenants (the file has no tenant column: a caller kept to tenants cannot import users at all).
      if (key === 'user' && caller && !tenantsWithin(caller, null)) return powerRefusal('tenant')
      const checked: ExcelTable =
        key === 'user' && caller
          ? {
              ...table,
              importCheck: {
                check: async (row, db) =>
                  (await rolesWithin(db, caller.userId, splitIds(String(row.selectedroles ?? ''))))
                    ? null
                    : POWER_REFUSALS.role,
              },
            }
          : table
      return importTable(
        checked,
        request,
        reply,
        context.db,
        context.user?.username ?? null,
        context.tenantId,
        add && ((row, db) => add(row, { context: { ...context, db }, input: { request, reply, headers } })),
      )
    }
  }
  return handlers
}

/** The Excel handlers, with the modules' own checks of imported rows (modules/modules.ts `moduleImportChecks`). */
export function excelHandlersWith(checks: ImportChecks): ExcelHandlers {
  return Object.assign(
    {},
    ...(resources as readonly ResourceDef[]).map((resource) =>
      handlersOf(
        resource.key,
        { ...resourceTable(resource), importCheck: checks[resource.key as ResourceKey] },
        operationsOf(resource).includes('List'),
        operationsOf(resource).includes('Add'),
      ),
    ),
    handlersOf('user', userTable, true, true),
  ) as unknown as ExcelHandlers
}
