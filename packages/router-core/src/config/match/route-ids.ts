/**
 * The ids of the React Router routes createRoutes() makes. Each page's route is its routes.yaml `name`, so
 * `useRouteLoaderData('post')` reads route `post`'s loader data; everything else routekit adds has an id no route
 * name can take (RK414): the root, `layout:<name>` for each layout, and routekit's own places in the tree.
 */

/** The root route: the runtime, the head, the app-wide error page; its loader holds resolve()'s decision. */
export const ROOT_ROUTE_ID = 'routekit'

/** The route of a layout: `useRouteLoaderData('layout:dashboard')`. */
export function layoutRouteId(name: string): string {
  return `layout:${name}`
}

/** The place a page's route is added to once resolve() first lets it render (its code downloads only then). */
export function slotRouteId(name: string): string {
  return `routekit:slot:${name}`
}

/** The last route under the root: it matches what no page does, so the root's loader can decide every path. */
export const NOT_FOUND_ROUTE_ID = 'routekit:not-found'

/** The maintenance route's page where a param route, not a route of its own, answers the maintenance path. */
export const MAINTENANCE_ROUTE_ID = 'routekit:maintenance'
