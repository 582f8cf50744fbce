// `npm test`: every check and suite of the repository, one after another, then one summary line
// `N passed, N failed` summed over all of them. A check (format, lint, typecheck, generated types,
// build) counts as one test; a suite counts its own tests. Exit code 1 when anything failed.
// `npm run test:soak` (--soak) runs the soak and load suites instead.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChineseFonts, ensureChromium, ensureClusterTools, ensureDependencies } from './ensure.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tmp = join(root, '.tmp')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const soak = process.argv.includes('--soak')
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)

const results = []

function run(command, args, env = {}, capture = null) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        PACT_DO_NOT_TRACK: 'true',
        STORYBOOK_DISABLE_TELEMETRY: '1',
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        FORCE_COLOR: '0',
        ...env,
      },
    })
    if (capture) {
      child.stdout.on('data', (chunk) => capture.push(chunk))
      child.stderr.on('data', (chunk) => capture.push(chunk))
    }
    child.on('error', (error) => {
      console.error(error)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
  })
}

/** Records a result and prints its line, or appends the line to `capture` when the output is being held. */
function record(name, passed, failed, seconds, capture = null) {
  results.push({ name, passed, failed, seconds })
  const line = `\n[${failed ? 'FAIL' : 'ok'}] ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)\n`
  if (capture) capture.push(Buffer.from(`${line}\n`))
  else console.log(line)
}

async function check(name, command, args, env, capture = null) {
  if (only && !name.startsWith(only)) return
  if (capture) capture.push(Buffer.from(`\n=== ${name}\n`))
  else console.log(`\n=== ${name}`)
  const start = performance.now()
  const code = await run(command, args, env, capture)
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, (performance.now() - start) / 1000, capture)
}

/** Runs independent checks two at a time (2 cores), printing each one's output when it ends. */
async function checksInParallel(items, lanes = 2) {
  const queue = items.filter(([name]) => !only || name.startsWith(only))
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [name, command, args] = item
      const output = []
      const start = performance.now()
      const code = await run(command, args, {}, output)
      console.log(`\n=== ${name}`)
      process.stdout.write(Buffer.concat(output))
      record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, (performance.now() - start) / 1000)
    }
  }
  await Promise.all(Array.from({ length: lanes }, worker))
}

/**
 * Runs lanes side by side (one per core). A lane runs its suites one after another; each suite's output is held
 * and printed when that suite ends, before its result line, so two lanes never interleave their lines.
 */
async function lanes(...sequences) {
  await Promise.all(
    sequences.map(async (suites) => {
      for (const suite of suites) {
        const output = []
        await suite(output)
        process.stdout.write(Buffer.concat(output))
      }
    }),
  )
}

/** Runs vitest with a JSON report and counts its tests; a crash without a report counts as one failure. */
async function vitestSuite(name, args, env, capture = null) {
  if (only && !name.startsWith(only)) return
  if (capture) capture.push(Buffer.from(`\n=== ${name}\n`))
  else console.log(`\n=== ${name}`)
  const report = join(tmp, `${name.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const start = performance.now()
  const code = await run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
    capture,
  )
  const seconds = (performance.now() - start) / 1000
  if (!existsSync(report)) return record(name, 0, 1, seconds, capture)
  const json = JSON.parse(readFileSync(report, 'utf8'))
  const passed = json.numPassedTests ?? 0
  let failed = (json.numFailedTests ?? 0) + (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
  if (code !== 0 && failed === 0) failed = 1 // e.g. a file that failed to load
  if (passed + failed === 0) failed = 1 // a suite that ran no test is a failure
  record(name, passed, failed, seconds, capture)
}

/** Runs Playwright with its JSON reporter and counts its tests. */
async function playwrightSuite(name, config, env, capture = null) {
  if (only && !name.startsWith(only)) return
  if (capture) capture.push(Buffer.from(`\n=== ${name}\n`))
  else console.log(`\n=== ${name}`)
  const report = join(tmp, `${name.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const start = performance.now()
  const code = await run(
    bin('playwright'),
    ['test', '-c', config],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report, ...env },
    capture,
  )
  const seconds = (performance.now() - start) / 1000
  if (!existsSync(report)) return record(name, 0, 1, seconds, capture)
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? {}
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0)
  let failed = (stats.unexpected ?? 0) + (stats.skipped ?? 0)
  if (code !== 0 && failed === 0) failed = 1
  if (passed + failed === 0) failed = 1
  record(name, passed, failed, seconds, capture)
}

const packages = ['openapi', 'ui-kit', 'app', 'server', 'contracts', 'stories', 'e2e', 'bench']

