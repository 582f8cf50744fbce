import { defineConfig } from 'vitest/config'

/** One vitest run covers every package's unit tests; each package has its own project config. */
export default defineConfig({
  test: {
    projects: ['openapi', 'ui-kit', 'app', 'server', 'stories'],
  },
})
