import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** routekit's packages that an app installs: what `--from` must provide. */
export const ROUTEKIT_PACKAGES = ['@routekit/router-core', '@routekit/cli'] as const

/** How `npm pack` names each package's tarball: `routekit-router-core-0.1.0.tgz`. */
const TARBALL = /^routekit-(router-core|cli)-\d[^/]*\.tgz$/

export type LocalPackages = { ok: true; specs: Record<string, string> } | { ok: false; message: string }

/**
 * The dependency specs (`file:…`, relative to `dir`, the folder of the
 * package.json that gets them) of routekit's packages in `sources`: each a
 * tarball as `npm pack` names it, a package's folder, or a folder holding
 * either (the newest tarball of a package wins), each relative to `cwd`. For create-routekit's and
 * `routekit init`'s `--from`: an install that needs no registry for routekit.
 *
 * @example localPackageSpecs(['../packs'], 'my-site') // { ok: true, specs: { '@routekit/cli': 'file:../packs/routekit-cli-0.1.0.tgz', ... } }
 */
export function localPackageSpecs(sources: readonly string[], dir: string, cwd: string = process.cwd()): LocalPackages {
  const found = new Map<string, string>()
  for (const source of sources) {
    const abs = path.resolve(cwd, source)
    if (!existsSync(abs)) return { ok: false, message: `--from ${source}: no such file or folder.` }
    const own = _packageAt(abs)
    if (own) {
      found.set(own, abs)
      continue
    }
    if (!statSync(abs).isDirectory()) {
      return {
        ok: false,
        message: `--from ${source} is not a tarball of routekit's packages. Pass the files npm pack writes (routekit-router-core-*.tgz, routekit-cli-*.tgz), or their folder.`,
      }
    }
    const entries = readdirSync(abs).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    for (const entry of entries) {
      const name = _packageAt(path.join(abs, entry))
      if (name) found.set(name, path.join(abs, entry))
    }
  }
  const missing = ROUTEKIT_PACKAGES.filter((name) => !found.has(name))
  if (missing.length > 0) {
    const where = sources.join(', ')
    return {
      ok: false,
      message: `--from ${where} holds no ${missing.join(' and no ')}. Pass its tarball (npm pack writes ${missing.map((m) => `${m.slice(1).replace('/', '-')}-*.tgz`).join(', ')}) or its package folder.`,
    }
  }
  const specs: Record<string, string> = {}
  for (const name of ROUTEKIT_PACKAGES)
    specs[name] = `file:${path.relative(path.resolve(cwd, dir), found.get(name)!).split(path.sep).join('/') || '.'}`
  return { ok: true, specs }
}

/** The routekit package a tarball or a package folder holds, by its name; null for anything else. */
function _packageAt(file: string): string | null {
  const match = TARBALL.exec(path.basename(file))
  if (match && statSync(file).isFile()) return `@routekit/${match[1]}`
  const manifest = path.join(file, 'package.json')
  if (!existsSync(manifest) || !statSync(file).isDirectory()) return null
  try {
    const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name
    return (ROUTEKIT_PACKAGES as readonly unknown[]).includes(name) ? (name as string) : null
  } catch {
    return null
  }
}
