import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Load and soak runs belong to `npm run test:soak` (scripts/soak.vitest.config.ts).
    exclude: ['**/node_modules/**', 'src/**/*.soak.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite takes ~300-700 MB per instance: keep server test files in one worker at a time.
    fileParallelism: false,
    // Makes the seeded and the migrated data-dir templates the files copy (test-support/seeded-data-dir.test-helper.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
  },
})
