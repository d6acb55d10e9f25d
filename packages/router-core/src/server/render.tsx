import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom'
import type { RouteDef, RoutesConfig } from '../config/schema.js'
import { isLazyLayout } from '../react/_registrations.js'
import { normalizeBasename } from '../react/_basename.js'
import { createRoutes } from '../react/create-routes.js'
import { NAVIGATION_ROUTE_ID, type PageData } from '../react/_root.js'
import type { CreateRoutesOptions, PageImport } from '../react/types.js'
import { MODULE_MARK } from './_module-mark.js'
import { loaderFailureOf } from '../react/_loader-failures.js'
import { serializePrerenderedData } from '../react/_prerendered-data.js'

/** One prerendered page: the markup of the app's container and what the head should say. */
export interface RenderedPage {
  /** The HTML that goes inside the app's container (`<div id="root">`). */
  html: string
  /** The HTTP status the router chose (200, or 404 for a not-found page). */
  status: number
  /** The routes.yaml entry that rendered, for the title and description. */
  route: RouteDef | undefined
  /** The locale resolve() decided for the path; absent without routes.yaml's `i18n`. */
  locale?: string
  /** Set when the path redirects (maintenance on at build time, a redirect rule): `html` is empty then. */
  redirect?: string
  /**
   * The page's and its layout's modules that this render imported, by their
   * ids in the build: the prerenderer lists their browser chunks in the page's
   * HTML, so they download alongside the app's entry. Only routekit's
   * prerender build marks modules with their ids; elsewhere this is empty.
   */
  modules: string[]
  /**
   * What the page's and its layouts' loaders returned, serialised for the
   * prerenderer to write next to the container (`<script id="routekit-data">`),
   * where the browser takes it instead of running the loaders again. Absent
   * when the page and its layouts have no loader.
   */
  data?: string
  /** The page exports `prerender = false`: its loaders run in the browser only, so nothing was rendered (`html` is empty). */
  clientOnly?: boolean
}

export interface RenderPageOptions extends CreateRoutesOptions {
  basename?: string
  /** Wraps the router element, for example in `<StrictMode>`; use the same wrapper as the browser, or hydration cannot match. */
  wrap?: (app: ReactNode) => ReactNode
}

/**
 * The options with each page and lazy layout import reporting the module it
 * loaded (its MODULE_MARK) into `modules`. Anything but an import is left as
 * it is, for createRoutes() to report.
 */
function _reportingModules<T extends CreateRoutesOptions>(options: T, modules: string[]): T {
  const reporting =
    (load: PageImport): PageImport =>
    async () => {
      const loaded = await load()
      const id = (loaded as Record<string, unknown> | null | undefined)?.[MODULE_MARK]
      if (typeof id === 'string' && !modules.includes(id)) modules.push(id)
      return loaded
    }
  const pages =
    options.pages &&
    Object.fromEntries(
      Object.entries(options.pages).map(([key, load]) => [key, typeof load === 'function' ? reporting(load) : load]),
    )
  const layouts =
    options.layouts &&
    Object.fromEntries(
      Object.entries(options.layouts).map(([name, layout]) => [
        name,
        isLazyLayout(layout) ? { ...layout, lazy: reporting(layout.lazy) } : layout,
      ]),
    )
  return { ...options, pages, layouts }
}

/**
 * Renders one path of the site to HTML with React Router's static router:
 * the same routes createRoutes() makes for the browser, their loaders run
 * (resolve(), the guards, the page import), then react-dom/server renders
 * the result. A path that redirects renders nothing and reports where it
 * goes (`redirect`), so the prerenderer can leave it to the SPA shell.
 *
 * @example
 * // src/entry-server.tsx, built by routekit({ prerender: { entry: 'src/entry-server.tsx' } })
 * export const render = (path: string) => renderPage(routes, path, { pages, layouts, guards })
 */
export async function renderPage(
  config: RoutesConfig,
  path: string,
  options: RenderPageOptions,
): Promise<RenderedPage> {
  const { wrap, basename, ...rest } = options
  const modules: string[] = []
  const routeOptions = _reportingModules(rest, modules)
  // The default error page, loaded before rendering: the browser's lazy one would render nothing in renderToString().
  const errorPage = routeOptions.errorPage ?? (await import('../react/error-page.js')).RoutekitErrorPage
  // React Router's static handler takes the basename as given (`base/name` would match nothing): normalised, as its browser router reads it.
  const base = basename === undefined ? undefined : normalizeBasename(basename)
  const routes = createRoutes(config, {
    ...routeOptions,
    errorPage,
    prerendering: true,
    ...(base !== undefined && { basename: base }),
  })
  const handler = createStaticHandler(routes, base === undefined ? undefined : { basename: base })
  const request = new Request(new URL(path, 'http://routekit.prerender'))
  const context = await handler.query(request)
  if (context instanceof Response) {
    return {
      html: '',
      status: context.status,
      route: undefined,
      redirect: context.headers.get('Location') ?? '',
      modules,
    }
  }
  // A loader that fails at build time fails the build, naming the loader: a page without its data is no page to publish.
  const failure = loaderFailureOf(request)
  if (failure)
    throw new Error(`The loader of ${failure.loader} failed while prerendering ${path}: ${_describe(failure.error)}`, {
      cause: failure.error,
    })
  const loaded = context.loaderData[NAVIGATION_ROUTE_ID] as PageData | undefined
  if (loaded?.clientOnly)
    return { html: '', status: context.statusCode, route: loaded.route, clientOnly: true, modules }
  const router = createStaticRouter(handler.dataRoutes, context)
  // hydrate={false}: the loader data holds the page component, which cannot be serialised; the browser runs the catch-all's
  // loader itself, which takes the page's and layouts' loader values from `data` (_prerendered-data.ts) instead of loading them again.
  const app = <StaticRouterProvider router={router} context={context} hydrate={false} />
  const html = renderToString(wrap ? wrap(app) : app)
  const data = context.loaderData[NAVIGATION_ROUTE_ID] as PageData | undefined
  const values = data && { path: new URL(request.url).pathname, page: data.pageData, layouts: data.layoutData ?? [] }
  const hasData = values !== undefined && (values.page !== undefined || values.layouts.some((v) => v !== undefined))
  return {
    html,
    status: context.statusCode,
    route: data?.route,
    ...(data?.locale !== undefined && { locale: data.locale }),
    modules,
    ...(hasData && { data: serializePrerenderedData(values) }),
  }
}

function _describe(error: unknown): string {
  if (error instanceof Response) return `it threw a Response with status ${error.status}`
  return error instanceof Error ? error.message : String(error)
}
