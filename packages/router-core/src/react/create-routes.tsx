import { data, redirect } from 'react-router-dom'
import type {
  DataStrategyFunction,
  DataStrategyResult,
  PatchRoutesOnNavigationFunction,
  RouteObject,
} from 'react-router-dom'
import { headIn, type RouteHead, type RoutesConfigWithHead } from '../config/head.js'
import { localePrefixes } from '../config/i18n.js'
import { browserPathname } from '../config/match/paths.js'
import { reactRouterPath } from '../config/match/react-router-path.js'
import { resolve, type Resolution } from '../config/resolve.js'
import {
  MAINTENANCE_ROUTE_ID,
  NOT_FOUND_ROUTE_ID,
  ROOT_ROUTE_ID,
  layoutRouteId,
  slotRouteId,
} from '../config/match/route-ids.js'
import { isMaintenanceRoute, routeTree, type TreeEntry } from '../config/match/route-order.js'
import type { RouteDef, RoutesConfig } from '../config/file/schema.js'
import { belowBasename, normalizeBasename } from '../browser/basename.js'
import { Decider } from './_decider.js'
import { checkRegistrations, normalizePages } from './registrations.js'
import { DefaultErrorPage, RoutekitRoot, RoutekitRootError, type RouteDecision, type RoutekitRuntime } from './root.js'
import { RouteModules, type ModuleProps } from './_route-modules.js'
import type { RedirectLoops } from './_redirect-loops.js'
import { reloadForChunkError, isChunkLoadError } from '../browser/chunk-reload.js'
import { createMaintenanceStore } from '../browser/maintenance.js'
import type { CreateRoutesOptions } from './types.js'
import { withFoundModules } from './found-modules.js'
import { RoutekitError } from '../config/errors.js'

export interface CreateRoutesExtra {
  /** The router's basename, such as `/app`; routes.yaml's paths stay without it. */
  basename?: string
  /**
   * The locale the routes are for (routes.yaml's `i18n`): each page's React Router path carries its prefix. One
   * router serves one locale; a link to another locale's page loads that page as a document. Default: the default
   * locale. createRouter() and renderPage() take it from the URL.
   */
  locale?: string
  /** Set by renderPage(): the routes render at build time. */
  prerendering?: boolean
}

/** What createRoutes() gives: the routes, and the options a React Router router needs to run them. */
export interface RoutekitRoutes {
  /** The route tree: routekit's root, a route per layout (`layout:<name>`) and per page (its routes.yaml `name`). */
  routes: RouteObject[]
  /**
   * Options for `createBrowserRouter(routes, …)`, `createMemoryRouter` or `createStaticHandler(…).query()`:
   * `dataStrategy` (resolve() and the guards decide each request before any loader or action runs),
   * `patchRoutesOnNavigation` (adds a guarded page's route once its guards allow it), and the basename.
   */
  router: {
    dataStrategy: DataStrategyFunction
    patchRoutesOnNavigation: PatchRoutesOnNavigationFunction
    basename?: string
  }
  /** The locale the routes serve (undefined without `i18n`). */
  locale: string | undefined
  /**
   * Decides the page a router starts on before the router exists and loads its route modules, so the first render
   * (or hydration) needs no request of its own. Call it before creating the router. What it decided is used for
   * the router's first request; it tells whether the page is the one `prerendered` names (hydration data then
   * belongs to it).
   */
  prepare(url: URL): Promise<Prepared>
}

/** What prepare() found: the decision, and the root's loader data for a page that renders. */
export interface Prepared {
  resolution: Resolution
  /** The root route's loader data (resolve()'s decision as values) when the page renders. */
  decision?: RouteDecision
}

/**
 * A page's route: its id is its routes.yaml name. It waits in a slot (a route of its own at the page's place in the
 * tree, which matches nothing) until resolve() first lets it render, so React Router never starts downloading a
 * page that resolve() sends elsewhere (maintenance, a redirect, a guard).
 */
interface _Page {
  object: RouteObject
  slot: RouteObject
  patched: boolean
}

