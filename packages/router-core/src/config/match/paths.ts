/**
 * Path helpers shared by validation, resolve() and the runtime. Pure string
 * work: no URL parsing that depends on a browser location.
 */
import { matchTree, patternTree, restOf } from './route-tree.js'

/**
 * Splits the path part from `?query#hash`.
 *
 * @example splitPath('/a?b=1#c') // { pathname: '/a', search: '?b=1', hash: '#c' }
 */
export function splitPath(input: string): { pathname: string; search: string; hash: string } {
  const hashAt = input.indexOf('#')
  const hash = hashAt === -1 ? '' : input.slice(hashAt)
  const rest = hashAt === -1 ? input : input.slice(0, hashAt)
  const queryAt = rest.indexOf('?')
  return {
    pathname: queryAt === -1 ? rest : rest.slice(0, queryAt),
    search: queryAt === -1 ? '' : rest.slice(queryAt),
    hash,
  }
}

/** Drops a trailing slash, except on the root: `/about/` and `/about` are one page. */
export function normalizePathname(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/'
  return pathname
}

/** The origin paths are parsed against: no real site has it, so a path that leaves it leaves this site. */
export const SITE_ORIGIN = 'http://routekit.invalid'

/**
 * The pathname a browser requests for `pathname`: the WHATWG URL parser's
 * own answer, so dot segments (`.`, `..`, `%2e`) are removed, backslashes
 * become slashes and characters that must be escaped are, exactly as they
 * are before any router sees the path. Then repeated slashes are merged (as
 * React Router's navigate() and nginx's merge_slashes do, so a path reads
 * the same however it was reached) and the trailing slash is dropped.
 *
 * @example browserPathname('/a/./b/%2e%2e//c/') // '/a/c'
 */
export function browserPathname(pathname: string): string {
  let parsed = pathname
  try {
    // Appended to an origin, never resolved against it: `//host` stays a path.
    parsed = new URL(SITE_ORIGIN + (pathname.startsWith('/') || pathname.startsWith('\\') ? '' : '/') + pathname)
      .pathname
  } catch {
    /* not reachable for a string after an origin; keep the input */
  }
  return normalizePathname(parsed.includes('//') ? parsed.replace(/\/{2,}/g, '/') : parsed)
}

/**
 * The segments of a pathname, each percent-decoded once, or null when one is
 * not valid percent-encoded UTF-8 (such as `%E9` alone). routekit compares
 * paths by these: `%61` and `a` are one segment (RFC 3986 §6.2.2.2), and so
 * are `%C3%A9` and `é`; case matters.
 *
 * @example decodedSegments('/caf%C3%A9/x') // ['café', 'x']
 */
export function decodedSegments(pathname: string): string[] | null {
  if (pathname === '/') return []
  const raw = pathname.split('/').slice(1)
  if (!pathname.includes('%')) return raw
  const out: string[] = []
  for (const segment of raw) {
    try {
      out.push(decodeURIComponent(segment))
    } catch {
      return null
    }
  }
  return out
}

/**
 * One key per path as routekit compares paths: the decoded segments, with
 * `%` and an encoded `/` escaped again so that `a%2Fb` stays one segment.
 * Null when a segment cannot be decoded.
 */
export function pathKey(pathname: string): string | null {
  const segments = decodedSegments(pathname)
  return segments === null ? null : segmentsKey(segments)
}

/** pathKey() of segments already decoded: resolve() compares a visited path's with the maintenance route's. */
export function segmentsKey(segments: readonly string[]): string {
  let key = ''
  for (const s of segments)
    key += '/' + (s.includes('%') || s.includes('/') ? s.replace(/%/g, '%25').replace(/\//g, '%2F') : s)
  return key || '/'
}

/**
 * Matches an exact path or a prefix pattern ending in `/*`, through the tree
 * resolve() matches redirect sources and `allow` entries in (route-tree.ts). A prefix matches the paths below it, not the
 * prefix itself: `/docs/*` matches `/docs/a/b` and gives the rest `a/b` (as
 * the visitor's URL wrote it), but does not match `/docs`.
 * Returns the rest ('' for an exact match) or null.
 */
export function matchPattern(pattern: string, pathname: string): string | null {
  const path = browserPathname(pathname)
  const segments = decodedSegments(path)
  const leaf = segments && matchTree(patternTree([pattern]), segments)
  return leaf ? restOf(leaf, path) : null
}

/**
 * A path written in routes.yaml as a browser sends it: literal non-ASCII text (`/日本`) NFC-normalised and
 * percent-encoded as UTF-8, escapes already there kept, so a Location header (bytes only), a sitemap or a
 * canonical link can carry it.
 *
 * @example sendablePath('/café?x=1') // '/caf%C3%A9?x=1'
 */
export function sendablePath(path: string): string {
  return /[\u0080-\u{10ffff}]/u.test(path)
    ? path.normalize('NFC').replace(/[\u0080-\u{10ffff}]+/gu, (text) => encodeURIComponent(text))
    : path
}

/** True for a target with a scheme or a protocol-relative `//host`: not a path of this site. */
export function isExternalTarget(target: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(target) || target.startsWith('//') || target.startsWith('\\\\')
}

/** The origin (`scheme://host[:port]`) of an http(s) URL, or null when it is not one. */
export function httpOrigin(target: string): string | null {
  try {
    const url = new URL(target)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Returns `input` as a same-origin path (`/path?query#hash`) when it is one,
 * else null. Refuses `//host`, `/\host`, `\\host`, schemes such as
 * `javascript:`, their percent-encoded forms, and whitespace or control
 * characters anywhere. Use it for every path that comes from a visitor,
 * such as a post-login `?redirect=`.
 *
 * @example safeInternalPath('/dashboard?tab=1') // '/dashboard?tab=1'
 * @example safeInternalPath('//evil.example')  // null
 */
export function safeInternalPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048 || _unsafePath(input)) return null
  let url: URL
  try {
    url = new URL(input, SITE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== SITE_ORIGIN) return null
  // Dot segments collapse in parsing: `/.//evil.example` comes out as `//evil.example`, and `/./%2f` as `/%2f`.
  // What parsing gives back passes the same checks as what came in.
  const out = url.pathname + url.search + url.hash
  return _unsafePath(out) ? null : out
}

/**
 * True unless `path` starts with one slash and, decoded up to three times, still
 * does and holds no backslash, whitespace or control character: an encoded
 * `%2F%2F` or `%5C` cannot hide a second slash or a backslash.
 */
function _unsafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return true
  let decoded = path
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return true
    }
    if (next === decoded) break
    decoded = next
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/.test(decoded) || decoded.startsWith('//')
}
