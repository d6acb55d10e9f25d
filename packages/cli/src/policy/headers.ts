import { contentSecurityPolicyOf } from '@routekit/router-core'
import { hashSources } from '@routekit/router-core/node'
import type { ServerResponse } from 'node:http'

export interface CspOptions {
  /**
   * The site's own sources by directive: routes.yaml's `csp` (router-core's `SiteCsp`), as the build recorded it
   * (`.routekit/pages.json`). None: the site itself only. Typed by shape, not by name, so the public
   * `@routekit/cli/preview` types stand alone (the package depends on nothing).
   */
  site?: { readonly [directive: string]: readonly string[] | undefined }
  /** Origins for `connect-src` for this run only: `--connect-src`, and the Firebase emulators such as `http://127.0.0.1:9099`. */
  connectSrc?: readonly string[]
}

/**
 * The Content-Security-Policy the built site passes. Everything comes only
 * from the site itself, plus, per HTML page, the SHA-256 of each inline
 * `<script>` and `<style>` that page holds (a prerendered page may carry
 * hydration data and critical CSS), plus the sources the site declares in
 * routes.yaml's `csp`. No origin of routekit's choosing, no `'unsafe-inline'`,
 * no `eval`.
 */
export function contentSecurityPolicy(
  options: CspOptions = {},
  inline: { scripts?: readonly string[]; styles?: readonly string[]; styleAttributes?: readonly string[] } = {},
): string {
  return contentSecurityPolicyOf(options, {
    scripts: hashSources(inline.scripts),
    styles: hashSources(inline.styles),
    styleAttributes: hashSources(inline.styleAttributes),
  })
}

/**
 * The policy of a response that is not a page (assets, errors, redirects, a
 * page too large to scan): no inline block is allowed. Every server and host
 * config takes it from here.
 */
export function baseContentSecurityPolicy(options: CspOptions): string {
  return contentSecurityPolicyOf(options, { scripts: [], styles: [], styleAttributes: [] })
}

/**
 * The same policy from a page's precomputed `'sha256-…'` sources (the build's `.routekit/pages.json`, for `routekit
 * hosting`): router-core's, which the Vite dev server sends too, so one function writes every policy.
 */
export { contentSecurityPolicyOf } from '@routekit/router-core'

export { inlineBlocksOf } from '@routekit/router-core/node/html'

/** The headers every response carries, errors, redirects and Node-level errors included. */
export function securityHeaders(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ]
}

/** `Strict-Transport-Security` for `maxAgeSeconds`, subdomains included: the form `routekit preview` and every host config send. */
export function strictTransportSecurity(maxAgeSeconds: number): string {
  return `max-age=${Math.floor(maxAgeSeconds)}; includeSubDomains`
}

/** Sets securityHeaders() on a response. */
export function setSecurityHeaders(res: ServerResponse, csp: string): void {
  for (const [name, value] of securityHeaders(csp)) res.setHeader(name, value)
}

/**
 * Caching by path: hashed files under /assets/ never change, so browsers keep
 * them a year; everything else (HTML, maintenance.json, builds/latest.json,
 * robots.txt, the favicon) is revalidated on every use, so a deploy or a
 * maintenance switch shows at once.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return 'no-cache'
}
