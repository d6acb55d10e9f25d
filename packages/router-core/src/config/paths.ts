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
  return segments === null ? null : _keyOf(segments)
}

export function _keyOf(segments: readonly string[]): string {
  let key = ''
  for (const s of segments)
    key += '/' + (s.includes('%') || s.includes('/') ? s.replace(/%/g, '%25').replace(/\//g, '%2F') : s)
  return key || '/'
}

/** A redirect source or maintenance `allow` entry, split once: an exact path, or a prefix ending in `/*`. */
export interface _Pattern {
  prefix: boolean
  /** The decoded segments before `/*` (or of the whole path); null when one cannot be decoded, so it never matches. */
  segments: string[] | null
}

export function _pattern(source: string): _Pattern {
  const prefix = source.endsWith('/*')
  return { prefix, segments: decodedSegments(prefix ? source.slice(0, -2) || '/' : normalizePathname(source)) }
}

/**
 * Patterns (redirect sources) in a tree of their decoded segments: which of
 * them match a path is one walk down the path's segments, however many
 * patterns there are. Each node lists, in order, the indices of the patterns
 * that are exactly its segments, and of those that are its segments and `/*`.
 */
export interface _PatternTree {
  exact: number[]
  prefix: number[]
  next: Map<string, _PatternTree>
}

/** The tree of `patterns`: each index in the list of its node (none for a pattern that never matches). */
export function _patternTree(patterns: readonly _Pattern[]): _PatternTree {
  const tree: _PatternTree = { exact: [], prefix: [], next: new Map() }
  patterns.forEach((p, i) => _listOf(tree, p, true)?.push(i))
  return tree
}

/** The list of `tree` a pattern's index is in, the nodes on the way made when `make`; none for one that never matches. */
export function _listOf(tree: _PatternTree, p: _Pattern, make = false): number[] | undefined {
  if (p.segments === null) return undefined
  let at: _PatternTree | undefined = tree
  for (const s of p.segments) {
    let next: _PatternTree | undefined = at.next.get(s)
    if (!next && make) at.next.set(s, (next = { exact: [], prefix: [], next: new Map() }))
    if (!next) return undefined
    at = next
  }
  return p.prefix ? at.prefix : at.exact
}

/**
 * The lists of the patterns that match a path of these decoded segments, as
 * _matchSegments() matches each: the prefixes of fewer segments that start
 * the path, then the exact patterns of the same segments; none empty. The
 * first pattern to match, in order, is the least of their first indices.
 */
export function _matchingPatterns(tree: _PatternTree, segments: readonly string[]): number[][] {
  const lists: number[][] = []
  let at: _PatternTree | undefined = tree
  for (let k = 0; at; k++) {
    const list: number[] = k < segments.length ? at.prefix : at.exact
    if (list.length > 0) lists.push(list)
    at = k < segments.length ? at.next.get(segments[k]!) : undefined
  }
  return lists
}

/** matchPattern() on a path already split into its decoded and its raw segments: the rest as the URL wrote it, or null. */
export function _matchSegments(p: _Pattern, segments: readonly string[], raw: readonly string[]): string | null {
  const want = p.segments
  if (want === null) return null
  if (p.prefix ? segments.length <= want.length : segments.length !== want.length) return null
  for (let i = 0; i < want.length; i++) if (segments[i] !== want[i]) return null
  return raw.slice(want.length).join('/')
}

/**
 * Matches an exact path or a prefix pattern ending in `/*`, comparing decoded
 * segments as resolve() does. A prefix matches the paths below it, not the
 * prefix itself: `/docs/*` matches `/docs/a/b` and gives the rest `a/b` (as
 * the visitor's URL wrote it), but does not match `/docs`.
 * Returns the rest ('' for an exact match) or null.
 */
export function matchPattern(pattern: string, pathname: string): string | null {
  const path = browserPathname(pathname)
  const segments = decodedSegments(path)
  return segments === null
    ? null
    : _matchSegments(_pattern(pattern), segments, path === '/' ? [] : path.split('/').slice(1))
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
