import { Suspense, createContext, useContext, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react'
import { Outlet, useLoaderData, useLocation, useMatches, useNavigate, useNavigation, useRouteError } from 'react-router-dom'
import { normalizePathname, safeInternalPath } from '../config/paths.js'
import { resolve } from '../config/resolve.js'
import type { RouteDef, RoutesConfig } from '../config/schema.js'
import { toErrorPageProps } from './error-props.js'
import { applyHead, readHeadDefaults, type RouteHead } from './head.js'
import type { MaintenanceStore } from './maintenance.js'
import type { ErrorPageProps } from './types.js'

/** What the root route shares with hooks such as useMaintenance(). */
export interface RoutekitRuntime {
  config: RoutesConfig
  store: MaintenanceStore
}

export const RuntimeContext = createContext<RoutekitRuntime | null>(null)

export function useRuntime(hook: string): RoutekitRuntime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error(`${hook}() was called outside the routes createRoutes() made. Call it in a page or layout rendered by those routes.`)
  return runtime
}

/** Loader data of a page route: the page component, imported only after the guards allowed, and its head when the config brings heads apart. */
export interface PageData {
  page: ComponentType
  head?: RouteHead
}

/** The `handle` of each page route: its routes.yaml entry. */
export interface PageHandle {
  routekit: RouteDef
}

/** The maintenance route's `?from=`: where the visitor was going, if it is a path of this site. */
export function readFrom(search: string): string | undefined {
  return safeInternalPath(new URLSearchParams(search).get('from')) ?? undefined
}

/** Renders the page module the route's loader imported. */
export function RoutekitPage() {
  const { page: Page } = useLoaderData() as PageData
  return <Page />
}

/** The root element: provides the runtime, keeps the head in step, and reacts to maintenance flips. */
export function RoutekitRoot({ runtime }: { runtime: RoutekitRuntime }) {
  _useHead()
  _useMaintenanceFlips(runtime)
  return (
    <RuntimeContext.Provider value={runtime}>
      <Outlet />
    </RuntimeContext.Provider>
  )
}

function _useHead() {
  const defaults = useRef<ReturnType<typeof readHeadDefaults> | null>(null)
  const matches = useMatches()
  const route = [...matches].reverse().find((m) => (m.handle as PageHandle | undefined)?.routekit)
  const head = (route?.data as PageData | undefined)?.head ?? (route?.handle as PageHandle | undefined)?.routekit
  useEffect(() => {
    // Read in the effect, not while rendering: the server renders this too, and has no document.
    defaults.current ??= readHeadDefaults()
    applyHead(head, defaults.current)
  }, [head])
}

/**
 * When the runtime flag turns on, an open tab moves to the maintenance route
 * (through resolve(), by running the navigation again); when it turns off
 * while the visitor is on the maintenance route, they go back where they came from.
 */
function _useMaintenanceFlips({ config, store }: RoutekitRuntime) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const wasOn = useRef(state.enabled && !state.bypass)
  const here = location.pathname + location.search
  const idle = navigation.state === 'idle'
  useEffect(() => {
    // A navigation in flight asks resolve() itself; react once it settles.
    if (!idle) return
    const before = wasOn.current
    const on = state.enabled && !state.bypass
    wasOn.current = on
    if (on) {
      const decision = resolve(config, here, { maintenance: state })
      if (decision.kind === 'redirect' && decision.reason === 'maintenance') void navigate(here, { replace: true })
    } else if (before && normalizePathname(location.pathname) === normalizePathname(config.maintenance.route)) {
      void navigate(readFrom(location.search) ?? '/', { replace: true })
    }
  }, [state, idle, here, config, navigate, location.pathname, location.search])
}

/** The errorElement: maps what was thrown to the app's error page, with a retry that runs the navigation again. */
export function RoutekitErrorBoundary({ page: Page }: { page: ComponentType<ErrorPageProps> }) {
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  const retry = () => void navigate(location.pathname + location.search + location.hash, { replace: true })
  const props = toErrorPageProps(error, retry)
  useEffect(() => {
    // A 404 is an answer; anything else is a bug someone should see in the console.
    if (props.variant === 'generic') console.error('[routekit] This navigation failed and shows the error page:', error)
  }, [error, props.variant])
  // Suspense: the default error page (and maybe the app's) is a lazy chunk.
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  )
}
