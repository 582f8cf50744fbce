import { defineConfig } from 'vitest/config'

/** `npm run test:soak`: long load and soak runs (`*.soak.test.ts`), kept out of `npm test`. */
export default defineConfig({
  test: {
    name: 'soak',
    root: new URL('..', import.meta.url).pathname,
    include: ['server/src/**/*.soak.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
