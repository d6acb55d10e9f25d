import { useEffect, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { RouterProvider, createBrowserRouter, type HydrationState } from 'react-router-dom'
import { normalizePathname } from '../config/match/paths.js'
import { resolve } from '../config/resolve.js'
import { ROOT_ROUTE_ID } from '../config/match/route-ids.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { belowBasename, normalizeBasename } from '../browser/basename.js'
import type { BuildWatcher, WatchBuildOptions } from '../browser/build-manifest.js'
import { listenForPreloadErrors } from '../browser/chunk-reload.js'
import { createRoutes, type Prepared } from './create-routes.js'
import { PRERENDERED_ATTRIBUTE } from '../browser/prerendered.js'
import type { BuildWatcherLike, CreateRoutesOptions } from './types.js'
import { RoutekitError } from '../config/errors.js'

export interface CreateRouterOptions extends Omit<CreateRoutesOptions, 'build'> {
  /** The router's basename, such as `/app`; routes.yaml paths stay without it. */
  basename?: string
  /**
   * New-build detection: pass `{ currentId: buildId, url: manifestUrl }` from
   * `virtual:routekit/build` (plus `interval` to poll more often), or a
   * watcher made with watchBuild(). Left out: no detection.
   */
  build?: WatchBuildOptions | BuildWatcherLike
}

export type RoutekitRouter = ReturnType<typeof createBrowserRouter>

/** The global React Router's StaticRouterProvider writes a prerendered page's hydration data to. */
declare global {
  interface Window {
    __staticRouterHydrationData?: unknown
  }
}

/**
 * One call from routes.yaml to a browser router: createRoutes() for the locale of the address the tab is on, the
 * decision for the first page with its modules loaded (so a prerendered page hydrates with React Router's
 * `hydrationData` and no request of its own, and a page without loaders renders at once), the `vite:preloadError`
 * listener for the chunk-reload guard, and the new-build watcher.
 *
 * @example
 * import routes from 'virtual:routekit/routes'
 * import { buildId, manifestUrl } from 'virtual:routekit/build'
 * const router = await createRouter(routes, { pages, layouts, guards, build: { currentId: buildId, url: manifestUrl } })
 */
export async function createRouter(config: RoutesConfig, options: CreateRouterOptions): Promise<RoutekitRouter> {
  const { build, basename, ...routeOptions } = options
  const watcher = build === undefined ? undefined : 'isStale' in build ? build : _watchBuildLater(build)
  const base = normalizeBasename(basename)
  // The address without its fragment, as React Router's requests spell it.
  const url = new URL(window.location.pathname + window.location.search, window.location.origin)
  const locale = localeOf(config, belowBasename(url.pathname, base) + url.search)
  const app = createRoutes(config, { ...routeOptions, build: watcher, basename, ...(locale && { locale }) })
  listenForPreloadErrors(window)
  // The default error page is a lazy chunk: fetch it once the page has loaded, so
  // it still shows after a deploy has replaced the chunks this tab started with.
  if (!routeOptions.errorPage) _afterLoad(() => void import('./error-page.js').catch(() => {}))
  // When the first page's modules cannot load (a deploy removed its chunk and the one reload is spent), React Router's
  // first navigation meets the same error and shows it on the error page, with Reload: the router starts all the same.
  const first = await app.prepare(url).catch(() => undefined)
  // Without a decision, React Router must not take the prerendered page's hydration data (it reads the window's when
  // given none): its first navigation runs, decides, and meets the error itself.
  const hydrationData = first ? _hydrationData(first, url) : { loaderData: {} }
  return createBrowserRouter(app.routes, { ...app.router, ...(hydrationData && { hydrationData }) })
}

/**
 * What React Router starts with: the prerendered page's own hydration data when this is that page and it renders;
 * else the root's decision for a page that renders (its loaders, if any, run as React Router's do); else nothing,
 * so the router's first request decides (a redirect, a 404).
 */
function _hydrationData(first: Prepared, url: URL): HydrationState | undefined {
  const prerendered = document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)?.getAttribute(PRERENDERED_ATTRIBUTE)
  const own =
    prerendered != null &&
    window.__staticRouterHydrationData !== undefined &&
    normalizePathname(prerendered) === normalizePathname(url.pathname)
  if (first.decision === undefined) return { loaderData: {} }
  // React Router reads window.__staticRouterHydrationData itself when given none.
  if (own) return undefined
  return { loaderData: { [ROOT_ROUTE_ID]: first.decision } }
}

/**
 * watchBuild(), loaded with import() once the page has loaded: its first check
 * waits for the load event anyway, so its code stays out of the first load.
 * Until then the build counts as current.
 */
function _watchBuildLater(options: WatchBuildOptions): BuildWatcherLike {
  let watcher: BuildWatcher | undefined
  const begin = () =>
    void import('../browser/lazy-watchers.js').then(
      ({ watchBuild }) => void (watcher = watchBuild(options)),
      (error: unknown) =>
        console.warn('[routekit] New-build detection could not load; this tab will not notice new deploys.', error),
    )
  if (options.currentId) _afterLoad(begin)
  return { isStale: () => watcher?.isStale() ?? false }
}

function _afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

/**
 * Set on the app's container once the app has committed its first render (or
 * adopted the prerendered HTML): from then on, links navigate on the client
 * and controls respond. Before it, a prerendered page is plain HTML. End-to-end
 * tests wait for it; CSS can use it too.
 */
export const READY_ATTRIBUTE = 'data-routekit-ready'

// Private without a leading _: the rules of hooks know a component by its capital letter.
function MarkReady({ element, children }: { element: Element; children: ReactNode }) {
  useEffect(() => element.setAttribute(READY_ATTRIBUTE, ''), [element])
  return children
}

/**
 * Mounts the app into `container` (an element or a CSS selector). If that
 * fails, the error is logged with what to check, then rethrown.
 *
 * @example mountApp('#root', <RouterProvider router={router} />)
 */
export function mountApp(container: Element | string | null, app: ReactNode): Root {
  try {
    const element = typeof container === 'string' ? document.querySelector(container) : container
    if (!element) {
      const what = typeof container === 'string' ? `no element matches "${container}"` : 'the container is null'
      throw new RoutekitError(
        'RK710',
        `Cannot mount the app: ${what}. Add it to index.html, for example <div id="root"></div>.`,
      )
    }
    const root = createRoot(element, {
      onUncaughtError: (error) => console.error('[routekit] The app crashed while rendering:', error),
    })
    root.render(<MarkReady element={element}>{app}</MarkReady>)
    return root
  } catch (error) {
    console.error('[routekit] The app failed to mount:', error)
    throw error
  }
}

/**
 * createRouter() and mountApp() in one: the usual body of an app's main.tsx.
 *
 * @example await startApp('#root', routes, { pages: import.meta.glob('./pages/*.tsx'), layouts, guards })
 */
export async function startApp(
  container: Element | string | null,
  config: RoutesConfig,
  options: CreateRouterOptions,
): Promise<RoutekitRouter> {
  let router: RoutekitRouter
  try {
    router = await createRouter(config, options)
  } catch (error) {
    console.error('[routekit] The app failed to mount:', error)
    throw error
  }
  mountApp(container, <RouterProvider router={router} />)
  return router
}

/**
 * The locale a router serves for `path` (below the basename): the one resolve() reads from it. Each router serves
 * one locale (createRoutes()); undefined without `i18n`.
 */
export function localeOf(config: RoutesConfig, path: string): string | undefined {
  return resolve(config, path, { maintenance: false }).locale
}
