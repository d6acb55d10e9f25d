// The outside-in suite's one expensive step, done once: `npm pack` the three
// published packages into a temp folder outside the repository. Each test file
// installs these tarballs, never the workspace, as a user would.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

const ROOT = new URL('../../', import.meta.url).pathname

declare module 'vitest' {
  export interface ProvidedContext {
    /** The temp folder: the tarballs, and an npm cache every install of the run shares. */
    outsideRoot: string
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(path.join(tmpdir(), 'routekit-outside-'))
  const packs = path.join(root, 'packs')
  mkdirSync(packs)
  execFileSync(
    'npm',
    [
      'pack',
      '--silent',
      '-w',
      '@routekit/router-core',
      '-w',
      '@routekit/cli',
      '-w',
      'create-routekit',
      '--pack-destination',
      packs,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, npm_config_cache: path.join(root, 'npm-cache') },
    },
  )
  if (readdirSync(packs).length !== 3)
    throw new Error(`npm pack wrote ${readdirSync(packs).join(', ')}; expected three tarballs.`)
  project.provide('outsideRoot', root)
  return () => rmSync(root, { recursive: true, force: true })
}
