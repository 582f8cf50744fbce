import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain ESM script without declarations, shared with `npm run contracts:coverage`
import { coverage } from '../coverage/coverage.mjs'

interface Endpoint {
  method: string
  path: string
}
interface Coverage {
  operations: Endpoint[]
  withInteraction: Set<string>
  interactionsOutsideSpec: Endpoint[]
  missingFromSpec: Endpoint[]
  appWithoutInteraction: Endpoint[]
}

const result = coverage() as Coverage

describe('contract coverage', () => {
  it('every operation the app calls has a Pact interaction', () => {
    expect(result.appWithoutInteraction.map(({ method, path }) => `${method} ${path}`)).toEqual([])
  })

  it('every interaction matches an operation of the spec', () => {
    expect(result.withInteraction.size).toBeGreaterThan(0)
    expect(result.interactionsOutsideSpec.map(({ method, path }) => `${method} ${path}`)).toEqual([])
  })

  it('openapi.yaml describes every endpoint docs/spec.md §7 names', () => {
    expect(result.missingFromSpec.map(({ method, path }) => `${method} ${path}`)).toEqual([])
  })
})
