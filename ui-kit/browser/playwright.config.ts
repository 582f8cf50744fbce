import { defineConfig } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Real-browser tests of ui-kit components that jsdom cannot show: pointer drags, the clipboard, the
 * grid's own focus handling. Debian's Chromium against Vite's dev server of ui-kit/browser/table-page;
 * no app server. Run: `npx playwright test -c ui-kit/browser/playwright.config.ts`.
 *
 * The port is chosen once and handed to the workers through the environment.
 */
const here = fileURLToPath(new URL('.', import.meta.url))
const root = resolve(here, '..', '..')

function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
  if (result.status !== 0 || !/^\d+$/.test(result.stdout)) return '18574'
  return result.stdout
}

process.env.UI_KIT_BROWSER_PORT ??= freePort()
const port = process.env.UI_KIT_BROWSER_PORT
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(root, '.tmp', 'ui-kit-browser', 'artifacts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, '.tmp', 'ui-kit-browser.json') },
    ],
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `"${join(root, 'node_modules', '.bin', 'vite')}" --config "${join(here, 'vite.config.ts')}" --port ${port}`,
    cwd: root,
    url: baseURL,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
