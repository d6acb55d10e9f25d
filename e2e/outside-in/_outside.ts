// Helpers of the outside-in suite: npm and the installed bins, run in folders
// outside the repository with the environment of a user's shell.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

export interface Ran {
  status: number | null
  stdout: string
  stderr: string
}

/** The temp folder of this run (global-setup.ts). */
export const outsideRoot = (): string => inject('outsideRoot')

/** The absolute path of the packed tarball whose name starts with `prefix` (routekit-router-core, routekit-cli, create-routekit). */
export function tarball(prefix: string): string {
  const dir = path.join(outsideRoot(), 'packs')
  const name = readdirSync(dir).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.tgz'))
  if (!name) throw new Error(`No ${prefix} tarball in ${dir}`)
  return path.join(dir, name)
}

/**
 * A user's environment: no npm_* variables from the `npm test` that runs us
 * (they would point npm at this repository), no colour, and one npm cache
 * shared by every install of the run.
 */
export function userEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))
  return {
    ...env,
    NO_COLOR: '1',
    npm_config_cache: path.join(outsideRoot(), 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ...extra,
  }
}

/** Runs a command to its end in `cwd`. */
export function run(cmd: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = userEnv()): Ran {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 300_000 })
  return {
    status: r.status,
    stdout: r.stdout ?? '',
    stderr: `${r.stderr ?? ''}${r.error ? `\n${r.error.message}` : ''}`,
  }
}

/** Throws with the output when the command failed, so a failing step shows why. */
export function ok(r: Ran, what: string): Ran {
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${r.stdout}\n${r.stderr}`)
  return r
}
