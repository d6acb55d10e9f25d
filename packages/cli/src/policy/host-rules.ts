import { isExternalTarget, type RoutesConfig } from '@routekit/router-core'

/**
 * What a host must never answer with a page of ours, as `routekit preview`
 * refuses it: a rule points such paths at this one, which no build holds, so
 * the host answers with its own 404, never HTML of ours.
 */
export const NOT_FOUND_TARGET = '/.routekit-not-found'

/**
 * routes.yaml redirects whose splat a `_redirects` file (Netlify, Cloudflare
 * Pages) cannot guard: a rest that starts with "/" could lead off the site,
 * where routekit preview answers a 404. The targets leave them out.
 */
export function unguardedSplats(plan: { redirects: RoutesConfig['redirects'] }): string[] {
  return plan.redirects.filter((r) => r.from.endsWith('/*') && (r.to === '/*' || (r.to.endsWith('/*') && isExternalTarget(r.to)))).map((r) => `${r.from} -> ${r.to}`)
}

/** What the command says of a redirect unguardedSplats() left out (`/old/* -> /*`); Netlify and Cloudflare Pages share the format and the gap. */
export function leftOutSplat(redirect: string): string {
  return `left out the redirect ${redirect}: _redirects cannot keep a rest that starts with "/" from leading off the site (routekit preview answers it with a 404).`
}