/**
 * Turns a validated routes.yaml into react-router-dom 7 data routes for `createBrowserRouter` (createRouter() does
 * it), `createMemoryRouter` in tests, or `createStaticHandler` (renderPage()).
 *
 * Each layout and page is a route React Router knows: the layouts nest as routes.yaml's `parent`s say, each page
 * sits in its layout with its routes.yaml path as React Router's `path`, and each takes its `loader`, `action`,
 * `shouldRevalidate`, `ErrorBoundary`, `HydrateFallback` and `handle` from its module (route-modules). resolve()
 * still decides where every request ends: the router's `dataStrategy` asks it (with the route's guards) before
 * any loader or action runs, and turns maintenance, redirects and 404s into React Router's own redirects and
 * errors. A guarded page's route is added (`patchRoutesOnNavigation`) only once its guards first allow it, so a
 * visitor they turn away never downloads its code.
 *
 * Every guard, layout and page that routes.yaml names must have a module: the one the Vite plugin found
 * (src/pages, src/layouts, src/guards, riding on `virtual:routekit/routes`) or the one the app registers here,
 * which wins. Otherwise this throws a RoutekitError at once (outside production builds).
 *
 * @example
 * const app = createRoutes(config, { pages: import.meta.glob('./pages/*.tsx'), layouts, guards })
 * const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: ['/'] })
 */
