import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSchemaFuzz, startFuzzServer, summary, type FuzzServer } from '../fuzz/fuzz-run'

/**
 * The bigger schema fuzz for `npm run test:soak`: FUZZ_SOAK_CASES (default 50) mutated
 * requests per operation of openapi.yaml, seeded like the one in `npm test` but with more cases each.
 */
const CASES_PER_OPERATION = Number(process.env.FUZZ_SOAK_CASES ?? 50)
let target: FuzzServer

beforeAll(async () => {
  target = await startFuzzServer('fuzz-soak')
}, 120_000)

afterAll(async () => {
  await target?.close()
})

describe('schema fuzz (soak)', () => {
  it(`${CASES_PER_OPERATION} mutated requests per operation: no 5xx, every refusal with a message, lists intact`, async () => {
    const report = await runSchemaFuzz(target, CASES_PER_OPERATION)
    console.log(summary(report))
    expect(report.cases).toBe(report.operations * CASES_PER_OPERATION)
    expect(report.failures).toEqual([])
    expect(report.serverErrors).toBe(0)
    expect(report.brokenLists).toEqual([])
  })
})
