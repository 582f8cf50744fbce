import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'openapi', environment: 'node', include: ['src/**/*.test.ts'] },
})
