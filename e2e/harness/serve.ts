// Serving a built site the way a user does: `routekit preview` as a real
// process on a loopback port the OS picks, from a private copy of the build
// so a scenario that edits files (maintenance.json, builds/latest.json, a
// deleted chunk) never disturbs another.
import type { ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './build.js'
import { runCommand, startProcess, stopProcess, type RunResult } from './processes.js'

export const CLI = join(ROOT, 'packages/cli/dist/index.cjs')
const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js')

/** Copies a built site into a new temporary folder and returns that folder. */
export function copyBuild(dir: string, label: string): string {
  const copy = mkdtempSync(join(tmpdir(), `routekit-e2e-${label}-`))
  cpSync(dir, copy, { recursive: true })
  return copy
}

export interface Served {
  /** The origin with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string
  origin: string
  dir: string
  child: ChildProcess
  /** Everything the server printed so far. */
  output(): string
  stop(): Promise<void>
}

/**
 * Starts `routekit preview --dir <dir> --port 0` and resolves with the URL it
 * prints. `emulatorHost` is passed on as VITE_FIREBASE_AUTH_EMULATOR_HOST,
 * as `npm start` does, so the server's CSP can allow the emulator.
 */
export async function servePreview(
  dir: string,
  options: {
    emulatorHost?: string
    removeDirOnStop?: boolean
    args?: readonly string[]
    /**
     * The app's routes.yaml: preview answers each path with the status resolve() gives it there (docs/deploy.md, "The
     * true status"). Default: the repository's own, the site's (preview reads ./routes.yaml from its folder).
     */
    routes?: string
  } = {},
): Promise<Served> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
  if (options.emulatorHost) env.VITE_FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  else delete env.VITE_FIREBASE_AUTH_EMULATOR_HOST
  const { child, match, output } = await startProcess(
    process.execPath,
    [
      CLI,
      'preview',
      '--dir',
      dir,
      '--port',
      '0',
      ...(options.routes ? ['--routes', options.routes] : []),
      ...(options.args ?? []),
    ],
    {
      cwd: ROOT,
      env,
      ready: /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/,
      what: '`routekit preview`',
    },
  )
  const origin = `http://127.0.0.1:${match[1]}`
  return {
    url: `${origin}/`,
    origin,
    dir,
    child,
    output,
    async stop() {
      await stopProcess(child)
      if (options.removeDirOnStop) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Serves `dir` as a plain static host does (a bucket, a CDN): `vite preview`,
 * with an SPA fallback and no maintenance gate, so with maintenance on a
 * prerendered page still goes out and only the app can move the visitor.
 * It serves a folder's index.html for the path with a trailing slash only:
 * visit `/`, or `/about/`.
 */
export async function serveStatic(dir: string): Promise<Served> {
  const { child, match, output } = await startProcess(
    process.execPath,
    [VITE_BIN, 'preview', '--outDir', dir, '--host', '127.0.0.1', '--port', '0', '--strictPort'],
    {
      // A folder with no vite.config, so the preview server runs with Vite's defaults.
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
      ready: /http:\/\/127\.0\.0\.1:(\d+)/,
      what: '`vite preview`',
    },
  )
  const origin = `http://127.0.0.1:${match[1]}`
  return { url: `${origin}/`, origin, dir, child, output, stop: () => stopProcess(child) }
}

/** Runs the real `routekit` CLI with `args` and returns its exit code and output. */
export function routekit(args: readonly string[]): Promise<RunResult> {
  return runCommand(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } })
}
