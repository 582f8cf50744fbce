import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The manifest lets scripts/check-budgets.mjs follow each route's chunks.
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
  server: {
    port: 3000,
    proxy: { '/jeecg-boot': 'http://localhost:8080', '/app-config.js': 'http://localhost:8080' },
  },
})
