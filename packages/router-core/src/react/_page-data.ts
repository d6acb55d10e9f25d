/**
 * The data runtime: page and layout loaders and actions (React Router's
 * `loader` and `action`), run by the one catch-all route once resolve() and
 * the guards let the page render. A chunk of its own, imported only for a
 * page that has data, so the first load of a page without any never carries
 * it. It reads what loaders and actions give back and answers with values,
 * or with where to go; create-routes.tsx decides what to do with that (a
 * redirect goes back through resolve(), a 404 shows the not-found page).
 */
import {
  data,
  type ActionFunction,
  type ActionFunctionArgs,
  type LoaderFunction,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import type { RouteDef } from '../config/schema.js'
import { recordLoaderFailure } from './_loader-failures.js'
import { takePrerenderedData } from './_prerendered-data.js'

/** What a page module, a page's data module or a layout module may export besides its component. */
export interface DataExports {
  loader?: LoaderFunction
  action?: ActionFunction
  /** `false`: the page is not prerendered, so its loaders run only in the browser (the SPA shell answers its path). */
  prerender?: boolean
}

/** What a navigation's data is: the loaders' values, or where a loader or an action sends the visitor instead. */
export type DataResult =
  | { kind: 'values'; page: unknown; layouts: unknown[]; clientOnly?: true }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'action'; value: unknown }

/** One render's modules, as create-routes.tsx started importing them. */
export interface DataContext {
  args: LoaderFunctionArgs
  route: RouteDef
  pageExports: Promise<DataExports>
  layoutModules: Promise<{ exports: DataExports } | undefined>[]
  layoutNames: readonly string[]
  prerendering: boolean
}

/** What React Router's `data(value, init)` returns; its class is not exported, so it is recognised by its shape. */
interface _DataWithInit {
  type: 'DataWithResponseInit'
  data: unknown
  init: ResponseInit | null
}

function _isDataWithInit(value: unknown): value is _DataWithInit {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'
}

/** Thrown inside this module when a loader or action redirects or answers 404; turned into a DataResult before it leaves. */
class _Outcome {
  constructor(readonly result: DataResult) {}
}

/**
 * A redirect (`redirect(to)`, returned or thrown) or a 404 (a thrown Response
 * or `data()` with status 404); undefined for anything else. A redirect's
 * target is a path of this site, or a full URL when it leaves the site.
 */
function _outcomeOf(value: unknown, here: URL, thrown: boolean): DataResult | undefined {
  const status =
    value instanceof Response ? value.status : _isDataWithInit(value) ? (value.init?.status ?? 200) : undefined
  if (status === undefined) return undefined
  const location = value instanceof Response ? value.headers.get('Location') : null
  if (status >= 300 && status < 400 && location !== null) {
    const target = new URL(location, here)
    return {
      kind: 'redirect',
      to: target.origin === here.origin ? target.pathname + target.search + target.hash : target.href,
    }
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

/** Calls a loader or an action; a redirect or a thrown 404 leaves as an _Outcome, anything else it throws is recorded for renderPage() and rethrown. */
async function _call(fn: LoaderFunction | ActionFunction, args: LoaderFunctionArgs, name: string): Promise<unknown> {
  const here = new URL(args.request.url)
  let result: unknown
  try {
    result = await fn(args as ActionFunctionArgs)
  } catch (error) {
    const outcome = _outcomeOf(error, here, true)
    if (outcome) throw new _Outcome(outcome)
    recordLoaderFailure(args.request, name, error)
    throw error
  }
  const outcome = _outcomeOf(result, here, false)
  if (outcome) throw new _Outcome(outcome)
  return result
}

async function _settle(run: () => Promise<DataResult>): Promise<DataResult> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof _Outcome) return error.result
    throw error
  }
}

/**
 * Runs the page's and layouts' loaders, all in parallel, each as soon as its
 * module is there: one that waits for a page chunk never delays one that does
 * not. A prerendered page's first navigation takes the values its HTML was
 * rendered with instead; a page that exports `prerender = false` runs none
 * while prerendering.
 */
export function loadPageData(ctx: DataContext): Promise<DataResult> {
  return _settle(async () => {
    const { args, route } = ctx
    if (ctx.prerendering && (await ctx.pageExports).prerender === false)
      return { kind: 'values', page: undefined, layouts: [], clientOnly: true }
    const prerendered = ctx.prerendering ? undefined : takePrerenderedData(new URL(args.request.url).pathname)
    if (prerendered) return { kind: 'values', page: prerendered.page, layouts: prerendered.layouts }
    const run = async (name: string, pending: Promise<LoaderFunction | undefined>) => {
      const loader = await pending
      return loader ? _valueOf(await _call(loader, args, name)) : undefined
    }
    const [page, ...layouts] = await Promise.all([
      run(
        `page "${route.page}"`,
        ctx.pageExports.then((e) => e.loader),
      ),
      ...ctx.layoutModules.map((m, i) =>
        run(
          `layout "${ctx.layoutNames[i]}"`,
          m.then((l) => l?.exports.loader),
        ),
      ),
    ])
    return { kind: 'values', page, layouts }
  })
}

/**
 * Runs the page's action. Its value goes back to React Router as it is, so a
 * `data(errors, { status: 400 })` keeps its status and React Router's rules
 * apply (no revalidation after a 4xx or 5xx); a page without an action
 * answers 405, as a React Router route without one does.
 */
export function runPageAction(ctx: DataContext): Promise<DataResult> {
  return _settle(async () => {
    const { action } = await ctx.pageExports
    if (!action) {
      const message = `Page "${ctx.route.page}" (route ${ctx.route.path}) has no action, so it cannot take a ${ctx.args.request.method} request. Export an action from its module, or from its data module.`
      throw data(message, { status: 405, statusText: 'Method Not Allowed' })
    }
    return { kind: 'action', value: await _call(action, ctx.args, `action of page "${ctx.route.page}"`) }
  })
}
