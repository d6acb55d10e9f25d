/**
 * Path helpers shared by validation, resolve() and the runtime. Pure string
 * work: no URL parsing that depends on a browser location.
 */

/** A path segment that is a param: `:name`, name made of letters, digits and `_`. */
export const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)$/

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

/**
 * Matches an exact path or a prefix pattern ending in `/*`. A prefix matches
 * the paths below it, not the prefix itself: `/docs/*` matches `/docs/a/b`
 * and gives the rest `a/b`, but does not match `/docs`.
 * Returns the rest ('' for an exact match) or null.
 */
export function matchPattern(pattern: string, pathname: string): string | null {
  const path = normalizePathname(pathname)
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -1) // keeps the slash: "/docs/"
    return path.startsWith(prefix) && path.length > prefix.length ? path.slice(prefix.length) : null
  }
  return normalizePathname(pattern) === path ? '' : null
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

const BASE = 'http://routekit.invalid'

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
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048) return null
  if (!input.startsWith('/') || input.startsWith('//') || input.startsWith('/\\')) return null
  // Decode repeatedly so an encoded `%2F%2F` or `%5C` cannot hide a second slash or a backslash.
  let decoded = input
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return null
    }
    if (next === decoded) break
    decoded = next
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/.test(decoded)) return null
  if (decoded.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(input, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  // Dot segments collapse in parsing: `/.//evil.example` and `/a/..//evil.example` come out as `//evil.example`.
  const out = url.pathname + url.search + url.hash
  return out.startsWith('//') ? null : out
}
