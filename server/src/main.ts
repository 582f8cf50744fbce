import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
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
})

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
