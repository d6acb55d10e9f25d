import { resolve, type MaintenanceFile, type RoutesConfig } from '@routekit/router-core'

/** `Retry-After` when maintenance.json gives no `until`, or one that has passed: one hour, and one minute. */
export const RETRY_AFTER_DEFAULT_S = 3600
export const RETRY_AFTER_OVERDUE_S = 60

/**
 * What a server answers for a page request while maintenance.json says `enabled: true` (the bypass aside):
 * - `maintenance-page`: the maintenance route, in any locale: its page with 503 and `Retry-After`;
 * - `redirect`: a held page: 302 to the maintenance route, with resolve()'s `?from=`;
 * - `pass`: an allowed path (routes.yaml's `maintenance.allow` or the file's), which the server answers as usual.
 */
export type MaintenanceAnswer =
  { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'maintenance-page'; retryAfter: number }

/**
 * The maintenance answer for `target` (a path as the browser sends it, percent-encoded, with its query), decided by
 * resolve() with the file's `enabled` and `allow`. Pure: `routekit preview`'s gate and the edge functions answer from
 * it, so the two cannot disagree (packages/cli/test/maintenance-status.test.ts holds every server to it).
 */
export function maintenanceAnswer(
  config: RoutesConfig,
  flag: MaintenanceFile,
  target: string,
  now: number,
): MaintenanceAnswer {
  if (!flag.enabled) return { kind: 'pass' }
  const decision = resolve(config, target, {
    maintenance: { enabled: true, ...(flag.allow && { allow: flag.allow }) },
  })
  // The maintenance route in any locale (`/en/construction`), as resolve() recognises it.
  if (decision.kind === 'render' && decision.maintenanceRoute)
    return { kind: 'maintenance-page', retryAfter: retryAfterOf(flag, now) }
  // resolve()'s target carries the `?from=` the browser runtime follows too.
  if (decision.kind === 'redirect' && decision.reason === 'maintenance') return { kind: 'redirect', to: decision.to }
  return { kind: 'pass' }
}

/** `Retry-After` in seconds: until `until`, else an hour; a minute once `until` has passed. */
export function retryAfterOf(flag: MaintenanceFile, now: number): number {
  const until = flag.until ? Date.parse(flag.until) : NaN
  if (Number.isNaN(until)) return RETRY_AFTER_DEFAULT_S
  return until > now ? Math.ceil((until - now) / 1000) : RETRY_AFTER_OVERDUE_S
}
