import type { Unmarked } from '@erp/openapi/business-error'
import type { operations } from '@erp/openapi/schema'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fail, NO_PERMISSION, springError, TOKEN_INVALID } from '../http/envelope'
import type { LoadedSpec, OperationSpec } from './spec'
import { readMultipart } from '../http/multipart-guard'
import { createFormValidators, createValidators } from './validate'

/**
 * Operations the document describes but their own routes serve (`x-own-route`): the uploaded files
 * (server/src/static/serve-uploads.ts), whose path parameter spans several segments.
 */
export const OWN_ROUTE_OPERATIONS = ['uploadedFile'] as const
type OwnRouteOperation = (typeof OWN_ROUTE_OPERATIONS)[number]

export type OperationId = Exclude<keyof operations, OwnRouteOperation>

/** The JSON body of a request or response part (a business error's `result` as plain null, see Unmarked). */
type JsonOf<T> = T extends { content: { 'application/json': infer R } } ? Unmarked<R> : never
type Params<Op extends OperationId> = operations[Op]['parameters']

/** What a handler receives: the validated request parts, typed from the generated schema. */
export interface OperationInput<Op extends OperationId> {
  body: JsonOf<NonNullable<operations[Op]['requestBody']>>
  query: NonNullable<Params<Op>['query']>
  path: NonNullable<Params<Op>['path']>
  headers: Record<string, string | undefined>
  request: FastifyRequest
  reply: FastifyReply
}

type Answer200<Op extends OperationId> = operations[Op]['responses'][200]
/** A 200 answer with a non-JSON content type (a file): the handler sends it itself and returns the reply. */
type StreamedOf<T> = T extends { content: infer C }
  ? [Exclude<keyof C, 'application/json'>] extends [never]
    ? never
    : FastifyReply
  : never

/** The JSON body of the operation's HTTP 200 response (or the reply, when it streamed a file). */
export type OperationResult<Op extends OperationId> = JsonOf<Answer200<Op>> | StreamedOf<Answer200<Op>>

export interface SessionUser {
  userId: string
  username: string
  sessionId: string
  /** The tenants the user belongs to (`rel_tenant_ids`); empty: not confined to a tenant. */
  tenantIds?: readonly string[]
}

export type OperationHandler<Op extends OperationId, Ctx> = (
  input: OperationInput<Op>,
  context: Ctx & { user: SessionUser | null; tenantId: string },
) => Promise<OperationResult<Op>>

/** Every operation of the spec must have a handler: the type makes a missing one a compile error. */
export type Handlers<Ctx> = { [Op in OperationId]: OperationHandler<Op, Ctx> }

export interface MountOptions<Ctx> {
  spec: LoadedSpec
  prefix: string
  handlers: Handlers<Ctx>
  context: Ctx
  /** Resolves the signed-in user of a token, or null when the token is invalid, expired or revoked. */
  authenticate: (token: string) => Promise<SessionUser | null>
  /** Whether the user's roles grant any one of the permissions (button codes or menu URLs). */
  authorize: (user: SessionUser, permission: readonly string[]) => Promise<boolean>
  /**
   * Records one write of a signed-in caller (the operation log, server/src/modules/system/log/operation-log.ts).
   * Called after the answer is known, never awaited: a failing record is logged and the request goes on.
   */
  recordWrite?: (write: WriteRecord) => Promise<void>
}

/** What the operations mount knows of one write of a signed-in caller, after it was answered. */
export interface WriteRecord {
  op: OperationSpec
  user: SessionUser
  request: FastifyRequest
  /** The parts as validated (the query after its ceilings, the path parameters). */
  query: Record<string, unknown>
  path: Record<string, unknown>
  status: number
  /** What the handler answered (an envelope), or the answer sent for a refusal. */
  result: unknown
  /** What the handler threw, if it did. */
  error?: unknown
  costMs: number
}

