// Builds the site once, into a temp folder, for the `build` project: the size
// budgets and the prerendered HTML are checked on a real production build.
// Hidden sourcemaps let the budget checker name the modules in each chunk
// without changing a byte of the chunks themselves.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

const SITE = fileURLToPath(new URL('../..', import.meta.url))
const NO_FIREBASE_ENV = Object.fromEntries(
  ['API_KEY', 'AUTH_DOMAIN', 'PROJECT_ID', 'STORAGE_BUCKET', 'MESSAGING_SENDER_ID', 'APP_ID', 'AUTH_EMULATOR_HOST'].map(
    (key) => [`VITE_FIREBASE_${key}`, ''],
  ),
)

declare module 'vitest' {
  export interface ProvidedContext {
    siteDist: string
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-build-'))
  const dist = join(dir, 'dist')
  // The packages must be built (npm test does it first): the site imports @routekit/router-core's dist.
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'],
    {
      cwd: SITE,
      stdio: ['ignore', 'inherit', 'inherit'],
      // NODE_ENV: vitest sets it to `test`, which would make Vite bundle React's development build.
      // The Firebase keys are blank, as in a plain `npm run build` with no .env: the budgets and the prerendered
      // no-config state are measured on that build even when a developer has a .env (the process env wins over it).
      env: { ...process.env, ...NO_FIREBASE_ENV, NODE_ENV: 'production', ROUTEKIT_BUILD_ID: 'budget-test' },
    },
  )
  project.provide('siteDist', dist)
  return () => rmSync(dir, { recursive: true, force: true })
}
