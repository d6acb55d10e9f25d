// The prerender-app fixture, built by test/vite/prerender-build.test.ts with
// each page's own chunks preloaded. PRERENDER_APP_LOADING picks scriptLoading ("unset" leaves it to the default);
// PRERENDER_APP_ROUTES another routes file of this folder (routes-static.yaml: /about with scripts: none).
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { routekit } from '../../../src/vite/index.js'

const src = (path: string) => fileURLToPath(new URL(`../../../src/${path}`, import.meta.url))
const loading = process.env.PRERENDER_APP_LOADING ?? 'after-paint'
const scriptLoading = loading === 'unset' ? undefined : (loading as 'after-paint' | 'low-priority')

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [
    react(),
    routekit({
      // No route types in src/: router-core's tsc compiles this folder, and Register would apply to all of it.
      types: false,
      ...(process.env.PRERENDER_APP_ROUTES && { routes: process.env.PRERENDER_APP_ROUTES }),
      prerender: { entry: 'src/entry-server.tsx', ...(scriptLoading && { scriptLoading }), preloadPageChunks: true },
      compress: false,
    }),
  ],
  resolve: {
    alias: [
      { find: /^@routekit\/router-core\/server$/, replacement: src('server/index.ts') },
      { find: /^@routekit\/router-core\/react$/, replacement: src('react/index.ts') },
    ],
  },
})
