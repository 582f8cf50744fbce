/**
 * Every pact must also conform to openapi/openapi.yaml (swagger-mock-validator, programmatic API): a pact the
 * server honours but the spec does not describe would be a contract nobody wrote down.
 *
 * The validator ignores OpenAPI 3 `servers`, while the pacts record full paths (`/jeecg-boot/sys/login`). So
 * each pact is checked in a temporary copy whose paths lose the spec's server URL prefix.
 */
import { SwaggerMockValidatorFactory, type ValidationResult } from '@pactflow/swagger-mock-validator'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { pactsDir } from '../pact-names'

const specPath = createRequire(import.meta.url).resolve('@erp/openapi/openapi.yaml')
const dir = fileURLToPath(pactsDir)
const pacts = readdirSync(dir).filter((file) => file.endsWith('.json'))
const work = mkdtempSync(join(tmpdir(), 'erp-pact-spec-'))

/** The first server URL of the spec (`/jeecg-boot`): the prefix of every pact path. */
function serverPrefix(): string {
  const match = /^servers:\s*\n\s*-\s*url:\s*['"]?([^\s'"]+)/m.exec(readFileSync(specPath, 'utf8'))
  if (!match?.[1]) throw new Error(`no servers[0].url in ${specPath}`)
  return new URL(match[1], 'http://placeholder').pathname.replace(/\/$/, '')
}

interface PactFile {
  interactions: { description: string; request: { path: string } }[]
}

/** Writes a copy of the pact whose request paths are relative to the spec's server URL. */
function relativeCopy(file: string, prefix: string): string {
  const pact = JSON.parse(readFileSync(join(dir, file), 'utf8')) as PactFile
  for (const interaction of pact.interactions) {
    const { path } = interaction.request
    if (!path.startsWith(prefix + '/')) {
      throw new Error(`"${interaction.description}": path ${path} is not under the spec's server ${prefix}`)
    }
    interaction.request.path = path.slice(prefix.length)
  }
  const copy = join(work, file)
  writeFileSync(copy, JSON.stringify(pact, null, 2))
  return copy
}

const describeResult = (result: ValidationResult) =>
  `${result.code} [${result.mockDetails?.interactionDescription ?? '-'}] ${result.message}` +
  (result.mockDetails?.location ? ` (${result.mockDetails.location})` : '')

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('every pact conforms to openapi/openapi.yaml (swagger-mock-validator)', () => {
  it('has pacts to check (the consumer tests write them)', () => {
    expect(pacts).not.toHaveLength(0)
  })

  it.each(pacts)(
    '%s: zero errors',
    async (file) => {
      const outcome = await SwaggerMockValidatorFactory.create().validate({
        specPathOrUrl: specPath,
        mockPathOrUrl: relativeCopy(file, serverPrefix()),
      })
      for (const warning of outcome.warnings) console.warn(`warning: ${describeResult(warning)}`)
      const errors = outcome.errors.map(describeResult)
      expect(errors, errors.join('\n')).toEqual([])
      expect(outcome.success, outcome.failureReason).toBe(true)
      // Validating ~360 interactions is CPU work; beside the e2e journeys on 2 cores it has taken 176 s.
    },
    300_000,
  )
})
