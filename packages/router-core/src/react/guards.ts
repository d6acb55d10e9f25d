import { RoutekitError } from '../config/errors.js'
import { isGuardOutcome, type GuardOutcome } from '../config/outcome.js'
import { resolve, type MaintenanceState, type Resolution } from '../config/resolve.js'
import type { RouteDef, RoutesConfig } from '../config/schema.js'
import type { Guard, GuardContext } from './types.js'

export interface DecideOptions {
  guards: Readonly<Record<string, Guard>>
  maintenance: MaintenanceState
  signal: AbortSignal
  context?: () => unknown | Promise<unknown>
}

/**
 * Runs `names` in order and collects their outcomes, stopping at the first
 * that does not allow. A guard that throws, or returns something other than
 * an outcome, fails with a message that names it and the route.
 */
export async function runGuards(names: readonly string[], registry: Readonly<Record<string, Guard>>, ctx: GuardContext): Promise<Record<string, GuardOutcome>> {
  const outcomes: Record<string, GuardOutcome> = {}
  for (const name of names) {
    const guard = registry[name]
    if (!guard) throw new RoutekitError('RK700', `Guard "${name}" on route ${ctx.route.path} is not registered. Pass it in the guards option of createRoutes().`)
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

/**
 * Decides a navigation: asks resolve() first; when the route has guards,
 * runs them in order, then asks resolve() again with their outcomes. The
 * answer always comes from resolve().
 *
 * @example await decideNavigation(config, '/dashboard?tab=1', { guards, maintenance, signal })
 */
export async function decideNavigation(config: RoutesConfig, path: string, options: DecideOptions): Promise<Resolution> {
  const first = resolve(config, path, { maintenance: options.maintenance })
  if (first.kind !== 'render' || first.pendingGuards.length === 0) return first
  const ctx = await _guardContext(first.route, first.params, path, options)
  const outcomes = await runGuards(first.pendingGuards, options.guards, ctx)
  return resolve(config, path, { maintenance: options.maintenance, guards: outcomes })
}

async function _guardContext(route: RouteDef, params: Record<string, string>, path: string, options: DecideOptions): Promise<GuardContext> {
  const app = options.context ? await options.context() : undefined
  const queryAt = path.indexOf('?')
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt)
  const searchParams = new URLSearchParams(queryAt === -1 ? '' : path.slice(queryAt))
  const extra = typeof app === 'object' && app !== null ? (app as Record<string, unknown>) : {}
  // routekit's own keys win, so an app key cannot hide the path a guard checks.
  return { ...extra, path: pathname, searchParams, signal: options.signal, route, params }
}
