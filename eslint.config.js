// ESLint for the whole repository: `npm run lint` (with Prettier's check), and a step of `npm test`.
// Formatting is Prettier's job (prettier.config.js); no rule here is about layout.
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import routekitLint from './scripts/lint/private-names.mjs'

/** Where React code lives: components and hooks, so the rules of hooks apply (a test's `useServedBuild` is no hook). */
const REACT = [
  '**/*.tsx',
  'packages/router-core/src/react/**/*.ts',
  'apps/site/src/**/*.ts',
  'e2e/fixtures/*/src/**/*.ts',
]

// CLI rooms (docs/architecture.md, "CLI rooms"): each command's own folder imports the shared rooms and the
// CLI's top-level helpers, never another command's folder; a command file (commands/) wires its own folder only;
// the shared rooms import no command. Its own block, apart from any other zones, so the two merge easily; scoped by
// `files`, as another no-restricted-paths block must be too: for a file both match, the later block's zones win.
const CLI = 'packages/cli/src'
/** Each command's own folder, and the command files other than those that wire it (commands/<name>.ts, commands/maintenance/). */
const CLI_COMMANDS = {
  hosting: 'commands/**/!(hosting).ts',
  preview: 'commands/**/!(preview).ts',
  links: 'commands/**/!(links).ts',
  init: 'commands/**/!(init).ts',
  maintenance: 'commands/*.ts',
}
/** What two or more commands know, each in a room named for it. */
const CLI_SHARED = ['site', 'policy', 'files', 'gate', 'vite-config']
/** The host targets of `routekit hosting`, one file each. */
const CLI_HOST_TARGETS = ['firebase', 'netlify', 'vercel', 'cloudflare', 'nginx']
/** The grammar each target writes in (hosting/grammar/): Cloudflare Pages reads Netlify's _redirects and _headers. */
const CLI_HOST_GRAMMARS = {
  firebase: 'firebase',
  netlify: 'redirects-file',
  vercel: 'vercel',
  cloudflare: 'redirects-file',
  nginx: 'nginx',
}
const CLI_HOW =
  'Move what both need into a shared room (src/site, src/policy, src/files, src/gate, src/vite-config) and import it from there.'
const cliRooms = {
  files: ['packages/cli/src/**/*.ts'],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...Object.keys(CLI_COMMANDS).flatMap((own) => [
            {
              target: `${CLI}/${own}`,
              from: [...Object.keys(CLI_COMMANDS).filter((other) => other !== own), 'commands'].map(
                (other) => `${CLI}/${other}`,
              ),
              message: `src/${own}/ belongs to one command and imports another command's files. ${CLI_HOW}`,
            },
            {
              target: `${CLI}/${CLI_COMMANDS[own]}`,
              from: `${CLI}/${own}`,
              message: `src/${own}/ is wired by its own command file only; another command takes what it shares from a shared room. ${CLI_HOW}`,
            },
          ]),
          ...CLI_HOST_TARGETS.map((target) => ({
            target: `${CLI}/hosting/${target}.ts`,
            from: CLI_HOST_TARGETS.filter((other) => other !== target).map((other) => `${CLI}/hosting/${other}.ts`),
            message:
              'A host target imports no other target: what targets share is in hosting/_rules.ts or a shared room (src/policy).',
          })),
          // Each target writes through its own host's grammar (hosting/grammar/), never another host's escaper.
          ...Object.entries(CLI_HOST_GRAMMARS).map(([target, grammar]) => ({
            target: `${CLI}/hosting/${target}.ts`,
            from: [...new Set(Object.values(CLI_HOST_GRAMMARS))]
              .filter((other) => other !== grammar)
              .map((other) => `${CLI}/hosting/grammar/${other}.ts`),
            message: `hosting/${target}.ts writes in its host's grammar only: hosting/grammar/${grammar}.ts.`,
          })),
          {
            target: CLI_SHARED.map((room) => `${CLI}/${room}`),
            from: [...Object.keys(CLI_COMMANDS), 'commands'].map((command) => `${CLI}/${command}`),
            message: 'A shared room imports no command: the commands import it.',
          },
        ],
      },
    ],
  },
}

// router-core's rooms (docs/architecture.md, "Rooms of router-core"): which packages and which other rooms each may not
// import. config/ is pure (the CLI and the browser both load it); browser/ is the runtime that needs no React; react/
// imports browser/ and config/. vite/, node/ and server/ import what they need of the rest. One block per room, scoped
// by `files`, as the CLI rooms' block is: for a file two blocks match, the later block's zones would win.
const CORE = './packages/router-core/src'
const FRAMEWORKS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'vite'].flatMap((name) => [
  name,
  `${name}/*`,
])
const routerCoreRoom = ({ room, packages = FRAMEWORKS, builtins = false, rooms, message }) => ({
  files: [`packages/router-core/src/${room}/**/*.{ts,tsx}`],
  rules: {
    ...(builtins ? {} : { 'import-x/no-nodejs-modules': ['error'] }),
    ...(packages.length > 0 && {
      'no-restricted-imports': ['error', { patterns: [{ group: packages, message: `src/${room}/: ${message}` }] }],
    }),
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: `${CORE}/${room}`,
            from: rooms.map((other) => `${CORE}/${other}`),
            message: `src/${room}/: ${message}`,
          },
        ],
      },
    ],
  },
})
const routerCoreRooms = [
  routerCoreRoom({
    room: 'config',
    rooms: ['browser', 'react', 'vite', 'node', 'server'],
    message:
      'the pure half of router-core, loaded by the CLI and the browser: React, React Router, Vite and node builtins belong in src/react/, src/vite/ or src/node/, which import config/, never the other way round.',
  }),
  routerCoreRoom({
    room: 'browser',
    rooms: ['react', 'vite', 'node', 'server'],
    message:
      'the runtime that needs no React, run in the browser: React and React Router belong in src/react/ (which imports browser/), Vite and node builtins in src/vite/ or src/node/.',
  }),
  routerCoreRoom({
    room: 'react',
    packages: ['vite', 'vite/*'],
    rooms: ['vite', 'node', 'server'],
    message:
      'the React runtime, run in the browser: it imports browser/ and config/; the build (vite/, node/) and the server renderer (server/) import it.',
  }),
]

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'test-results/',
    'coverage/',
    'bench/.out/',
    '.tmp/',
    'packages/cli/test/fixtures/',
    // The anchors' plain React Router SPA, copied byte for byte: the reference bench/first-load.mjs measures against.
    'bench/reference/react-spa/',
  ]),
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
  cliRooms,
  // Private means private: a `_` module or export serves its own folder and those below it (scripts/lint/private-names.mjs).
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { routekit: routekitLint },
    rules: { 'routekit/private-names': 'error' },
  },
  // router-core's rooms: config/ pure, browser/ without React, react/ without the build (above).
  ...routerCoreRooms,
  {
    files: REACT,
    ...reactHooks.configs.flat.recommended,
  },
  {
    rules: {
      // `_unused` marks an argument a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
])
