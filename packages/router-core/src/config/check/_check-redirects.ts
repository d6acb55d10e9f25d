/**
 * Checks on redirects: targets that lead nowhere, cycles, long chains,
 * unsafe external targets, duplicates and shadowed routes. Where a redirect
 * leads is asked of resolve(), so these checks and the runtime never
 * disagree about the rules.
 */
import { diagnostic, messages } from '../codes.js'
import { referTo, type Diagnostic, type Locate } from '../diagnostics.js'
import type { RouteDef, RoutesConfig } from '../file/schema.js'
import {
  browserPathname,
  decodedSegments,
  httpOrigin,
  isExternalTarget,
  normalizePathname,
  splitPath,
} from '../match/paths.js'
import {
  nextNodes,
  matchTree,
  patternTree,
  type Leaf,
  type Node,
  type PatternTree,
  type RouteTree,
} from '../match/route-tree.js'
import { branchesOf, fold } from '../match/route-pattern.js'
import { routeTreeOf } from '../match/route-branches.js'
import { resolve } from '../resolve.js'
import { _withoutLocales } from '../i18n.js'
import { findPathProblem } from '../match/path-syntax.js'
import { findCharacterProblem } from '../match/path-characters.js'
import { suggest } from '../suggest.js'
import { followRedirects } from '../follow-redirects.js'
import { MAX_REDIRECTS, redirectKey } from '../redirect-chain.js'

// The checks' questions to a tree (route-tree.ts), here and not there: the browser bundle carries that file whole.

/** Every leaf the tree keeps that matches `segments`, not only the best: for the checks, which ask which sources match a path. */
function _matchingLeaves(tree: RouteTree, segments: readonly string[]): Leaf[] {
  const out: Leaf[] = []
  const folded = tree.folds ? segments.map(fold) : segments
  const visit = (node: Node, i: number): void => {
    if (node.splat) out.push(node.splat)
    if (node.below && i < segments.length) out.push(node.below)
    if (i === segments.length) {
      if (node.end) out.push(node.end)
      return
    }
    nextNodes(node, segments[i]!, folded[i]!, true, (next) => visit(next, i + 1))
  }
  visit(tree.root, 0)
  return out
}

/**
 * The leaves of branches longer than `segments` whose first segments match them, as a visited path's would
 * (`staticOnly`: through static text alone, so `/:lang/a` is not under `/docs`): what lies under a folder.
 */
function _leavesUnder(tree: RouteTree, segments: readonly string[], staticOnly: boolean): Leaf[] {
  const out: Leaf[] = []
  const folded = segments.map(fold)
  const all = (node: Node): void => {
    for (const leaf of [node.end, node.splat, node.below]) if (leaf) out.push(leaf)
    for (const next of _children(node)) all(next)
  }
  const visit = (node: Node, i: number): void => {
    if (i < segments.length) return nextNodes(node, segments[i]!, folded[i]!, !staticOnly, (next) => visit(next, i + 1))
    for (const leaf of [node.splat, node.below]) if (leaf) out.push(leaf)
    for (const next of _children(node)) all(next)
  }
  visit(tree.root, 0)
  return out
}

function _children(node: Node): Node[] {
  return [
    ...(node.exact?.values() ?? []),
    ...(node.folded?.values() ?? []),
    ...(node.suffixes ?? []).map((e) => e.node),
    ...(node.param ? [node.param] : []),
  ]
}

/** A chain longer than this many hops gets a warning (RK503). */
export const LONG_CHAIN_HOPS = 5

type Walk =
  /** `last` is the path it ends on. */
  | { kind: 'end'; hops: number; outcome: 'ok' | 'unknown-path' | 'param-rule'; last: string }
  | { kind: 'cycle'; cycle: string[] }
  /** Still redirecting after every redirect of the file could have been passed once (see _Follower); `last` is where it gave up. */
  | { kind: 'too-long'; limit: number; last: string }
  /** The same, with a path longer than where it started: a splat that feeds itself, reported at the splat (RK501). */
  | { kind: 'grows' }

/**
 * Follows redirects from a path with resolve() and followRedirects(),
 * remembering where every path it has seen ends.
 *
 * A visitor's walk stops at MAX_REDIRECTS; these checks measure the file's
 * chains (RK503 gives their length), so they follow as far as the file can
 * lead without a splat feeding itself: one hop per redirect, plus
 * MAX_REDIRECTS for splats that shorten the path. A walk still redirecting
 * then is one that grows (RK501 at the splat), or is reported as that long.
 */
