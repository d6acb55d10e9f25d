import { hashSources } from '@routekit/router-core/node'
import type { ServerResponse } from 'node:http'

/** Origins the site talks to: Firebase Auth (token refresh included) and Firestore. */
const FIREBASE_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com']

export interface CspOptions {
  /** Extra origins for `connect-src`, such as the Auth emulator `http://127.0.0.1:9099`. */
  connectSrc?: readonly string[]
}

/**
 * The Content-Security-Policy the built site passes. Scripts and styles come
 * only from the site itself, plus, per HTML page, the SHA-256 of each inline
 * `<script>` and `<style>` that page holds (a prerendered page may carry
 * hydration data and critical CSS). No `'unsafe-inline'`, no `eval`.
 */
export function contentSecurityPolicy(
  options: CspOptions = {},
  inline: { scripts?: readonly string[]; styles?: readonly string[]; styleAttributes?: readonly string[] } = {},
): string {
  return contentSecurityPolicyOf(options, { scripts: hashSources(inline.scripts), styles: hashSources(inline.styles), styleAttributes: hashSources(inline.styleAttributes) })
}

/**
 * The policy of a response that is not a page (assets, errors, redirects, a
 * page too large to scan): no inline block is allowed. Every server and host
 * config takes it from here.
 */
export function baseContentSecurityPolicy(options: CspOptions): string {
  return contentSecurityPolicyOf(options, { scripts: [], styles: [], styleAttributes: [] })
}

/** The same policy from a page's precomputed `'sha256-…'` sources (the build's `.routekit/pages.json`, for `routekit hosting`). */
export function contentSecurityPolicyOf(options: CspOptions, hashes: { scripts: readonly string[]; styles: readonly string[]; styleAttributes: readonly string[] }): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes.scripts]],
    ['style-src', ["'self'", ...hashes.styles]],
    // A prerendered page's style="" attributes (React writes them into the HTML); the hashes allow exactly those.
    ...(hashes.styleAttributes.length ? [['style-src-attr', ["'unsafe-hashes'", ...hashes.styleAttributes]] as [string, string[]]] : []),
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...FIREBASE_ORIGINS, ...(options.connectSrc ?? [])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

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
