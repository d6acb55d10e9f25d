// Runs a data-router case on a target and records what a user observes. The same modules (components, loaders,
// actions, error boundaries, all written here from the case) go to both targets; only how a target turns them into
// a router differs (_react-router.ts, _routekit.ts).
import { act, cleanup, render } from '@testing-library/react'
import { createContext, useContext, type ComponentType } from 'react'
import {
  Outlet,
  RouterProvider,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ActionFunction,
  type DataRouter,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouterState,
  type ShouldRevalidateFunction,
} from 'react-router-dom'
import { vi } from 'vitest'
import {
  formDataOf,
  show,
  type DataCase,
  type DataSpec,
  type ModuleSpec,
  type Observation,
  type Step,
  type Submission,
  type Trace,
} from './_case.js'

/** A page's or a layout's module as both targets get it. */
export interface BuiltModule {
  Component: ComponentType
  loader?: LoaderFunction
  action?: ActionFunction
  shouldRevalidate?: ShouldRevalidateFunction
  ErrorBoundary?: ComponentType
  HydrateFallback?: ComponentType
  handle?: unknown
  /** Set for a lazy module: resolves when its import may finish (at once, or when a step releases it). */
  lazy?: () => Promise<void>
}

export interface BuiltModules {
  pages: Record<string, BuiltModule & { path: string; layout?: string }>
  layouts: Record<string, BuiltModule & { parent?: string }>
  /** The error boundary standing for the app's error page (`@app`). */
  AppError: ComponentType
}

/** How a target names the routes of a case, both ways. */
export interface RouteIds {
  /** The id React Router knows for a case's page or layout id (for useRouteLoaderData(), router.fetch()). */
  toRouter(caseId: string): string
  /** The case's id for a route id React Router reports (useMatches()). */
  toCase(routerId: string): string
}

/** A router a target started for a case, and how to read its state in the case's terms. */
export interface Started {
  router: DataRouter
  ids: RouteIds
  loaderData(state: RouterState): Record<string, unknown>
  actionData(state: RouterState): Record<string, unknown> | null
  errors(state: RouterState): Record<string, unknown> | null
  /** The case's id of the page shown (where a `useFetcher()` in the page lives). */
  page(state: RouterState): string | undefined
  dispose(): void
}

export interface Target {
  name: string
  /** Loads what the target imports lazily, once, so a run's first navigation waits on no module transform. */
  prepare?(): Promise<void>
  start(c: DataCase, modules: BuiltModules): Started | Promise<Started>
}

/** The id of the app-wide error boundary: routekit's error page, a pathless root in React Router's table. */
export const APP = '@app'

const Ids = createContext<RouteIds>({ toRouter: (id) => id, toCase: (id) => id })

