import {
  allFields,
  columnOf,
  defaultMessages,
  operationIdOf,
  operationsOf,
  resources,
  type CrudOperation,
  type FieldDef,
  type ResourceDef,
  type ResourceKey,
} from '@erp/openapi/resources'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { fail, ok, okRead, type Envelope } from '../../../http/envelope'
import type { OperationHandler, OperationId, SessionUser } from '../../../openapi/operations'
import { dictionaryTexts } from '../../../db/dictionaries'
import { refusal } from '../../../db/refusal'
import { addListFilters, qualifyOrder, quote, selectExpression, Where } from '../../../db/sql'
import { recordDataLog } from '../data-log/record'
import { countedPageOf, countRows } from '../../../db/page'

/**
 * The upstream CRUD operations of every resource of openapi/src/resources.ts, over its table: paging,
 * QueryGenerator filters (docs/upstream.md §1.9), sorting, `_dictText`, logical delete, unique fields.
 */

type CrudOperationId = Extract<OperationId, `${ResourceKey}${CrudOperation}`>
export type CrudHandlers = { [Op in CrudOperationId]: OperationHandler<Op, ServerContext> }

type Row = Record<string, unknown>
interface Input {
  body?: Row
  query: Record<string, unknown>
}
type Context = ServerContext & { user: SessionUser | null; tenantId: string }
type GenericHandler = (input: Input, context: Context) => Promise<Envelope<unknown>>

/** A value from a JSON body or a query string as the column stores it ('' dates are null). */
function toColumnValue(field: FieldDef, value: unknown): unknown {
  if (value === '' && field.type !== 'string' && field.type !== 'text') return null
  return value
}

