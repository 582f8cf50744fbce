import { defineConfig } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Whole journeys in Debian's Chromium against the reference server (server/) serving the built app
 * (app/dist). The app is a black box: nothing here imports workspace code; the server runs as a CLI.
 *
 * This file is evaluated by the runner and again by every worker, so the port is chosen once and handed
 * down through the environment (workers inherit it). serve.mjs gives the server a fresh temporary data
 * directory (mkdtemp) and removes it when the server stops.
 */
const here = fileURLToPath(new URL('.', import.meta.url))
const root = resolve(here, '..')

/** A free TCP port, found synchronously (a config module cannot await before export everywhere). */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
  if (result.status !== 0 || !/^\d+$/.test(result.stdout)) return '18473'
  return result.stdout
}

process.env.E2E_PORT ??= freePort()
// The server's response check (server/src/openapi/response-check.ts) writes every answer openapi.yaml does not
// declare here; serve.mjs empties the file before the server starts, the global teardown fails the run on any.
const responseCheck = (process.env.E2E_RESPONSE_CHECK ??= join(here, 'test-results', 'response-check.jsonl'))

const port = process.env.E2E_PORT
const baseURL = `http://127.0.0.1:${port}`

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
  ? resolve(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME)
  : join(here, 'test-results', 'results.json')

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1, // 2 cores: the server (PGlite) and Chromium already share them
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  globalTeardown: './response-check-teardown.ts',
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      // e2e/at-date.mjs runs the suite under libfaketime, under which Chromium hangs: the browser starts without
      // it, and e2e/tests/test.ts moves the pages' Date by the same offset.
      ...(process.env.LD_PRELOAD?.includes('faketime') ? { env: { ...process.env, LD_PRELOAD: '' } } : {}),
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `"${process.execPath}" "${join(here, 'serve.mjs')}"`,
    cwd: root,
    url: `${baseURL}/user/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? join(root, 'app', 'dist'),
      ERP_TEST_HOOKS: '1',
      RESPONSE_CHECK: responseCheck,
    },
  },
})
