/**
 * The registry of compact operations (source/system.ts): every system area's operations live in
 * source/system/<area>.ts, named as the server's area folder, and the registry reaches every operation, schema and
 * tag those files define, once.
 */
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { CompactOperation, OperationSource } from '../source/compact'
import { contractOperations, contractSources, contractTags } from '../source/system'

const systemDir = fileURLToPath(new URL('../source/system/', import.meta.url))
const repoPath = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))
const areaFiles = readdirSync(systemDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.replace(/\.ts$/, ''))

/** The upstream client's extra operations, served by server/src/upstream/<name>-routes.ts. */
const UPSTREAM_FILES: Record<string, string> = {
  'upstream-client': 'server/src/upstream/client-routes.ts',
  'upstream-mock': 'server/src/upstream/mock-routes.ts',
}

/** The file's exported operation sources: the module itself and every exported part. */
function sourcesOf(module: Record<string, unknown>): OperationSource[] {
  const parts = Object.values(module).filter(
    (value): value is OperationSource =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      ['operations', 'schemas', 'tags', 'rawPaths'].some((key) => key in value),
  )
  return [module as OperationSource, ...parts]
}

describe('the system operations registry', () => {
  it('has one file per server area', () => {
    expect(areaFiles).toContain('user')
    for (const area of areaFiles) {
      const server = UPSTREAM_FILES[area] ?? `server/src/modules/system/${area}`
      expect(existsSync(repoPath(server)), `${area}: ${server}`).toBe(true)
    }
  })

  it.each(areaFiles)('lists every operation, schema and tag of system/%s.ts', async (area) => {
    const module = (await import(`../source/system/${area}.ts`)) as Record<string, unknown>
    const listed = new Set<CompactOperation>(contractOperations)
    const listedSchemas = new Set(contractSources.flatMap((source) => Object.values(source.schemas ?? {})))
    for (const source of sourcesOf(module)) {
      for (const op of source.operations ?? []) expect(listed.has(op), op.operationId).toBe(true)
      for (const [name, schema] of Object.entries(source.schemas ?? {}))
        expect(listedSchemas.has(schema), name).toBe(true)
      for (const [tag, description] of Object.entries(source.tags ?? {}))
        expect(contractTags[tag], tag).toBe(description)
    }
  })

  it('defines every operation once', () => {
    const ids = contractOperations.map((op) => op.operationId)
    expect(ids.length).toBeGreaterThan(200)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    const routes = contractOperations.map((op) => `${op.method} ${op.path}`)
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([])
  })
})
