// Builds for the browser suite: the packages when their dist is stale, and the
// site into temporary folders, once with a Firebase config that points at the
// Auth emulator and once with none.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
// @ts-expect-error: a plain .mjs script shared with `npm start`, typed by its JSDoc.
import { demoFirebaseEnv, EMULATOR_PROJECT } from '../../scripts/_emulator.mjs'
import { runCommand } from './processes.js'

export const ROOT = new URL('../../', import.meta.url).pathname
const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js')

/** The demo project the emulator serves (shared with `npm start`); a `demo-` id needs no credentials. */
export const PROJECT_ID: string = EMULATOR_PROJECT

const FIREBASE_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const

/** The same demo config `npm start` builds with, aimed at an emulator on `emulatorHost`. */
export function emulatorFirebaseEnv(emulatorHost: string): Record<string, string> {
  return demoFirebaseEnv(emulatorHost)
}

/**
 * Every Firebase key set to the empty string. Vite lets the process
 * environment win over .env files, so this hides a developer's .env too.
 */
export function noFirebaseEnv(): Record<string, string> {
  return Object.fromEntries([...FIREBASE_KEYS, 'VITE_FIREBASE_AUTH_EMULATOR_HOST'].map((key) => [key, '']))
}

/** The process environment without any VITE_ variable, plus `extra`. */
export function cleanViteEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('VITE_')) env[key] = value
  // An empty flag lets routes.yaml decide, whatever a local .env says.
  return { ...env, VITE_MAINTENANCE: '', ...extra }
}

function _newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(path)) newest = Math.max(newest, _newestMtime(join(path, name)))
  return newest
}

function _isStale(pkg: string, entries: readonly string[]): boolean {
  const dir = join(ROOT, 'packages', pkg)
  const built = entries.map((entry) => join(dir, 'dist', entry))
  if (!built.every(existsSync)) return true
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs))
  return _newestMtime(join(dir, 'src')) > oldest
}

/**
 * Runs `npm run build:packages` when a dist entry is missing or older than its
 * sources. `npm test` builds them just before, so then this does nothing.
 */
export async function ensurePackagesBuilt(): Promise<void> {
  const stale =
    _isStale('router-core', ['index.js', 'react/index.js', 'vite/index.js']) || _isStale('cli', ['index.js'])
  if (!stale) return
  const result = await runCommand('npm', ['run', '--silent', 'build:packages'], { cwd: ROOT })
  if (result.code !== 0) throw new Error(`npm run build:packages failed (exit ${result.code}):\n${result.output}`)
}

/** Runs `vite build` for the app whose vite config is `configFile`, into `outDir`. */
export async function viteBuild(options: {
  cwd: string
  outDir: string
  env: NodeJS.ProcessEnv
  configFile?: string
  what: string
}): Promise<void> {
  const args = [VITE_BIN, 'build', '--outDir', options.outDir, '--emptyOutDir', '--logLevel', 'warn']
  if (options.configFile) args.push('--config', options.configFile)
  const result = await runCommand(process.execPath, args, { cwd: options.cwd, env: options.env })
  if (result.code !== 0) throw new Error(`${options.what}: vite build failed (exit ${result.code}):\n${result.output}`)
  if (!existsSync(join(options.outDir, 'index.html'))) {
    throw new Error(`${options.what}: vite build wrote no index.html into ${options.outDir}:\n${result.output}`)
  }
}

/** Builds apps/site into `outDir` with the given public env. */
export function buildSite(outDir: string, env: Record<string, string>, what: string): Promise<void> {
  return viteBuild({ cwd: join(ROOT, 'apps/site'), outDir, env: cleanViteEnv(env), what })
}
