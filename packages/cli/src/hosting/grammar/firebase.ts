/**
 * firebase.json's grammar, for every value `routekit hosting firebase`
 * writes: the one place that knows how Firebase Hosting (superstatic, its
 * emulator's matcher) reads a `source` glob, a `regex` and a `destination`.
 * JSON itself escapes any text (JSON.stringify); what follows is Firebase's.
 *
 * - A `source` is a glob (`*`, `**`, `?`, `[…]`, `{a,b}`, `!`, extglob's
 *   `(…)`, `+`, `@`) whose `:name` segments capture: a path holding any of
 *   those is written as a `regex` (RE2) instead, every character escaped.
 * - A redirect is matched against the request's URL after decodeURI() (which
 *   keeps `%23`, `%2F`, `%3F`… encoded), and its destination is sent through
 *   encodeURI(): so a destination is written fully decoded, and one whose
 *   segment holds "/", "?" or "#" cannot be written (encodeURI keeps them as
 *   syntax). A destination segment starting with ":" is read as a param.
 * - Headers are matched against the request's path as the browser sent it.
 */
import type { Expressed } from '../_rules.js'

/** The host, as refusals name it. */
export const FIREBASE = 'Firebase Hosting'

/** A path a glob reads as itself. */
const PLAIN_GLOB = /^[A-Za-z0-9/._~%\u0080-\u{10ffff}-]*$/u

/** Text matched literally in an RE2 regex. */
export function re2Literal(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')
}

/**
 * A static path segment (urlPath()'s spelling) as RE2 text inside a
 * placeholder pattern (placeholderRegex()): matched literally, its ":"
 * written `\x3a` so no segment of it reads as a placeholder.
 */
export function regexSegment(segment: string): string {
  return re2Literal(segment).replace(/:/g, '\\x3a')
}

/**
 * A placeholder pattern (`/docs/:id`, `/docs/*`; static segments from
 * regexSegment()) as a `regex` on the path as sent: `:name` one segment, a
 * final `*` the rest.
 */
export function placeholderRegex(pattern: string): string {
  const segments = pattern.split('/').slice(1)
  const body = segments
    .map((s, i) => (s === '*' && i === segments.length - 1 ? '.*' : s.startsWith(':') ? '[^/]+' : s))
    .join('/')
  return `^/${body}$`
}

/** A path as a matcher entry: `{ source }` when the glob reads it as itself, else `{ regex }` of exactly it. */
export function matcher(path: string): { source: string } | { regex: string } {
  return PLAIN_GLOB.test(path) ? { source: path } : { regex: `^${re2Literal(path)}$` }
}

/** A redirect's source (urlPath()'s spelling) as Firebase compares it: decodeURI() of the request's URL. */
export function redirectSourcePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * A redirect's destination (an internal path in urlPath()'s spelling, or an
 * external URL) as written in firebase.json, so that what Firebase sends
 * (encodeURI() of it) is `to` itself: its escapes decoded. Refused when no
 * text does that (an escape encodeURI() would not write back, such as `%2F`
 * or `%23`), or when a segment starts with ":" (a param to Firebase).
 */
export function destination(to: string): Expressed {
  let decoded: string
  try {
    decoded = decodeURIComponent(to)
  } catch {
    decoded = to
  }
  const param = /(?:^|\/):/.exec(decoded.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, ''))
  if (!_same(encodeURI(decoded), to) || param)
    return {
      refused: param
        ? 'Firebase Hosting reads a destination segment that starts with ":" as a param to fill. Rename the segment.'
        : `Firebase Hosting sends a redirect's destination through encodeURI(), which writes no text back as "${to}" (it keeps "/", "?", "#", "&" and the like as syntax, and encodes "%"). Write the characters as such where a URL allows them, or rename the path.`,
    }
  return { text: decoded }
}

/** Whether Firebase's URL `sent` is `to`: the same URL as the URL parser reads both (an external one), or the same characters. */
function _same(sent: string, to: string): boolean {
  if (sent === to) return true
  try {
    return /^https?:/i.test(to) && new URL(sent).href === new URL(to).href
  } catch {
    return false
  }
}

/**
 * The fixed part of a destination that carries the rest (`/new/` of `/new/*`):
 * superstatic fills `:splat` with path-to-regexp 1's compile() and then
 * decodes the whole, so the part may hold none of its syntax
 * (`: * + ? ( ) { } \`) and no "%", and must be what destination() writes.
 */
export function splatDestination(prefix: string): Expressed {
  const fixed = destination(prefix)
  if ('refused' in fixed) return fixed
  if (/[:*+?(){}\\%]/.test(fixed.text.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, '')))
    return {
      refused: `Firebase Hosting fills ":splat" with path-to-regexp's compile(), which reads ":", "*", "+", "?", "(", ")", "{", "}", "\\" and "%" in the rest of the destination as syntax. Rename the path, or redirect each page on its own.`,
    }
  return { text: `${fixed.text}:splat` }
}
