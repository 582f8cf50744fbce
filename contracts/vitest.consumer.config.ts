import { defineConfig } from 'vitest/config'

/** Pact consumer tests: the real client against Pact's mock server; writes contracts/pacts/*.json. */
export default defineConfig({
  test: {
    name: 'contracts-consumer',
    root: import.meta.dirname,
    include: ['consumer/**/*.pact.test.ts'],
    globalSetup: ['consumer/global-setup.ts'],
    environment: 'node',
    env: { PACT_DO_NOT_TRACK: 'true' },
    fileParallelism: false, // one pact file, written interaction by interaction
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
