// The publishable build of ui-kit: `npm run build -w @erp/ui-kit`.
// One ES module per source file under dist/ (preserveModules), so each subpath export of
// package.json loads only what it uses (AG Grid only behind ./editable-table). Dependencies and
// peer dependencies stay external imports. The CSS is built separately (scripts/build.mjs).
// The workspace never uses dist/: app, stories and tests keep importing the .ts/.tsx sources.
import react from '@vitejs/plugin-react'
import { dirname, isAbsolute } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { libraryEntries } from './scripts/exports.mjs'

const root = dirname(fileURLToPath(import.meta.url))
/**
 * Every bare import (`react`, `react/jsx-runtime`, `ag-grid-community`, …) stays an import: the
 * consumer installs it. scripts/build.mjs then fails if one is not a declared (peer) dependency.
 */
const isExternal = (id: string) => !id.startsWith('.') && !id.startsWith('\0') && !isAbsolute(id)

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false, // scripts/build.mjs empties it once, then tsc and the CSS build add to it
    target: 'es2022',
    minify: false, // a library: the consuming app minifies
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    lib: { entry: libraryEntries(root), formats: ['es'] },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
})
