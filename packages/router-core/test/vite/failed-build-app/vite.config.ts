// The failed-build-app fixture of test/vite/failed-build.test.ts: a prerendered,
// precompressed app whose routes.yaml the test picks (FAILED_BUILD_ROUTES); FAILED_BUILD_PRERENDER=off
// leaves prerendering off; FAILED_BUILD_SITEMAP=on asks for the sitemap.
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { routekit } from '../../../src/vite/index.js'

const src = (path: string) => fileURLToPath(new URL(`../../../src/${path}`, import.meta.url))

export default defineConfig({
  plugins: [
    react(),
    routekit({
      // No route types in src/: router-core's tsc compiles this folder, and Register would apply to all of it.
      types: false,
      routes: process.env.FAILED_BUILD_ROUTES ?? 'routes.yaml',
      ...(process.env.FAILED_BUILD_PRERENDER !== 'off' && {
        prerender: {
          entry: 'src/entry-server.tsx',
          ...(process.env.FAILED_BUILD_SITEMAP === 'on' && { sitemap: true }),
        },
      }),
    }),
  ],
  resolve: {
    alias: [
      { find: /^@routekit\/router-core\/server$/, replacement: src('server/index.ts') },
      { find: /^@routekit\/router-core\/react$/, replacement: src('react/index.ts') },
    ],
  },
})
