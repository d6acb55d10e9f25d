import { createHash } from 'node:crypto'
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
  const hashes = (blocks: readonly string[] | undefined) => [...new Set((blocks ?? []).map((b) => `'sha256-${createHash('sha256').update(b, 'utf8').digest('base64')}'`))]
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes(inline.scripts)]],
    ['style-src', ["'self'", ...hashes(inline.styles)]],
    // A prerendered page's style="" attributes (React writes them into the HTML); the hashes allow exactly those.
    ...(inline.styleAttributes?.length ? [['style-src-attr', ["'unsafe-hashes'", ...hashes(inline.styleAttributes)]] as [string, string[]]] : []),
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

/** Inline script and style bodies (and style attributes) of an HTML page, to hash into its CSP. */
export function inlineBlocksOf(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? ''))
    .map(([, , body]) => body ?? '')
    .filter((b) => b !== '')
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body ?? '').filter((b) => b !== '')
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(([, value]) => unescape(value ?? ''))
  return { scripts, styles, styleAttributes }
}

/** Headers every response carries, errors and redirects included. */
export function setSecurityHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('Content-Security-Policy', csp)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
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
