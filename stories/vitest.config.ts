import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

/** Every story of ui-kit and app runs as a test (render + play + axe) in jsdom. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'stories',
    environment: 'jsdom',
    include: ['*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
  },
})
