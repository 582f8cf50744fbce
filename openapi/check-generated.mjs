// Fails when src/schema.d.ts is not what openapi-typescript generates from openapi.yaml today.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'schema-'))
const fresh = join(dir, 'schema.d.ts')
const bin = (name) => join(here, '..', 'node_modules', '.bin', name)
try {
  execFileSync(bin('openapi-typescript'), [join(here, 'openapi.yaml'), '-o', fresh], { stdio: 'pipe' })
  execFileSync(bin('prettier'), ['--config', join(here, '..', '.prettierrc.json'), '--write', fresh], {
    stdio: 'pipe',
  })
  const committed = readFileSync(join(here, 'src', 'schema.d.ts'), 'utf8')
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error('openapi/src/schema.d.ts is stale: run `npm run generate` and commit the result.')
    process.exit(1)
  }
  console.log('generated types are up to date')
} finally {
  rmSync(dir, { recursive: true, force: true })
}
