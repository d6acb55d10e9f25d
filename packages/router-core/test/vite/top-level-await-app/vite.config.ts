// The top-level-await-app fixture, built by test/vite/maintenance-chunks.test.ts
// once per entry (src/main-file.tsx, src/main-lazy.tsx): chunking depends on the entry.
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { routekit } from '../../../src/vite/index.js'

const src = (path: string) => fileURLToPath(new URL(`../../../src/${path}`, import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [react(), routekit({ manifest: false, compress: false, types: false })],
  resolve: { alias: [{ find: /^@routekit\/router-core\/react$/, replacement: src('react/index.ts') }] },
})
