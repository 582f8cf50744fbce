import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Personal data masked for a caller without the entity's view-sensitive permission (upstream's data
 * permission type 2 is the model): the resident ID number keeps its first 6 and last 4 characters
 * (440306********1238), a phone its first 3 and last 4 digits (138****0011), a birthday is '****-**-**'.
 * Applied to the reads of each entity below, after the handler, so lists, rows and pickers all mask alike.
 *
 * A masked value sent back (an edit form saving the row it was shown) is dropped from the body before the
 * request is checked: the stored value stays. Only values that still look masked (they contain '*', which no
 * real value of these fields has) are dropped.
 */

type Masker = (value: string) => string

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
  /** Field → how it is masked. */
  fields: Readonly<Record<string, Masker>>
  /** The reads (paths below the API prefix) whose answers carry rows of the entity. */
  reads: readonly string[]
  /** The writes whose body may carry a masked value back. */
  writes: readonly string[]
}

const PERSON_FIELDS = { idCard: MASKERS.idCard, phone: MASKERS.phone, birthday: MASKERS.birthday }

export const SENSITIVE: readonly SensitiveEntity[] = [
  {
    permission: 'hr:person:sensitive',
    fields: PERSON_FIELDS,
    reads: ['/hr/person/list', '/hr/person/queryById'],
    writes: ['/hr/person/edit'],
  },
  {
    permission: 'hr:workerEntry:sensitive',
    fields: { ...PERSON_FIELDS, emergencyPhone: MASKERS.phone },
    reads: ['/hr/workerEntry/list', '/hr/workerEntry/queryById'],
    writes: ['/hr/workerEntry/edit'],
  },
  {
    permission: 'user:sensitive',
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
  },
  {
    permission: 'rec:candidate:sensitive',
    fields: { phone: MASKERS.phone },
    reads: ['/rec/candidate/list', '/rec/candidate/queryById'],
    writes: ['/rec/candidate/edit'],
  },
  {
    permission: 'rec:talent:sensitive',
    fields: { phone: MASKERS.phone },
    reads: ['/rec/talent/list', '/rec/talent/queryById'],
    writes: ['/rec/talent/edit'],
  },
]

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
  for (const entity of SENSITIVE) {
    for (const path of entity.reads) reads.set(`${options.apiPrefix}${path}`, entity)
    for (const path of entity.writes) writes.set(`${options.apiPrefix}${path}`, entity)
  }
  const pathOf = (request: FastifyRequest) => (request.raw.url ?? '').split('?')[0] ?? ''

  app.addHook('preHandler', async (request) => {
    const entity = writes.get(pathOf(request))
    if (entity) dropMaskedValues(request.body, entity)
  })

  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const entity = reads.get(pathOf(request))
    if (!entity || request.method !== 'GET') return payload
    if (!payload || typeof payload !== 'object' || (payload as { success?: unknown }).success !== true)
      return payload
    const token = tokenOf(request)
    const user = token ? await options.userOfToken(token) : null
    if (user && (await options.holds(user.userId, [entity.permission]))) return payload
    return maskAnswer(payload, entity)
  })
}
