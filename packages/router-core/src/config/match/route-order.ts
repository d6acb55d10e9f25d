/**
 * The shape of the React Router route tree a routes.yaml makes, and the order it gives routes of equal rank.
 *
 * routes.yaml is flat: each route names its layout, and a layout may name a parent. React Router nests: a layout is
 * a route whose children render in its `<Outlet/>`. createRoutes() builds that nesting from this file, and resolve()
 * breaks ties with the same order, so the two never disagree on which of two equally ranked routes answers a path:
 * React Router tries branches of equal score in the order it flattened them (depth first), and siblings by index.
 *
 * The tree keeps the file's order as far as nesting allows: each layout stands where the first route that renders
 * in it stands, and holds its routes (and inner layouts) in file order. The maintenance route renders with no layout
 * (resolve() decides so), so it stands at the top, where the file puts it.
 */
import { NO_LAYOUT } from '../constants.js'
import { layoutChain } from '../layouts.js'
import { normalizePathname } from './paths.js'
import type { RouteDef, RoutesConfig } from '../file/schema.js'

/** One entry of a level of the tree: a layout (with what renders inside it) or a route, by index in config.routes. */
export type TreeEntry = { kind: 'layout'; name: string; entries: TreeEntry[] } | { kind: 'route'; index: number }

/** True for the route that is the maintenance route: it renders with no layout, whatever routes.yaml says. */
export function isMaintenanceRoute(config: Pick<RoutesConfig, 'maintenance'>, route: Pick<RouteDef, 'path'>): boolean {
  return normalizePathname(route.path) === normalizePathname(config.maintenance.route)
}

/** The layouts a route renders inside in the tree, outermost first: its layout chain, or none for the maintenance route. */
export function treeLayouts(config: RoutesConfig, route: RouteDef): string[] {
  return isMaintenanceRoute(config, route) ? [] : layoutChain(config, route.layout ?? NO_LAYOUT)
}

const _trees = new WeakMap<RoutesConfig, TreeEntry[]>()

/**
 * The top level of the tree: layouts and routes in the order described above.
 *
 * @example
 * // routes: /a (layout x), /b (layout y), /c (layout x)
 * routeTree(config) // [x: [/a, /c], y: [/b]]
 */
export function routeTree(config: RoutesConfig): TreeEntry[] {
  const hit = _trees.get(config)
  if (hit) return hit
  const top: TreeEntry[] = []
  // Each layout's entry, by its chain (a layout renders inside the same parents wherever it is used).
  const layouts = new Map<string, TreeEntry[]>()
  config.routes.forEach((route, index) => {
    let level = top
    let key = ''
    for (const name of treeLayouts(config, route)) {
      key += '/' + name
      let inner = layouts.get(key)
      if (!inner) {
        inner = []
        layouts.set(key, inner)
        level.push({ kind: 'layout', name, entries: inner })
      }
      level = inner
    }
    level.push({ kind: 'route', index })
  })
  _trees.set(config, top)
  return top
}

/**
 * Each route's place in the tree, depth first (by index in config.routes): the order React Router tries routes of
 * equal rank in. resolve() ranks ties by it.
 */
export function routeOrder(config: RoutesConfig): number[] {
  const order = new Array<number>(config.routes.length)
  let next = 0
  const walk = (entries: readonly TreeEntry[]): void => {
    for (const entry of entries) {
      if (entry.kind === 'route') order[entry.index] = next++
      else walk(entry.entries)
    }
  }
  walk(routeTree(config))
  return order
}
