/**
 * React Router 7's path language, read once. A route path becomes its
 * branches: one per way of leaving out its optional segments, in the order
 * React Router's explodeOptionalSegments() lists them, each with React
 * Router's score (computeScore()). The route tree (route-tree.ts) and the
 * checks read these; nothing else parses a route path.
 */
export type Segment =
  /** Decoded once and NFC-normalised: how resolve() compares a visited segment. */
  | { kind: 'static'; text: string }
  | { kind: 'param'; name: string }
  /** `:id.json` (value non-empty) or `:lang?.xml` (value may be empty): a param, then a static suffix in one segment. */
  | { kind: 'suffix'; name: string; suffix: string; optional: boolean }
  /** A final `*`: the rest of the path, the param `*`. */
  | { kind: 'splat' }

export interface Branch {
  segments: Segment[]
  /** React Router's computeScore() of this branch: static 10, param 3, a splat costs 2. */
  score: number
  /** Position in the route's explosion (0: every optional segment present). */
  variant: number
}

/** `:name` as React Router's compilePath() reads it; routekit holds the name to its own rule (RK302). */
export const PARAM_HEAD = /^:([\w-]+)/
/** A param name routekit accepts: a letter or `_`, then letters, digits or `_`. */
export const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The most optional segments one path may hold: a path stands for 2^n branches, each matched and checked. */
export const MAX_OPTIONAL_SEGMENTS = 4

/** The raw segments of a route path, its trailing slash dropped: `/a/:b?` -> ['a', ':b?']. */
export function rawSegments(path: string): string[] {
  // normalizePathname(), written out: paths.ts builds its keys from this module.
  const p = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path
  return p === '/' ? [] : p.split('/').slice(1)
}

/** True when a raw segment is optional as React Router reads it: it ends in `?`. */
export function isOptional(raw: string): boolean {
  return raw.length > 1 && raw.endsWith('?')
}

/** One segment, already without its optional mark; null when an escape in it cannot be decoded. */
export function readSegment(raw: string): Segment | null {
  if (raw === '*') return { kind: 'splat' }
  const head = PARAM_HEAD.exec(raw)
  if (head) {
    const rest = raw.slice(head[0].length)
    if (rest === '') return { kind: 'param', name: head[1]! }
    const optional = rest.startsWith('?')
    const suffix = _decode(optional ? rest.slice(1) : rest)
    return suffix === null ? null : { kind: 'suffix', name: head[1]!, suffix, optional }
  }
  const text = _decode(raw)
  return text === null ? null : { kind: 'static', text }
}

function _decode(raw: string): string | null {
  try {
    const text = raw.includes('%') ? decodeURIComponent(raw) : raw
    // eslint-disable-next-line no-control-regex
    return /^[\u0000-\u007f]*$/.test(text) ? text : text.normalize('NFC')
  } catch {
    return null
  }
}

/**
 * Every branch of a route path, in React Router's order: for each way to fill
 * the segments after an optional one, first with it, then without it.
 * Null when a segment cannot be decoded (RK310): such a route never matches.
 *
 * @example branchesOf('/:lang?/about') // [/:lang/about (score 17), /about (score 13)]
 */
export function branchesOf(path: string): Branch[] | null {
  const raw = rawSegments(path)
  const read: Array<{ segment: Segment; optional: boolean }> = []
  for (const s of raw) {
    const optional = isOptional(s)
    const segment = readSegment(optional ? s.slice(0, -1) : s)
    if (segment === null) return null
    read.push({ segment, optional })
  }
  const lists = _explode(read, 0)
  return lists.map((segments, variant) => ({ segments, score: scoreOf(segments), variant }))
}

function _explode(read: ReadonlyArray<{ segment: Segment; optional: boolean }>, from: number): Segment[][] {
  if (from === read.length) return [[]]
  const rest = _explode(read, from + 1)
  const { segment, optional } = read[from]!
  const out = rest.map((r) => [segment, ...r])
  return optional ? out.concat(rest) : out
}

/** React Router's computeScore() on the branch's path: its segments (the leading '' included), +10 static, +3 param, +1 empty, -2 splat. */
export function scoreOf(segments: readonly Segment[]): number {
  if (segments.length === 0) return 4 // '/': two empty segments
  let score = segments.length + 1 + 1
  for (const s of segments) score += s.kind === 'splat' ? -2 : s.kind === 'param' ? 3 : 10
  return score
}

/**
 * Case folding as a case-insensitive JavaScript RegExp without the `u` flag
 * compares (the spec's Canonicalize): each code unit upper-cased, unless
 * that gives several units or turns a non-ASCII unit into ASCII. React
 * Router's matcher is such a RegExp, so this is how it compares case.
 */
export function fold(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(s)) return s.toUpperCase()
  let out = ''
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!
    const up = ch.toUpperCase()
    out += up.length !== 1 || (ch.charCodeAt(0) >= 128 && up.charCodeAt(0) < 128) ? ch : up
  }
  return out
}

/**
 * The names of the params in a route path, in order: `/a/:x/:y` -> ['x', 'y']. Here, beside PARAM_HEAD, and not in
 * path-syntax.ts: resolve() needs it in the browser, and the validator's messages must not come along.
 */
export function paramNames(path: string): string[] {
  const names: string[] = []
  for (const segment of path.split('/')) {
    const match = PARAM_HEAD.exec(segment)
    if (match) names.push(match[1]!)
  }
  return names
}
