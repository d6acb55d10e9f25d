import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { routekit } from './packages/router-core/src/vite/index.js'

const src = (p: string) => fileURLToPath(new URL(`./packages/router-core/src/${p}`, import.meta.url))

// Unit and component tests import router-core from source, so they need no
// build. The CLI and browser suites run the built packages as real processes.
const alias = [
  { find: /^@routekit\/router-core\/react$/, replacement: src('react/index.ts') },
  { find: /^@routekit\/router-core\/vite$/, replacement: src('vite/index.ts') },
  { find: /^@routekit\/router-core\/server$/, replacement: src('server/index.ts') },
  { find: /^@routekit\/router-core$/, replacement: src('index.ts') },
]

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'router-core',
          include: ['packages/router-core/test/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'cli',
          // The repository's own lint rules (scripts/lint/) are tested here too.
          include: [
            'packages/cli/test/**/*.test.ts',
            'packages/create-routekit/test/**/*.test.ts',
            'scripts/lint/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        // The site's links (src/links.ts) import virtual:routekit/routes: the root routes.yaml, as the site's build serves it.
        plugins: [routekit({ routes: 'routes.yaml', pages: false, manifest: false, compress: false })],
        test: {
          name: 'site',
          include: ['apps/site/test/**/*.test.{ts,tsx}'],
          exclude: ['apps/site/test/build/**'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'build',
          // A production build of the site, made once: size budgets and prerendered HTML.
          include: ['apps/site/test/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/site/test/build/global-setup.ts'],
          hookTimeout: 180_000,
          // Some of these run the built CLI as a process over the whole build (routekit links): on a busy 2-core
          // machine that took over vitest's default 5 s once. A hang still fails; speed is for the benchmarks.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/outside-in/**'],
          environment: 'node',
          // Builds the site, starts the Auth emulator; see docs/testing.md.
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'outside-in',
          // The packed packages, installed outside the repository (docs/testing.md): npm create routekit,
          // routekit init, the tarballs alone, Node 22 and 24.
          include: ['e2e/outside-in/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/outside-in/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
