/**
 * The routes as resolve() ranks them, for a host that must match paths in its
 * own syntax (the nginx config): every branch of every route, best first. A
 * host that tries them in this order, first match wins, picks the route
 * resolve() picks; how a path compares (decoding, case, splats) stays this
 * module's and resolve()'s (docs/routes-yaml.md, "How paths compare").
 */
import type { Segment } from './route-pattern.js'
import { buildTree, type RouteTree } from './route-tree.js'
import { routeOrder } from './route-order.js'
import type { RoutesConfig } from '../file/schema.js'

export type RouteSegment = Segment

export interface RouteBranch {
  /** Index in config.routes. */
  route: number
  /** The branch's segments: static text (decoded once, NFC), params, a param with a suffix, a final splat. */
  segments: readonly RouteSegment[]
  /** Whether static text compares case by case (the route's, else routes.yaml's `caseSensitive`). */
  caseSensitive: boolean
}

/** The one ranked tree of `config`'s routes, which resolve() walks. */
export function routeTreeOf(config: RoutesConfig): RouteTree {
  // Ties go to the route React Router tries first: its place in the tree createRoutes() builds (route-order.ts).
  const order = routeOrder(config)
  return buildTree(
    config.routes.map((route, i) => ({
      path: route.path,
      caseSensitive: _sensitive(config, route.caseSensitive),
      order: order[i],
    })),
  )
}

/** Every branch of every route, best first: resolve() picks the first whose segments match. */
export function routeBranches(config: RoutesConfig): RouteBranch[] {
  return routeTreeOf(config).leaves.map((leaf) => ({
    route: leaf.route,
    segments: leaf.segments,
    caseSensitive: _sensitive(config, config.routes[leaf.route]!.caseSensitive),
  }))
}

function _sensitive(config: RoutesConfig, own: boolean | undefined): boolean {
  return own ?? config.caseSensitive ?? true
}
