// The crawl-app fixture, built by test/vite/crawl-build.test.ts. CRAWL_APP_MODE picks the prerender options:
// "default" lists nothing (the defaults, links followed); "function-off" lists the defaults through the function
// form plus one docs page, and turns the crawl off.
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { routekit } from '../../../src/vite/index.js'

const src = (path: string) => fileURLToPath(new URL(`../../../src/${path}`, import.meta.url))
const mode = process.env.CRAWL_APP_MODE ?? 'default'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'info',
  plugins: [
    react(),
    routekit({
      // No route types in src/: router-core's tsc compiles this folder, and Register would apply to all of it.
      types: false,
      prerender: {
        entry: 'src/entry-server.tsx',
        ...(mode === 'function-off' && {
          paths: ({ getStaticPaths }) => [...getStaticPaths(), '/docs/listed'],
          crawl: false,
        }),
      },
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
