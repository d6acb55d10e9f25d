// ESLint for the whole repository: `npm run lint` (with Prettier's check), and a step of `npm test`.
// Formatting is Prettier's job (prettier.config.js); no rule here is about layout.
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Where React code lives: components and hooks, so the rules of hooks apply (a test's `useServedBuild` is no hook). */
const REACT = ['**/*.tsx', 'packages/router-core/src/react/**/*.ts', 'apps/site/src/**/*.ts', 'e2e/fixtures/*/src/**/*.ts']

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', 'test-results/', 'coverage/', 'bench/.out/', '.tmp/', 'packages/cli/test/fixtures/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmarks hand functions to page.evaluate(), which run in the browser.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Sources import `./file.js` for `./file.ts`, as Node's ESM resolution and TypeScript want.
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: {
      // Runtime import circles. import-x ignores `import type`; `npm run lint` runs dpdm for those too.
      'import-x/no-cycle': 'error',
    },
  },
  // router-core's config half is pure (docs/architecture.md, "The config half decides"): the CLI and the browser both
  // load it. It imports no node builtin, no React, React Router or Vite, and nothing from the halves that do.
  {
    files: ['packages/router-core/src/config/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-nodejs-modules': ['error'],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*', 'vite', 'vite/*'],
              message: 'src/config/ is the pure half of router-core: React, React Router and Vite belong in src/react/ or src/vite/.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/router-core/src/config',
              from: ['./packages/router-core/src/react', './packages/router-core/src/vite', './packages/router-core/src/node', './packages/router-core/src/server'],
              message: 'src/config/ is the pure half of router-core: the other halves import it, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: REACT,
    ...reactHooks.configs.flat.recommended,
  },
  {
    rules: {
      // `_unused` marks an argument a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
])
