import { normalizePathname } from '../config/paths.js'
import type { RoutesConfig } from '../config/schema.js'

/**
 * The paths a build can prerender: every route of routes.yaml without guards
 * and without params or wildcards. A guarded page depends on who is visiting,
 * and a param page has no finite list of paths, so both stay client-only.
 *
 * @example prerenderPaths(config) // ['/', '/about', ..., '/construction']
 */
export function prerenderPaths(config: RoutesConfig): string[] {
  return config.routes.filter((route) => route.guards.length === 0 && !/[:*]/.test(route.path)).map((route) => normalizePathname(route.path))
}
