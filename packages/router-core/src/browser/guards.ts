import { resolve, type MaintenanceState, type Resolution } from '../config/resolve.js'
import type { RoutesConfig } from '../config/file/schema.js'
import type { Guard } from './run-guards.js'

export interface DecideOptions {
  guards: Readonly<Record<string, Guard>>
  maintenance: MaintenanceState
  signal: AbortSignal
  context?: () => unknown | Promise<unknown>
}

/**
 * Decides a navigation: asks resolve() first; when the route has guards,
 * runs them in order, then asks resolve() again with their outcomes. The
 * answer always comes from resolve().
 *
 * @example await decideNavigation(config, '/dashboard?tab=1', { guards, maintenance, signal })
 */
export async function decideNavigation(
  config: RoutesConfig,
  path: string,
  options: DecideOptions,
): Promise<Resolution> {
  const first = resolve(config, path, { maintenance: options.maintenance })
  if (first.kind !== 'render' || first.pendingGuards.length === 0) return first
  // The guard runner is a chunk of its own: pages without guards, most first visits, never download it.
  const { guardContext, runGuards } = await import('./run-guards.js')
  const ctx = await guardContext(first.route, first.params, path, options)
  const outcomes = await runGuards(first.pendingGuards, options.guards, ctx)
  return resolve(config, path, { maintenance: options.maintenance, guards: outcomes })
}
