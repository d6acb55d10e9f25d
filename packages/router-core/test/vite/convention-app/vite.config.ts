// The convention-app fixture, served and built by test/vite/named-modules.test.ts: routes.yaml names its modules
// once, and main.tsx and entry-server.tsx register nothing.
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { routekit } from '../../../src/vite/index.js'

const src = (path: string) => fileURLToPath(new URL(`../../../src/${path}`, import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [
    react(),
    // No route types in src/: router-core's tsc compiles this folder, and Register would apply to all of it.
    routekit({ prerender: { entry: 'src/entry-server.tsx' }, compress: false, types: false }),
  ],
  resolve: {
    alias: [
      { find: /^@routekit\/router-core\/server$/, replacement: src('server/index.ts') },
      { find: /^@routekit\/router-core\/react$/, replacement: src('react/index.ts') },
    ],
  },
})
