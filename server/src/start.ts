/**
 * The reference back end. Fastify because it is fast, validates with JSON Schema natively and has
 * first-party plugins for everything needed here (static files, compression, CORS, websockets,
 * multipart); PGlite because it is a real PostgreSQL that runs in-process with no install.
 */
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyError } from 'fastify'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { constants } from 'node:zlib'
import { authenticate } from './auth/sessions'
import { userHoldsAny } from './permission/grants'
import { mountMasking } from './http/masking'
import { DEFAULT_TOKEN_TTL_SECONDS, loadSecret, sharedSecret } from './auth/token'
import type { ServerContext } from './context'
import { openDatabase } from './db/database'
import { openPostgres } from './db/postgres'
import { migrate } from './db/migrate'
import { seed, syncSeedDicts, syncSeedMenus } from './db/seed'
import { mountOperations, type Handlers } from './openapi/operations'
import { combineHandlers } from './openapi/handler-registry'
import { badValueMessage } from './http/database-errors'
import { withoutServerPaths } from './http/server-paths'
import { mountMessageLanguage } from './http/message-language'
import { clientErrorHandler, frameworkErrors, mountInputGuard } from './http/input-guard'
import { loadSpec } from './openapi/spec'
import { mountResponseCheck } from './openapi/response-check'
import { AttemptLimiter, SharedAttemptLimiter } from './auth/attempt-limiter'
import { LOGIN_LIMITS } from './modules/system/auth/routes'
import { CaptchaStore } from './auth/captcha'
import { UPLOAD_LIMIT_BYTES } from './modules/system/upload/routes'
import { instanceIdOf, startScheduler, stopScheduler } from './scheduler/scheduler'
import { mountRequestTrace } from './monitor/request-trace'
import { LiveHub, mountLiveChannels } from './live/live-hub'
import { mountUploadedFiles } from './static/serve-uploads'
import { localFiles, s3Files, type S3Settings } from './static/file-store'
import { serveApp } from './static/serve-app'
import { mountApiDoc } from './static/serve-api-doc'
import { mountTestHooks } from './test-hooks'
import { moduleHandlers, moduleImportChecks, moduleOverrides, seedModules } from './modules/modules'
import { systemHandlerGroups } from './modules/system/system'
import { operationLogWriter } from './modules/system/log/operation-log'
import { mockHandlers } from './upstream/mock-routes'
import { upstreamClientHandlers } from './upstream/client-routes'

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  dataDir: string
  apiPrefix?: string
  /** The built app (app/dist); null serves the API only. */
  staticDir?: string | null
  /** API base URL written to /app-config.js; defaults to apiPrefix. */
  apiBaseUrl?: string
  testHooks?: boolean
  /**
   * Token lifetime in seconds (env TOKEN_TTL_SECONDS); default 7 days, the client's session lifetime
   * (docs/spec.md §9). A session also ends early on logout, a password change, a freeze, a delete or a change
   * of roles (README § Access and security).
   */
  tokenTtlSeconds?: number
  logger?: boolean
  /** postgres://… : a real PostgreSQL server instead of the embedded PGlite (env DATABASE_URL). */
  databaseUrl?: string
  /** CAS server prefix, e.g. https://cas.example.com/cas (env CAS_PREFIX_URL). */
  casPrefixUrl?: string
  /** Failed password sign-ins allowed per account and per address in a window; false: unlimited. */
  loginLimits?: { perAccount: number; perAddress: number; windowMs: number } | false
  /**
   * Origins other than the server's own allowed to call the API from a browser and to frame `/doc.html` (env
   * CORS_ORIGINS, comma-separated, e.g. `https://erp.example.com,http://localhost:3000`); `*`: any origin, as
   * upstream. Absent or empty: none but the server's own (docs: README § Access and security).
   */
  corsOrigins?: readonly string[]
  /** Where login captcha codes are kept; default a new in-memory store (tests pass one to read the codes). */
  captchas?: CaptchaStore
  /**
   * The token signing key (env TOKEN_SECRET or TOKEN_SECRET_FILE). Absent: `<dataDir>/secret.key` on PGlite; on a
   * shared PostgreSQL one key kept in the database, made by the first instance, so all instances accept each other's tokens.
   */
  tokenSecret?: Uint8Array
  /** Behind a load balancer: whose X-Forwarded-For to believe (fastify trustProxy; env TRUST_PROXY). */
  trustProxy?: boolean | string
  /** Where uploads are stored; default `<dataDir>/upload` (env UPLOAD_DIR: a folder every instance shares). */
  uploadDir?: string
  /** An S3-compatible store for uploads, shared by every instance (env S3_BUCKET, S3_ENDPOINT, …); default the upload folder. */
  s3?: S3Settings
  /** This instance's name in job logs and the X-Instance-Id header (env INSTANCE_ID); default host:pid, no header. */
  instanceId?: string
  /**
   * Test mode: every answer is checked against openapi.yaml and what does not match is appended to this file
   * as JSON lines (server/src/openapi/response-check.ts; env RESPONSE_CHECK). Absent: no check, no cost.
   */
  responseCheck?: string
}

