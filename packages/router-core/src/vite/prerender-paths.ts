import { localizePath } from '../config/i18n.js'
import { normalizePathname } from '../config/paths.js'
import type { RoutesConfig } from '../config/schema.js'
import { resolve } from '../config/resolve.js'
import { branchesOf } from '../config/_route-pattern.js'

/**
 * The paths a build can prerender: every route of routes.yaml without guards
 * and without params or a splat (of a path with optional segments, each form
 * without params: `/about` of `/:lang?/about`), once per locale of routes.yaml's `i18n`
 * (`/about` and `/en/about`), the default locale first. A guarded page depends
 * on who is visiting, and a param page has no finite list of paths, so both
 * stay client-only. With `prefix: never` (one URL for every locale) and
 * without `i18n`, each path once.
 *
 * @example prerenderPaths(config) // ['/', '/about', ..., '/construction', '/en/', '/en/about', ...]
 */
export function prerenderPaths(config: RoutesConfig): string[] {
  const open: string[] = []
  for (const route of config.routes) {
    if (route.guards.length > 0) continue
    if (!/[:*?]/.test(route.path)) {
      open.push(normalizePathname(route.path))
      continue
    }
    // An optional segment's param-free forms (`/about` of `/:lang?/about`), each only if resolve() gives it to this route.
    for (const branch of branchesOf(route.path) ?? []) {
      if (!branch.segments.every((s) => s.kind === 'static' && !s.text.includes('/'))) continue
      const path = '/' + branch.segments.map((s) => (s.kind === 'static' ? s.text : '')).join('/')
      const r = resolve(config, encodeURI(path), { maintenance: false })
      if (r.kind === 'render' && r.route === route && !open.includes(path)) open.push(path)
    }
  }
  const i18n = config.i18n
  if (!i18n || i18n.prefix === 'never') return open
  const locales = [i18n.default, ...i18n.locales.filter((l) => l !== i18n.default)]
  return locales.flatMap((locale) => open.map((path) => localizePath(config, path, locale)))
}
