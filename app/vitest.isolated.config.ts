import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { isolatedTests } from './vitest.config.ts'

/** The app's tests that need their own module graph and jsdom (see isolatedTests). */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'app-isolated',
    environment: 'jsdom',
    include: isolatedTests,
    setupFiles: ['./test/setup.ts'],
  },
})
