import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The built bin; the tests run it as a real process, the way users do. */
export const BIN = fileURLToPath(new URL('../dist/index.cjs', import.meta.url))
export const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url))

if (!existsSync(BIN)) {
  throw new Error(`${BIN} is missing: the CLI tests run the built CLI. Run "npm run build:packages" first.`)
}

export interface RunResult {
  status: number | null
  stdout: string
  stderr: string
}

/**
 * Runs `routekit ...args` in `cwd` with stdout piped (so not a TTY). Colour
 * variables from the outer environment are dropped unless `env` sets them.
 */
export function routekit(args: readonly string[], options: { cwd: string; env?: Record<string, string> }): RunResult {
  const env = { ...process.env }
  delete env.NO_COLOR
  delete env.FORCE_COLOR
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    env: { ...env, ...options.env },
    encoding: 'utf8',
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** Copies the fixture folders into a fresh temp dir and returns it with a cleanup. */
export function makeWorkspace(): { dir: string; fixture: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'routekit-cli-'))
  cpSync(FIXTURES, dir, { recursive: true })
  return {
    dir,
    fixture: (name) => path.join(dir, name),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** True when the text holds an ANSI escape sequence. */
export function hasAnsi(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /\u001b\[/.test(text)
}
