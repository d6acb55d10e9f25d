/**
 * The checks of `scripts: none` (a page that ships no module script): what
 * routes.yaml alone shows cannot work without the app. What the page module
 * needs (an action, a browser-only loader, event handlers) the Vite plugin
 * checks (RK801).
 */
import { diagnostic, messages } from '../codes.js'
import type { Diagnostic, Locate } from '../diagnostics.js'
import { routeShapeKey } from '../match/route-keys.js'
import type { RoutesConfig } from '../file/schema.js'
import { scriptsOf } from '../scripts.js'

/** RK413 on a guarded route with `scripts: none`; RK603 on a maintenance route with it. */
export function checkScripts(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  const maintenanceKey = routeShapeKey(config.maintenance.route)
  config.routes.forEach((route, i) => {
    if (scriptsOf(config, route) !== 'none') return
    const inherited = route.scripts === undefined
    if (route.guards.length > 0) {
      out.push(
        diagnostic(
          'RK413',
          messages.scriptsWithGuards(route.path, route.guards, inherited),
          locate(['routes', i, 'guards']),
          `routes.${i}.guards`,
        ),
      )
    }
    if (maintenanceKey !== null && routeShapeKey(route.path) === maintenanceKey) {
      const path = inherited ? ['routes', i, 'path'] : ['routes', i, 'scripts']
      out.push(
        diagnostic('RK603', messages.maintenanceWithoutScripts(route.path, inherited), locate(path), path.join('.')),
      )
    }
  })
  return out
}
