// `npm run pack:dist -w @erp/ui-kit [-- --destination DIR] [-- --no-build]`: builds ui-kit/dist/ (the
// publishable package root, see build.mjs) and packs it with `npm pack`, printing the tarball's path.
// Publishing is the same with `npm publish ui-kit/dist`. Packing ui-kit/ itself is refused (prepack
// guard): its package.json points at the .ts sources, which is what the workspace needs.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const destinationArg = args.indexOf('--destination')
const destination = resolve(destinationArg >= 0 ? args[destinationArg + 1] : join(root, '..', '.tmp'))

/** Builds (unless `build: false`) and packs; returns the absolute path of the .tgz. */
export function packUiKit({ build = true, into = destination } = {}) {
  const options = {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  }
  if (build) {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
      ...options,
      stdio: 'inherit',
    })
    if (built.status !== 0) throw new Error('ui-kit build failed')
  }
  mkdirSync(into, { recursive: true })
  const packed = spawnSync('npm', ['pack', join(root, 'dist'), '--pack-destination', into, '--json'], {
    ...options,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (packed.status !== 0) throw new Error('npm pack ui-kit/dist failed')
  const [info] = JSON.parse(packed.stdout)
  return join(into, info.filename)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(packUiKit({ build: !args.includes('--no-build') }))
}
