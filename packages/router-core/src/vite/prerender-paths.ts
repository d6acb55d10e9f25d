import { localizePath } from '../config/i18n.js'
import { normalizePathname } from '../config/paths.js'
import type { RoutesConfig } from '../config/schema.js'

/**
 * The paths a build can prerender: every route of routes.yaml without guards
 * and without params or wildcards, once per locale of routes.yaml's `i18n`
 * (`/about` and `/en/about`), the default locale first. A guarded page depends
 * on who is visiting, and a param page has no finite list of paths, so both
 * stay client-only. With `prefix: never` (one URL for every locale) and
 * without `i18n`, each path once.
 *
 * @example prerenderPaths(config) // ['/', '/about', ..., '/construction', '/en/', '/en/about', ...]
 */
export function prerenderPaths(config: RoutesConfig): string[] {
  const open = config.routes.filter((route) => route.guards.length === 0 && !/[:*]/.test(route.path)).map((route) => normalizePathname(route.path))
  const i18n = config.i18n
  if (!i18n || i18n.prefix === 'never') return open
  const locales = [i18n.default, ...i18n.locales.filter((l) => l !== i18n.default)]
  return locales.flatMap((locale) => open.map((path) => localizePath(config, path, locale)))
}
