import {
  Suspense,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import {
  Outlet,
  UNSAFE_RouteContext,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom'
import { safeInternalPath } from '../config/paths.js'
import { resolve } from '../config/resolve.js'
import type { RouteDef, RoutesConfig } from '../config/schema.js'
import { toErrorPageProps } from './error-props.js'
import { applyHead, applyLang, applyPageLinks, readHeadDefaults } from './head.js'
import type { HeadText } from '../config/head.js'
import type { MaintenanceStore } from './maintenance.js'
import type { ErrorPageProps } from './types.js'
import { RoutekitError } from '../config/errors.js'
import { DataScope, PAGE_ROUTE_ID, layoutRouteId, matchAs } from './_data-scope.js'

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

/** The id of the one route under the root that matches every path; its loader asks resolve(). */
export const NAVIGATION_ROUTE_ID = 'routekit/*'

/** Loader data of the navigation route: what resolve() decided, with the modules it names imported. */
export interface PageData {
  page: ComponentType
  /** The layout's component; undefined for layout `none` (the maintenance route always). */
  layout?: ComponentType
  /** The layouts the page renders inside, outermost first, `layout` last; empty for `none` (resolve()'s `layouts`). */
  layouts: ComponentType[]
  /** Their names, as routes.yaml declares them, in the same order. */
  layoutNames: string[]
  /** What the page's loader returned (its useLoaderData()); undefined without a loader. */
  pageData?: unknown
  /** What each layout's loader returned, in the order of `layouts`. */
  layoutData?: unknown[]
  /** Set by renderPage()'s loader for a page that exports `prerender = false`: nothing is rendered at build time. */
  clientOnly?: boolean
  /** The routes.yaml entry resolve() chose. */
  route: RouteDef
  /** resolve()'s params, each decoded once. */
  params: Record<string, string>
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

/**
 * Renders the layouts and page resolve() chose. React Router matched only the
 * catch-all, so its route context is given resolve()'s params, and each
 * layout's `<Outlet/>` the next layout inside it, the innermost's the page:
 * `useParams()` and `<Outlet/>` work as they do in any React Router app, with
 * values no second matcher computed. Every level is the same element shape
 * (a provider around one component), so a layout two routes share stays
 * mounted, with its state, when the visitor goes from one to the other.
 * (`UNSAFE_RouteContext` is the context React Router's own `<Outlet/>` and
 * `useParams()` read; test/react/route-context.test.tsx pins its shape.)
 */
export function RoutekitView() {
  const { page: Page, layouts, layoutNames, params, pageData, layoutData } = useLoaderData() as PageData
  const actionData = useActionData()
  const parent = useContext(UNSAFE_RouteContext)
  const view = useMemo(() => {
    const own = parent.matches[parent.matches.length - 1]
    // Each level gets a match of its own route id, so its useLoaderData() reads its own loader's data (_data-scope.tsx).
    const matchesOf = (id: string) =>
      own ? [...parent.matches.slice(0, -1), matchAs({ ...own, params }, id)] : parent.matches
    // From the page outwards: each element is the outlet of the one around it.
    let outlet = (
      <UNSAFE_RouteContext.Provider
        value={{ outlet: null, matches: matchesOf(PAGE_ROUTE_ID), isDataRoute: parent.isDataRoute }}
      >
        <Page />
      </UNSAFE_RouteContext.Provider>
    )
    for (let i = layouts.length - 1; i >= 0; i--) {
      const Layout = layouts[i]!
      outlet = (
        <UNSAFE_RouteContext.Provider
          value={{ outlet, matches: matchesOf(layoutRouteId(layoutNames[i]!)), isDataRoute: parent.isDataRoute }}
        >
          <Layout />
        </UNSAFE_RouteContext.Provider>
      )
    }
    return outlet
  }, [parent, params, Page, layouts, layoutNames])
  const loaderData = useMemo(
    () =>
      Object.fromEntries([
        [PAGE_ROUTE_ID, pageData],
        ...layoutNames.map((name, i) => [layoutRouteId(name), layoutData?.[i]]),
      ]),
    [pageData, layoutData, layoutNames],
  )
  return (
    <DataScope loaderData={loaderData} actionData={actionData}>
      {view}
    </DataScope>
  )
}

/** The root element: provides the runtime, keeps the head in step, and reacts to maintenance flips. */
export function RoutekitRoot({ runtime }: { runtime: RoutekitRuntime }) {
  useHead(runtime.config)
  useMaintenanceFlips(runtime)
  return (
    <RuntimeContext.Provider value={runtime}>
      <Outlet />
    </RuntimeContext.Provider>
  )
}

function useHead(config: RoutesConfig) {
  const defaults = useRef<ReturnType<typeof readHeadDefaults> | null>(null)
  const data = useRouteLoaderData(NAVIGATION_ROUTE_ID) as PageData | undefined
  const head = data?.head
  const locale = data?.locale
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
 * When the runtime flag turns on, an open tab moves to the maintenance route
 * (through resolve(), by running the navigation again); when it turns off
 * while the visitor is on the maintenance route, they go back where they came from.
 */
function useMaintenanceFlips({ config, store }: RoutekitRuntime) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  const onMaintenanceRoute =
    (useRouteLoaderData(NAVIGATION_ROUTE_ID) as PageData | undefined)?.maintenanceRoute === true
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
