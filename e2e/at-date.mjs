// Runs the e2e journeys as if today were another day: `npm run test:e2e:at -- 2027-02-28 [playwright args…]`.
// The journeys must pass on any date (no test may depend on today's date or on what fits on screen); this is
// how that is shown. The test runner and the server (and its PGlite) run under Debian's libfaketime, moved by
// the offset between now and that day at the same time of day; Chromium hangs under libfaketime, so
// playwright.config.ts starts it without, and e2e/tests/test.ts moves `Date` in every page by the same offset
// (E2E_CLOCK_OFFSET_MS). Installs Debian's faketime package when it is missing and we are root.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const LIB = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'
const [day, ...rest] = process.argv.slice(2)

if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
  console.error('usage: npm run test:e2e:at -- YYYY-MM-DD [playwright test arguments]')
  process.exit(2)
}
if (!existsSync(LIB)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(`${LIB} is missing: run \`sudo apt-get install -y faketime\` and try again.`)
    process.exit(2)
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['install', '-y', '-qq', 'faketime'], { stdio: 'inherit', env })
}

const now = new Date()
const target = new Date(`${day}T00:00:00`)
target.setHours(now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds())
const offsetMs = target.getTime() - now.getTime()
console.log(`> e2e at ${target.toString()} (clock moved by ${Math.round(offsetMs / 86_400_000)} days)`)

const result = spawnSync(
  join(root, 'node_modules', '.bin', 'playwright'),
  ['test', '-c', join(root, 'e2e', 'playwright.config.ts'), ...rest],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      LD_PRELOAD: LIB,
      FAKETIME: `${offsetMs >= 0 ? '+' : ''}${Math.round(offsetMs / 1000)}`,
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      E2E_CLOCK_OFFSET_MS: String(offsetMs),
    },
  },
)
process.exit(result.status ?? 1)