class _Follower {
  private readonly memo = new Map<string, Walk>()
  private readonly config: RoutesConfig
  private readonly limit: number
  // routes.yaml's paths are written without prefix and mean the same in every locale: follow them as written.
  constructor(config: RoutesConfig) {
    this.config = _withoutLocales(config)
    this.limit = config.redirects.length + MAX_REDIRECTS
  }

  /** The next path a visitor is sent to from `path`, or the outcome when it stops there. */
  step(path: string): { to: string } | { end: Walk } {
    const r = resolve(this.config, path, { maintenance: false })
    if (r.kind === 'redirect' && r.reason === 'redirect')
      return { to: normalizePathname(splitPath(r.to).pathname || '/') }
    if (r.kind === 'not-found')
      return {
        end: { kind: 'end', hops: 0, outcome: r.reason === 'param-rule' ? 'param-rule' : 'unknown-path', last: path },
      }
    return { end: { kind: 'end', hops: 0, outcome: 'ok', last: path } } // a page, or a full navigation to another site
  }

  /** The `from` of the redirect resolve() takes for `path`, if one does. */
  redirectOf(path: string): string | undefined {
    const step = resolve(this.config, path, { maintenance: false }).steps.find((s) => s.rule === 'redirect')
    return step?.rule === 'redirect' ? step.from : undefined
  }

  /** Where a visitor who arrives at `start` ends up, and after how many redirects. */
  follow(start: string): Walk {
    const walk = followRedirects(
      start,
      (path) => {
        const known = this.memo.get(redirectKey(path))
        return known ? { end: known } : this.step(path)
      },
      this.limit,
    )
    const { paths } = walk
    let stop: Walk // the outcome at the last path, where following stopped
    if (walk.kind === 'end') stop = walk.end
    else if (walk.kind === 'loop') stop = { kind: 'cycle', cycle: paths.slice(walk.from) }
    else
      stop = walk.to.length > start.length ? { kind: 'grows' } : { kind: 'too-long', limit: this.limit, last: walk.to }
    // Each path is one more hop away from the stop than the next; the last path is where it applies.
    const last = walk.kind === 'end' ? paths.length - 1 : paths.length
    for (let j = 0; j < paths.length; j++) {
      const key = redirectKey(paths[j]!)
      if (!this.memo.has(key)) this.memo.set(key, stop.kind === 'end' ? { ...stop, hops: stop.hops + last - j } : stop)
    }
    return this.memo.get(redirectKey(start))!
  }

  /** The paths of a chain, for a message: up to `limit` redirects from `start`. */
  trace(start: string, limit: number): string[] {
    const walk = followRedirects(start, (path) => this.step(path), limit)
    return walk.kind === 'end' ? walk.paths : [...walk.paths, walk.to]
  }
}

/**
 * What the reports need of each cycle, worked out once per cycle (the walks
 * of every redirect in or into it share one `cycle` array), so a cycle of n
 * redirects costs about n steps, not n² (issue 41).
 */
class _Cycles {
  private readonly known = new Map<readonly string[], { id: string; first: Map<Leaf, number> }>()
  constructor(private readonly sources: PatternTree) {}

  private of(cycle: readonly string[]): { id: string; first: Map<Leaf, number> } {
    let info = this.known.get(cycle)
    if (!info) {
      // Where in the cycle each redirect source (its leaf in the sources' tree, route-tree.ts) first matches a path.
      const first = new Map<Leaf, number>()
      cycle.forEach((path, j) => {
        const segments = decodedSegments(browserPathname(path))
        if (segments === null) return
        for (const leaf of _matchingLeaves(this.sources, segments)) if (!first.has(leaf)) first.set(leaf, j)
      })
      info = { id: [...cycle].sort().join('\n'), first }
      this.known.set(cycle, info)
    }
    return info
  }

  /** One text per cycle, however it is entered and wherever it starts. */
  id(cycle: readonly string[]): string {
    return this.of(cycle).id
  }

  /** The first path of `cycle` that a redirect source matches (as matchPattern()), -1 for none. `leaf`: the source's leaf. */
  own(cycle: readonly string[], leaf: Leaf | undefined): number {
    return leaf === undefined ? -1 : (this.of(cycle).first.get(leaf) ?? -1)
  }
}

/**
 * The decoded segments of a redirect path before its final `/*`, read by the routes' parser (branchesOf()), or null
 * when it is not plain static text (validate reports that elsewhere).
 */
function _segmentsOf(path: string): string[] | null {
  const branches = branchesOf(path)
  if (branches?.length !== 1) return null
  const out: string[] = []
  for (const s of branches[0]!.segments) {
    if (s.kind === 'static') out.push(s.text)
    else if (s.kind !== 'splat') return null
  }
  return out
}

