import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Personal data masked for a caller without the entity's view-sensitive permission (upstream's data
 * permission type 2 is the model): the resident ID number keeps its first 6 and last 4 characters
 * (440306********1238), a phone its first 3 and last 4 digits (138****0011), a birthday is '****-**-**'.
 * Applied to the reads of each entity below, after the handler, so lists, rows and pickers all mask alike.
 *
 * Exports of these lists mask the same cells (exportMaskOf, read by excel/export-xlsx.ts while it streams).
 *
 * A masked value sent back (an edit form saving the row it was shown) is dropped from the body before the
 * request is checked: the stored value stays. Only values that still look masked (they contain '*', which no
 * real value of these fields has) are dropped.
 *
 * Masked means unknowable: for such a caller, a read or export ignores the filters (`idCard=11010519700501*`,
 * `<field>_begin`/`_end`) and the sort (`column=`) on a masked field, and on the fields it is derived from or
 * gives away (the birthday is digits 7–14 of the resident ID number), which would otherwise tell the hidden
 * value digit by digit through the totals. The table dictionaries mask the entity's columns alike
 * (sensitiveColumnsOf, read by modules/system/dict/table-dicts.ts).
 */

export type Masker = (value: string) => string

const keepEnds =
  (start: number, end: number): Masker =>
  (value) =>
    value.length <= start + end
      ? '*'.repeat(value.length)
      : `${value.slice(0, start)}${'*'.repeat(value.length - start - end)}${value.slice(-end)}`

export const MASKERS: Readonly<Record<'idCard' | 'phone' | 'birthday', Masker>> = {
  idCard: keepEnds(6, 4),
  phone: keepEnds(3, 4),
  birthday: () => '****-**-**',
}

interface SensitiveEntity {
  /** The view-sensitive permission (a type-2 button code of the entity's page). */
  permission: string
  /** The entity's table (its columns are the snake_case of the field names). */
  table: string
  /** Field → how it is masked. */
  fields: Readonly<Record<string, Masker>>
  /** The reads (paths below the API prefix) whose answers carry rows of the entity. */
  reads: readonly string[]
  /** The writes whose body may carry a masked value back. */
  writes: readonly string[]
  /** The spreadsheet exports of the entity's list (export-xlsx.ts masks their cells alike). */
  exports: readonly string[]
}

const PERSON_FIELDS = { idCard: MASKERS.idCard, phone: MASKERS.phone, birthday: MASKERS.birthday }

export const SENSITIVE: readonly SensitiveEntity[] = [
  {
    permission: 'hr:person:sensitive',
    table: 'hr_person',
    fields: PERSON_FIELDS,
    reads: ['/hr/person/list', '/hr/person/queryById'],
    writes: ['/hr/person/edit'],
    exports: ['/hr/person/exportXls'],
  },
  {
    permission: 'hr:workerEntry:sensitive',
    table: 'hr_worker_entry',
    fields: { ...PERSON_FIELDS, emergencyPhone: MASKERS.phone },
    reads: ['/hr/workerEntry/list', '/hr/workerEntry/queryById'],
    writes: ['/hr/workerEntry/edit'],
    exports: ['/hr/workerEntry/exportXls'],
  },
  {
    permission: 'user:sensitive',
    table: 'sys_user',
    fields: { phone: MASKERS.phone, birthday: MASKERS.birthday },
    reads: [
      '/sys/user/list',
      '/sys/user/queryById',
      '/sys/user/queryUserByDepId',
      '/sys/user/queryByOrgCode',
      '/sys/user/queryByOrgCodeForAddressList',
      '/sys/user/departUserList',
      '/sys/user/userRoleList',
      '/sys/user/recycleBin',
      '/api/user',
    ],
    writes: ['/sys/user/edit'],
    exports: ['/sys/user/exportXls'],
  },
  {
    permission: 'rec:candidate:sensitive',
    table: 'rec_candidate',
    fields: { phone: MASKERS.phone },
    reads: ['/rec/candidate/list', '/rec/candidate/queryById'],
    writes: ['/rec/candidate/edit'],
    exports: ['/rec/candidate/exportXls'],
  },
  {
    permission: 'rec:talent:sensitive',
    table: 'rec_talent',
    fields: { phone: MASKERS.phone },
    reads: ['/rec/talent/list', '/rec/talent/queryById'],
    writes: ['/rec/talent/edit'],
    exports: ['/rec/talent/exportXls'],
  },
]

/**
 * Fields that tell a masked field's value, or part of it: the birthday of a resident ID number. A caller who
 * sees the ID masked may not filter or sort by these either (they are masked too wherever both are fields).
 */
const GIVES_AWAY: Readonly<Record<string, readonly string[]>> = { idCard: ['birthday'] }

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The masked columns of a table (by column name), per view-sensitive permission. */
export function sensitiveColumnsOf(
  table: string,
): { permission: string; columns: Readonly<Record<string, Masker>> }[] {
  return SENSITIVE.filter((entity) => entity.table === table).map((entity) => ({
    permission: entity.permission,
    columns: Object.fromEntries(
      Object.entries(entity.fields).map(([field, masker]) => [snakeCase(field), masker]),
    ),
  }))
}

