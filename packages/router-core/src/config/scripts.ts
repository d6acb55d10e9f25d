import type { RouteDef, RoutesConfig, ScriptsMode } from './file/schema.js'

/**
 * A route's effective `scripts`: its own, else routes.yaml's top-level
 * `scripts`, else `app`. The build (prerender), the checks and the docs all
 * read it here.
 *
 * @example scriptsOf(config, config.routes[0]) // 'none' for `scripts: none`
 */
export function scriptsOf(config: Pick<RoutesConfig, 'scripts'>, route: Pick<RouteDef, 'scripts'>): ScriptsMode {
  return route.scripts ?? config.scripts ?? 'app'
}

/** The config path to point at for a route's `scripts`: its own key when it has one, else the top-level default. */
export function scriptsKeyOf(route: Pick<RouteDef, 'scripts'>, index: number): (string | number)[] {
  return route.scripts !== undefined ? ['routes', index, 'scripts'] : ['scripts']
}
