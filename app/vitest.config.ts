import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

/**
 * Test files that need a fresh module graph and jsdom (vitest.isolated.config.ts): the ones that replace modules
 * with `vi.mock`, and the ones found to depend on global state of libraries earlier files left behind (focus
 * and aria-hidden bookkeeping of the dialog primitives, lazily loaded chunks).
 */
export const isolatedTests = [
  'src/app/dynamic-routes.test.tsx',
  'src/app/router-errors.test.tsx',
  'src/modules/notifications/notification-bell.test.tsx',
  'src/modules/qc/check-report-page.test.tsx',
]

export default defineProject({
  plugins: [react()],
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...isolatedTests],
    setupFiles: ['./test/setup.ts'],
    // Files share a worker's jsdom and module graph (a fresh jsdom per file cost more than the tests):
    // test/setup.ts empties the document, the storages and the stores after every file.
    isolate: false,
  },
})
