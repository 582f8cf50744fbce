import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const page = (name: string) => fileURLToPath(new URL(`./table-page/${name}`, import.meta.url))

/**
 * The production build of the table benchmark pages (bench/table-page → bench/table-page/dist): index.html
 * (the EditableTable) and bare.html (plain AgGridReact, the baseline).
 */
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
    rollupOptions: { input: { table: page('index.html'), bare: page('bare.html') } },
  },
  logLevel: 'warn',
})