export function createRoutes(config: RoutesConfig, given: CreateRoutesOptions & CreateRoutesExtra): RoutekitRoutes {
  // What the app registers, and for every other name the module the Vite plugin found (found-modules.ts).
  const options = withFoundModules(config, given)
  // A developer's help, not a visitor's: in a production bundle (React's own convention, which every bundler
  // replaces) the check and its messages are left out; the Vite plugin checks the names at build time.
  if (process.env.NODE_ENV !== 'production') checkRegistrations(config, options)
  const pages = normalizePages(options.pages)
  const store = createMaintenanceStore(config, options.maintenance, options.buildFlag)
  const runtime: RoutekitRuntime = { config, store }
  const basename = normalizeBasename(options.basename)
  const prerendering = options.prerendering === true
  const locale = config.i18n ? (options.locale ?? config.i18n.default) : undefined
  const prefix = locale !== undefined && localePrefixes(config.i18n).includes(locale) ? `/${locale}` : ''
  const decider = new Decider({ config, options, store, basename, locale, prerendering })
  const modules = new RouteModules(pages, normalizePages(options.data ?? {}), options.layouts, (error) =>
    // A page chunk a deploy removed: reload at the address the navigation was going to, once (chunk-reload.ts).
    isChunkLoadError(error) && !prerendering
      ? reloadForChunkError(error, decider.target.href, decider.target.path)
      : Promise.reject(error),
  )

  // The routes' heads come apart from the config in the browser build (routesModuleCode()), loaded with the first page.
  const loadHeads = (config as RoutesConfigWithHead).head
  let heads: Promise<Record<string, RouteHead>> | undefined
  const headOf = async (route: RouteDef): Promise<RouteHead> => {
    if (!loadHeads) return route
    heads ??= loadHeads().then(
      (m) => m.default,
      (error: unknown) => {
        heads = undefined
        throw error
      },
    )
    return (await heads)[route.path] ?? {}
  }

  const pageList: _Page[] = config.routes.map((route) => ({
    object: {
      id: route.name,
      path: reactRouterPath(route.path, prefix),
      caseSensitive: route.caseSensitive ?? config.caseSensitive ?? true,
      ...modules.lazyProps('page', route.page),
    },
    slot: { id: slotRouteId(route.name) },
    patched: false,
  }))
  const pageOf = (index: number): _Page => pageList[index]!
  const layoutObjects = new Map<string, RouteObject>()
  const build = (entries: readonly TreeEntry[]): RouteObject[] =>
    entries.map((entry) => {
      if (entry.kind === 'route') return pageOf(entry.index).slot
      const object: RouteObject = {
        id: layoutRouteId(entry.name),
        ...modules.lazyProps('layout', entry.name),
        children: build(entry.entries),
      }
      layoutObjects.set(entry.name, object)
      return object
    })
  const children = build(routeTree(config))

  // A param route that answers the maintenance path renders there without a layout (resolve() decides so): it
  // gets a route of its own at that path, outside every layout.
  const maintenanceAt = _maintenanceRouteOf(config, prefix)
  let maintenanceObject: RouteObject | undefined
  if (maintenanceAt !== undefined) {
    maintenanceObject = {
      id: MAINTENANCE_ROUTE_ID,
      path: reactRouterPath(config.maintenance.route, prefix),
      caseSensitive: true,
      ...modules.lazyProps('page', maintenanceAt.page),
    }
    children.push(maintenanceObject)
  }
  // Last, so every page outranks it: React Router matches every path, and the root's loader decides what it is. It
  // renders nothing itself (the root's error page shows the 404); `element: null` says so, or React Router warns.
  children.push({ id: NOT_FOUND_ROUTE_ID, path: '*', element: null })

  const rootLoader = async ({ request }: { request: Request }): Promise<RouteDecision | null> => {
    const decided = decider.settled(request)
    if (decided === undefined)
      throw new RoutekitError(
        'RK718',
        `Nothing decided ${new URL(request.url).pathname}: the router lacks routekit's data strategy. Create it with createRouter(), or pass createRoutes(…).router to it.`,
      )
    const { resolution } = await decided
    return resolution.kind === 'render' ? decisionOf(resolution, await headOf(resolution.route)) : null
  }
  const decisionOf = (r: Extract<Resolution, { kind: 'render' }>, head: RouteHead): RouteDecision => {
    const text = headIn(head, r.locale, config.i18n?.default)
    return {
      route: r.route.name,
      maintenanceRoute: r.maintenanceRoute,
      ...(r.locale !== undefined && { locale: r.locale }),
      ...(text && (text.title !== undefined || text.description !== undefined) && { head: text }),
    }
  }

  const root: RouteObject = {
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    // The root's loader is where each navigation's decision lands: it runs on every one.
    shouldRevalidate: () => true,
    element: <RoutekitRoot runtime={runtime} />,
    errorElement: <RoutekitRootError runtime={runtime} page={options.errorPage ?? DefaultErrorPage} />,
    HydrateFallback: options.hydrateFallback ?? _Nothing,
    children,
  }

  /** The route id React Router must have matched last for a render decision, and whether its params must agree. */
  const expected = (r: Extract<Resolution, { kind: 'render' }>): { id: string; params: boolean } =>
    r.maintenanceRoute && !isMaintenanceRoute(config, r.route)
      ? { id: MAINTENANCE_ROUTE_ID, params: false }
      : { id: r.route.name, params: true }

  // Loop detection loads at the first redirect (or the first address React Router must match again).
  let loops: Promise<RedirectLoops> | undefined
  const loopsOf = (): Promise<RedirectLoops> =>
    (loops ??= import('./_redirect-loops.js').then(
      (m) => new m.RedirectLoops(),
      (error: unknown) => {
        loops = undefined
        throw error
      },
    ))
  // Guarded pages whose guards allowed them only with the query (patchRoutesOnNavigation sees the path alone).
  const allowedLater = new Set<number>()

  const dataStrategy: DataStrategyFunction = async ({ request, matches, fetcherKey }) => {
    const fetching = typeof fetcherKey === 'string'
    const url = new URL(request.url)
    const mutation = request.method !== 'GET' && request.method !== 'HEAD'
    const { resolution, path } = await decider.decide(url, request.signal, fetching)
    const at = matches[matches.length - 1]!.route.id
    // A navigation's decision is the root's answer, so its errors show the app's error page (the root's), as a 404
    // always has; a fetcher's or an action's goes to the one route React Router called.
    const key = matches.find((m) => m.shouldLoad)?.route.id ?? ROOT_ROUTE_ID
    const answer = (result: unknown, type: 'data' | 'error' = 'data'): Record<string, DataStrategyResult> => ({
      [key]: { type, result },
    })
    switch (resolution.kind) {
      case 'redirect':
        return (
          (await loopsOf()).follow(path, resolution.to, resolution.reason, { fetching, mutation }, key) ??
          answer(redirect(resolution.to))
        )
      case 'external':
        return answer(redirect(resolution.to, resolution.status))
      case 'not-found':
        return answer(data(resolution.message, { status: 404, statusText: 'Page Not Found' }), 'error')
      case 'error':
        return answer(
          data(resolution.message, { status: resolution.status, statusText: 'Internal Server Error' }),
          'error',
        )
    }
    const want = expected(resolution)
    const leaf = matches[matches.length - 1]!
    if (at !== want.id || (want.params && !_sameParams(leaf.params, resolution.params))) {
      return answer(await mismatch(resolution, url, path, at), 'data')
    }
    const toLoad = matches.filter((m) => m.shouldLoad)
    // The page's module too, beside the loaders (no waterfall): React Router drops a lazy Component's failed import
    // and renders an empty outlet, so a page chunk a deploy removed showed nothing. Awaited here, the failure (once the
    // one reload is spent: chunk-reload.ts) is the navigation's error, and the error page offers Reload.
    const [settled, moduleError] = await Promise.all([
      Promise.all(toLoad.map((m) => m.resolve())),
      fetching
        ? undefined
        : modules.loadedProps('page', resolution.route.page).then(
            () => undefined,
            (error: unknown) => ({ error }),
          ),
    ])
    if (moduleError) return answer(moduleError.error, 'error')
    const results: Record<string, DataStrategyResult> = {}
    toLoad.forEach((m, i) => (results[m.route.id] = settled[i]!))
    // A loader's or an action's redirect is a new navigation, which resolve() decides; a loop of them ends here.
    const to = _redirectTarget(results, url, basename)
    if (to === null) {
      if (loops) (await loops).ended({ fetching, mutation })
      return results
    }
    return (await loopsOf()).follow(path, to, 'loader', { fetching, mutation }, key) ?? results
  }

  /**
   * React Router matched another route than resolve() chose: a spelling it reads otherwise (`/a//b`, a dot segment
   * in a memory router, a splat's trailing slash), or a guarded page whose route is not added yet (its guards
   * allowed it only with the query). The address is tried once more, written as a browser writes it, with the page
   * added; a second miss is a bug to report.
   */
  const mismatch = async (
    r: Extract<Resolution, { kind: 'render' }>,
    url: URL,
    path: string,
    at: string,
  ): Promise<Response> => {
    const index = config.routes.indexOf(r.route)
    if ((await loopsOf()).replayOnce(url.href)) {
      if (!pageOf(index).patched) allowedLater.add(index)
      const below = browserPathname(belowBasename(url.pathname, basename))
      return redirect((basename === '/' ? '' : basename) + below + url.search)
    }
    throw new RoutekitError(
      'RK717',
      `React Router matched route "${at}" at ${path}, resolve() chose "${r.route.name}". Please report this routekit bug with your routes.yaml.`,
    )
  }

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal, fetcherKey }) => {
    // A page's route joins the tree the first time resolve() lets it render; a guarded page's, once its guards allow
    // it too (the query is not known here, so they see the path alone; the data strategy asks again with it).
    const url = new URL(path, 'http://routekit.invalid')
    const first = resolve(config, belowBasename(url.pathname, basename), { maintenance: store.get() })
    if (first.kind !== 'render') return
    const index = config.routes.indexOf(first.route)
    const page = pageOf(index)
    if (page.patched) return
    if (first.pendingGuards.length > 0 && !allowedLater.delete(index)) {
      const { resolution } = await decider.decide(url, signal, typeof fetcherKey === 'string')
      if (resolution.kind !== 'render' || resolution.route !== first.route) return
    }
    patch(page.slot.id!, [page.object])
    page.patched = true
  }

  const prepare = async (url: URL): Promise<Prepared> => {
    const { resolution } = await decider.decideFirst(url)
    if (resolution.kind !== 'render') return { resolution }
    const index = config.routes.indexOf(resolution.route)
    const page = pageOf(index)
    const own = expected(resolution).id === MAINTENANCE_ROUTE_ID ? maintenanceObject! : page.object
    const [props, head, layoutProps] = await Promise.all([
      modules.loadedProps('page', resolution.route.page),
      headOf(resolution.route),
      Promise.all(resolution.layouts.map((name) => modules.loadedProps('layout', name))),
    ])
    _settle(own, props)
    resolution.layouts.forEach((name, i) => _settle(layoutObjects.get(name)!, layoutProps[i]!))
    if (own === page.object && !page.patched) {
      page.slot.children = [page.object]
      page.patched = true
    }
    return { resolution, decision: decisionOf(resolution, head) }
  }

  return {
    routes: [root],
    router: { dataStrategy, patchRoutesOnNavigation, ...(options.basename !== undefined && { basename }) },
    locale,
    prepare,
  }
}

