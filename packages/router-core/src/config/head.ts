/**
 * A route's head (`title`, `description`) as routes.yaml gives it, and in one
 * locale. Pure: the runtime (react/create-routes.tsx) and the prerenderer
 * (vite/prerender.ts) both take a route's head in a locale from headIn().
 */
import { localized } from './i18n.js'
import type { RouteDef, RoutesConfig } from './file/schema.js'

/** A route's head: its `title` and `description` from routes.yaml, each text or a map by locale. */
export type RouteHead = Pick<RouteDef, 'title' | 'description'>

/** A head in one locale: what the document shows. */
export interface HeadText {
  title?: string | undefined
  description?: string | undefined
}

/**
 * A route's head in the locale resolve() decided, through localized(): a map
 * by locale gives that locale's text, else the default locale's.
 */
export function headIn(
  head: RouteHead | undefined,
  locale: string | undefined,
  defaultLocale: string | undefined,
): HeadText | undefined {
  if (!head) return undefined
  return {
    title: localized(head.title, locale, defaultLocale),
    description: localized(head.description, locale, defaultLocale),
  }
}

/** Each route's head, keyed by its routes.yaml path: the default export of `virtual:routekit/head`. */
export type RouteHeads = Record<string, RouteHead>

/**
 * A config from the Vite plugin's browser build: its routes leave out `title`
 * and `description`, and its non-enumerable `head()` imports them
 * (`virtual:routekit/head`). createRoutes() calls it with the first page.
 */
export type RoutesConfigWithHead = RoutesConfig & { readonly head?: () => Promise<{ default: RouteHeads }> }
