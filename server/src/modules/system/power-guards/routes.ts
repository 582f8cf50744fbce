import { powerRefusal, rolesWithin, tenantsWithin } from '../../../auth/power'
import { splitIds } from '../../../db/sql'
import type { Handlers } from '../../../openapi/operations'
import type { ServerContext } from '../../../context'
import { crudHandlers } from '../crud/routes'

/**
 * No one changes a role or a tenant beyond their own power (issue 30 item 2, README § Access and security): a
 * role may be edited or deleted only by a holder of every permission it grants (renaming or deleting the
 * administrator role is the administrator's); a caller kept to tenants edits and deletes only those tenants.
 * Within that, the generic CRUD operations do the work.
 */
export const powerGuardHandlers = {
  async roleEdit(input, context) {
    const { db, user } = context
    if (user && !(await rolesWithin(db, user.userId, [String(input.body.id ?? '')])))
      return powerRefusal('role')
    return crudHandlers.roleEdit(input, context)
  },
  async roleDelete(input, context) {
    const { db, user } = context
    if (user && !(await rolesWithin(db, user.userId, [String(input.query.id)]))) return powerRefusal('role')
    return crudHandlers.roleDelete(input, context)
  },
  async roleDeleteBatch(input, context) {
    const { db, user } = context
    if (user && !(await rolesWithin(db, user.userId, splitIds(String(input.query.ids)))))
      return powerRefusal('role')
    return crudHandlers.roleDeleteBatch(input, context)
  },
  async tenantEdit(input, context) {
    if (context.user && !tenantsWithin(context.user, String(input.body.id ?? '')))
      return powerRefusal('tenant')
    return crudHandlers.tenantEdit(input, context)
  },
  async tenantDelete(input, context) {
    if (context.user && !tenantsWithin(context.user, String(input.query.id))) return powerRefusal('tenant')
    return crudHandlers.tenantDelete(input, context)
  },
  async tenantDeleteBatch(input, context) {
    if (context.user && !tenantsWithin(context.user, String(input.query.ids))) return powerRefusal('tenant')
    return crudHandlers.tenantDeleteBatch(input, context)
  },
} satisfies Partial<Handlers<ServerContext>>
