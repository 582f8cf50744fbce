// `npm start`: install what is missing, build the app, serve app + API on http://localhost:8080 (PORT to change).
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const ensure = spawnSync(process.execPath, [join(root, 'scripts', 'ensure.mjs')], {
  stdio: 'inherit',
  cwd: root,
})
if (ensure.status !== 0) process.exit(1)

console.log('> building the app')
const build = spawnSync('npm', ['run', 'build', '-w', '@erp/app'], { stdio: 'inherit', cwd: root })
if (build.status !== 0) process.exit(1)

const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'src', 'main.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? join(root, 'app', 'dist') },
})
const stop = (signal) => server.kill(signal)
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)))
