import { defineConfig } from 'vitest/config'

/**
 * Provider verification against server/ and the pact-against-OpenAPI cross-check. Run after the consumer
 * tests, which write the pacts both read.
 */
export default defineConfig({
  test: {
    name: 'contracts-provider',
    root: import.meta.dirname,
    include: ['provider/**/*.test.ts', 'openapi/**/*.test.ts'],
    environment: 'node',
    env: { PACT_DO_NOT_TRACK: 'true' },
    fileParallelism: false, // PGlite and the Pact verifier are heavy for 2 cores
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