/** An error as the error boundaries and the observations show it. */
export function showError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText} ${show(error.data)}`
  return show(error)
}

function Matches() {
  const { toCase } = useContext(Ids)
  const matches = useMatches().map(
    (m) =>
      toCase(m.id) +
      (m.loaderData !== undefined ? `(${show(m.loaderData)})` : '') +
      (m.handle !== undefined ? `=${show(m.handle)}` : ''),
  )
  return <>{` matches=[${matches.join(' ')}]`}</>
}

function RouteLoaderData({ id }: { id: string }) {
  const { toRouter } = useContext(Ids)
  return <>{` ${id}:${show(useRouteLoaderData(toRouter(id)))}`}</>
}

/** `<id data action=…>children</id>`: a route's component shows its loader's and action's data around its outlet. */
function componentOf(id: string, spec: ModuleSpec): ComponentType {
  const message = spec.throws
  if (message !== undefined) {
    const Throws = (): never => {
      throw new Error(message)
    }
    Throws.displayName = `Throws(${id})`
    return Throws
  }
  const Route = () => {
    const data = useLoaderData()
    const actionData = useActionData()
    return (
      <>
        {`<${id}`}
        {data !== undefined && ` ${show(data)}`}
        {actionData !== undefined && ` action=${show(actionData)}`}
        {spec.show?.matches && <Matches />}
        {spec.show?.routeLoaderData?.map((other) => (
          <RouteLoaderData key={other} id={other} />
        ))}
        {'>'}
        <Outlet />
        {`</${id}>`}
      </>
    )
  }
  Route.displayName = `Route(${id})`
  return Route
}

export function boundaryOf(id: string): ComponentType {
  const Boundary = () => <>{`<${id}!${showError(useRouteError())}>`}</>
  Boundary.displayName = `ErrorBoundary(${id})`
  return Boundary
}

function fallbackOf(id: string): ComponentType {
  const Fallback = () => <>{`<${id} fallback>`}</>
  Fallback.displayName = `HydrateFallback(${id})`
  return Fallback
}

/** One run's records: calls, holds, navigation states, document navigations. */
class Recorder {
  calls: string[] = []
  aborted: string[] = []
  revalidations: string[] = []
  navigations: string[] = []
  left: string[] = []
  fetcherData = new Map<string, unknown>()
  private holds = new Map<
    string,
    Array<{ settled: boolean; signal: AbortSignal; resolve(v: unknown): void; reject(e: unknown): void }>
  >()

  /** A promise for `key` that a step settles; the call's signal tells a live hold from one its navigation dropped. */
  hold(key: string, signal: AbortSignal): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const list = this.holds.get(key) ?? []
      list.push({ settled: false, signal, resolve, reject })
      this.holds.set(key, list)
    })
  }

  /**
   * Settles the oldest unsettled hold of `key` whose call is still live (with `stale`, the oldest whose call was
   * aborted, as React Router's interruption tests settle a dropped loader); false when nothing holds it.
   */
  settle(key: string, how: 'resolve' | 'reject', value: unknown, stale = false): boolean {
    const pending = this.holds.get(key)?.find((h) => !h.settled && h.signal.aborted === stale)
    if (!pending) return false
    pending.settled = true
    pending[how](typeof value === 'function' ? (value as () => unknown)() : value)
    return true
  }

  /** How many holds a live call waits on (a call the router aborted no longer holds anything up). */
  pending(): number {
    let count = 0
    for (const list of this.holds.values()) count += list.filter((h) => !h.settled && !h.signal.aborted).length
    return count
  }

  /** Lets every call still waiting finish, so nothing outlives the run. */
  release() {
    for (const list of this.holds.values()) for (const h of list) if (!h.settled) h.resolve(null)
  }

  take(): Pick<Observation, 'calls' | 'aborted' | 'shouldRevalidate' | 'navigations' | 'left'> {
    const taken = {
      calls: [...this.calls].sort(),
      aborted: [...this.aborted].sort(),
      shouldRevalidate: [...this.revalidations].sort(),
      navigations: this.navigations,
      left: this.left,
    }
    this.calls = []
    this.aborted = []
    this.revalidations = []
    this.navigations = []
    this.left = []
    return taken
  }
}

function urlOf(request: Request): string {
  const url = new URL(request.url)
  return url.pathname + url.search
}

function paramsOf(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1))
  return entries.length ? ` ${JSON.stringify(Object.fromEntries(entries))}` : ''
}

/** A case's loader or action, wrapped to record each call with its arguments. */
function dataFunction(id: string, kind: 'loader' | 'action', spec: DataSpec, rec: Recorder) {
  let n = 0
  return async (args: LoaderFunctionArgs) => {
    n++
    const { request } = args
    const label = `${kind} ${id} ${request.method} ${urlOf(request)}`
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text()
    rec.calls.push(`${label}${paramsOf(args.params)}${body ? ` body=${body}` : ''}`)
    request.signal.addEventListener('abort', () => rec.aborted.push(label))
    const tools = { hold: (key: string) => rec.hold(key, request.signal), n }
    if (spec === true) return kind === 'loader' ? `${id}#${n}` : `${id} action#${n}`
    if (spec === 'held') return tools.hold(`${kind} ${id}`)
    return spec(args, tools)
  }
}