/** The query parameters of a list naming `fields` (and what they give away): filters, ranges and the sort. */
export function dropMaskedFilters(query: unknown, entity: Pick<SensitiveEntity, 'fields'>): void {
  if (!query || typeof query !== 'object') return
  const params = query as Record<string, unknown>
  const hidden = new Set(Object.keys(entity.fields).flatMap((name) => [name, ...(GIVES_AWAY[name] ?? [])]))
  for (const name of hidden)
    for (const param of [name, `${name}_begin`, `${name}_end`, `${name}_dictText`])
      Reflect.deleteProperty(params, param)
  const sort = params.column
  if (typeof sort === 'string' && hidden.has(sort.replace(/_dictText$/, ''))) {
    Reflect.deleteProperty(params, 'column')
    Reflect.deleteProperty(params, 'order')
  }
}

type Row = Record<string, unknown>

/** Masks the sensitive fields of one row, in place. */
function maskRow(row: Row, fields: SensitiveEntity['fields']): void {
  for (const [name, mask] of Object.entries(fields)) {
    const value = row[name]
    if (typeof value === 'string' && value !== '') row[name] = mask(value)
  }
}

/** The rows of an answer's `result`: a page (`records`, or `data` of the templates' pages), a list, or one row. */
function rowsOf(result: unknown): Row[] {
  if (!result || typeof result !== 'object') return []
  if (Array.isArray(result))
    return result.filter((row): row is Row => Boolean(row) && typeof row === 'object')
  const { records, data } = result as { records?: unknown; data?: unknown }
  if (Array.isArray(records)) return rowsOf(records)
  if (Array.isArray(data)) return rowsOf(data)
  return [result as Row]
}

/** Masks every row of an envelope's result (a copy; the handler's objects are left alone). */
export function maskAnswer(payload: unknown, entity: Pick<SensitiveEntity, 'fields'>): unknown {
  if (!payload || typeof payload !== 'object' || !('result' in payload)) return payload
  const copy = structuredClone(payload) as { result: unknown }
  for (const row of rowsOf(copy.result)) maskRow(row, entity.fields)
  return copy
}

/** Drops the masked values of a write's body (in place): the stored values stay. */
export function dropMaskedValues(body: unknown, entity: Pick<SensitiveEntity, 'fields'>): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return
  const row = body as Row
  for (const name of Object.keys(entity.fields)) {
    const value = row[name]
    if (typeof value === 'string' && value.includes('*')) Reflect.deleteProperty(row, name)
  }
}

/** The fields an export request must mask (decided by the masking's preHandler), by request. */
const exportMasks = new WeakMap<object, SensitiveEntity['fields']>()

/** The fields of an export to mask for this request's caller (none: the caller sees them, or no such export). */
export function exportMaskOf(request: FastifyRequest): SensitiveEntity['fields'] | undefined {
  return exportMasks.get(request.raw)
}

/** An export's cell as the caller may see it: masked when the field is sensitive for the caller. */
export function maskedCell(
  mask: SensitiveEntity['fields'] | undefined,
  field: string,
  value: unknown,
): unknown {
  const masker = mask?.[field]
  if (!masker || value === null || value === undefined || value === '') return value
  return masker(value instanceof Date ? value.toISOString().slice(0, 10) : String(value))
}

export interface MaskingOptions {
  apiPrefix: string
  /** The signed-in user of a token (null when there is none or it is not valid). */
  userOfToken: (token: string) => Promise<{ userId: string } | null>
  /** Whether the user's roles grant any one of `permission`. */
  holds: (userId: string, permission: readonly string[]) => Promise<boolean>
}

const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-access-token']
  const value = Array.isArray(header) ? header[0] : header
  if (value) return value
  const query = (request.query as { token?: unknown } | undefined)?.token
  return typeof query === 'string' ? query : undefined
}

/** Registers the masking of sensitive reads and the guard of writes (before the operations are mounted). */
export function mountMasking(app: FastifyInstance, options: MaskingOptions): void {
  const reads = new Map<string, SensitiveEntity>()
  const writes = new Map<string, SensitiveEntity>()
  const exports = new Map<string, SensitiveEntity>()
  for (const entity of SENSITIVE) {
    for (const path of entity.reads) reads.set(`${options.apiPrefix}${path}`, entity)
    for (const path of entity.writes) writes.set(`${options.apiPrefix}${path}`, entity)
    for (const path of entity.exports) exports.set(`${options.apiPrefix}${path}`, entity)
  }
  const pathOf = (request: FastifyRequest) => (request.raw.url ?? '').split('?')[0] ?? ''
  const sees = async (request: FastifyRequest, entity: SensitiveEntity) => {
    const token = tokenOf(request)
    const user = token ? await options.userOfToken(token) : null
    return Boolean(user && (await options.holds(user.userId, [entity.permission])))
  }

  app.addHook('preHandler', async (request) => {
    const path = pathOf(request)
    const entity = writes.get(path)
    if (entity) dropMaskedValues(request.body, entity)
    const exported = exports.get(path)
    if (exported && !(await sees(request, exported))) {
      exportMasks.set(request.raw, exported.fields)
      dropMaskedFilters(request.query, exported)
    }
    const read = reads.get(path)
    if (read && request.method === 'GET' && !(await sees(request, read)))
      dropMaskedFilters(request.query, read)
  })

  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const entity = reads.get(pathOf(request))
    if (!entity || request.method !== 'GET') return payload
    if (!payload || typeof payload !== 'object' || (payload as { success?: unknown }).success !== true)
      return payload
    if (await sees(request, entity)) return payload
    return maskAnswer(payload, entity)
  })
}
