import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const spec = require.resolve('@erp/openapi/openapi.yaml')
const pactsDir = fileURLToPath(new URL('../pacts', import.meta.url))
const cli = join(
  fileURLToPath(new URL('../..', import.meta.url)),
  'node_modules',
  '.bin',
  'swagger-mock-validator',
)
const pacts = readdirSync(pactsDir).filter((file) => file.endsWith('.json'))

describe('every pact conforms to openapi.yaml (swagger-mock-validator)', () => {
  it('has pacts to check', () => {
    expect(pacts.length).toBeGreaterThan(0)
  })

  it.each(pacts)('%s has zero errors', (file) => {
    let output = ''
    let failed = false
    try {
      output = execFileSync(cli, [spec, join(pactsDir, file)], { encoding: 'utf8', stdio: 'pipe' })
    } catch (error) {
      failed = true
      output = String((error as { stdout?: string }).stdout ?? error)
    }
    if (output.trim()) console.log(output)
    expect(failed, output).toBe(false)
    expect(output).not.toMatch(/\d+ error/)
  })
})
