// A behaviour case from React Router's own data-router tests, as data plus steps, in routes.yaml's terms: pages with
// full paths and a route `name` (their id), named pathless layouts with a `parent`, and what each module exports.
// _run.tsx runs a case on a target (plain React Router from the equivalent nested table, _react-router.ts; or routekit,
// _routekit.ts) and records what a user can observe after each step.
import type { LoaderFunctionArgs, RouterNavigateOptions, ShouldRevalidateFunctionArgs } from 'react-router-dom'

/** The commit of React Router's tests these cases were ported from: the tag react-router@7.18.2. */
export const REACT_ROUTER_COMMIT = '69a653ee6ab1ac95b13c917ec56c5f3dc17ca9c1'

/** What a loader or an action gets besides React Router's arguments: the run's own controls. */
export interface Tools {
  /** A promise that a later `{ resolve: key }` or `{ reject: key }` step settles. */
  hold(key: string): Promise<unknown>
  /** How many times this route's loader (or action) has been called in this run, this call included. */
  n: number
}

/** A loader or an action of a case: React Router's arguments and the run's tools. */
export type DataFunction = (args: LoaderFunctionArgs, t: Tools) => unknown

/**
 * A loader or action: a function, or
 * - `true`: answers at once with `<id>#<n>` (`<id> action#<n>` for an action), so the data shows each run;
 * - `'held'`: waits for a `{ resolve: 'loader <id>' }` (or `'action <id>'`) step.
 */
export type DataSpec = DataFunction | true | 'held'

/** What a page's or a layout's module exports besides its component (which the harness writes). */
export interface ModuleSpec {
  loader?: DataSpec
  action?: DataSpec
  shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean
  /** Exports an `ErrorBoundary` that shows `<id!error>`. */
  ErrorBoundary?: true
  /** Exports a `HydrateFallback` that shows `<id …>`. */
  HydrateFallback?: true
  handle?: unknown
  /** What the component shows besides its own data: `useMatches()`, or `useRouteLoaderData()` of these ids. */
  show?: { matches?: true; routeLoaderData?: string[] }
  /**
   * React Router's `lazy`: the route's loader, action and component come from a module imported on first match (a
   * routekit page or layout module always is). `'held'`: the import waits for a `{ resolve: 'module <id>' }` step.
   */
  lazy?: true | 'held'
  /** The component throws this (an Error with this message) while rendering. */
  throws?: string
}

export interface PageSpec extends ModuleSpec {
  path: string
  /** The innermost layout; none when left out. */
  layout?: string
}

export interface LayoutSpec extends ModuleSpec {
  parent?: string
}

export interface Submission {
  formMethod?: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'GET' | 'POST'
  /** A form's fields (a form's body, urlencoded unless `formEncType` says otherwise). */
  formData?: Record<string, string>
  /** A raw body: JSON (`formEncType: 'application/json'`) or text. */
  body?: unknown
  formEncType?: 'application/x-www-form-urlencoded' | 'application/json' | 'text/plain' | 'multipart/form-data'
}

type Expect = { expect?: Partial<Observation> }

export type Step =
  | ({ navigate: string | number; opts?: Submission & Pick<RouterNavigateOptions, 'replace'> } & Expect)
  /** router.fetch(key, from, href): a fetcher (default key `key`) in the route `from` (default: the page shown). */
  | ({ fetch: string; key?: string; from?: string; opts?: Submission } & Expect)
  | ({ revalidate: true } & Expect)
  /**
   * Settles the oldest unsettled `hold(key)` of a live call (`stale`: of a call whose navigation was aborted), with
   * `value` (called first when it is a function, so a Response is made per run).
   */
  | ({ resolve: string; value?: unknown; stale?: true } & Expect)
  | ({ reject: string; error: unknown; stale?: true } & Expect)

export interface DataCase {
  /** React Router's test, `file > describe > it`, with ` (…)` when one test gives several cases. */
  name: string
  /** How the port narrows or reshapes the test, when it does. */
  note?: string
  /** A case routes.yaml cannot express: it runs on React Router alone, and says why. */
  noForm?: string
  layouts?: Record<string, LayoutSpec>
  pages: Record<string, PageSpec>
  /** The history to start with (default `['/']`), and where in it. */
  start?: string | { entries: string[]; index?: number }
  basename?: string
  /** React Router's `hydrationData`, by page and layout id. */
  hydrationData?: { loaderData?: Record<string, unknown>; actionData?: Record<string, unknown> }
  /**
   * Compare what shows before the first navigation ends (the cases about hydration and HydrateFallback); a string is
   * also what React Router's test asserts it is. Elsewhere it is left out: React Router's router tests render nothing,
   * and routekit's first paint is one known difference (every navigation runs its catch-all's loader).
   */
  firstPaint?: true | string
  /** What the start must show (React Router's assertions, checked on the React Router run). */
  expect?: Partial<Observation>
  steps: Step[]
}

/** What a user can observe after a step, by page and layout id. */
export interface Observation {
  /** The step, as written. */
  step: string
  /** pathname + search + hash. */
  location: string
  historyAction: string
  /** `idle`, or `loading|submitting METHOD /path [body]`. */
  navigation: string
  /** Every navigation state the router published during the step, in order. */
  navigations: string[]
  revalidation: string
  loaderData: Record<string, unknown>
  actionData: Record<string, unknown> | null
  errors: Record<string, string> | null
  fetchers: Record<string, string>
  /** The case's loaders and actions called during the step (sorted): `loader <id> GET /path params`. */
  calls: string[]
  /** Calls whose request was aborted during the step. */
  aborted: string[]
  /** shouldRevalidate() calls during the step, with their arguments. */
  shouldRevalidate: string[]
  /** window.location.assign()/replace() calls: a document navigation. */
  left: string[]
  /** The text the app shows. */
  rendered: string
}

/** The first paint (before the first navigation ends) and the observations after the start and each step. */
export interface Trace {
  firstPaint: string
  observations: Observation[]
}

/** A value or error written compactly, as the observations show it. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value instanceof Error) return `${value.name}: ${value.message}`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** A form's fields as FormData. */
export function formDataOf(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return form
}
