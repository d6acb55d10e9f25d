import { useRouteLoaderData } from 'react-router-dom'
import { ROOT_ROUTE_ID } from '../config/match/route-ids.js'
import type { RouteDecision } from './root.js'

/**
 * The locale resolve() decided for the page shown (undefined without
 * routes.yaml's `i18n`, and outside the routes createRoutes() made). With
 * localizePath(), what keeps a navigation in the visitor's language.
 *
 * @example
 * const locale = useLocale()
 * <Link to={locale ? localizePath(routes, '/about', locale) : '/about'}>About</Link>
 */
export function useLocale(): string | undefined {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as RouteDecision | undefined)?.locale
}