function moduleOf(id: string, spec: ModuleSpec, rec: Recorder): BuiltModule {
  const built: BuiltModule = { Component: componentOf(id, spec) }
  if (spec.loader) built.loader = dataFunction(id, 'loader', spec.loader, rec)
  if (spec.action) built.action = dataFunction(id, 'action', spec.action, rec)
  if (spec.shouldRevalidate) {
    const decide = spec.shouldRevalidate
    built.shouldRevalidate = (args) => {
      const answer = decide(args)
      const form = args.formData ? ` form=${new URLSearchParams(args.formData as never).toString()}` : ''
      const json = args.json !== undefined ? ` json=${show(args.json)}` : ''
      const text = args.text !== undefined ? ` text=${show(args.text)}` : ''
      rec.revalidations.push(
        `${id} ${args.currentUrl.pathname}${args.currentUrl.search}${paramsOf(args.currentParams)}` +
          ` -> ${args.nextUrl.pathname}${args.nextUrl.search}${paramsOf(args.nextParams)}` +
          ` ${args.formMethod ?? 'GET'}${args.formAction ? ` to ${args.formAction}` : ''}${form}${json}${text}` +
          ` actionResult=${show(args.actionResult)} actionStatus=${args.actionStatus ?? '-'}` +
          ` default=${args.defaultShouldRevalidate} => ${show(answer)}`,
      )
      return answer
    }
  }
  if (spec.ErrorBoundary) built.ErrorBoundary = boundaryOf(id)
  if (spec.HydrateFallback) built.HydrateFallback = fallbackOf(id)
  if (spec.handle !== undefined) built.handle = spec.handle
  if (spec.lazy) {
    const held = spec.lazy === 'held'
    built.lazy = async () => {
      if (held) await rec.hold(`module ${id}`, new AbortController().signal)
    }
  }
  return built
}

function buildModules(c: DataCase, rec: Recorder): BuiltModules {
  return {
    pages: Object.fromEntries(
      Object.entries(c.pages).map(([id, p]) => [id, { ...moduleOf(id, p, rec), path: p.path, layout: p.layout }]),
    ),
    layouts: Object.fromEntries(
      Object.entries(c.layouts ?? {}).map(([id, l]) => [id, { ...moduleOf(id, l, rec), parent: l.parent }]),
    ),
    AppError: boundaryOf(APP),
  }
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)))
}

function navigationOf(state: RouterState): string {
  const n = state.navigation
  if (n.state === 'idle') return 'idle'
  const where = n.location ? n.location.pathname + n.location.search + n.location.hash : '?'
  const body = n.formData
    ? ` ${new URLSearchParams(n.formData as never).toString()}`
    : n.json !== undefined
      ? ` json=${show(n.json)}`
      : n.text !== undefined
        ? ` text=${show(n.text)}`
        : ''
  return `${n.state} ${n.formMethod ?? 'GET'} ${where}${body}`
}

function fetchersOf(state: RouterState, rec: Recorder): Record<string, string> {
  const keys = new Set([...state.fetchers.keys(), ...rec.fetcherData.keys()])
  return Object.fromEntries(
    [...keys].sort().map((key) => {
      const f = state.fetchers.get(key)
      const data = f?.data !== undefined ? f.data : rec.fetcherData.get(key)
      return [key, `${f?.state ?? 'idle'} ${show(data)}`]
    }),
  )
}

function idle(state: RouterState): boolean {
  return (
    state.initialized &&
    state.navigation.state === 'idle' &&
    state.revalidation === 'idle' &&
    [...state.fetchers.values()].every((f) => f.state === 'idle')
  )
}

function describeStep(step: Step): string {
  const { expect: _, ...rest } = step
  return JSON.stringify(rest, (_k, v: unknown) =>
    typeof v === 'function' ? `fn:${(v as { name?: string }).name || 'value'}` : v,
  )
}

function submissionOf(opts: Submission | undefined) {
  if (!opts) return {}
  const { formData, body, ...rest } = opts
  return {
    ...rest,
    ...(formData && { formData: formDataOf(formData) }),
    ...(body !== undefined && { body }),
  } as Record<string, unknown>
}

/**
 * Runs the case on the target and returns what was observed. With `strict`, a step that cannot apply (a `resolve` of a
 * key nothing holds) throws: the React Router run proves the port; the routekit run records it instead.
 */
