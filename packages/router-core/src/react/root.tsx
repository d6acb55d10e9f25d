import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import { Outlet, useLocation, useNavigate, useNavigation, useRouteError, useRouteLoaderData } from 'react-router-dom'
import { safeInternalPath } from '../config/match/paths.js'
import { resolve } from '../config/resolve.js'
import { ROOT_ROUTE_ID } from '../config/match/route-ids.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { toErrorPageProps } from './error-props.js'
import { applyHead, applyLang, applyPageLinks, readHeadDefaults } from '../browser/head.js'
import type { HeadText } from '../config/head.js'
import type { MaintenanceStore } from '../browser/maintenance.js'
import type { ErrorPageProps } from './types.js'
import { RoutekitError } from '../config/errors.js'

/** What the root route shares with hooks such as useMaintenance(). */
export interface RoutekitRuntime {
  config: RoutesConfig
  store: MaintenanceStore
}

export const RuntimeContext = createContext<RoutekitRuntime | null>(null)

export function useRuntime(hook: string): RoutekitRuntime {
  const runtime = useContext(RuntimeContext)
  if (!runtime)
    throw new RoutekitError(
      'RK709',
      `${hook}() was called outside the routes createRoutes() made. Call it in a page or layout rendered by those routes.`,
    )
  return runtime
}

/**
 * What the root route's loader returns: resolve()'s decision for the page shown, as plain values (so a prerendered
 * page carries it in React Router's hydration data). `useRouteLoaderData('routekit')` reads it.
 */
export interface RouteDecision {
  /** The `name` of the routes.yaml route that renders; its React Router route has this id (useMatches() lists its layouts). */
  route: string
  /** True on the maintenance route (also where a param route answers its path). */
  maintenanceRoute: boolean
  /** The locale resolve() decided; absent without routes.yaml's `i18n`. */
  locale?: string
  /** The route's title and description in that locale. */
  head?: HeadText
}

/** The maintenance route's `?from=`: where the visitor was going, if it is a path of this site. */
export function readFrom(search: string): string | undefined {
  return safeInternalPath(new URLSearchParams(search).get('from')) ?? undefined
}

/** The root route's element: provides the runtime, keeps the head in step, reacts to maintenance flips. */
export function RoutekitRoot({ runtime }: { runtime: RoutekitRuntime }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <RuntimeEffects runtime={runtime} />
      <Outlet />
    </RuntimeContext.Provider>
  )
}

/**
 * The root route's error element: the app's error page where no layout or page has an `ErrorBoundary` of its own.
 * It keeps the runtime's work (the head, maintenance flips) going, since React Router shows it instead of the
 * root's own element.
 */
export function RoutekitRootError({
  runtime,
  page: Page,
}: {
  runtime: RoutekitRuntime
  page: ComponentType<ErrorPageProps>
}) {
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  const retry = () => void navigate(location.pathname + location.search + location.hash, { replace: true })
  const props = toErrorPageProps(error, retry, location.pathname)
  useEffect(() => {
    // A 404 is an answer; anything else is a bug someone should see in the console.
    if (props.variant === 'generic') console.error('[routekit] This navigation failed and shows the error page:', error)
  }, [error, props.variant])
  return (
    <RuntimeContext.Provider value={runtime}>
      <RuntimeEffects runtime={runtime} />
      {/* Suspense: the default error page (and maybe the app's) is a lazy chunk. */}
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    </RuntimeContext.Provider>
  )
}

/**
 * The default error page, downloaded the first time an error shows (createRouter() prefetches it after load);
 * RoutekitRootError suspends meanwhile. If its chunk cannot load either (a deploy removed it), a bare page with
 * Reload shows.
 */
export const DefaultErrorPage: ComponentType<ErrorPageProps> = lazy(() =>
  import('./error-page.js').then(
    (m) => ({ default: m.RoutekitErrorPage }),
    () => ({ default: BareErrorPage }),
  ),
)

function BareErrorPage({ status, statusText, message }: ErrorPageProps) {
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

// Private without a leading _: the rules of hooks know a component by its capital letter.
function RuntimeEffects({ runtime }: { runtime: RoutekitRuntime }) {
  const decision = useRouteLoaderData(ROOT_ROUTE_ID) as RouteDecision | undefined
  useHead(runtime.config, decision)
  useMaintenanceFlips(runtime, decision?.maintenanceRoute === true)
  return null
}

function useHead(config: RoutesConfig, decision: RouteDecision | undefined) {
  const defaults = useRef<ReturnType<typeof readHeadDefaults> | null>(null)
  const head = decision?.head
  const locale = decision?.locale
  const { pathname } = useLocation()
  useEffect(() => {
    // Read in the effect, not while rendering: the server renders this too, and has no document.
    defaults.current ??= readHeadDefaults()
    applyHead(head, defaults.current)
    applyPageLinks(config, pathname)
    applyLang(locale)
  }, [config, head, pathname, locale])
}

/**
 * When the runtime flag turns on, an open tab moves to the maintenance route (through resolve(), by running the
 * navigation again); when it turns off while the visitor is on the maintenance route, they go back where they came
 * from.
 */
function useMaintenanceFlips({ config, store }: RoutekitRuntime, onMaintenanceRoute: boolean) {
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
    } else if (before && onMaintenanceRoute) {
      void navigate(readFrom(location.search) ?? '/', { replace: true })
    }
  }, [state, idle, here, config, navigate, onMaintenanceRoute, location.search])
}