/** The PostgreSQL advisory lock key under which one instance at a time migrates and seeds ("erp-start"). */
export const STARTUP_LOCK_KEY = 0x65727073

/** How long a browser may reuse a preflight answer (seconds). */
export const CORS_MAX_AGE = 3600

/** The listed origins, trimmed and without a trailing slash; `*` stands for any. */
export function allowedOrigins(origins: readonly string[] = []): string[] {
  return origins.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean)
}

/**
 * CORS as upstream's back end answers it (JwtFilter, WebMvcConfiguration): any header the page asks for
 * (its client adds X-Sign, X-TIMESTAMP, tenant-id, …), the methods it uses, preflights cached. Unlike upstream,
 * the origins are an allow-list (CORS_ORIGINS; `*` for any), nothing but the server's own when none is set, and
 * no `Access-Control-Allow-Credentials`: sessions travel in the X-Access-Token header, never in cookies, so a
 * foreign page gets nothing from the browser's ambient credentials.
 */
export function corsOptions(origins: readonly string[] = []) {
  const listed = allowedOrigins(origins)
  return {
    origin: listed.includes('*') ? (true as const) : listed,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // No allowedHeaders: the plugin reflects Access-Control-Request-Headers, as upstream does.
    maxAge: CORS_MAX_AGE,
    credentials: false,
  }
}

/** The CORS options of one request: the allow-list plus the server's own origin (the Host it was asked by). */
export function corsDelegator(origins: readonly string[] = []) {
  const options = corsOptions(origins)
  return (
    request: { protocol: string; headers: { host?: string | undefined } },
    callback: (error: Error | null, options: ReturnType<typeof corsOptions>) => void,
  ) => {
    if (options.origin === true || !request.headers.host) return callback(null, options)
    const own = `${request.protocol}://${request.headers.host}`
    callback(null, { ...options, origin: [...options.origin, own] })
  }
}

export interface RunningServer {
  url: string
  apiUrl: string
  close(): Promise<void>
}

/**
 * Every operation's handler: the system areas', then the business modules'. A set replacing another's handler
 * declares it (openapi/handler-registry.ts); the type makes a missing handler a compile error.
 */
