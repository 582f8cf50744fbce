import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { configuredSecret, configuredTokenTtl } from './auth/token'
import { s3SettingsOf } from './static/file-store'
import { startServer } from './start'

const env = process.env
const defaultStatic = fileURLToPath(new URL('../../app/dist', import.meta.url))
const staticDir = resolve(env.STATIC_DIR ?? defaultStatic)
if (!existsSync(resolve(staticDir, 'index.html'))) {
  console.warn(`No built app in ${staticDir}: serving the API only (run \`npm run build\` first).`)
}

const server = await startServer({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '0.0.0.0',
  dataDir: resolve(env.DATA_DIR ?? '.data'),
  apiPrefix: env.API_PREFIX ?? '/jeecg-boot',
  staticDir,
  ...(env.APP_API_BASE_URL ? { apiBaseUrl: env.APP_API_BASE_URL } : {}),
  testHooks: env.ERP_TEST_HOOKS === '1',
  ...(env.CAS_PREFIX_URL ? { casPrefixUrl: env.CAS_PREFIX_URL } : {}),
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  ...(env.CORS_ORIGINS ? { corsOrigins: env.CORS_ORIGINS.split(',') } : {}),
  ...((ttl) => (ttl ? { tokenTtlSeconds: ttl } : {}))(configuredTokenTtl(env)),
  // Several instances (README "Running several instances"): one token key, the balancer's forwarded address, shared uploads.
  ...((secret) => (secret ? { tokenSecret: secret } : {}))(configuredSecret(env)),
  ...(env.TRUST_PROXY ? { trustProxy: trustProxyOf(env.TRUST_PROXY) } : {}),
  ...(env.UPLOAD_DIR ? { uploadDir: resolve(env.UPLOAD_DIR) } : {}),
  ...(env.INSTANCE_ID ? { instanceId: env.INSTANCE_ID } : {}),
  ...((s3) => (s3 ? { s3 } : {}))(s3SettingsOf(env)),
})

/** TRUST_PROXY: `true` (any proxy), or the balancers' addresses / CIDR ranges, comma-separated. */
function trustProxyOf(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value
}

console.log(`SDN ERP is running on ${server.url}`)
console.log('demo login: admin / 123456')

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