export function resourceHandlers(resource: ResourceDef): Record<string, GenericHandler> {
  const messages = { ...defaultMessages, ...resource.messages }
  const fields = allFields(resource)
  const fieldEntries = Object.entries(fields)
  const writable = Object.entries(resource.fields).filter(([, field]) => !field.readOnly)
  const table = quote(resource.table)
  const integerIds = resource.idType === 'integer'
  const select = [
    'id',
    ...fieldEntries.map(([name, field]) => selectExpression(name, field)),
    ...(resource.softDelete ? ['del_flag::text AS "delFlag"'] : []),
  ].join(', ')
  const live = resource.softDelete ? `del_flag::text = '0'` : 'TRUE'
  const dictFields = fieldEntries.filter(([, field]) => field.dict)

  /** Business rows belong to a tenant: a request working in one (not '0') reaches only that tenant's rows. */
  const tenantScoped = Boolean(fields.tenantId?.readOnly)
  const tenantOfRequest = (tenantId: string): number | null =>
    tenantScoped && tenantId !== '0' ? Number(tenantId) || 0 : null
  // $2 is the request's tenant (null: any); tables without tenants compare nothing.
  const inTenant = tenantScoped ? `($2::int IS NULL OR tenant_id = $2::int)` : `$2::int IS NULL`

  const findById = async (db: Queryable, id: unknown, tenantId = '0') =>
    (
      await db.query<Row>(`SELECT ${select} FROM ${table} WHERE id = $1 AND ${live} AND ${inTenant}`, [
        id,
        tenantOfRequest(tenantId),
      ])
    )[0]

  /** The first unique field whose value another live row already holds. */
  async function duplicateOf(db: Queryable, body: Row, exceptId: unknown): Promise<boolean> {
    for (const name of resource.unique ?? []) {
      const field = fields[name]
      const value = body[name]
      if (!field || value === undefined || value === null || value === '') continue
      const rows = await db.query(
        `SELECT 1 FROM ${table} WHERE ${quote(columnOf(name, field))}::text = $1 AND ${live}
         AND ($2::text IS NULL OR id::text <> $2::text) LIMIT 1`,
        [String(value), exceptId === undefined ? null : String(exceptId)],
      )
      if (rows.length) return true
    }
    return false
  }

  const list: GenericHandler = async ({ query }, { db, tenantId }) => {
    const where = new Where()
    if (resource.softDelete) where.clauses.push(live)
    const tenant = tenantOfRequest(tenantId)
    if (tenant !== null) where.add((p) => `tenant_id = ${p}`, tenant)
    addListFilters(where, fieldEntries, query)
    const pageNo = Math.max(1, Number(query.pageNo ?? 1) || 1)
    const pageSize = Math.max(1, Number(query.pageSize ?? 10) || 10)
    const sortName = typeof query.column === 'string' ? query.column.replace(/_dictText$/, '') : ''
    // Own fields only: `valueOf`, `constructor`… are on every object (the fuzz sorted by column=valueOf: a 500).
    const sortField = Object.hasOwn(fields, sortName) ? fields[sortName] : undefined
    const direction = String(query.order ?? 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC'
    // Qualified (db/sql.ts qualifyOrder): a bare name would sort by the output column of the same name.
    const orderBy = qualifyOrder(
      table,
      sortField
        ? `${quote(columnOf(sortName, sortField))} ${direction} NULLS LAST`
        : (resource.defaultOrder ?? 'create_time DESC'),
    )
    try {
      // Exact up to db/page.ts's EXACT_COUNT_LIMIT, then the planner's estimate (then searchCount: false).
      const counted = await countRows(db, table, where)
      const records = await db.query<Row>(
        `SELECT ${select} FROM ${table} ${where.sql} ORDER BY ${orderBy}, ${table}.id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
        where.params,
      )
      const texts = await dictionaryTexts(
        db,
        dictFields.map(([, field]) => field.dict ?? ''),
      )
      for (const record of records) {
        for (const [name, field] of dictFields) {
          const value = record[name]
          const items = texts.get(field.dict ?? '')
          record[`${name}_dictText`] =
            value === null || value === undefined
              ? null
              : String(value)
                  .split(',')
                  .map((part) => items?.get(part) ?? part)
                  .join(',')
        }
      }
      return okRead(countedPageOf(records, counted, pageNo, pageSize))
    } catch (error) {
      return refusal(error)
    }
  }

  const add: GenericHandler = async ({ body = {} }, { db, user, tenantId }) => {
    if (await duplicateOf(db, body, integerIds ? body.id : undefined)) return fail(messages.duplicate)
    const id = integerIds ? body.id : newId()
    if (integerIds && (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length) {
      return fail(messages.duplicate)
    }
    const columns = ['id', 'create_by']
    const values: unknown[] = [id, user?.username ?? null]
    // docs/modules.md: business rows carry the creator's department code and the tenant (ownerFields).
    if (fields.sysOrgCode?.readOnly) {
      const [owner] = user
        ? await db.query<{ orgCode: string | null }>(
            'SELECT org_code AS "orgCode" FROM sys_user WHERE id = $1',
            [user.userId],
          )
        : []
      columns.push('sys_org_code')
      values.push(owner?.orgCode ?? null)
    }
    if (fields.tenantId?.readOnly) {
      columns.push('tenant_id')
      values.push(Number(tenantId) || 0)
    }
    for (const [name, field] of writable) {
      if (body[name] === undefined) continue
      const value = toColumnValue(field, body[name])
      if (value === null) continue // the column default applies
      columns.push(quote(columnOf(name, field)))
      values.push(value)
    }
    try {
      await db.query(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      )
      return ok(null, messages.add)
    } catch (error) {
      return refusal(error)
    }
  }

  const edit: GenericHandler = async ({ body = {} }, { db, user, tenantId }) => {
    if (!(await findById(db, body.id, tenantId))) return fail(messages.notFound)
    if (await duplicateOf(db, body, body.id)) return fail(messages.duplicate)
    const sets = ['update_by = $2', 'update_time = now()']
    const values: unknown[] = [body.id, user?.username ?? null]
    for (const [name, field] of writable) {
      if (body[name] === undefined) continue
      values.push(toColumnValue(field, body[name]))
      sets.push(`${quote(columnOf(name, field))} = $${values.length}`)
    }
    try {
      await db.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1`, values)
      await recordDataLog(db, resource.table, body.id, await findById(db, body.id), user?.username ?? null)
      return ok(null, messages.edit)
    } catch (error) {
      return refusal(error)
    }
  }

  const remove = (db: Queryable, ids: unknown[], tenantId: string) =>
    resource.softDelete
      ? db.query(
          `UPDATE ${table} SET del_flag = '1', update_time = now()
            WHERE id = ANY($1) AND ${live} AND ${inTenant} RETURNING id`,
          [ids, tenantOfRequest(tenantId)],
        )
      : db.query(`DELETE FROM ${table} WHERE id = ANY($1) AND ${inTenant} RETURNING id`, [
          ids,
          tenantOfRequest(tenantId),
        ])

  const parseIds = (raw: string) =>
    raw
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '')
      .map((id) => (integerIds ? Number(id) : id))
      .filter((id) => !(typeof id === 'number' && !Number.isInteger(id)))

  const handlers: Record<CrudOperation, GenericHandler> = {
    List: list,
    Add: add,
    Edit: edit,
    async Delete({ query }, { db, tenantId }) {
      const deleted = await remove(db, [query.id], tenantId)
      return deleted.length ? ok(null, messages.delete) : fail(messages.notFound)
    },
    async DeleteBatch({ query }, { db, tenantId }) {
      const ids = parseIds(String(query.ids ?? ''))
      if (!ids.length) return fail('未选中数据！')
      // Ids that name no row (of this tenant) are not reported as deleted: none matching is refused as the single
      // delete is (upstream answers 批量删除成功! whatever matched; openapi.yaml x-upstream-differences).
      const deleted = await remove(db, ids, tenantId)
      return deleted.length ? ok(null, messages.deleteBatch) : fail(messages.notFound)
    },
    async QueryById({ query }, { db, tenantId }) {
      const record = await findById(db, query.id, tenantId)
      return record ? okRead(record) : fail(messages.notFound)
    },
  }
  return Object.fromEntries(
    operationsOf(resource).map((operation) => [operationIdOf(resource, operation), handlers[operation]]),
  )
}

/** Handlers of every resource operation; mountOperations checks at start that they match the spec. */
export const crudHandlers = Object.assign(
  {},
  ...(resources as readonly ResourceDef[]).map(resourceHandlers),
) as unknown as CrudHandlers
