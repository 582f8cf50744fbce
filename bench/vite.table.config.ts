import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The production build of the editable-table benchmark page (bench/table-page → bench/table-page/dist). */
export default defineConfig({
  root: fileURLToPath(new URL('./table-page', import.meta.url)),
  base: './',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
})
