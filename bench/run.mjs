// `npm run bench`: what the login route costs a first-time visitor.
//
// Starts the reference server (server/ CLI, fresh temporary data directory, free port) serving the built
// app (app/dist, built first when missing), then makes COLD loads of /user/login in Debian's Chromium
// (a new browser context per run, HTTP cache disabled through CDP) and measures
//   (a) the JavaScript the route loads: the decoded size of every `script` response and the bytes
//       transferred for it (CDP Network.loadingFinished encodedDataLength: compressed body + headers),
//       once as Chromium asks by default (br, gzip) and once with gzip only;
//   (b) the time from navigation start until the username input (label 账号) is visible;
//   (c) the sign-in journey (admin / 123456; the login form has no captcha): the time from submitting the
//       login form to the dashboard's side menu (nav 主菜单 with its entries) being drawn, and the JavaScript
//       (gzip only) the whole journey transfers, from the login page to the drawn dashboard.
// Prints a table and the medians and writes bench/results/latest.json. The server is stopped at the end,
// also on error or Ctrl-C.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ROUTE = '/user/login'
const CHROMIUM = '/usr/bin/chromium'
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

const kb = (bytes) => (bytes / 1024).toFixed(1)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function ensureBuiltApp() {
  // BENCH_STATIC_DIR: an app already built elsewhere (vite build --outDir …) is measured as it is.
  if (process.env.BENCH_STATIC_DIR) return
  if (existsSync(join(root, 'app', 'dist', 'index.html'))) return
  console.log('> app/dist is missing: npm run build -w @erp/app')
  const build = spawnSync('npm', ['run', 'build', '-w', '@erp/app'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('building the app failed')
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The server CLI as a child process in its own process group, so stopping it stops tsx's child too. */
function startServer(port, dataDir) {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.BENCH_STATIC_DIR ?? join(root, 'app', 'dist'),
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return { child, output: () => output }
}

function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => killGroup('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    killGroup('SIGTERM')
  })
}

async function waitForServer(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with code ${server.child.exitCode}:\n${server.output()}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s:\n${server.output()}`)
}

/** Records, in the page, when the input labelled 账号 is first in the DOM and rendered. */
function watchUsernameInput() {
  const usernameInput = () => {
    for (const label of document.querySelectorAll('label')) {
      if (label.textContent?.trim() === '账号' && label.control) return label.control
    }
    return document.querySelector('input[aria-label="账号"]')
  }
  const check = () => {
    if (window.__usernameVisibleAt !== undefined) return
    const input = usernameInput()
    if (!input) return
    const style = getComputedStyle(input)
    if (input.getClientRects().length === 0 || style.visibility === 'hidden' || style.display === 'none')
      return
    window.__usernameVisibleAt = performance.now()
    observer.disconnect()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

/** One cold load: fresh context, cache disabled, scripts measured through CDP. */
async function coldLoad(browser, url, { gzipOnly = false } = {}) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(watchUsernameInput)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    if (gzipOnly) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } })

    const scripts = new Map() // requestId -> { url, encoding, transferred }
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      )
      scripts.set(requestId, { url: response.url, encoding: headers['content-encoding'] ?? 'identity' })
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId)
      if (script) script.transferred = encodedDataLength
    })

    const bodies = new Map() // url -> decoded bytes
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      bodies.set(
        response.url(),
        response.body().then(
          (body) => body,
          () => null,
        ),
      )
    })

    await page.goto(url, { waitUntil: 'load' })
    await page.getByLabel('账号', { exact: true }).waitFor({ state: 'visible', timeout: 30_000 })
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation')
      return {
        usernameVisibleMs: window.__usernameVisibleAt ?? performance.now(),
        domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? null,
        loadMs: navigation?.loadEventEnd ?? null,
      }
    })
    await page.waitForLoadState('networkidle')

    const list = []
    for (const script of scripts.values()) {
      const body = await bodies.get(script.url)
      list.push({
        url: new URL(script.url).pathname,
        encoding: script.encoding,
        rawBytes: body?.length ?? 0,
        transferredBytes: script.transferred ?? 0,
        gzipComputedBytes: body ? gzipSync(body).length : 0,
      })
    }
    list.sort((a, b) => a.url.localeCompare(b.url))
    const sum = (key) => list.reduce((total, script) => total + script[key], 0)
    return {
      ...timing,
      scripts: list,
      rawBytes: sum('rawBytes'),
      transferredBytes: sum('transferredBytes'),
      gzipComputedBytes: sum('gzipComputedBytes'),
      encodings: [...new Set(list.map((script) => script.encoding))],
    }
  } finally {
    await context.close()
  }
}

/**
 * Records, in the page, when the login form is submitted (capture phase, before the app's handler) and when
 * the side menu (nav 主菜单 with at least one entry) is first rendered afterwards. Sign-in navigates inside
 * the single-page app, so both instants share one performance.now() clock.
 */
function watchSignIn() {
  document.addEventListener('submit', () => (window.__submittedAt ??= performance.now()), true)
  const check = () => {
    if (window.__submittedAt === undefined || window.__menuDrawnAt !== undefined) return
    const menu = document.querySelector('nav[aria-label="主菜单"]')
    const entry = menu?.querySelector('li a, li button')
    if (!entry || entry.getClientRects().length === 0) return
    window.__menuDrawnAt = performance.now()
    observer.disconnect()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

/** One cold sign-in: fresh context, cache disabled, gzip only; every script of the journey is counted. */
async function coldSignIn(browser, base) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(watchSignIn)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } })
    const scripts = new Map() // requestId -> { url, loginPage, transferred }
    let signingIn = false
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') scripts.set(requestId, { url: response.url, afterSubmit: signingIn })
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId)
      if (script) script.transferred = encodedDataLength
    })

    await page.goto(base + ROUTE, { waitUntil: 'load' })
    await page.getByLabel('账号', { exact: true }).fill('admin')
    await page.getByLabel('密码', { exact: true }).fill('123456')
    await page.waitForLoadState('networkidle')
    signingIn = true
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await page.locator('nav[aria-label="主菜单"] li').first().waitFor({ state: 'visible', timeout: 30_000 })
    await page.waitForURL(/\/dashboard\/analysis$/, { timeout: 30_000 })
    const timing = await page.evaluate(() => ({
      submittedAt: window.__submittedAt ?? null,
      menuDrawnAt: window.__menuDrawnAt ?? performance.now(),
    }))
    if (timing.submittedAt === null) throw new Error('the login form was not submitted')
    await page.waitForLoadState('networkidle')

    const list = [...scripts.values()]
    const sum = (items) => items.reduce((total, script) => total + (script.transferred ?? 0), 0)
    return {
      submitToMenuMs: timing.menuDrawnAt - timing.submittedAt,
      scripts: list.length,
      journeyTransferredBytes: sum(list),
      afterSubmitTransferredBytes: sum(list.filter((script) => script.afterSubmit)),
    }
  } finally {
    await context.close()
  }
}

/** The repository's Prettier style, so a fresh results file passes `prettier --check`. */
async function formatted(file, json) {
  try {
    const prettier = await import('prettier')
    const options = (await prettier.resolveConfig(file)) ?? {}
    return await prettier.format(json, { ...options, plugins: [], filepath: file })
  } catch {
    return json
  }
}

async function main() {
  ensureBuiltApp()
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'erp-bench-'))
  const base = `http://127.0.0.1:${port}`
  let server
  let browser
  const cleanUp = async () => {
    await browser?.close().catch(() => {})
    await stopServer(server?.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const onSignal = (signal) => {
    void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    server = startServer(port, dataDir)
    const started = performance.now()
    await waitForServer(base + ROUTE, server)
    console.log(`server up on ${base} in ${((performance.now() - started) / 1000).toFixed(1)} s`)

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true })
    console.log(
      `Chromium ${browser.version()}; ${RUNS} cold loads of ${ROUTE} (new context, cache disabled)\n`,
    )

    await coldLoad(browser, base + ROUTE) // warm-up for the server and the browser process, not reported
    const runs = []
    for (let run = 1; run <= RUNS; run++) runs.push(await coldLoad(browser, base + ROUTE))
    const gzipRun = await coldLoad(browser, base + ROUTE, { gzipOnly: true })
    await coldSignIn(browser, base) // warm-up of the signed-in API paths, not reported
    const signIns = []
    for (let run = 1; run <= RUNS; run++) signIns.push(await coldSignIn(browser, base))

    console.log('run  scripts   raw KB   transferred KB (encoding)   username input visible')
    runs.forEach((run, index) => {
      console.log(
        `${String(index + 1).padStart(3)}  ${String(run.scripts.length).padStart(7)}  ${kb(run.rawBytes).padStart(7)}  ${kb(run.transferredBytes).padStart(14)} (${run.encodings.join(', ')})`.padEnd(
          54,
        ) + `${run.usernameVisibleMs.toFixed(0).padStart(8)} ms`,
      )
    })
    console.log('\nscripts of the route (first run):')
    for (const script of runs[0].scripts) {
      console.log(
        `  ${script.url.padEnd(44)} ${kb(script.rawBytes).padStart(8)} KB raw  ${kb(script.transferredBytes).padStart(7)} KB ${script.encoding}`,
      )
    }

    const raw = median(runs.map((run) => run.rawBytes))
    const transferred = median(runs.map((run) => run.transferredBytes))
    const visible = runs.map((run) => Math.round(run.usernameVisibleMs))
    const compressed = (run) =>
      run.encodings.filter((encoding) => encoding !== 'identity').join('+') || 'identity'
    const gzipTransferred = gzipRun.transferredBytes
    console.log('')
    console.log(
      `login route JS: ${kb(raw)} KB raw, ${kb(gzipTransferred)} KB ${compressed(gzipRun)} (transferred), ` +
        `${kb(transferred)} KB ${compressed(runs[0])} (transferred with Chromium's default Accept-Encoding)`,
    )
    console.log(
      `machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    )
    console.log(`username input visible: median ${median(visible)} ms (runs: ${visible.join(', ')} ms)`)
    const toMenu = signIns.map((run) => Math.round(run.submitToMenuMs))
    const journeyJs = median(signIns.map((run) => run.journeyTransferredBytes))
    const afterSubmitJs = median(signIns.map((run) => run.afterSubmitTransferredBytes))
    console.log(
      `login submitted → side menu drawn: median ${median(toMenu)} ms (runs: ${toMenu.join(', ')} ms)`,
    )
    console.log(
      `sign-in journey JS (login page → drawn dashboard): ${kb(journeyJs)} KB gzip transferred ` +
        `(${kb(afterSubmitJs)} KB of it after submitting)`,
    )

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      // Timings depend on what else the machine runs: its load while measuring (1, 5, 15 min averages).
      cpus: cpus().length,
      loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
      chromium: browser.version(),
      route: ROUTE,
      runs: RUNS,
      method:
        'cold loads: new browser context per run, HTTP cache disabled (CDP); raw = decoded script bodies; transferred = CDP encodedDataLength (compressed body + headers); one warm-up load not counted',
      loginRouteJs: {
        rawBytes: raw,
        gzipTransferredBytes: gzipTransferred,
        gzipTransferredEncodings: gzipRun.encodings,
        defaultTransferredBytes: transferred,
        defaultEncodings: runs[0].encodings,
        gzipComputedBytes: median(runs.map((run) => run.gzipComputedBytes)),
        scripts: runs[0].scripts,
      },
      usernameInputVisibleMs: { median: median(visible), runs: visible },
      signIn: {
        method:
          'cold: new context, cache disabled, gzip only; admin / 123456 typed, then the time from the form submit event to the first rendered entry of nav 主菜单 (one performance.now() clock); JS = CDP encodedDataLength of every script from the login page to the drawn dashboard; one warm-up sign-in not counted',
        submitToMenuMs: { median: median(toMenu), runs: toMenu },
        journeyJsGzipTransferredBytes: journeyJs,
        afterSubmitJsGzipTransferredBytes: afterSubmitJs,
        journeyScripts: signIns[0]?.scripts ?? 0,
      },
      domContentLoadedMs: runs.map((run) => Math.round(run.domContentLoadedMs ?? -1)),
      loadMs: runs.map((run) => Math.round(run.loadMs ?? -1)),
    }
    mkdirSync(join(root, 'bench', 'results'), { recursive: true })
    const file = join(root, 'bench', 'results', 'latest.json')
    writeFileSync(file, await formatted(file, JSON.stringify(results, null, 2) + '\n'))
    console.log('\nwritten: bench/results/latest.json')
  } finally {
    await cleanUp()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