const handlers: Handlers<ServerContext> = combineHandlers([
  ...systemHandlerGroups(moduleImportChecks),
  // `/mock/api/*`: the upstream 2.4.6 client's demo pages (upstream/mock-routes.ts).
  { name: 'upstream-mock', handlers: mockHandlers },
  // More of the upstream client's form calls (upstream/client-routes.ts).
  { name: 'upstream-client', handlers: upstreamClientHandlers },
  // The modules refine the generic add, edit and delete of some of their resources.
  { name: 'modules', handlers: moduleHandlers, overrides: moduleOverrides },
])

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const apiPrefix = options.apiPrefix ?? '/jeecg-boot'
  mkdirSync(options.dataDir, { recursive: true })
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openDatabase(options.dataDir)
  const prepare = async () => {
    const applied = await migrate(db)
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sys_user',
    )
    if (count === 0) await db.transaction((tx) => seed(tx))
    // A database made before a module existed gets that module's demo data once (seedModules skips seeded ones).
    else {
      await db.transaction((tx) => syncSeedDicts(tx))
      await db.transaction((tx) => seedModules(tx))
    }
    const addedMenus = await db.transaction((tx) => syncSeedMenus(tx))
    const secret =
      options.tokenSecret ?? (options.databaseUrl ? await sharedSecret(db) : loadSecret(options.dataDir))
    return { applied, addedMenus, secret }
  }
  // Instances started together on one PostgreSQL: one migrates and seeds, the others wait and find it done.
  const { applied, addedMenus, secret } = db.exclusive
    ? await db.exclusive(STARTUP_LOCK_KEY, prepare)
    : await prepare()
  if (options.logger && addedMenus.length) console.log(`added menus: ${addedMenus.join(', ')}`)
  if (options.logger && applied.length) console.log(`applied migrations: ${applied.join(', ')}`)

  const limits = options.loginLimits ?? LOGIN_LIMITS
  // On a shared PostgreSQL failures are counted in the database: every instance sees them, a restart keeps them.
  const loginAttempts = !limits
    ? null
    : options.databaseUrl
      ? {
          byAccount: new SharedAttemptLimiter(db, 'account', limits.perAccount, limits.windowMs),
          byAddress: new SharedAttemptLimiter(db, 'address', limits.perAddress, limits.windowMs),
        }
      : {
          byAccount: new AttemptLimiter(limits.perAccount, limits.windowMs),
          byAddress: new AttemptLimiter(limits.perAddress, limits.windowMs),
        }
  const context: ServerContext = {
    loginAttempts,
    db,
    secret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    uploadDir: options.uploadDir ?? join(options.dataDir, 'upload'),
    files: options.s3 ? s3Files(options.s3) : localFiles,
    live: new LiveHub(),
    captchas: options.captchas ?? new CaptchaStore(),
    ...(options.casPrefixUrl ? { casPrefixUrl: options.casPrefixUrl.replace(/\/+$/, '') } : {}),
  }
  // Several instances on one PostgreSQL: notices, permission changes and table updates reach every instance's sockets.
  await context.live.connect(db)
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    bodyLimit: 10 * 1024 * 1024,
    // Tokens travel in a path (/thirdLogin/getLoginUser/{token}).
    routerOptions: { maxParamLength: 2000 },
    // Router and HTTP-parser refusals (a path parameter over the limit, a URL over 16 KB) in the envelope.
    frameworkErrors,
    clientErrorHandler,
  })

  // No answer is sniffed into another type than it declares (issue 30 item 6): files, pages and errors alike.
  app.addHook('onRequest', async (_request, reply) => void reply.header('X-Content-Type-Options', 'nosniff'))
  // An empty body sent with a JSON content type is "no body" (upstream accepts it, e.g. on logout).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      const error = new Error('Body is not valid JSON') as FastifyError
      error.statusCode = 400
      done(error, undefined)
    }
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? '请求内容超出10MB限制'
          : `请求参数不正确: ${withoutServerPaths(error.message, [options.dataDir, context.uploadDir])}`
      return reply
        .code(status === 415 ? 400 : status)
        .send({ success: false, message, code: 400, result: null, timestamp: Date.now() })
    }
    const badValue = badValueMessage(error)
    if (badValue)
      return reply
        .code(400)
        .send({ success: false, message: badValue, code: 400, result: null, timestamp: Date.now() })
    request.log.error(error)
    return reply.code(500).send({
      success: false,
      message: `操作失败，${withoutServerPaths(error.message, [options.dataDir, context.uploadDir])}`,
      code: 500,
      result: null,
      timestamp: Date.now(),
    })
  })

  const responseCheck = options.responseCheck ?? process.env.RESPONSE_CHECK
  if (responseCheck) mountResponseCheck(app, { file: responseCheck, apiPrefix })
  await app.register(cors, { delegator: corsDelegator(options.corsOrigins) })
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  })

  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } })
  if (options.instanceId) {
    const served = options.instanceId
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Instance-Id', served)
    })
  }
  mountInputGuard(app)
  mountMessageLanguage(app)
  mountRequestTrace(app, { skip: [`${apiPrefix}/actuator/httptrace`] })
  mountUploadedFiles(app, {
    apiPrefix,
    uploadDir: context.uploadDir,
    files: context.files,
    db,
    readers: {
      authenticate: (token) => authenticate(db, context.secret, token),
      authorize: (user, permission) => userHoldsAny(db, user.userId, permission),
    },
  })
  mountApiDoc(app, { apiPrefix, frameAncestors: allowedOrigins(options.corsOrigins) })
  await mountLiveChannels(app, {
    apiPrefix,
    hub: context.live,
    sessionOfToken: (token) => authenticate(db, context.secret, token),
  })
  // Personal data masked for a caller without the entity's view-sensitive permission.
  mountMasking(app, {
    apiPrefix,
    userOfToken: (token) => authenticate(db, context.secret, token),
    holds: (userId, permission) => userHoldsAny(db, userId, permission),
  })
  mountOperations(app, {
    spec: loadSpec(),
    prefix: apiPrefix,
    handlers,
    context,
    authenticate: (token) => authenticate(db, context.secret, token),
    authorize: (user, permission) => userHoldsAny(db, user.userId, permission),
    recordWrite: operationLogWriter(db),
  })
  if (options.testHooks) mountTestHooks(app, context)
  await serveApp(app, {
    staticDir: options.staticDir ?? null,
    apiPrefix,
    apiBaseUrl: options.apiBaseUrl ?? apiPrefix,
  })

  await startScheduler(db, {
    instanceId: options.instanceId ?? instanceIdOf(),
    shared: Boolean(options.databaseUrl),
  })
  const host = options.host ?? '127.0.0.1'
  await app.listen({ port: options.port ?? 0, host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`
  return {
    url,
    apiUrl: url + apiPrefix,
    async close() {
      context.live.closeAll()
      await context.live.disconnect()
      await app.close()
      await stopScheduler(db)
      await db.close()
    },
  }
}
