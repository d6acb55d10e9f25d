import { lazy, type ComponentType } from 'react'
import { data, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { NO_LAYOUT } from '../config/constants.js'
import { RoutekitError } from '../config/errors.js'
import type { Resolution } from '../config/resolve.js'
import type { RouteDef, RoutesConfig } from '../config/schema.js'
import { NAVIGATION_ROUTE_ID, RoutekitErrorBoundary, RoutekitRoot, RoutekitView, type PageData, type RoutekitRuntime } from './_root.js'
import { checkRegistrations, isLazyLayout, normalizePages } from './_registrations.js'
import { headIn, type RouteHead, type RoutesConfigWithHead } from './head.js'
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.js'
import { decideNavigation } from './guards.js'
import { createMaintenanceStore } from './maintenance.js'
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

/** The path below the basename. React Router matched the catch-all only when the URL starts with it (case-insensitively), so its length is what to cut. */
function _belowBasename(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '')
  return base === '' ? pathname : pathname.slice(base.length) || '/'
}

/** A path as the next request's URL will spell it, so a redirect target and the navigation it starts compare equal. */
function _comparable(path: string): string {
  const url = new URL(path, 'http://routekit.invalid')
  return url.pathname + url.search
}

/** Redirects followed in a row within one navigation; a navigation that renders or fails starts again. */
const _MAX_REDIRECTS = 20

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
export function createRoutes(config: RoutesConfig, options: CreateRoutesOptions & { basename?: string }): RouteObject[] {
  const pages = normalizePages(options.pages)
  checkRegistrations(config, pages, options)
  const runtime: RoutekitRuntime = { config, store: createMaintenanceStore(config, options.maintenance, options.buildFlag) }
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

  const importModule = (kind: 'page' | 'layout', key: string, load: PageImport): Promise<ComponentType> =>
    importOnce(`${kind}:${key}`, async () => {
      const component = ((await load()) as { default?: unknown } | null | undefined)?.default
      // A component is a function, or an object for memo() and forwardRef().
      if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
        throw new RoutekitError('RK705', `The module of ${kind} "${key}" has no default export. Export the ${kind} component as default.`)
      }
      return component as ComponentType
    })
  const layoutOf = async (name: string): Promise<ComponentType | undefined> => {
    if (name === NO_LAYOUT) return undefined
    const layout = options.layouts[name]!
    return isLazyLayout(layout) ? importModule('layout', name, layout.lazy) : (layout as ComponentType)
  }

  // A config from the plugin's browser build brings the routes' heads apart (routesModuleCode()):
  // imported once, with the first page, like a page's module.
  const loadHeads = (config as RoutesConfigWithHead).head
  const headOf = async (route: RouteDef): Promise<RouteHead | undefined> => (loadHeads ? (await importOnce('head', loadHeads)).default[route.path] : undefined)

  // The redirects this navigation has followed so far: React Router runs the loader again for each target.
  let chain: string[] = []
  const loadNavigation = async ({ request }: LoaderFunctionArgs): Promise<PageData> => {
    const url = new URL(request.url)
    if (options.build?.isStale()) return _leave(url.pathname + url.search)
    const pathname = _belowBasename(url.pathname, basename)
    const path = pathname + url.search
    try {
      await options.maintenance?.refresh?.('navigation')
    } catch (error) {
      console.warn('[routekit] The maintenance source failed to refresh; using its last known state.', error)
    }
    let decision: Resolution
    try {
      decision = await decideNavigation(config, path, { guards: options.guards, maintenance: runtime.store.get(), signal: request.signal, context: options.context })
    } catch (error) {
      // The guard runner is a lazy chunk too: a deploy may have removed it.
      if (isChunkLoadError(error)) return reloadForChunkError(error, url.pathname + url.search, pathname)
      throw error
    }
    if (decision.locale !== undefined && options.onLocale) {
      try {
        await options.onLocale(decision.locale) // the app's messages in this locale, before anything renders
      } catch (error) {
        if (isChunkLoadError(error)) return reloadForChunkError(error, url.pathname + url.search, pathname)
        throw error
      }
    }
    const here = path // read from the request's URL, so already spelled as the next request will spell it
    const followed = chain[chain.length - 1] === here ? chain : []
    chain = []
    switch (decision.kind) {
      case 'render': {
        const { route, params } = decision
        try {
          // Lazy layouts, the whole chain (and the routes' heads), download with the page, in parallel, and only once the guards allowed.
          const [page, layouts, head] = await Promise.all([importModule('page', route.page, pages.get(route.page)!), Promise.all(decision.layouts.map(layoutOf)), headOf(route)])
          const around = layouts.filter((l): l is ComponentType => l !== undefined)
          const locale = decision.locale
          const text = headIn(head ?? route, locale, config.i18n?.default)
          return {
            page,
            layout: around[around.length - 1],
            layouts: around,
            route,
            params,
            maintenanceRoute: decision.maintenanceRoute,
            ...(locale !== undefined && { locale }),
            ...(text && { head: text }),
          }
        } catch (error) {
          if (isChunkLoadError(error)) return reloadForChunkError(error, url.pathname + url.search, pathname)
          throw error
        }
      }
      case 'redirect': {
        const seen = followed.length > 0 ? followed : [here] // a chain ends with the path it led to
        const next = _comparable(decision.to)
        if (seen.includes(next) || seen.length > _MAX_REDIRECTS) {
          const loop = [...seen, next].join(' -> ')
          const fix =
            decision.reason === 'guard'
              ? 'Make one of these guards allow, or redirect elsewhere.'
              : 'Point one of these redirects at a route (routekit validate finds loops in routes.yaml: RK501).'
          throw new RoutekitError('RK708', `Redirect loop: ${loop}. ${fix}`)
        }
        chain = [...seen, next]
        throw replace(decision.to)
      }
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
          loader: loadNavigation,
          // React Router skips the loader when its decoded splat is unchanged, yet /x%2Fy and /x%252Fy are two paths to resolve().
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
          Component: RoutekitView,
          errorElement: boundary,
        },
      ],
    },
  ]
}