/** Mounts every operation of the spec by operationId, validating each request against the spec first. */
export function mountOperations<Ctx>(app: FastifyInstance, options: MountOptions<Ctx>): void {
  const validators = createValidators(options.spec)
  const formValidators = createFormValidators(options.spec)
  const handlers = options.handlers as unknown as Record<string, OperationHandler<OperationId, Ctx>>
  const known = new Set(options.spec.operations.map((op) => op.operationId))
  const extra = Object.keys(handlers).filter((id) => !known.has(id))
  if (extra.length) throw new Error(`handlers for operations the spec does not have: ${extra.join(', ')}`)

  const { recordWrite } = options
  /** Hands a write to `recordWrite` without waiting for it; its failure is logged, never answered. */
  const record = (write: WriteRecord) => {
    if (!recordWrite || write.op.method === 'GET') return
    void Promise.resolve()
      .then(() => recordWrite(write))
      .catch((error: unknown) =>
        write.request.log.error(
          { err: error, operationId: write.op.operationId },
          'operation log not written',
        ),
      )
  }

  const ownRoutes: readonly string[] = OWN_ROUTE_OPERATIONS
  for (const op of options.spec.operations) {
    if (Boolean(op.ownRoute) !== ownRoutes.includes(op.operationId))
      throw new Error(`${op.operationId}: x-own-route in the document and OWN_ROUTE_OPERATIONS disagree`)
    if (op.ownRoute) continue
    const handler = handlers[op.operationId]
    const validate = validators.get(op.operationId)
    if (!handler || !validate) throw new Error(`operation ${op.operationId} has no handler`)
    app.route({
      method: op.method as 'GET',
      url: options.prefix + op.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request, reply) => {
        const started = performance.now()
        const query = { ...(request.query as Record<string, unknown>) }
        const params = { ...(request.params as Record<string, unknown>) }
        const headers = request.headers as Record<string, unknown>
        const problem = validate({ body: request.body, query, params, headers })
        if (problem) return reply.code(400).send(badRequest(problem))
        // A page size above the server's ceiling is answered as the ceiling, never refused.
        for (const [name, ceiling] of Object.entries(op.ceilings ?? {})) {
          const value = query[name]
          if (typeof value === 'number' && value > ceiling) query[name] = ceiling
        }
        // A page number below the first page (0, as upstream's list mixin sends it) is the first page.
        for (const [name, floor] of Object.entries(op.floors ?? {})) {
          const value = query[name]
          if (typeof value === 'number' && value < floor) query[name] = floor
        }
        let user: SessionUser | null = null
        // `?token=` only where a header cannot be sent: a file the browser opens as a link (README § Access and security).
        const token =
          headerValue(headers['x-access-token']) ??
          (op.downloads && typeof query.token === 'string' ? query.token : undefined)
        if (!op.isPublic) {
          user = token ? await options.authenticate(token) : null
          if (!user)
            return reply.code(500).send(springError(500, TOKEN_INVALID, request.url.split('?')[0] ?? ''))
          // Upstream's Shiro AuthorizationException: HTTP 200, code 510.
          if (op.permission && !(await options.authorize(user, op.permission))) {
            const refusal = fail(NO_PERMISSION, 510)
            record({ op, user, request, query, path: params, status: 200, result: refusal, costMs: 0 })
            return reply.send(refusal)
          }
        }
        const written = user
        const recordAnswer = (answer: Pick<WriteRecord, 'status' | 'result' | 'error'>) => {
          if (written)
            record({
              op,
              user: written,
              request,
              query,
              path: params,
              ...answer,
              costMs: performance.now() - started,
            })
        }
        // A multipart body (an upload) is read whole here and its fields checked like any other part.
        const checkForm = formValidators.get(op.operationId)
        if (checkForm && request.isMultipart()) {
          const refusal = await readMultipart(request, checkForm)
          if (refusal) {
            recordAnswer({ status: 400, result: badRequest(refusal) })
            return reply.code(400).send(badRequest(refusal))
          }
        }
        // `tenant-id` (upstream's client and server; survives nginx, which drops underscored headers by default),
        // else `tenant_id` (docs/spec.md §7), else none.
        const tenantId = tenantOf(user, tenantHeader(headers) ?? '0')
        // Upstream ShiroRealm: '用户租户信息变更,请重新登陆!', which its JwtFilter answers as an invalid token.
        if (tenantId === null)
          return reply.code(500).send(springError(500, TOKEN_INVALID, request.url.split('?')[0] ?? ''))
        const input = {
          body: request.body,
          query,
          path: params,
          headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, headerValue(v)])),
          request,
          reply,
        } as OperationInput<OperationId>
        let result: unknown
        try {
          result = await handler(input, { ...options.context, user, tenantId })
        } catch (error) {
          recordAnswer({ status: 500, result: null, error })
          throw error
        }
        recordAnswer({ status: reply.statusCode, result })
        return reply.sent || (result as unknown) === reply ? reply : reply.send(result)
      },
    })
  }
}

/** The tenant header: `tenant-id` as upstream 2.4.6 spells it, or `tenant_id` as docs/spec.md §7 does; the first wins. */
export function tenantHeader(headers: Readonly<Record<string, unknown>>): string | undefined {
  return headerValue(headers['tenant-id']) ?? headerValue(headers.tenant_id)
}

/**
 * The tenant a request works in: a user of tenants works in the one the tenant header names, which must be
 * one of theirs (null: refused), or in their first when the header says none ('0'); a user of no tenant works
 * in whatever the header says ('0': across tenants, as upstream's administrators).
 */
export function tenantOf(user: SessionUser | null, asked: string): string | null {
  const own = user?.tenantIds ?? []
  if (!own.length) return asked
  if (asked === '0') return own[0] ?? '0'
  return own.includes(asked) ? asked : null
}

/** The 400 envelope of a request the contract refuses. */
const badRequest = (problem: string) => ({
  success: false,
  message: `请求参数不正确: ${problem}`,
  code: 400,
  result: null,
  timestamp: Date.now(),
})

function headerValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return headerValue(value[0])
  return typeof value === 'string' && value !== '' ? value : undefined
}