/** Is some route or redirect source below the prefix `segments` (of `/new/*`)? A param takes any segment, as for a visitor. */
function _anythingUnder(routes: RouteTree, sources: PatternTree, segments: readonly string[]): boolean {
  return _leavesUnder(routes, segments, false).length > 0 || _leavesUnder(sources, segments, false).length > 0
}

/** A segment no route names: what a splat redirect carries over, in the walk that looks for loops through it. */
const _PROBE = '~routekit-probe~'

/**
 * Follows a visitor below a splat redirect's `from` (`/a/*`) with a probe for
 * the rest: `/a/* -> /b/*` with `/b/* -> /a/*` comes back to where it started,
 * and `/a/* -> /a/b/*` grows the path for ever. Both are loops (RK501); the
 * message shows the rest as `*`.
 */
function _checkSplatLoop(
  from: string,
  leaf: Leaf | undefined,
  follower: _Follower,
  cycles: _Cycles,
  cyclesSeen: Set<string>,
  report: (message: string) => void,
): void {
  const start = from.slice(0, -1) + _PROBE
  const shown = (p: string) => p.replace(_PROBE, '*')
  const walk = follower.follow(start)
  if (walk.kind === 'cycle') {
    const id = cycles.id(walk.cycle)
    if (cyclesSeen.has(id)) return
    cyclesSeen.add(id)
    const own = Math.max(0, cycles.own(walk.cycle, leaf))
    report(messages.redirectCycle([...walk.cycle.slice(own), ...walk.cycle.slice(0, own)].map(shown)))
  } else if (walk.kind === 'grows' || walk.kind === 'too-long') {
    // Still redirecting without coming back: the rest grows for ever (browsers give up after 20).
    report(messages.redirectGrows(from, follower.trace(start, 3).map(shown)))
  }
}

