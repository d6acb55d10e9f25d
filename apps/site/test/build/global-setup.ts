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

declare module 'vitest' {
  export interface ProvidedContext {
    siteDist: string
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-build-'))
  const dist = join(dir, 'dist')
  // The packages must be built (npm test does it first): the site imports @routekit/router-core's dist.
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'], {
    cwd: SITE,
    stdio: ['ignore', 'inherit', 'inherit'],
    // NODE_ENV: vitest sets it to `test`, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', ROUTEKIT_BUILD_ID: 'budget-test' },
  })
  project.provide('siteDist', dist)
  return () => rmSync(dir, { recursive: true, force: true })
}
