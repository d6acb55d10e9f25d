/**
 * What the React Router route tree needs of a file (createRoutes() builds one route per layout and page): a path it
 * can spell (RK316), and route names that are not routekit's own route ids (RK414).
 */
import { diagnostic, messages } from '../codes.js'
import type { Diagnostic, Locate } from '../diagnostics.js'
import { findPathProblem } from '../match/path-syntax.js'
import { isOptional, rawSegments, readSegment } from '../match/route-pattern.js'
import { ROOT_ROUTE_ID } from '../match/route-ids.js'
import type { RoutesConfig } from '../file/schema.js'

/** RK316 on a route path React Router cannot spell; RK414 on a route name that is one of routekit's route ids. */
export function checkReactRouterForms(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  config.routes.forEach((route, i) => {
    // A path with a syntax problem is checkPathSyntax's; most paths are plain text, with nothing to say here.
    const syntax = findPathProblem(route.path, 'route')
    const problem = syntax && syntax.code !== 'RK303' ? null : reactRouterPathProblem(route.path)
    if (problem !== null) {
      const path = ['routes', i, 'path']
      out.push(
        diagnostic('RK316', messages.noReactRouterForm(route.path, route.name, problem), locate(path), path.join('.')),
      )
    }
    if (isReservedRouteId(route.name)) {
      const path = ['routes', i, 'name']
      out.push(diagnostic('RK414', messages.reservedRouteName(route.name, route.path), locate(path), path.join('.')))
    }
  })
  return out
}

/** Why `path` has no React Router form, or null when it has one. */
export function reactRouterPathProblem(path: string): string | null {
  const raw = rawSegments(path)
  for (let i = 0; i < raw.length; i++) {
    const s = raw[i]!
    const optional = isOptional(s)
    const segment = readSegment(optional ? s.slice(0, -1) : s)
    if (segment === null) return null // RK310 speaks for it
    const text = segment.kind === 'static' ? segment.text : segment.kind === 'suffix' ? segment.suffix : ''
    if (text.includes('?'))
      return `the segment "${s}" holds a literal "?", which React Router reads as "optional" or as a pattern`
    if (text.includes('%2F'))
      return `the segment "${s}" holds the text "%2F", which React Router reads as an escaped "/"`
    if (segment.kind === 'static' && text.startsWith(':'))
      return `the segment "${s}" starts with a literal ":", which React Router reads as a param`
    if (segment.kind === 'static' && i === raw.length - 1 && text.endsWith('*'))
      return `the last segment "${s}" ends with a literal "*", which React Router reads as a splat`
    if (segment.kind === 'suffix' && text.includes('/'))
      return `the segment "${s}" holds an escaped "/" after its param, which React Router cannot match`
  }
  return null
}

/** True for a name a route may not take: it would clash with one of the ids above. */
function isReservedRouteId(name: string): boolean {
  return name === ROOT_ROUTE_ID || name.startsWith('routekit:') || name.startsWith('layout:')
}
