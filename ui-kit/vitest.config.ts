import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui-kit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Tests assert behaviour, not speed (speed lives in bench/): a slow machine must not fail them.
    testTimeout: 20_000,
    // Files share a worker's jsdom and module graph (a fresh jsdom per file cost more than the tests):
    // test/setup.ts empties the document and the storages after every file.
    isolate: false,
  },
})