export async function runCase(c: DataCase, target: Target, strict: boolean): Promise<Trace> {
  const rec = new Recorder()
  const original = window.location
  vi.stubGlobal('location', {
    ...original,
    origin: 'http://localhost',
    href: 'http://localhost/',
    assign: (url: string) => rec.left.push(`assign ${url}`),
    replace: (url: string) => rec.left.push(`replace ${url}`),
  })
  const started = await target.start(c, buildModules(c, rec))
  const { router } = started
  let lastNavigation = navigationOf(router.state)
  let leaving = false
  const unsubscribe = router.subscribe((state) => {
    const now = navigationOf(state)
    if (now !== lastNavigation) rec.navigations.push((lastNavigation = now))
    leaving ||= rec.left.length > 0
    // Idle fetchers leave state.fetchers once subscribers have seen them: keep the data they brought.
    state.fetchers.forEach((f, key) => {
      if (f.data !== undefined && (f.state === 'idle' || (f.formMethod !== 'GET' && f.state === 'loading')))
        rec.fetcherData.set(key, f.data)
    })
  })
  const view = render(
    <Ids.Provider value={started.ids}>
      <RouterProvider router={router} />
    </Ids.Provider>,
  )
  const firstPaint = view.container.textContent ?? ''
  const observations: Observation[] = []

  const observe = (step: string): Observation => {
    const state = router.state
    const errors = started.errors(state)
    return {
      step,
      location: state.location.pathname + state.location.search + state.location.hash,
      historyAction: state.historyAction,
      navigation: navigationOf(state),
      revalidation: state.revalidation,
      loaderData: sorted(started.loaderData(state)),
      actionData: started.actionData(state),
      errors: errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, showError(v)])),
      fetchers: fetchersOf(state, rec),
      ...rec.take(),
      rendered: view.container.textContent ?? '',
    }
  }
  /**
   * Lets the router work until it is idle, or until nothing changes for a few turns while it waits on a held call or
   * the document is leaving. Turns are counted, never timed; the bound only keeps a broken run from hanging.
   */
  const settle = async (step: string) => {
    let last = ''
    let stable = 0
    for (let turn = 0; turn < 1000; turn++) {
      await act(async () => {
        await new Promise((done) => setTimeout(done, 0))
      })
      const now = JSON.stringify([
        navigationOf(router.state),
        router.state.revalidation,
        rec.calls,
        view.container.textContent,
        started.loaderData(router.state),
        fetchersOf(router.state, rec),
      ])
      stable = now === last ? stable + 1 : 0
      last = now
      leaving ||= rec.left.length > 0
      if (idle(router.state) ? stable >= 1 : (rec.pending() > 0 || leaving) && stable >= 3) break
    }
    observations.push(observe(step))
  }

  try {
    await settle('start')
    for (const step of c.steps) {
      let label = describeStep(step)
      await act(async () => {
        if ('navigate' in step) {
          if (typeof step.navigate === 'number') void router.navigate(step.navigate)
          else void router.navigate(step.navigate, submissionOf(step.opts) as never)
        } else if ('fetch' in step) {
          // The fetcher lives in the route `from` names, by default the page shown, as useFetcher() in it would.
          const routeId = started.ids.toRouter(step.from ?? started.page(router.state) ?? APP)
          void router.fetch(step.key ?? 'key', routeId, step.fetch, submissionOf(step.opts) as never)
        } else if ('revalidate' in step) {
          void router.revalidate()
        } else {
          const [key, how, value] =
            'resolve' in step
              ? [step.resolve, 'resolve' as const, step.value]
              : [step.reject, 'reject' as const, step.error]
          if (!rec.settle(key, how, value, 'stale' in step && step.stale === true)) {
            if (strict) throw new Error(`Step ${label}: nothing holds "${key}"`)
            label += ' (nothing held it)'
          }
        }
        await Promise.resolve()
      })
      await settle(label)
    }
    return { firstPaint, observations }
  } finally {
    unsubscribe()
    rec.release()
    started.dispose()
    cleanup()
    vi.unstubAllGlobals()
  }
}
