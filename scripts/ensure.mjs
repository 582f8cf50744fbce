// Installs what is missing before `npm start`, `npm test` and `npm run bench`:
// npm dependencies when node_modules is absent or older than the lock file, and (with --browser)
// Debian's chromium when /usr/bin/chromium is absent, and Debian's fonts-noto-cjk when no Chinese font is
// installed (so text in the browser tests measures as users see it). Never downloads a browser through
// Playwright. `--cluster`: Debian's postgresql and haproxy for the cluster tests.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const CHROMIUM = '/usr/bin/chromium'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options })
  return result.status === 0
}

export function ensureDependencies() {
  const modules = join(root, 'node_modules')
  const lock = join(root, 'package-lock.json')
  const marker = join(modules, '.package-lock.json')
  const stale =
    existsSync(lock) && existsSync(marker) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000
  if (existsSync(modules) && existsSync(marker) && !stale) return true
  // `npm install`, not `npm ci`: the registry this project installs from lacks some optional
  // foreign-platform binaries (e.g. @tailwindcss/oxide-android-arm64), which `npm ci` demands to find
  // in the lock file; `npm install` skips what this platform does not need and keeps the locked versions.
  console.log('> npm install (dependencies missing or older than package-lock.json)')
  const ok = run('npm', ['install', '--no-audit', '--no-fund'])
  if (!ok) console.error('Installing dependencies failed.')
  return ok
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `${CHROMIUM} is missing. Browser tests need Debian's chromium package: run \`sudo apt-get install -y chromium\` and try again.`,
    )
    return false
  }
  console.log('> apt-get install chromium (browser tests run in Debian chromium)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return (
    run('apt-get', ['update', '-qq'], { env }) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) &&
    existsSync(CHROMIUM)
  )
}

export const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'

/** Whether a Chinese font is installed: the Noto CJK file, else any font fontconfig knows for `zh`. */
function hasChineseFont() {
  if (existsSync(CJK_FONT)) return true
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  return listed.status === 0 && listed.stdout.trim() !== ''
}

/**
 * Debian's fonts-noto-cjk, installed like chromium: by apt-get when running as root, otherwise the command
 * to run is printed. Without a Chinese font Chromium draws Chinese text in a fallback (or as boxes) whose
 * widths differ from what users see, and the layout checks of the browser tests measure the wrong text.
 */
export function ensureChineseFonts() {
  if (hasChineseFont()) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `No Chinese font is installed. Browser tests need Debian's fonts-noto-cjk package: run \`sudo apt-get install -y fonts-noto-cjk\` and try again.`,
    )
    return false
  }
  console.log('> apt-get install fonts-noto-cjk (browser tests measure Chinese text in the fonts users see)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return (
    run('apt-get', ['update', '-qq'], { env }) &&
    run('apt-get', ['install', '-y', '-qq', 'fonts-noto-cjk'], { env }) &&
    hasChineseFont()
  )
}

/** Whether Debian's PostgreSQL server binaries are installed (any version). */
export function hasPostgres() {
  const debian = '/usr/lib/postgresql'
  return (
    existsSync(debian) &&
    readdirSync(debian).some((version) => existsSync(join(debian, version, 'bin', 'pg_ctl')))
  )
}

const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/**
 * Debian's postgresql and haproxy, installed like chromium: the cluster test (`npm run test:cluster`, a step of
 * `npm test`) and server/src/cluster/cluster.test.ts run several server instances on a private PostgreSQL
 * behind haproxy. Neither service is started here: the tests start their own, on free ports.
 */
export function ensureClusterTools() {
  const missing = [...(hasPostgres() ? [] : ['postgresql']), ...(hasCommand('haproxy') ? [] : ['haproxy'])]
  if (!missing.length) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `The cluster tests need Debian's ${missing.join(' and ')}: run \`sudo apt-get install -y ${missing.join(' ')}\` and try again.`,
    )
    return false
  }
  console.log(
    `> apt-get install ${missing.join(' ')} (the cluster tests run a private PostgreSQL and haproxy)`,
  )
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return (
    run('apt-get', ['update', '-qq'], { env }) &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env }) &&
    hasPostgres() &&
    hasCommand('haproxy')
  )
}

/** Chromium and the fonts the browser tests measure text in. */
export function ensureBrowser() {
  return ensureChromium() && ensureChineseFonts()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok =
    ensureDependencies() &&
    (!process.argv.includes('--browser') || ensureBrowser()) &&
    (!process.argv.includes('--cluster') || ensureClusterTools())
  process.exit(ok ? 0 : 1)
}
