// `npm run test:cluster` (and `npm run bench:cluster`): several server instances on one PostgreSQL behind haproxy
// (server/src/cluster/cluster-run.ts). Installs Debian's postgresql and haproxy when missing, as ensure.mjs does
// chromium: by apt-get when running as root, otherwise it says which command to run.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureClusterTools } from './ensure.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
if (!ensureClusterTools()) process.exit(1)

const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'server/src/cluster/cluster-run.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root },
)
process.exit(run.status ?? 1)
