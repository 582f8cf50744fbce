import { defineConfig } from 'vitest/config'

/** Provider verification against server/ and the pact-against-OpenAPI cross-check. Run after the consumer tests. */
export default defineConfig({
  test: {
    name: 'contracts-provider',
    root: import.meta.dirname,
    include: ['provider/**/*.test.ts', 'openapi/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
})
