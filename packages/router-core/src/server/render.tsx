import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom'
import type { RouteDef, RoutesConfig } from '../config/file/schema.js'
import { ROOT_ROUTE_ID } from '../config/match/route-ids.js'
import { isLazyLayout, pageKeyOf } from '../react/registrations.js'
import { belowBasename, normalizeBasename } from '../browser/basename.js'
import { createRoutes } from '../react/create-routes.js'
import { withFoundModules } from '../react/found-modules.js'
import { localeOf } from '../react/create-router.js'
import type { RouteDecision } from '../react/root.js'
import type { CreateRoutesOptions, PageImport } from '../react/types.js'
import { MODULE_MARK } from './module-mark.js'
import { splitHydrationScript } from './_hydration-script.js'

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
   * React Router's own hydration script for the page (`window.__staticRouterHydrationData`, written by its
   * StaticRouterProvider): what every route's loader returned, which the browser router takes instead of running
   * the loaders again. The prerenderer writes it after the app's container, where React does not hydrate.
   */
  hydrationScript: string
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
 * Renders one path of the site to HTML with React Router's static handler: the same routes createRoutes() makes for
 * the browser (in the path's locale), decided the same way (resolve() and the guards before any loader), the page's
 * and its layouts' loaders run, then react-dom/server renders the result. A path that redirects renders nothing and
 * reports where it goes (`redirect`), so the prerenderer can leave it to the SPA shell.
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
  // The modules the Vite plugin found join first, so their imports report what they load too.
  const routeOptions = _reportingModules(withFoundModules(config, rest), modules)
  // The default error page, loaded before rendering: the browser's lazy one would render nothing in renderToString().
  const errorPage = routeOptions.errorPage ?? (await import('../react/error-page.js')).RoutekitErrorPage
  // React Router's static handler takes the basename as given (`base/name` would match nothing): normalised, as its browser router reads it.
  const base = basename === undefined ? undefined : normalizeBasename(basename)
  const url = new URL(path, 'http://routekit.prerender')
  const locale = localeOf(config, belowBasename(url.pathname, base ?? '/') + url.search)
  const routes = createRoutes(config, {
    ...routeOptions,
    errorPage,
    prerendering: true,
    ...(base !== undefined && { basename: base }),
    ...(locale !== undefined && { locale }),
  })
  // Decide first and load the page's modules, so the page is in the tree and a page that opts out is not run.
  const first = (await routes.prepare(url)).resolution
  if (first.kind === 'redirect' || first.kind === 'external')
    return { html: '', status: first.status, route: undefined, redirect: first.to, modules, hydrationScript: '' }
  if (first.kind === 'render' && (await _exportsNoPrerender(routeOptions, first.route))) {
    return { html: '', status: 200, route: first.route, clientOnly: true, modules, hydrationScript: '' }
  }
  const handler = createStaticHandler(routes.routes, base === undefined ? undefined : { basename: base })
  const request = new Request(url)
  // React Router hands a loader's error to the nearest error boundary, whose id says where it shows, not who threw:
  // the results say who, for the message of a failed build.
  let failure: { routeId: string; error: unknown } | undefined
  const context = await handler.query(request, {
    dataStrategy: async (args) => {
      const results = await routes.router.dataStrategy(args)
      // The root's errors are resolve()'s answers (a 404), not a loader's failure.
      for (const [routeId, r] of Object.entries(results))
        if (r.type === 'error' && routeId !== ROOT_ROUTE_ID) failure ??= { routeId, error: r.result }
      return results
    },
  })
  if (context instanceof Response) {
    return {
      html: '',
      status: context.status,
      route: undefined,
      redirect: context.headers.get('Location') ?? '',
      modules,
      hydrationScript: '',
    }
  }
  // A loader that fails at build time fails the build, naming it: a page without its data is no page to publish.
  if (failure && !_isNotFound(failure.error)) {
    const id = failure.routeId
    const layout = id.startsWith('layout:') ? id.slice('layout:'.length) : undefined
    const what = layout ? `layout "${layout}"` : `page "${config.routes.find((r) => r.name === id)?.page ?? id}"`
    throw new Error(`The loader of ${what} failed while prerendering ${path}: ${_describe(failure.error)}`, {
      cause: failure.error,
    })
  }
  const decision = context.loaderData[ROOT_ROUTE_ID] as RouteDecision | null | undefined
  const router = createStaticRouter(handler.dataRoutes, context)
  const app = <StaticRouterProvider router={router} context={context} />
  const rendered = renderToString(wrap ? wrap(app) : app)
  const { html, script } = splitHydrationScript(rendered)
  const route = decision ? config.routes.find((r) => r.name === decision.route) : undefined
  return {
    html,
    status: context.statusCode,
    route,
    ...(decision?.locale !== undefined && { locale: decision.locale }),
    ...(decision == null && locale !== undefined && { locale }),
    modules,
    hydrationScript: script,
  }
}

/** True when the page's data module, or else its own module, exports `prerender = false`. */
async function _exportsNoPrerender(options: CreateRoutesOptions, route: RouteDef): Promise<boolean> {
  const find = (modules: Record<string, PageImport> | undefined) =>
    Object.entries(modules ?? {}).find(([key]) => pageKeyOf(key) === route.page)?.[1]
  const load = find(options.data) ?? find(options.pages)
  const module = (load ? await load() : undefined) as { prerender?: unknown } | undefined
  return module?.prerender === false
}

function _isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
}

function _describe(error: unknown): string {
  if (error instanceof Response) return `it threw a Response with status ${error.status}`
  if (typeof error === 'object' && error !== null && 'status' in error)
    return `it threw a Response with status ${String((error as { status: unknown }).status)}`
  return error instanceof Error ? error.message : String(error)
}
