import { useContext, type ReactNode } from 'react'
import { UNSAFE_DataRouterStateContext } from 'react-router-dom'

/**
 * How `useLoaderData()` in a page returns the page's own loader data while
 * React Router matched one catch-all route (docs/architecture.md, "Data").
 *
 * React Router's `useLoaderData()` reads `state.loaderData[id]`, where `id` is
 * the route of the last match in its route context, and `useActionData()`
 * reads `state.actionData[id]` the same way. RoutekitView gives the page, and
 * each layout, a match of its own (`routekit/page`, `routekit/layout/<name>`)
 * and this scope adds their data under those ids to the router state the
 * subtree reads: the catch-all's loader returned it all, in one answer.
 * Everything else in the state (navigation, fetchers, revalidation) is the
 * router's own.
 */

/** The route id a page's hooks read its loader and action data under. */
export const PAGE_ROUTE_ID = 'routekit/page'

/** The route id a layout's hooks read its loader data under. */
export function layoutRouteId(name: string): string {
  return `routekit/layout/${name}`
}

/** The router state with the page's and layouts' data under their own ids. */
export function DataScope({
  loaderData,
  actionData,
  children,
}: {
  loaderData: Record<string, unknown>
  actionData: unknown
  children: ReactNode
}) {
  // Always inside React Router's data router: RoutekitView is a route's Component.
  const state = useContext(UNSAFE_DataRouterStateContext)!
  const scoped = {
    ...state,
    loaderData: { ...state.loaderData, ...loaderData },
    actionData: { ...state.actionData, [PAGE_ROUTE_ID]: actionData },
  }
  return <UNSAFE_DataRouterStateContext.Provider value={scoped}>{children}</UNSAFE_DataRouterStateContext.Provider>
}

/** A match like the catch-all's, under another route id: what the page's or a layout's hooks see as "their" route. */
export function matchAs<M extends { route: object }>(match: M, id: string): M {
  return { ...match, route: { ...match.route, id } }
}
