import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FIXTURES } from './_run.js'

/** A fresh temp folder holding a copy of the built-site fixture (in `site/`) and the --persist fixtures (in `repo/`). */
export function makeSite(): { root: string; site: string; repo: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'routekit-maint-'))
  cpSync(path.join(FIXTURES, 'maintenance-site'), path.join(root, 'site'), { recursive: true })
  cpSync(path.join(FIXTURES, 'maintenance-persist'), path.join(root, 'repo'), { recursive: true })
  return {
    root,
    site: path.join(root, 'site'),
    repo: path.join(root, 'repo'),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  }
}

/** Every file under `dir` with its bytes, to prove a command changed nothing. */
export function snapshotTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name)
      if (statSync(full).isDirectory()) walk(full)
      else out[path.relative(dir, full)] = readFileSync(full, 'latin1')
    }
  }
  walk(dir)
  return out
}
