import { lazy, type ComponentType } from 'react'
import { data, replace, type DataStrategyFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { NO_LAYOUT } from '../config/constants.js'
import { RoutekitError } from '../config/errors.js'
import { RedirectChain } from '../config/redirect-chain.js'
import { SITE_ORIGIN } from '../config/paths.js'
import type { Resolution } from '../config/resolve.js'
import type { RouteDef, RoutesConfig } from '../config/schema.js'
import {
  NAVIGATION_ROUTE_ID,
  RoutekitErrorBoundary,
  RoutekitRoot,
  RoutekitView,
  type PageData,
  type RoutekitRuntime,
} from './_root.js'
import { checkRegistrations, isLazyLayout, normalizePages } from './_registrations.js'
import { headIn, type RouteHead, type RoutesConfigWithHead } from '../config/head.js'
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.js'
import { decideNavigation } from './guards.js'
import { belowBasename } from './_basename.js'
import { createMaintenanceStore } from './maintenance.js'
import type { DataExports, DataResult } from './_page-data.js'
import { hasPrerenderedData } from './_data-script.js'
import type { CreateRoutesOptions, ErrorPageProps, PageImport } from './types.js'

/** A promise that never settles: the browser is leaving, so nothing should render meanwhile. */
function _leave(href: string): Promise<never> {
  window.location.assign(href)
  return new Promise<never>(() => {})
}

function _nothing() {
  return null
}

/**
 * The requests of fetchers' loads, as routekitDataStrategy hands them to the catch-all's loader: such a load reads a
 * page's data without going there, so the loader answers with the page's loader value alone, and neither switches
 * the app's locale (`onLocale`) nor takes part in the redirect chain of the navigation under way.
 */
const _fetcherLoads = new WeakSet<Request>()

/**
 * React Router's `dataStrategy` for a router made from createRoutes() (createRouter() passes it; pass it to your own
 * `createBrowserRouter()` too). Every route's loader and action run as with React Router's default strategy; it only
 * marks a fetcher's load, `fetcher.load(href)`, for the catch-all's loader, which then answers with the value of the
 * loader of the page resolve() renders at `href`, as a fetcher gets its route's loader value in any React Router
 * app. Every URL matches that one route, whose loader otherwise returns a whole navigation (the components and every
 * loader's value): without the mark, that is what the fetcher would get.
 */
export const routekitDataStrategy: DataStrategyFunction = async ({ matches, fetcherKey, request }) => {
  // `fetcherKey` is a string for a fetcher's call, and null for a navigation (React Router versions that do not pass
  // it make every call a navigation's).
  if (typeof fetcherKey === 'string' && request.method === 'GET') _fetcherLoads.add(request)
  const toLoad = matches.filter((m) => m.shouldLoad)
  const results = await Promise.all(toLoad.map((m) => m.resolve()))
  return Object.fromEntries(toLoad.map((m, i) => [m.route.id, results[i]!]))
}

/**
 * The default error page, downloaded the first time an error shows (createRouter()
 * prefetches it after load); RoutekitErrorBoundary suspends meanwhile. If its
 * chunk cannot load either (a deploy removed it), a bare page with Reload shows.
 */
const _DefaultErrorPage: ComponentType<ErrorPageProps> = lazy(() =>
  import('./error-page.js').then(
    (m) => ({ default: m.RoutekitErrorPage }),
    () => ({ default: _BareErrorPage }),
  ),
)

function _BareErrorPage({ status, statusText, message }: ErrorPageProps) {
  return (
    <main role="alert" className="routekit-error" data-status={status}>
      <h1>{statusText}</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  )
}

/** A path as the next request's URL will spell it, so a redirect target and the navigation it starts compare equal. */
function _comparable(path: string): string {
  const url = new URL(path, SITE_ORIGIN)
  return url.pathname + url.search
}

/** A page or layout module, imported: its component, and the loader and action it may export. */
interface LoadedModule {
  component: ComponentType
  exports: DataExports
}

/** The data runtime (loaders and actions), imported once, for the first page that has data. */
let _runtime: Promise<typeof import('./_page-data.js')> | undefined
function _dataRuntime(): Promise<typeof import('./_page-data.js')> {
  _runtime ??= import('./_page-data.js').catch((error: unknown) => {
    _runtime = undefined // a failed chunk is tried again on the next navigation
    throw error
  })
  return _runtime
}

/** A page and layouts without loaders. */
const _NO_DATA: DataResult = { kind: 'values', page: undefined, layouts: [] }

/**
 * Turns a validated routes.yaml into react-router-dom 7 data routes for
 * `createBrowserRouter` (or `createMemoryRouter` in tests).
 *
 * React Router matches nothing on its own: under the root there is one
 * catch-all route, whose loader asks resolve() (through decideNavigation(),
 * which runs the route's guards) and renders the layout and page resolve()
 * names, with resolve()'s params. So case, percent-escapes, dot segments and
 * ties between routes are decided in one place, and the page's useParams()
 * returns exactly what the param rule checked.
 *
 * Every guard, layout and page that routes.yaml names must be registered, or
 * this throws a RoutekitError right away with the closest registered name.
 * The page's chunk is imported only after the guards allowed: a visitor a
 * guard turns away never downloads, let alone sees, the guarded page.
 *
 * @example
 * const routes = createRoutes(config, {
 *   pages: import.meta.glob('./pages/*.tsx'),
 *   layouts: { default: DefaultLayout },
 *   guards: { auth: requireUser },
 * })
 */
export function createRoutes(
  config: RoutesConfig,
  options: CreateRoutesOptions & { basename?: string; prerendering?: boolean },
): RouteObject[] {
  const pages = normalizePages(options.pages)
  checkRegistrations(config, pages, options)
  const runtime: RoutekitRuntime = {
    config,
    store: createMaintenanceStore(config, options.maintenance, options.buildFlag),
  }
  const basename = options.basename ?? '/'
  const modules = new Map<string, Promise<unknown>>()
  // One import per module, shared by every route that uses it; a failed import is forgotten so the next navigation tries again.
  const importOnce = <T,>(key: string, load: () => Promise<T>): Promise<T> => {
    let pending = modules.get(key) as Promise<T> | undefined
    if (!pending) {
      pending = load()
      modules.set(key, pending)
      pending.catch(() => modules.delete(key))
    }
    return pending
  }

  const importModule = (kind: 'page' | 'layout', key: string, load: PageImport): Promise<LoadedModule> =>
    importOnce(`${kind}:${key}`, async () => {
      const loaded = (await load()) as (DataExports & { default?: unknown }) | null | undefined
      const component = loaded?.default
      // A component is a function, or an object for memo() and forwardRef().
      if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
        throw new RoutekitError(
          'RK705',
          `The module of ${kind} "${key}" has no default export. Export the ${kind} component as default.`,
        )
      }
      return {
        component: component as ComponentType,
        exports: { loader: loaded?.loader, action: loaded?.action, prerender: loaded?.prerender },
      }
    })
  const layoutOf = async (name: string): Promise<LoadedModule | undefined> => {
    if (name === NO_LAYOUT) return undefined
    const layout = options.layouts[name]!
    return isLazyLayout(layout)
      ? importModule('layout', name, layout.lazy)
      : { component: layout as ComponentType, exports: {} }
  }
  // A page's data module (`data` option: pages/<page>.data.ts) holds its loader and action apart from its component,
  // so they start without waiting for the page's chunk (docs/architecture.md, "Data").
  const dataModules = normalizePages(options.data ?? {})
  const dataOf = (key: string): Promise<DataExports> | undefined => {
    const load = dataModules.get(key)
    return load && importOnce(`data:${key}`, async () => ((await load()) ?? {}) as DataExports)
  }

  // A config from the plugin's browser build brings the routes' heads apart (routesModuleCode()):
  // imported once, with the first page, like a page's module.
  const loadHeads = (config as RoutesConfigWithHead).head
  const headOf = async (route: RouteDef): Promise<RouteHead | undefined> =>
    loadHeads ? (await importOnce('head', loadHeads)).default[route.path] : undefined

  // The redirects this navigation has followed so far: React Router runs the loader again for each target,
  // so the walk followRedirects() does in one loop is done here one loader call at a time, with the same RedirectChain.
  let chain: RedirectChain | null = null
  /** The catch-all's loader (`act` false) and action (`act` true): the same decision, then the page's loaders or its action. */
  const navigate = async (args: LoaderFunctionArgs, act: boolean): Promise<unknown> => {
    const { request } = args
    const fetching = _fetcherLoads.has(request)
    const url = new URL(request.url)
    if (options.build?.isStale()) return _leave(url.pathname + url.search)
    const pathname = belowBasename(url.pathname, basename)
    const path = pathname + url.search
    try {
      await options.maintenance?.refresh?.('navigation')
    } catch (error) {
      console.warn('[routekit] The maintenance source failed to refresh; using its last known state.', error)
    }
    let decision: Resolution
    try {
      decision = await decideNavigation(config, path, {
        guards: options.guards,
        maintenance: runtime.store.get(),
        signal: request.signal,
        context: options.context,
      })
    } catch (error) {
      // The guard runner is a lazy chunk too: a deploy may have removed it.
      if (isChunkLoadError(error)) return reloadForChunkError(error, url.pathname + url.search, pathname)
      throw error
    }
    if (decision.locale !== undefined && options.onLocale && !fetching) {
      try {
        await options.onLocale(decision.locale) // the app's messages in this locale, before anything renders
      } catch (error) {
        if (isChunkLoadError(error)) return reloadForChunkError(error, url.pathname + url.search, pathname)
        throw error
      }
    }
    const here = path // read from the request's URL, so already spelled as the next request will spell it
    const followed = !fetching && chain !== null && chain.last === here ? chain : null
    if (!fetching) chain = null
    /** A redirect from resolve(), a guard, a loader or an action: a new navigation, followed with the chain's one rule for loops. */
    const follow = (to: string, reason: 'maintenance' | 'redirect' | 'guard' | 'loader'): never => {
      const seen = followed ?? new RedirectChain(here) // a chain ends with the path it led to
      const next = _comparable(to)
      if (seen.check(next) !== null) {
        const loop = [...seen.paths, next].join(' -> ')
        const fix =
          reason === 'guard'
            ? 'Make one of these guards allow, or redirect elsewhere.'
            : reason === 'loader'
              ? 'Make one of these loaders or actions return its data, or redirect elsewhere.'
              : 'Point one of these redirects at a route (routekit validate finds loops in routes.yaml: RK501).'
        throw new RoutekitError('RK708', `Redirect loop: ${loop}. ${fix}`)
      }
      seen.add(next)
      // A fetcher's redirect becomes a navigation too (React Router's rule), which starts a chain of its own.
      if (!fetching) chain = seen
      throw replace(to)
    }
    switch (decision.kind) {
      case 'render': {
        const { route } = decision
        // The page's and layouts' loaders and action get resolve()'s params, as their components do.
        const dataArgs = { ...args, params: decision.params }
        try {
          // Lazy layouts, the whole chain (and the routes' heads), download with the page, in parallel, and only once the guards allowed.
          const pageModule = importModule('page', route.page, pages.get(route.page)!)
          const layoutModules = decision.layouts.map(layoutOf)
          const dataModule = dataOf(route.page)
          const pageExports = dataModule ?? pageModule.then((m) => m.exports)
          // Read only when the page has data; a failed import is reported through pageModule (or the runtime) below.
          pageExports.catch(_nothing)
          const ctx = {
            args: dataArgs,
            route,
            pageExports,
            layoutModules,
            layoutNames: decision.layouts,
            prerendering: options.prerendering === true,
          }
          // A loader's or an action's redirect is a navigation like any other: resolve() decides where it ends.
          const elsewhere = (outcome: DataResult) => {
            if (outcome.kind === 'not-found')
              throw data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Page Not Found' })
            if (outcome.kind === 'redirect')
              return outcome.to.startsWith('/') ? follow(outcome.to, 'loader') : _leave(outcome.to)
            return undefined
          }
          if (act) {
            const outcome = await (await _dataRuntime()).runPageAction(ctx)
            return outcome.kind === 'action' ? outcome.value : elsewhere(outcome)
          }
          // The data runtime is a chunk of its own, imported for a page with data only: with a data module (or prerendered
          // values) at once, in parallel with the chunks; otherwise once the modules show a loader.
          const withData = dataModule !== undefined || ctx.prerendering || hasPrerenderedData()
          const loaded = withData
            ? _dataRuntime().then((rt) => rt.loadPageData(ctx))
            : Promise.all([pageModule, ...layoutModules]).then(([p, ...l]) =>
                p.exports.loader || l.some((m) => m?.exports.loader)
                  ? _dataRuntime().then((rt) => rt.loadPageData(ctx))
                  : _NO_DATA,
              )
          const [page, layouts, head, outcome] = await Promise.all([
            pageModule,
            Promise.all(layoutModules),
            headOf(route),
            loaded,
          ])
          if (outcome.kind !== 'values') return elsewhere(outcome)
          if (fetching) return outcome.page
          const around = layouts.filter((l): l is LoadedModule => l !== undefined).map((l) => l.component)
          const locale = decision.locale
          const text = headIn(head ?? route, locale, config.i18n?.default)
          return {
            page: page.component,
            layout: around[around.length - 1],
            layouts: around,
            layoutNames: decision.layouts,
            route,
            params: decision.params,
            maintenanceRoute: decision.maintenanceRoute,
            pageData: outcome.page,
            layoutData: outcome.layouts,
            ...(outcome.clientOnly && { clientOnly: true }),
            ...(locale !== undefined && { locale }),
            ...(text && { head: text }),
          } satisfies PageData
        } catch (error) {
          if (isChunkLoadError(error)) return reloadForChunkError(error, url.pathname + url.search, pathname)
          throw error
        }
      }
      case 'redirect':
        return follow(decision.to, decision.reason)
      case 'external':
        return _leave(decision.to)
      case 'not-found':
        throw data(decision.message, { status: 404, statusText: 'Page Not Found' })
      case 'error':
        throw data(decision.message, { status: decision.status, statusText: 'Internal Server Error' })
    }
  }

  // The root and the catch-all hold the error page, so the root stays mounted,
  // and keeps reacting to maintenance flips, while an error shows.
  const boundary = <RoutekitErrorBoundary page={options.errorPage ?? _DefaultErrorPage} />
  return [
    {
      // Pathless, so it never matches on its own: every path, `/` included, reaches the catch-all.
      id: 'routekit',
      element: <RoutekitRoot runtime={runtime} />,
      errorElement: boundary,
      HydrateFallback: options.hydrateFallback ?? _nothing,
      children: [
        {
          id: NAVIGATION_ROUTE_ID,
          path: '*',
          loader: (args) => navigate(args, false),
          action: (args) => navigate(args, true),
          // React Router skips the loader when its decoded splat is unchanged, yet /x%2Fy and /x%252Fy are two paths to resolve().
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
          Component: RoutekitView,
          errorElement: boundary,
        },
      ],
    },
  ]
}
