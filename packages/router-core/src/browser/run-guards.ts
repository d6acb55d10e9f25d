import { RoutekitError } from '../config/errors.js'
import { isGuardOutcome, type GuardOutcome } from '../config/outcome.js'
import type { RouteDef } from '../config/file/schema.js'

/** What a guard receives: the navigation, plus whatever the app's `context()` returns. */
export interface GuardContext {
  /** The pathname being visited, such as `/dashboard`. */
  path: string
  searchParams: URLSearchParams
  /** Aborted when the visitor navigates elsewhere before the guard answers. */
  signal: AbortSignal
  /** The routes.yaml entry being visited. */
  route: RouteDef
  /** Params of the path, such as `{ slug: 'hello' }` for `/blog/:slug`. */
  params: Record<string, string>
  [key: string]: unknown
}

/** A named guard: `allow()`, `redirect(to)` or `notFound()`, sync or async. */
export type Guard = (ctx: GuardContext) => GuardOutcome | Promise<GuardOutcome>

/**
 * Runs `names` in order and collects their outcomes, stopping at the first
 * that does not allow. A guard that throws, or returns something other than
 * an outcome, fails with a message that names it and the route.
 */
export async function runGuards(
  names: readonly string[],
  registry: Readonly<Record<string, Guard>>,
  ctx: GuardContext,
): Promise<Record<string, GuardOutcome>> {
  const outcomes: Record<string, GuardOutcome> = {}
  for (const name of names) {
    const guard = registry[name]
    if (!guard)
      throw new RoutekitError(
        'RK700',
        `Guard "${name}" on route ${ctx.route.path} is not registered. Add src/guards/${name}.ts, or pass it in the guards option of createRouter().`,
      )
    let outcome: unknown
    try {
      outcome = await guard(ctx)
    } catch (error) {
      if (ctx.signal.aborted) throw error
      const reason = error instanceof Error ? error.message : String(error)
      throw new RoutekitError('RK703', `Guard "${name}" on route ${ctx.route.path} threw: ${reason}`, { cause: error })
    }
    if (!isGuardOutcome(outcome)) {
      throw new RoutekitError(
        'RK704',
        `Guard "${name}" on route ${ctx.route.path} returned ${_describe(outcome)}. A guard returns allow(), redirect(to) or notFound() from @routekit/router-core/react.`,
      )
    }
    outcomes[name] = outcome
    if (outcome.type !== 'allow') break
  }
  return outcomes
}

function _describe(value: unknown): string {
  if (value === undefined) return 'undefined'
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** What a guard receives: the app's context, with routekit's own keys on top. */
export async function guardContext(
  route: RouteDef,
  params: Record<string, string>,
  path: string,
  options: { signal: AbortSignal; context?: () => unknown | Promise<unknown> },
): Promise<GuardContext> {
  const app = options.context ? await options.context() : undefined
  const queryAt = path.indexOf('?')
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt)
  const searchParams = new URLSearchParams(queryAt === -1 ? '' : path.slice(queryAt))
  const extra = typeof app === 'object' && app !== null ? (app as Record<string, unknown>) : {}
  // routekit's own keys win, so an app key cannot hide the path a guard checks.
  return { ...extra, path: pathname, searchParams, signal: options.signal, route, params }
}
