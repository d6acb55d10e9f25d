// Links by route name: href('about'), useHref()('about'). The route types come from routes.yaml
// (src/routekit-routes.d.ts, written by the Vite plugin and by `npm run typecheck`), so tsc refuses an unknown name
// or a wrong param.
import { createHref, href as hrefIn, type Href } from '@routekit/router-core'
import routes from 'virtual:routekit/routes'
import { useLanguage } from './i18n'

/** The URL of a route of routes.yaml, by its name, in the default locale unless told (docs/runtime.md#typed-links). */
export const href = createHref(routes)

/**
 * href() in the page's language: a link on /en/about to "benefits" is /en/benefits. Without `i18n` in
 * routes.yaml, no locale. A `locale` option still wins.
 *
 * @example const to = useHref(); <Link to={to('about')}>
 */
export function useHref(): Href {
  const language = useLanguage()
  const locale = routes.i18n ? language : undefined
  return ((name: string, options?: { params?: Record<string, string>; locale?: string }) =>
    hrefIn(routes, name, { locale, ...options })) as Href
}