/** See the file comment; one diagnostic per problem, at the offending field. */
export function checkRedirects(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  const at = (i: number, field: 'from' | 'to') => ({
    pos: locate(['redirects', i, field]),
    path: `redirects.${i}.${field}`,
  })
  const follower = new _Follower(config)
  if (config.redirects.length === 0) return out
  // The redirect sources in the tree resolve() matches them in (route-tree.ts), and the routes in theirs.
  const sources = patternTree(config.redirects.map((r) => r.from))
  const cycles = new _Cycles(sources)
  let routeTree: RouteTree | undefined // built once, on first use
  const routes = () => (routeTree ??= routeTreeOf(config))
  // The static route an exact source takes from a visitor (resolve() picks it for that path): it shadows it.
  const staticRoute = (segments: readonly string[]): RouteDef | undefined => {
    const leaf = matchTree(routes(), segments)
    return leaf && leaf.segments.every((s) => s.kind === 'static') ? config.routes[leaf.route] : undefined
  }
  const routePaths = () => config.routes.map((r) => r.path)
  // The first route, in file order, with a branch below a prefix's static segments: a prefix redirect shadows it.
  const firstBelow = (segments: readonly string[]): RouteDef | undefined => {
    const below = _leavesUnder(routes(), segments, true)
    return below.length === 0 ? undefined : config.routes[Math.min(...below.map((leaf) => leaf.route))]
  }
  const firstFrom = new Map<string, number>()
  let firstOfSource: Map<string, number> | undefined // each source as written, to the first redirect with it
  const targets: string[] = []
  const walks = new Map<number, { target: string; walk: Walk }>()
  const cyclesSeen = new Set<string>()

  config.redirects.forEach((r, i) => {
    const prefix = r.from.endsWith('/*')
    if (isExternalTarget(r.to)) {
      if (httpOrigin(r.to) === null)
        out.push(diagnostic('RK502', messages.externalNotHttp(r.from, r.to), at(i, 'to').pos, at(i, 'to').path))
    }
    if (findPathProblem(r.from, 'pattern') ?? findCharacterProblem(r.from, 'pattern')) return // reported by checkPathSyntax
    const key = prefix ? r.from : normalizePathname(r.from)
    const first = firstFrom.get(key)
    if (first !== undefined) {
      out.push(
        diagnostic(
          'RK505',
          messages.duplicateRedirect(r.from, referTo(locate, ['redirects', first, 'from'])),
          at(i, 'from').pos,
          at(i, 'from').path,
        ),
      )
      return
    }
    firstFrom.set(key, i)
    // An earlier redirect that matches every path this one matches takes them all (RK507): ask resolve() for one of
    // its paths, a segment no route names below a prefix. An earlier prefix covers all of a prefix's paths or none.
    const by = follower.redirectOf(prefix ? r.from.slice(0, -1) + _PROBE : r.from)
    if (by !== undefined && by !== r.from) {
      if (!firstOfSource) {
        firstOfSource = new Map()
        config.redirects.forEach((other, j) => {
          if (!firstOfSource!.has(other.from)) firstOfSource!.set(other.from, j)
        })
      }
      const first = firstOfSource.get(by)!
      const message = messages.unreachableRedirect(r.from, {
        from: by,
        where: referTo(locate, ['redirects', first, 'from']),
      })
      out.push(diagnostic('RK507', message, at(i, 'from').pos, at(i, 'from').path))
    }
    const segments = _segmentsOf(r.from)
    const shadowed = segments === null ? undefined : prefix ? firstBelow(segments) : staticRoute(segments)
    if (shadowed)
      out.push(diagnostic('RK504', messages.shadowsRoute(r.from, shadowed), at(i, 'from').pos, at(i, 'from').path))

    if (isExternalTarget(r.to) || (findPathProblem(r.to, 'target') ?? findCharacterProblem(r.to, 'target'))) return
    if (r.to.endsWith('/*')) {
      if (!prefix)
        out.push(diagnostic('RK506', messages.splatWithoutPrefix(r.from, r.to), at(i, 'to').pos, at(i, 'to').path))
      else if (!_anythingUnder(routes(), sources, _segmentsOf(r.to) ?? [])) {
        const why = `no route or redirect lies under ${r.to.slice(0, -1)}`
        out.push(
          diagnostic(
            'RK500',
            messages.redirectNowhere(r.from, r.to, why, undefined),
            at(i, 'to').pos,
            at(i, 'to').path,
          ),
        )
      }
      if (prefix)
        _checkSplatLoop(r.from, sources.bySource[i], follower, cycles, cyclesSeen, (message) =>
          out.push(diagnostic('RK501', message, at(i, 'from').pos, at(i, 'from').path)),
        )
      return
    }
    const target = normalizePathname(r.to)
    targets.push(target)
    const walk = follower.follow(target)
    walks.set(i, { target, walk })
    if (walk.kind === 'end' && walk.hops === 0 && walk.outcome !== 'ok') {
      const why =
        walk.outcome === 'param-rule'
          ? `${r.to} matches a route with params, but fails its param rule`
          : `no route or redirect matches ${r.to}`
      const close = () => (walk.outcome === 'unknown-path' ? suggest(r.to, routePaths()) : undefined)
      const message = () => messages.redirectNowhere(r.from, r.to, why, close(), walk.outcome === 'param-rule')
      out.push(diagnostic('RK500', message, at(i, 'to').pos, at(i, 'to').path))
    }
    if (walk.kind === 'cycle') {
      // Report each cycle once, at the first redirect that is part of it.
      const id = cycles.id(walk.cycle)
      const own = cyclesSeen.has(id) ? -1 : cycles.own(walk.cycle, sources.bySource[i])
      if (own !== -1) {
        cyclesSeen.add(id)
        const cycle = [...walk.cycle.slice(own), ...walk.cycle.slice(0, own)]
        out.push(diagnostic('RK501', messages.redirectCycle(cycle), at(i, 'from').pos, at(i, 'from').path))
      }
    }
  })

  // A long chain is reported once, at its head: a redirect no other redirect leads to.
  let ledTo: Set<Leaf> | undefined // the redirect sources (their leaves, see patternTree()) some target matches
  for (const [i, { target, walk }] of walks) {
    if (walk.kind === 'cycle' || walk.kind === 'grows' || (walk.kind === 'end' && walk.hops + 1 <= LONG_CHAIN_HOPS))
      continue
    if (!ledTo) {
      ledTo = new Set()
      for (const t of targets) {
        const segments = decodedSegments(browserPathname(t))
        if (segments !== null) for (const leaf of _matchingLeaves(sources, segments)) ledTo.add(leaf)
      }
    }
    const leaf = sources.bySource[i]
    if (leaf !== undefined && ledTo.has(leaf)) continue
    const from = config.redirects[i]!.from
    const hops = walk.kind === 'end' ? walk.hops + 1 : walk.limit
    // The message shows the first paths and the last: a long chain is not traced in full.
    const length = walk.kind === 'end' ? hops + 1 : Infinity
    const start = [from, ...follower.trace(target, length > 5 ? 1 : hops)]
    const count = walk.kind === 'end' ? String(hops) : `more than ${walk.limit}`
    out.push(
      diagnostic('RK503', messages.longChain(count, start, walk.last, length), at(i, 'from').pos, at(i, 'from').path),
    )
  }
  return out
}