async function main() {
  const started = performance.now()
  mkdirSync(tmp, { recursive: true })
  if (!ensureDependencies()) return finish(started, 'dependencies could not be installed')
  if (!ensureChromium()) return finish(started, 'chromium is missing')
  if (!ensureChineseFonts()) return finish(started, 'fonts-noto-cjk is missing')
  if (!ensureClusterTools()) return finish(started, 'postgresql or haproxy is missing')

  if (soak) {
    await vitestSuite('soak', ['--config', 'scripts/soak.vitest.config.ts'])
    return finish(started)
  }

  await check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.'])
  await check('lint', bin('eslint'), ['.', '--max-warnings', '0'])
  // The import boundaries of eslint.config.js: a forbidden import of each kind fails, an allowed one passes.
  await check('lint boundaries', process.execPath, ['--test', 'scripts/lint-boundaries.test.mjs'])
  // docs/architecture.md against the tree: folders, packages, ESLint blocks, and every docs § cited in code.
  await check('docs map', process.execPath, ['--test', 'scripts/docs-map.test.mjs'])
  // The same projects as `npm run typecheck` (`tsc -b --force` over the root tsconfig's references), two at a
  // time: tsc -b checks them one after another in one process, which leaves one of the two cores idle.
  await checksInParallel(
    packages.map((pkg) => [`typecheck ${pkg}`, bin('tsc'), ['--noEmit', '-p', `${pkg}/tsconfig.json`]]),
  )
  await check('generated types', process.execPath, ['openapi/check-generated.mjs'])
  await check('i18n keys', process.execPath, ['scripts/i18n-check.mjs'])
  await check('spec lint', bin('redocly'), [
    'lint',
    'openapi/openapi.yaml',
    '--config',
    'openapi/redocly.yaml',
    '--format',
    'summary',
  ])
  await check('build app', 'npm', ['run', 'build', '-w', '@erp/app'])
  await check('budgets', process.execPath, ['scripts/check-budgets.mjs'])
  await check('build storybook', 'npm', ['run', 'build-storybook', '-w', '@erp/stories'])
  // Packs ui-kit, installs the tarball into a fresh Vite app outside the workspace, renders it (≈ 30 s).
  await check('ui-kit package', process.execPath, ['ui-kit/pack/pack.test.mjs'])
  // Pointer drags and the clipboard in real Chromium, on a page of their own (no app server, ≈ 20 s).
  await playwrightSuite('ui-kit browser', 'ui-kit/browser/playwright.config.ts')
  // The suites in two lanes, one per core, longest first: the browser journeys (≈ 17 min, the longest, and mostly
  // waiting on Chromium and their server) start at once beside the server's unit files (one at a time: PGlite is
  // heavy); the browser-side unit tests, the consumer contracts and the cluster follow the server's files, and the
  // provider verification follows the journeys. Run one after the other in pairs, the lanes left a core idle for
  // ≈ 13 minutes (the 2026-11-27 clean-clone run: 1,911 s in all).
  // The provider verifies the pacts the consumer run writes, so it waits for that run whichever lane is ahead.
  let pactsWritten
  const consumerDone = new Promise((resolve) => (pactsWritten = resolve))
  await lanes(
    [
      (capture) => playwrightSuite('e2e', 'e2e/playwright.config.ts', {}, capture),
      async (capture) => {
        await consumerDone
        await vitestSuite(
          'contracts provider',
          ['--config', 'contracts/vitest.provider.config.ts'],
          {},
          capture,
        )
      },
    ],
    [
      (capture) => vitestSuite('unit tests: server', ['--project', 'server'], {}, capture),
      async (capture) => {
        await vitestSuite(
          'contracts consumer',
          ['--config', 'contracts/vitest.consumer.config.ts'],
          {},
          capture,
        )
        pactsWritten()
      },
      (capture) =>
        vitestSuite(
          'unit and story tests: app, ui-kit, stories, openapi',
          ['--project', 'app', '--project', 'ui-kit', '--project', 'stories', '--project', 'openapi'],
          {},
          capture,
        ),
      // Three server instances on a private PostgreSQL behind haproxy (scripts/cluster.mjs, ≈ 30–90 s).
      (capture) => check('cluster', process.execPath, ['scripts/cluster.mjs'], {}, capture),
    ],
  )
  finish(started)
}

function finish(started, fatal) {
  if (fatal) results.push({ name: fatal, passed: 0, failed: 1, seconds: 0 })
  const passed = results.reduce((sum, r) => sum + r.passed, 0)
  const failed = results.reduce((sum, r) => sum + r.failed, 0)
  console.log('\n=== summary')
  for (const r of results) {
    console.log(
      `${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(28)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s`,
    )
  }
  console.log(`total time ${((performance.now() - started) / 1000).toFixed(0)} s`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exitCode = failed > 0 ? 1 : 0
}

await main()