function _Nothing() {
  return null
}

/** A route object of ours, before any router has it: its module's properties instead of its `lazy`. */
function _settle(object: RouteObject, props: ModuleProps): void {
  if (object.lazy === undefined) return // an eager layout
  delete object.lazy
  Object.assign(object, props)
}

/**
 * Where a redirect among loaders' and actions' answers leads, below the basename; null without one, or when it leaves
 * the site (the browser goes there).
 */
function _redirectTarget(results: Record<string, DataStrategyResult>, url: URL, basename: string): string | null {
  for (const { result } of Object.values(results)) {
    if (!(result instanceof Response) || result.status < 300 || result.status > 399) continue
    const location = result.headers.get('Location')
    if (location === null) continue
    const target = new URL(location, url)
    return target.origin === url.origin ? belowBasename(target.pathname, basename) + target.search : null
  }
  return null
}

/** React Router's params (an optional param left out is there as undefined) against resolve()'s (left out). */
function _sameParams(rr: Record<string, string | undefined>, mine: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(rr), ...Object.keys(mine)])
  for (const key of keys) if ((rr[key] ?? undefined) !== (mine[key] ?? undefined)) return false
  return true
}

/** The route resolve() renders at the maintenance path (in the routes' locale), when it is a param route and not the maintenance route itself. */
function _maintenanceRouteOf(config: RoutesConfig, prefix: string): RouteDef | undefined {
  if (config.routes.some((route) => isMaintenanceRoute(config, route))) return undefined
  const r = resolve(config, prefix + config.maintenance.route, { maintenance: true })
  return r.kind === 'render' ? r.route : undefined
}
