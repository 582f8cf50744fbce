// Runs the reference server for the e2e suite on a fresh, throw-away data directory:
// creates the directory, starts `tsx server/src/main.ts` with DATA_DIR pointing at it, forwards
// SIGINT/SIGTERM, and removes the directory once the server has exited. Other settings (PORT, HOST,
// STATIC_DIR, ERP_TEST_HOOKS, RESPONSE_CHECK) come from the environment Playwright's webServer passes in.
// The response check's file (RESPONSE_CHECK) is emptied first: it holds this run's findings only.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'erp-e2e-'))
if (process.env.RESPONSE_CHECK) {
  mkdirSync(dirname(process.env.RESPONSE_CHECK), { recursive: true })
  writeFileSync(process.env.RESPONSE_CHECK, '')
}

const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
})

const forward = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal)
}
process.on('SIGINT', () => forward('SIGINT'))
process.on('SIGTERM', () => forward('SIGTERM'))

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(signal ? 1 : (code ?? 0))
})
