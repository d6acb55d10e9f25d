/**
 * Path syntax of routes.yaml. One function finds the first problem in a
 * path; checks.ts turns it into a diagnostic with a position.
 */
import { decodedSegments } from './paths.js'
import { MAX_OPTIONAL_SEGMENTS, PARAM_HEAD, PARAM_NAME, isOptional, rawSegments } from './route-pattern.js'

/**
 * Where a path is written decides what it may hold:
 * - `route`: a route's path or the maintenance route: React Router 7's syntax, params (`:id`, `:id?`,
 *   `:id.json`), optional segments (`en?`) and a final splat (`*`);
 * - `pattern`: a redirect `from` or a maintenance `allow` entry; may end in `/*`, no params;
 * - `target`: an internal redirect `to`; may end in `/*` (carries the rest over), no params.
 */
export type PathKind = 'route' | 'pattern' | 'target'

export interface PathProblem {
  code:
    | 'RK300'
    | 'RK301'
    | 'RK302'
    | 'RK303'
    | 'RK304'
    | 'RK305'
    | 'RK306'
    | 'RK307'
    | 'RK308'
    | 'RK309'
    | 'RK310'
    | 'RK311'
    | 'RK312'
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

function _hint(ch: string, kind: PathKind): string {
  if (ch === '#') return ' A path holds no fragment; remove it, or write "%23" for a literal "#".'
  if (ch === '?') {
    const optional =
      kind === 'route'
        ? ' To make a segment optional, end it with "?", as in "/en?/about" or "/:lang?/about".'
        : ' Optional segments are for route paths only.'
    return ` A path holds no query; remove it, or write "%3F" for a literal "?".${optional}`
  }
  if (ch === '\\')
    return ' Use "/" to separate segments; a backslash can turn a path into another site\'s address in browsers.'
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
      // Written as such, a non-ASCII character is compared as the browser sends it: NFC, percent-encoded UTF-8.
      // Only a lone surrogate has no UTF-8 form, so no browser can send it.
      if (
        code >= 0xd800 &&
        code <= 0xdfff &&
        !/^[\ud800-\udbff][\udc00-\udfff]$/.test(path.slice(code <= 0xdbff ? i : i - 1, code <= 0xdbff ? i + 2 : i + 1))
      ) {
        const from = path.lastIndexOf('/', i) + 1
        const to = path.indexOf('/', i) === -1 ? path.length : path.indexOf('/', i)
        return {
          code: 'RK304',
          detail: `Its segment "${path.slice(from, to)}" holds a lone surrogate (U+${code.toString(16).toUpperCase()}), half of a character, which has no UTF-8 form, so no browser can send it. Remove it.`,
        }
      }
      continue
    }
    if (ch === '?' && kind === 'route') continue // optional segments; checked per segment below
    if (!ALLOWED.test(ch)) {
      return { code: 'RK305', detail: `It holds ${_describe(ch)}, which a path may not contain.${_hint(ch, kind)}` }
    }
    if (ch === '%' && !/^%[0-9A-Fa-f]{2}$/.test(path.slice(i, i + 3))) {
      return {
        code: 'RK305',
        detail: `"%" must start a percent-escape such as "%20". Write a literal percent sign as "%25".`,
      }
    }
  }
  let body = path
  const star = path.indexOf('*')
  if (star !== -1) {
    const trailing = star === path.length - 1 && path.endsWith('/*')
    if (kind === 'route') {
      const problem = trailing ? null : _splatProblem(path)
      if (problem) return problem
    } else if (!trailing) {
      return { code: 'RK306', detail: '"*" is not allowed here. A wildcard is only allowed as the last segment, "/*".' }
    }
    body = path.slice(0, -2) || '/'
  }
  if (body.includes('//')) {
    return {
      code: 'RK301',
      detail: `It has an empty segment ("//"). Remove the extra "/": "${body.replace(/\/{2,}/g, '/')}${body === path ? '' : '/*'}".`,
    }
  }
  if (body.length > 1 && body.endsWith('/')) {
    const fixed = body.replace(/\/+$/, '')
    return {
      code: 'RK303',
      detail: `It ends in "/". routekit treats "${fixed}" and "${body}" as one page (a visitor reaches it either way); write "${fixed}".`,
    }
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
  if (kind === 'route') return _segmentProblem(body)
  const param = body.split('/').find((segment) => segment.startsWith(':'))
  if (param !== undefined) {
    return {
      code: 'RK308',
      detail: `"${param}" is a param, and only route paths take params. Write the exact path, or a prefix ending in "/*".`,
    }
  }
  return null
}

/** A `*` in a route path that is not its final segment. */
function _splatProblem(path: string): PathProblem {
  const segment = path.split('/').find((s) => s.includes('*'))!
  if (segment.endsWith('*') && segment !== '*' && path.endsWith('*')) {
    return {
      code: 'RK311',
      detail: `A splat is a whole segment: write "${path.slice(0, -1).replace(/\/?$/, '/*')}", which matches the path and everything below it.`,
    }
  }
  if (segment === '*')
    return {
      code: 'RK311',
      detail:
        'A splat "*" takes the rest of the path, so it must be the last segment. Move it to the end, or list the paths after it.',
    }
  return {
    code: 'RK311',
    detail: `Its segment "${segment}" holds "*", which is only a splat as the last, whole segment ("/*"). For a literal "*", write "%2A".`,
  }
}

/** Per segment of a route path: optional marks, params and their suffixes, as React Router 7 reads them. */
function _segmentProblem(body: string): PathProblem | null {
  if (!body.includes(':') && !body.includes('?')) return null
  const seen = new Set<string>()
  let optionals = 0
  for (const raw of rawSegments(body)) {
    const optional = isOptional(raw)
    if (optional) optionals++
    const segment = optional ? raw.slice(0, -1) : raw
    if (segment.startsWith(':')) {
      const head = PARAM_HEAD.exec(segment)
      if (!head || !PARAM_NAME.test(head[1]!)) {
        const literal = '%3A' + segment.slice(1)
        return {
          code: 'RK302',
          detail: `"${segment}" is not a valid param. A param is ":" then a letter or "_", then letters, digits or "_", such as ":slug" or ":post_id"; a static suffix may follow, as in ":id.json". For a literal ":", write "${literal}".`,
        }
      }
      const rest = segment.slice(head[0].length)
      if (rest === '?' || rest.slice(rest.startsWith('?') ? 1 : 0).includes('?')) return _questionProblem(raw)
      if (seen.has(head[1]!))
        return { code: 'RK307', detail: `The param ":${head[1]}" appears twice. Give each param its own name.` }
      seen.add(head[1]!)
    } else if (segment.includes('?') || segment === '') {
      return _questionProblem(raw)
    }
  }
  if (optionals > MAX_OPTIONAL_SEGMENTS) {
    return {
      code: 'RK312',
      detail: `It has ${optionals} optional segments; at most ${MAX_OPTIONAL_SEGMENTS} are allowed. Each optional segment doubles the paths one route stands for (2^${optionals} = ${2 ** optionals} here), each matched and checked. Split it into routes with fewer optional segments.`,
    }
  }
  return null
}

function _questionProblem(raw: string): PathProblem {
  return {
    code: 'RK305',
    detail: `Its segment "${raw}" holds "?" where it makes nothing optional. "?" ends an optional segment ("en?", ":lang?") or follows a param before its suffix (":lang?.xml"). A path holds no query; for a literal "?", write "%3F".`,
  }
}
