/**
 * Path syntax of routes.yaml. One function finds the first problem in a
 * path; checks.ts turns it into a diagnostic with a position.
 */
import { PARAM_SEGMENT, decodedSegments } from './paths.js'

/**
 * Where a path is written decides what it may hold:
 * - `route`: a route's path or the maintenance route; params allowed, no wildcard;
 * - `pattern`: a redirect `from` or a maintenance `allow` entry; may end in `/*`, no params;
 * - `target`: an internal redirect `to`; may end in `/*` (carries the rest over), no params.
 */
export type PathKind = 'route' | 'pattern' | 'target'

export interface PathProblem {
  code: 'RK300' | 'RK301' | 'RK302' | 'RK303' | 'RK304' | 'RK305' | 'RK306' | 'RK307' | 'RK308' | 'RK309' | 'RK310'
  /** What is wrong and how to fix it, without saying where (the caller adds that). */
  detail: string
}

// RFC 3986 pchar: unreserved, sub-delims, ":" and "@", plus "%" for escapes
// and "/" between segments. "*" is checked on its own (the wildcard).
const ALLOWED = /^[A-Za-z0-9\-._~!$&'()+,;=:@%/*]$/
const PLAIN = /^[A-Za-z0-9\-._~!$&'()+,;=:@/*]*$/
/**
 * The common path, fine for every kind: "/" or non-empty segments of plain
 * characters, without ":", "%" or "*". It passes every check below, so one
 * regex answers for most paths of a large file.
 */
const SIMPLE = /^(?:\/[A-Za-z0-9\-._~!$&'()+,;=@]+)+$/

function _describe(ch: string): string {
  if (ch === ' ') return 'a space'
  if (ch === '\t') return 'a tab'
  const code = ch.codePointAt(0) ?? 0
  if (code < 0x20 || code === 0x7f) return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  return `"${ch}"`
}

function _hint(ch: string): string {
  if (ch === '?' || ch === '#') return ' A path holds no query or fragment; remove it.'
  if (ch === '\\') return ' Use "/" to separate segments; a backslash can turn a path into another site\'s address in browsers.'
  if (ch === ' ') return ' Write a space as "%20", or use "-".'
  return ` Percent-encode it ("${encodeURIComponent(ch)}") or remove it.`
}

/**
 * The first syntax problem in `path`, or null when it is fine.
 *
 * @example findPathProblem('about', 'route') // { code: 'RK300', detail: '...' }
 */
export function findPathProblem(path: string, kind: PathKind): PathProblem | null {
  if ((SIMPLE.test(path) && !path.includes('/.')) || path === '/') return null
  if (!path.startsWith('/')) {
    return { code: 'RK300', detail: `A path must start with "/". Write "/${path.replace(/^\.?\/*/, '')}".` }
  }
  // Most paths hold plain characters only: one regex, then the structural checks.
  for (let i = PLAIN.test(path) ? path.length : 0; i < path.length; i++) {
    const ch = path[i]!
    const code = ch.charCodeAt(0)
    if (code > 0x7f) {
      // Name the whole segment: a lone combining accent reads as nothing.
      const from = path.lastIndexOf('/', i) + 1
      const to = path.indexOf('/', i) === -1 ? path.length : path.indexOf('/', i)
      const segment = path.slice(from, to).normalize('NFC')
      let encoded: string
      try {
        encoded = encodeURI(path.normalize('NFC'))
      } catch {
        encoded = '' // a lone surrogate cannot be encoded
      }
      const fix = encoded ? ` Write it percent-encoded: "${encoded}".` : ' Remove it.'
      return {
        code: 'RK304',
        detail: `Its segment "${segment}" holds non-ASCII characters. Browsers send such characters percent-encoded, so this path would never match.${fix}`,
      }
    }
    if (!ALLOWED.test(ch)) {
      return { code: 'RK305', detail: `It holds ${_describe(ch)}, which a path may not contain.${_hint(ch)}` }
    }
    if (ch === '%' && !/^%[0-9A-Fa-f]{2}$/.test(path.slice(i, i + 3))) {
      return { code: 'RK305', detail: `"%" must start a percent-escape such as "%20". Write a literal percent sign as "%25".` }
    }
  }
  let body = path
  const star = path.indexOf('*')
  if (star !== -1) {
    const trailing = star === path.length - 1 && path.endsWith('/*')
    if (!trailing || kind === 'route') {
      const where =
        kind === 'route'
          ? 'A route path or the maintenance route takes no wildcard; list each path, or use a param such as "/:page".'
          : 'A wildcard is only allowed as the last segment, "/*".'
      return { code: 'RK306', detail: `"*" is not allowed here. ${where}` }
    }
    body = path.slice(0, -2) || '/'
  }
  if (body.includes('//')) {
    return { code: 'RK301', detail: `It has an empty segment ("//"). Remove the extra "/": "${body.replace(/\/{2,}/g, '/')}${body === path ? '' : '/*'}".` }
  }
  if (body.length > 1 && body.endsWith('/')) {
    return { code: 'RK303', detail: `It ends in "/". routekit treats "${body.slice(0, -1)}" and "${body}" as one page; write "${body.slice(0, -1)}".` }
  }
  const dot = body.split('/').find((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))
  if (dot !== undefined) {
    return {
      code: 'RK309',
      detail: `Its segment "${dot}" is a dot segment, which browsers remove from a URL before any router sees it, so this path could never be visited as written. Write the path without it.`,
    }
  }
  if (body.includes('%') && decodedSegments(body) === null) {
    return {
      code: 'RK310',
      detail:
        'Its percent-escapes do not spell UTF-8 text, so no URL a browser sends can match it. Escape each character as the UTF-8 bytes of its code point, such as "%C3%A9" for "é".',
    }
  }
  if (!body.includes('/:')) return null
  const seen = new Set<string>()
  for (const segment of body.split('/').slice(1)) {
    if (!segment.startsWith(':')) continue
    const match = PARAM_SEGMENT.exec(segment)
    if (kind !== 'route') {
      return {
        code: 'RK308',
        detail: `"${segment}" is a param, and only route paths take params. Write the exact path, or a prefix ending in "/*".`,
      }
    }
    if (!match) {
      return {
        code: 'RK302',
        detail: `"${segment}" is not a valid param. A param is ":" then a letter or "_", then letters, digits or "_", such as ":slug" or ":post_id".`,
      }
    }
    if (seen.has(match[1]!)) {
      return { code: 'RK307', detail: `The param "${segment}" appears twice. Give each param its own name.` }
    }
    seen.add(match[1]!)
  }
  return null
}

/** The names of the params in a route path, in order: `/a/:x/:y` -> ['x', 'y']. */
export function paramNames(path: string): string[] {
  const names: string[] = []
  for (const segment of path.split('/')) {
    const match = PARAM_SEGMENT.exec(segment)
    if (match) names.push(match[1]!)
  }
  return names
}
