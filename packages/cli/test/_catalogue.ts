// The bad-input catalogue's runner: each case copies its fixture folder
// (test/fixtures/catalogue/<kind>) into a fresh temp dir, optionally
// generates more (huge, unreadable, long files), runs the REAL CLI
// (`routekit validate <file>`), and checks that no file in the dir changed.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect } from 'vitest'
import { BIN, FIXTURES } from './_run.js'

export interface CatalogueRun {
  status: number | null
  /** stdout then stderr, with the temp dir shown as <tmp>. */
  output: string
}

/** Measured wall time per case (ms), written to ROUTEKIT_CATALOGUE_TIMES when it is set; never asserted. */
const times: Record<string, number> = {}
afterAll(() => {
  const out = process.env.ROUTEKIT_CATALOGUE_TIMES
  if (!out) return
  const old = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, number>) : {}
  writeFileSync(out, JSON.stringify({ ...old, ...times }, null, 2) + '\n')
})

/** Every entry under `dir`: name, type, mode and a hash of its bytes. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name)
      const info = lstatSync(full)
      const key = path.relative(dir, full)
      if (info.isDirectory()) {
        out[key] = `dir ${info.mode.toString(8)}`
        walk(full)
      } else if (!info.isFile()) {
        out[key] = `special ${info.mode.toString(8)}` // a pipe: reading it would block
      } else {
        // A mode-000 file cannot be read by a normal user: its mode, size and mtime then stand for its bytes.
        let hash: string
        try {
          hash = createHash('sha256').update(readFileSync(full)).digest('hex')
        } catch {
          hash = `unreadable, modified ${info.mtimeMs}`
        }
        out[key] = `file ${info.mode.toString(8)} ${info.size} ${hash}`
      }
    }
  }
  walk(dir)
  return out
}

export interface CaseOptions {
  /** The file argument, relative to the case's dir. Default routes.yaml. */
  file?: string
  /** Writes generated input into the case's dir before the run. */
  setup?: (dir: string) => void
  /** Runs the CLI through this command prefix (such as setpriv, to drop root). */
  wrap?: string[]
}

/** Runs `routekit validate <file>` on catalogue case `kind`; asserts that no file changed. */
export function validateCase(kind: string, options: CaseOptions = {}): CatalogueRun {
  const dir = mkdtempSync(path.join(tmpdir(), `routekit-catalogue-${kind}-`))
  try {
    chmodSync(dir, 0o755) // so a case run as another user can enter it
    const fixture = path.join(FIXTURES, 'catalogue', kind)
    if (existsSync(fixture)) cpSync(fixture, dir, { recursive: true })
    options.setup?.(dir)
    const before = hashTree(dir)
    const file = options.file ?? 'routes.yaml'
    const command = [...(options.wrap ?? []), process.execPath, BIN, 'validate', file]
    const env = { ...process.env }
    delete env.NO_COLOR
    delete env.FORCE_COLOR
    const started = performance.now()
    const r = spawnSync(command[0]!, command.slice(1), {
      cwd: dir,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 20_000,
    })
    times[kind] = Math.round(performance.now() - started)
    expect(r.error, `${kind}: the CLI did not finish`).toBeUndefined()
    expect(hashTree(dir), `${kind}: validate changed a file`).toEqual(before)
    const output = (r.stdout + r.stderr).split(dir).join('<tmp>')
    return { status: r.status, output }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
