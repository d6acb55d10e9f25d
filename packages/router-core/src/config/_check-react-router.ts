/**
 * What the React Router route tree needs of a file (createRoutes() builds one route per layout and page): a path it
 * can spell (RK313), and route names that are not routekit's own route ids (RK414).
 */
import { diagnostic, messages } from './codes.js'
import type { Diagnostic, Locate } from './diagnostics.js'
import { findPathProblem } from './_path-syntax.js'
import { reactRouterPathProblem } from './react-router-path.js'
import { isReservedRouteId } from './route-ids.js'
import type { RoutesConfig } from './schema.js'

/** RK313 on a route path React Router cannot spell; RK414 on a route name that is one of routekit's route ids. */
export function checkReactRouterForms(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  config.routes.forEach((route, i) => {
    // A path with a syntax problem is checkPathSyntax's; most paths are plain text, with nothing to say here.
    const syntax = findPathProblem(route.path, 'route')
    const problem = syntax && syntax.code !== 'RK303' ? null : reactRouterPathProblem(route.path)
    if (problem !== null) {
      const path = ['routes', i, 'path']
      out.push(
        diagnostic('RK313', messages.noReactRouterForm(route.path, route.name, problem), locate(path), path.join('.')),
      )
    }
    if (isReservedRouteId(route.name)) {
      const path = ['routes', i, 'name']
      out.push(diagnostic('RK414', messages.reservedRouteName(route.name, route.path), locate(path), path.join('.')))
    }
  })
  return out
}
