// Fails when openapi.yaml (or openapi.json beside it) is not what build-spec.ts emits from source/base.yaml and
// src/resources.ts today, or when src/schema.d.ts is not what openapi-typescript generates from it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'schema-'))
const bin = (name) => join(here, '..', 'node_modules', '.bin', name)
const prettier = (file) =>
  execFileSync(bin('prettier'), ['--config', join(here, '..', '.prettierrc.json'), '--write', file], {
    stdio: 'pipe',
  })
const same = (fresh, committed) =>
  existsSync(committed) && readFileSync(fresh, 'utf8') === readFileSync(committed, 'utf8')
try {
  const spec = join(dir, 'openapi.yaml')
  execFileSync(bin('tsx'), [join(here, 'build-spec.ts'), spec], { stdio: 'pipe' })
  prettier(spec)
  const types = join(dir, 'schema.d.ts')
  execFileSync(bin('openapi-typescript'), [spec, '--read-write-markers', '-o', types], { stdio: 'pipe' })
  prettier(types)
  const crudCalls = join(dir, 'crud-calls.ts')
  execFileSync(bin('tsx'), [join(here, 'build-crud-calls.ts'), spec, crudCalls], { stdio: 'pipe' })
  prettier(crudCalls)
  const stale = [
    ...(same(spec, join(here, 'openapi.yaml')) ? [] : ['openapi/openapi.yaml']),
    ...(same(join(dir, 'openapi.json'), join(here, 'openapi.json')) ? [] : ['openapi/openapi.json']),
    ...(same(types, join(here, 'src', 'schema.d.ts')) ? [] : ['openapi/src/schema.d.ts']),
    ...(same(crudCalls, join(here, 'src', 'crud-calls.ts')) ? [] : ['openapi/src/crud-calls.ts']),
  ]
  if (stale.length) {
    console.error(`${stale.join(' and ')} stale: run \`npm run generate\` and commit the result.`)
    process.exit(1)
  }
  console.log('openapi.yaml and the generated types are up to date')
} finally {
  rmSync(dir, { recursive: true, force: true })
}
