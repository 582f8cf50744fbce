import { describe, expect, it } from 'vitest'
import { loadSpec, specJsonPath, specPath } from './spec'

describe('the contract as the server reads it', () => {
  it('reads the same operations from openapi.json (its default) as from openapi.yaml', () => {
    expect(specJsonPath()).toMatch(/openapi\.json$/)
    const fromJson = loadSpec()
    expect(fromJson.operations.length).toBeGreaterThan(500)
    expect(fromJson).toEqual(loadSpec(specPath()))
  })
})
