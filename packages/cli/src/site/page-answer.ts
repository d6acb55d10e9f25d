import { notFoundPage, resolve, type RoutesConfig } from '@routekit/router-core'

/**
 * What a server answers for a page path that names no file of the build,
 * with the status resolve() gives it (docs/deploy.md, "The true status"):
 * - a routes.yaml redirect (or the locale root's): that HTTP redirect, with its status;
 * - an unknown path or a failed param rule: 404 with the app's own 404 page
 *   of the path's locale (a file the build writes: config/not-found-page.ts);
 * - a route (its prerendered HTML, or the shell where only the browser can
 *   decide: params, splats, guards): 200.
 * Maintenance is the gate's to decide before this (the server passes the path
 * only when it may be shown), so resolve() is asked with maintenance off.
 * Pure: `routekit preview` answers from it; the tests hold every host to it.
 */
export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  /** `route`: a route matched the path and its param rule failed (a page's path, even with an extension). */
  | { kind: 'not-found'; status: 404; file: string; route: boolean }
  | { kind: 'page'; status: 200 }

/** The answer for `target`: a path as the browser sends it (percent-encoded), with its query. */
export function pageAnswer(config: RoutesConfig, target: string): PageAnswer {
  const decision = resolve(config, target, { maintenance: false })
  if (decision.kind === 'redirect' || decision.kind === 'external')
    return { kind: 'redirect', status: decision.status, location: decision.to }
  if (decision.kind === 'not-found')
    return {
      kind: 'not-found',
      status: 404,
      file: notFoundPage(config, decision.locale).file,
      route: decision.reason === 'param-rule',
    }
  // A render, or an error only the app can show (a guard's refused target): the page, or the shell.
  return { kind: 'page', status: 200 }
}

/**
 * Whether a route claims `target` (a path as the browser sends it): a page, a redirect, or a route whose param rule
 * failed (its 404 page). A missing file with an extension that no route claims is a plain 404, never a page: servers
 * ask this only for such a path, not on every request.
 */
export function isPagePath(config: RoutesConfig, target: string): boolean {
  const decision = resolve(config, target, { maintenance: false })
  return decision.kind !== 'not-found' || decision.reason === 'param-rule'
}
