import {
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs'
import path from 'node:path'
import { decodedSegments, normalizePathname } from '@routekit/router-core'
import type { HostingRecord } from './record.js'

/**
 * The files the generated nginx config checks with `if (-f …)` for the
 * server-side maintenance gate, so a switch needs no reload. `.routekit/gate`
 * is a symlink to a fresh folder, swapped in one rename: nginx sees the old
 * gate or the new one, never half of one. Under a dot folder, so it is never
 * served (every generated config and `routekit preview` refuse dotfiles).
 *
 * - `on`: maintenance is on;
 * - `bypass-<token>`: a `?preview=` token with this value passes that request;
 *   `key-<key>`: the `routekit_bypass` cookie with this value (the key behind
 *   maintenance.json's `bypass`, which the page's app derives and writes)
 *   passes. nginx cannot hash, so the values are the files' names; the
 *   folder (mode 0711: stat by name, no listing) is outside what any host
 *   serves or uploads;
 * - `allow<path>/=exact` and `allow<prefix>/=below`: the allowed paths,
 *   decoded once per segment as routekit compares paths (nginx's `$uri` is decoded).
 */
export const GATE_LINK = path.join('.routekit', 'gate')

/** nginx checks the prefixes of a path this many segments deep (see nginx.ts); a deeper `/*` allow cannot be honoured. */
export const GATE_PREFIX_DEPTH = 4

/** Writes the gate for a flag that is on. Returns warnings about allow paths nginx cannot honour. */
export function writeMaintenanceGate(
  dir: string,
  record: HostingRecord,
  allow: readonly string[],
  bypass: { token: string; key: string } | undefined,
  bypassKept: boolean,
): string[] {
  const warnings: string[] = []
  const root = path.join(dir, '.routekit')
  const fresh = path.join(root, `gate-${process.pid}-${Date.now().toString(36)}`)
  // 0711: nginx's worker (another user) can stat a file it names, but nobody can list the folder.
  mkdirSync(fresh, { recursive: true, mode: 0o711 })
  for (const pattern of [...record.maintenance.allow, ...allow]) {
    const below = pattern.endsWith('/*')
    const segments = decodedSegments(normalizePathname(below ? pattern.slice(0, -2) || '/' : pattern))
    const bad =
      segments === null || segments.some((s) => s.includes('/') || s.startsWith('=') || s === '.' || s === '..')
    if (bad || (below && segments.length > GATE_PREFIX_DEPTH)) {
      warnings.push(
        `nginx: the allowed path ${pattern} cannot be checked by the generated config (${bad ? 'an escaped "/", a dot segment or a segment starting with "="' : `a prefix deeper than ${GATE_PREFIX_DEPTH} segments`}); nginx sends it to the maintenance route.`,
      )
      continue
    }
    const folder = path.join(fresh, 'allow', ...segments)
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, below ? '=below' : '=exact'), '')
  }
  const old = _current(dir)
  if (bypass !== undefined) {
    writeFileSync(path.join(fresh, `bypass-${bypass.token}`), '')
    writeFileSync(path.join(fresh, `key-${bypass.key}`), '')
  } else if (bypassKept && old)
    for (const name of readdirSync(old).filter((n) => n.startsWith('bypass-') || n.startsWith('key-')))
      copyFileSync(path.join(old, name), path.join(fresh, name))
  writeFileSync(path.join(fresh, 'on'), '')
  _swap(dir, path.basename(fresh))
  if (old) rmSync(old, { recursive: true, force: true })
  return warnings
}

/** Removes the gate: nginx serves normally at once. */
export function removeMaintenanceGate(dir: string): void {
  const old = _current(dir)
  rmSync(path.join(dir, GATE_LINK), { force: true })
  if (old) rmSync(old, { recursive: true, force: true })
}

function _current(dir: string): string | undefined {
  try {
    return path.join(dir, '.routekit', readlinkSync(path.join(dir, GATE_LINK)))
  } catch {
    return undefined
  }
}

function _swap(dir: string, target: string): void {
  const link = path.join(dir, GATE_LINK)
  const temp = `${link}.${process.pid}.tmp`
  rmSync(temp, { force: true })
  symlinkSync(target, temp)
  renameSync(temp, link)
}
