import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The page of the real-browser table spec (ui-kit/browser/table-page), served by Vite's dev server for
 * ui-kit/browser/playwright.config.ts. Its dependency cache lives in the temporary directory.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./table-page', import.meta.url)),
  cacheDir: join(tmpdir(), 'erp-ui-kit-browser-vite'),
  plugins: [react(), tailwindcss()],
  server: { host: '127.0.0.1', strictPort: true },
  logLevel: 'warn',
})
