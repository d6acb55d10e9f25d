/**
 * Page and layout loaders and actions (React Router's `loader` and `action`),
 * run by the one catch-all route once resolve() and the guards let the page
 * render. This file reads what they give back; create-routes.tsx decides what
 * to do with it (a redirect goes back through resolve(), a 404 shows the
 * not-found page).
 */
import type { ActionFunction, ActionFunctionArgs, LoaderFunction, LoaderFunctionArgs } from 'react-router-dom'

/** What a page module, a page's data module or a layout module may export besides its component. */
export interface DataExports {
  loader?: LoaderFunction
  action?: ActionFunction
  /** `false`: the page is not prerendered, so its loaders run only in the browser (the SPA shell answers its path). */
  prerender?: boolean
}

const _failures = new WeakMap<Request, { loader: string; error: unknown }>()

/** The loader that failed while answering `request`, named (`page "post"`, `layout "shell"`); renderPage() names it when a build fails. */
export function loaderFailureOf(request: Request): { loader: string; error: unknown } | undefined {
  return _failures.get(request)
}

/** What a loader or an action threw or returned that is not data: where to go, or a 404. */
export type DataOutcome = { kind: 'redirect'; to: string } | { kind: 'not-found' }

/** What React Router's `data(value, init)` returns; its class is not exported, so it is recognised by its shape. */
interface _DataWithInit {
  type: 'DataWithResponseInit'
  data: unknown
  init: ResponseInit | null
}

function _isDataWithInit(value: unknown): value is _DataWithInit {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'
}

function _status(value: unknown): number | undefined {
  if (value instanceof Response) return value.status
  if (_isDataWithInit(value)) return value.init?.status ?? 200
  return undefined
}

/**
 * A redirect (`redirect(to)`, returned or thrown) or a 404 (a thrown Response
 * or `data()` with status 404); undefined for anything else. A redirect's
 * target is a path of this site, or a full URL when it leaves the site.
 */
export function dataOutcomeOf(value: unknown, here: URL, thrown: boolean): DataOutcome | undefined {
  const status = _status(value)
  if (status === undefined) return undefined
  const location = value instanceof Response ? value.headers.get('Location') : null
  if (status >= 300 && status < 400 && location !== null) {
    const target = new URL(location, here)
    return { kind: 'redirect', to: target.origin === here.origin ? target.pathname + target.search + target.hash : target.href }
  }
  if (thrown && status === 404) return { kind: 'not-found' }
  return undefined
}

/** A loader's value as useLoaderData() gives it: `data(value)` unwrapped, a Response's body read, as React Router does. */
async function _valueOf(result: unknown): Promise<unknown> {
  if (_isDataWithInit(result)) return result.data
  if (result instanceof Response) {
    const type = result.headers.get('Content-Type') ?? ''
    return type.includes('application/json') ? result.json() : result.text()
  }
  return result
}

/** Thrown by runLoaders() when a loader redirects or answers 404: the navigation follows it. */
export class DataOutcomeSignal {
  constructor(readonly outcome: DataOutcome) {}
}

/**
 * Runs each loader as soon as its module arrives, all in parallel: one that
 * waits for a page chunk never delays one that does not. A loader that
 * redirects or throws a 404 rejects with a DataOutcomeSignal; any other
 * throw rejects with what it threw (the error page, generic variant).
 */
export function runLoaders(args: LoaderFunctionArgs, loaders: readonly { name: string; loader: Promise<LoaderFunction | undefined> }[]): Promise<unknown[]> {
  const here = new URL(args.request.url)
  return Promise.all(
    loaders.map(async ({ name, loader: pending }) => {
      const loader = await pending
      if (!loader) return undefined
      let result: unknown
      try {
        result = await loader(args)
      } catch (error) {
        const outcome = dataOutcomeOf(error, here, true)
        if (outcome) throw new DataOutcomeSignal(outcome)
        if (!_failures.has(args.request)) _failures.set(args.request, { loader: name, error })
        throw error
      }
      const outcome = dataOutcomeOf(result, here, false)
      if (outcome) throw new DataOutcomeSignal(outcome)
      return _valueOf(result)
    }),
  )
}

/**
 * Runs a page's action. Its value goes back to React Router as it is, so a
 * `data(errors, { status: 400 })` keeps its status, and React Router's rules
 * (no revalidation after a 4xx or 5xx) apply; a redirect or a thrown 404
 * rejects with a DataOutcomeSignal, as in runLoaders().
 */
export async function runAction(args: ActionFunctionArgs, action: ActionFunction): Promise<unknown> {
  const here = new URL(args.request.url)
  let result: unknown
  try {
    result = await action(args)
  } catch (error) {
    const outcome = dataOutcomeOf(error, here, true)
    throw outcome ? new DataOutcomeSignal(outcome) : error
  }
  const outcome = dataOutcomeOf(result, here, false)
  if (outcome) throw new DataOutcomeSignal(outcome)
  return result
}
