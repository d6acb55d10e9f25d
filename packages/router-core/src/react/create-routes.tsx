import { lazy, type ComponentType } from 'react'
import { data, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { normalizePathname } from '../config/paths.js'
import { NO_LAYOUT } from '../config/constants.js'
import type { RouteDef, RoutesConfig } from '../config/schema.js'
import { layoutOf } from '../config/resolve.js'
import { RoutekitErrorBoundary, RoutekitPage, RoutekitRoot, type PageData, type PageHandle, type RoutekitRuntime } from './_root.js'
import { checkRegistrations, isLazyLayout, normalizePages } from './_registrations.js'
import type { RouteHead, RoutesConfigWithHead } from './head.js'
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.js'
import { decideNavigation } from './guards.js'
import { createMaintenanceStore } from './maintenance.js'
import type { CreateRoutesOptions, ErrorPageProps, PageImport } from './types.js'

/** A promise that never settles: the browser is leaving, so nothing should render meanwhile. */
function _leave(href: string): Promise<never> {
  window.location.assign(href)
  return new Promise<never>(() => {})
}

function _stripBasename(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname
  const base = basename.endsWith('/') ? basename.slice(0, -1) : basename
  return pathname === base ? '/' : pathname.startsWith(base + '/') ? pathname.slice(base.length) : pathname
}

/** The layout names registered as `{ lazy }`, to their imports. */
function _lazyLayoutsOf(layouts: CreateRoutesOptions['layouts']): Map<string, PageImport> {
  const lazy = new Map<string, PageImport>()
  for (const [name, layout] of Object.entries(layouts)) if (isLazyLayout(layout)) lazy.set(name, layout.lazy)
  return lazy
}

/**
 * The route component of a lazy layout: the module its pages' loaders
 * imported. React Router renders a layout only after its child's loader
 * finished, so the module is there by then.
 */
function _loadedLayout(name: string, loaded: Map<string, ComponentType>): ComponentType {
  return function RoutekitLazyLayout() {
    const Layout = loaded.get(name)
    if (!Layout) throw new Error(`Layout "${name}" rendered before its module loaded. Render it only through the routes createRoutes() made.`)
    return <Layout />
  }
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

/**
 * Turns a validated routes.yaml into react-router-dom 7 data routes for
 * `createBrowserRouter` (or `createMemoryRouter` in tests).
 *
 * Every guard, layout and page that routes.yaml names must be registered, or
 * this throws right away with the closest registered name. Each navigation
 * asks resolve(), runs the route's guards in order, asks resolve() again, and
 * only then imports the page's chunk: a visitor a guard turns away never
 * downloads, let alone sees, the guarded page.
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
        throw new Error(`The module of ${kind} "${key}" has no default export. Export the ${kind} component as default.`)
      }
      return component as ComponentType
    })
  const lazyLayouts = _lazyLayoutsOf(options.layouts)
  const loadedLayouts = new Map<string, ComponentType>()
  const importLayout = async (name: string): Promise<void> => {
    const load = lazyLayouts.get(name)
    if (load) loadedLayouts.set(name, await importModule('layout', name, load))
  }

  // A config from the plugin's browser build brings the routes' heads apart (routesModuleCode()):
  // imported once, with the first page, like a page's module.
  const loadHeads = (config as RoutesConfigWithHead).head
  const headOf = async (route: RouteDef): Promise<RouteHead | undefined> => (loadHeads ? (await importOnce('head', loadHeads)).default[route.path] : undefined)

  const loadRoute = async ({ request }: LoaderFunctionArgs, route: RouteDef | undefined, load: PageImport | undefined, layout = NO_LAYOUT): Promise<PageData> => {
    const url = new URL(request.url)
    if (options.build?.isStale()) return _leave(url.pathname + url.search)
    const pathname = _stripBasename(url.pathname, basename)
    const path = pathname + url.search
    try {
      await options.maintenance?.refresh?.('navigation')
    } catch (error) {
      console.warn('[routekit] The maintenance source failed to refresh; using its last known state.', error)
    }
    const decision = await decideNavigation(config, path, {
      guards: options.guards,
      maintenance: runtime.store.get(),
      signal: request.signal,
      context: options.context,
    })
    switch (decision.kind) {
      case 'render': {
        if (!route || !load || decision.route !== route) {
          const matched = route ? `route "${route.name}" (${route.path})` : 'no route'
          throw new Error(
            `React Router matched ${matched} for ${pathname}, but resolve() chose route "${decision.route.name}" (${decision.route.path}). Make the two paths in routes.yaml distinct so only one can match.`,
          )
        }
        try {
          // A lazy layout (and the routes' heads) download with the page, in parallel, and only once the guards allowed.
          const [page, , head] = await Promise.all([importModule('page', route.page, load), importLayout(layout), headOf(route)])
          return head ? { page, head } : { page }
        } catch (error) {
          if (isChunkLoadError(error)) return reloadForChunkError(error, url.pathname + url.search, pathname)
          throw error
        }
      }
      case 'redirect': {
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

  const groups = new Map<string, RouteObject[]>()
  const ids = new Set<string>()
  for (const route of config.routes) {
    const path = normalizePathname(route.path)
    const layout = layoutOf(route, config.maintenance.route)
    const load = pages.get(route.page)!
    let id = `routekit/${route.name}`
    for (let n = 2; ids.has(id); n++) id = `routekit/${route.name}~${n}`
    ids.add(id)
    const handle: PageHandle = { routekit: route }
    const child: RouteObject = path === '/' ? { id, index: true } : { id, path: path.slice(1) }
    Object.assign(child, { loader: (args: LoaderFunctionArgs) => loadRoute(args, route, load, layout), Component: RoutekitPage, handle })
    const group = groups.get(layout) ?? []
    group.push(child)
    groups.set(layout, group)
  }

  // Each layout route (and the catch-all) holds the error page, so the root
  // stays mounted, and keeps reacting to maintenance flips, while an error
  // shows. No extra wrapper level: React Router's matching cost grows with depth.
  const boundary = <RoutekitErrorBoundary page={options.errorPage ?? _DefaultErrorPage} />
  const layoutRoutes: RouteObject[] = [...groups].map(([name, children]) => {
    const id = `routekit-layout/${name}`
    if (name === NO_LAYOUT) return { id, errorElement: boundary, children }
    const Component = lazyLayouts.has(name) ? _loadedLayout(name, loadedLayouts) : (options.layouts[name] as ComponentType)
    return { id, Component, errorElement: boundary, children }
  })
  const notFound: RouteObject = { id: 'routekit/*', path: '*', loader: (args) => loadRoute(args, undefined, undefined), Component: _nothing, errorElement: boundary }

  return [
    {
      id: 'routekit',
      path: '/',
      element: <RoutekitRoot runtime={runtime} />,
      errorElement: boundary,
      HydrateFallback: options.hydrateFallback ?? _nothing,
      children: [...layoutRoutes, notFound],
    },
  ]
}
