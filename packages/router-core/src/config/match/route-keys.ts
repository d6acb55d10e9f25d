/**
 * Keys of route paths, for the checks: two paths with one key match the same URLs (RK400, RK410, RK411). Apart from
 * the path reader (route-pattern.ts), which resolve() needs in every visitor's first load: a module is bundled
 * whole, so what only the checks read lives here, and stays out of that load even where a page validates a file.
 */
import { fold, isOptional, rawSegments, readSegment, type Segment } from './route-pattern.js'

/** Escapes what a key gives meaning to, so a decoded "/" or ":" in a static segment stays itself. */
function _esc(s: string): string {
  return /[%/:*?]/.test(s)
    ? s.replace(/%/g, '%25').replace(/\//g, '%2F').replace(/:/g, '%3A').replace(/\*/g, '%2A').replace(/\?/g, '%3F')
    : s
}

/**
 * One key per set of URLs a branch matches: param names left out (a param
 * matches the same segments whatever its name), static text folded when the
 * route ignores case.
 */
export function branchKey(segments: readonly Segment[], caseSensitive: boolean): string {
  let key = ''
  for (const s of segments) key += '/' + _segmentKey(s, caseSensitive)
  return (key || '/') + (caseSensitive ? '' : ' (any case)')
}

function _segmentKey(s: Segment, caseSensitive: boolean): string {
  const t = (text: string) => _esc(caseSensitive ? text : fold(text))
  return s.kind === 'static'
    ? t(s.text)
    : s.kind === 'param'
      ? ':'
      : s.kind === 'splat'
        ? '*'
        : `:${s.optional ? '?' : ''}${t(s.suffix)}`
}

/**
 * The key of a whole route path, optional marks included: two paths with one
 * key match the same URLs (RK400). Null when a segment cannot be decoded.
 */
export function shapeKey(path: string, caseSensitive = true): string | null {
  // Most paths are plain static text: their key is the path itself, its trailing slash dropped.
  if (caseSensitive && /^(?:\/[A-Za-z0-9\-._~!$&'()+,;=@]+)*\/?$/.test(path))
    return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path || '/'
  let key = ''
  for (const raw of rawSegments(path)) {
    const optional = isOptional(raw)
    const segment = readSegment(optional ? raw.slice(0, -1) : raw)
    if (segment === null) return null
    key += '/' + _segmentKey(segment, caseSensitive) + (optional ? '?' : '')
  }
  return (key || '/') + (caseSensitive ? '' : ' (any case)')
}

/** A branch written back as a path, param names included: `/:lang/about`. */
export function pathOf(segments: readonly Segment[]): string {
  const spell = (s: Segment) =>
    s.kind === 'static'
      ? encodeURI(s.text).replace(/%25/g, '%')
      : s.kind === 'param'
        ? `:${s.name}`
        : s.kind === 'splat'
          ? '*'
          : `:${s.name}${s.optional ? '?' : ''}${s.suffix}`
  return '/' + segments.map(spell).join('/')
}

/**
 * The key of a route path as resolve() tells route paths apart: decoded
 * segments, the trailing slash dropped, each param as ":" (whatever its
 * name, a param matches the same segments), optional marks and suffixes
 * kept. Two route paths with one key match exactly the same URLs (RK400).
 * Null when a segment cannot be decoded.
 *
 * @example routeShapeKey('/p/:id') === routeShapeKey('/p/:slug') // true
 */
export function routeShapeKey(path: string): string | null {
  return shapeKey(path)
}
