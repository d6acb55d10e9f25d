/**
 * The one ranked structure resolve() matches routes in, built once per
 * config. Every branch of every route (route-pattern.ts) is ranked as React
 * Router's rankRouteBranches() ranks them (score, then the route's place in
 * the React Router tree createRoutes() builds (route-order.ts), then the
 * branch's place in its route's explosion), then put in a segment tree, as
 * TanStack Router's new-process-route-tree.ts does. A visited path walks the
 * tree once; each node knows the best rank below it, so a walk stops as soon
 * as nothing below can beat what it found.
 *
 * Redirect sources and maintenance `allow` entries go in a second tree built
 * the same way from the same parser (patternTree()), as TanStack Router keeps
 * its route masks: ranked by their place in the file, and a final `/*`
 * matches the paths below its prefix, not the prefix itself.
 */
import { branchesOf, fold, type Segment } from './route-pattern.js'

export interface Leaf {
  /** 0 is the best: the order React Router would try branches in. */
  rank: number
  /** Index in config.routes. */
  route: number
  segments: readonly Segment[]
}

interface SuffixEdge {
  suffix: string
  optional: boolean
  caseSensitive: boolean
  node: Node
}

export interface Node {
  /** Best rank of any leaf at or below this node. */
  min: number
  exact?: Map<string, Node>
  /** Static segments of case-insensitive routes, by fold(). */
  folded?: Map<string, Node>
  suffixes?: SuffixEdge[]
  param?: Node
  end?: Leaf
  /** A splat branch whose segments before `*` end here: it matches the rest, whatever it is (also nothing). */
  splat?: Leaf
  /** A pattern's final `/*` (patternTree()) after the segments that end here: it matches a rest of one segment or more. */
  below?: Leaf
}

export interface RouteTree {
  root: Node
  /** True when a node holds a folded map: only then are visited segments folded. */
  folds: boolean
  leaves: Leaf[]
}

/**
 * Builds the tree for `paths`, each with its case sensitivity and its place among routes of equal rank (`order`,
 * routeOrder(); its index in `routes` when left out); a path whose escapes cannot be decoded has no branch.
 */
export function buildTree(
  routes: ReadonlyArray<{ path: string; caseSensitive: boolean; order?: number | undefined }>,
): RouteTree {
  const all: Array<Leaf & { score: number; variant: number; caseSensitive: boolean; order: number }> = []
  routes.forEach((r, route) => {
    for (const b of branchesOf(r.path) ?? [])
      all.push({
        rank: 0,
        route,
        segments: b.segments,
        score: b.score,
        variant: b.variant,
        caseSensitive: r.caseSensitive,
        order: r.order ?? route,
      })
  })
  all.sort((a, b) => b.score - a.score || a.order - b.order || a.variant - b.variant)
  const root: Node = { min: Infinity }
  let folds = false
  all.forEach((leaf, rank) => {
    leaf.rank = rank
    _insert(root, leaf, leaf.caseSensitive, 'splat')
    if (!leaf.caseSensitive) folds = true
  })
  return { root, folds, leaves: all }
}

export interface PatternTree extends RouteTree {
  /** Per source, the leaf that answers for it: its own, or that of an earlier source of the same segments; none for one that never matches. */
  bySource: Array<Leaf | undefined>
}

/**
 * The tree of redirect sources or `allow` entries, read by the routes' parser (branchesOf()): an exact path, or a
 * prefix ending in `/*` that matches the paths below it (`/docs/*` matches `/docs/a`, not `/docs`). Static text
 * compares case by case, decoded once. A leaf's rank is its source's index, so matchTree() gives the first source in
 * list order that matches; a source whose escapes cannot be decoded never matches.
 */
export function patternTree(sources: readonly string[]): PatternTree {
  const root: Node = { min: Infinity }
  const leaves: Leaf[] = []
  const bySource = sources.map((source, rank) => {
    let first: Leaf | undefined
    for (const b of branchesOf(source) ?? []) {
      const leaf: Leaf = { rank, route: rank, segments: b.segments }
      leaves.push(leaf)
      first ??= _insert(root, leaf, true, 'below')
    }
    return first
  })
  return { root, folds: false, leaves, bySource }
}

/** Puts `leaf` in the tree below `root` and returns the leaf its node keeps (the first to end there). Leaves arrive best first. */
function _insert(root: Node, leaf: Leaf, caseSensitive: boolean, star: 'splat' | 'below'): Leaf {
  // The first leaf to pass through a node sets its best rank.
  let node = root
  if (node.min === Infinity) node.min = leaf.rank
  for (const s of leaf.segments) {
    if (s.kind === 'splat') break
    node = _child(node, s, caseSensitive, leaf.rank)
  }
  const last = leaf.segments[leaf.segments.length - 1]
  if (last?.kind !== 'splat') return (node.end ??= leaf)
  return star === 'splat' ? (node.splat ??= leaf) : (node.below ??= leaf)
}

function _child(node: Node, s: Exclude<Segment, { kind: 'splat' }>, caseSensitive: boolean, rank: number): Node {
  const fresh = (): Node => ({ min: rank })
  if (s.kind === 'param') return (node.param ??= fresh())
  if (s.kind === 'static') {
    const map = caseSensitive ? (node.exact ??= new Map()) : (node.folded ??= new Map())
    const key = caseSensitive ? s.text : fold(s.text)
    let next = map.get(key)
    if (!next) map.set(key, (next = fresh()))
    return next
  }
  const suffix = caseSensitive ? s.suffix : fold(s.suffix)
  const edges = (node.suffixes ??= [])
  let edge = edges.find((e) => e.suffix === suffix && e.optional === s.optional && e.caseSensitive === caseSensitive)
  if (!edge) edges.push((edge = { suffix, optional: s.optional, caseSensitive, node: fresh() }))
  return edge.node
}

/** The best-ranked leaf matching `segments` (decoded once, as resolve() reads a path), or null. */
export function matchTree(tree: RouteTree, segments: readonly string[]): Leaf | null {
  const walk: _Walk = { segments, folded: tree.folds ? segments.map(fold) : segments, best: null }
  _walk(tree.root, 0, walk)
  return walk.best
}

interface _Walk {
  segments: readonly string[]
  folded: readonly string[]
  best: Leaf | null
}

function _walk(node: Node, i: number, w: _Walk): void {
  if (w.best !== null && node.min >= w.best.rank) return
  if (node.splat && (w.best === null || node.splat.rank < w.best.rank)) w.best = node.splat
  if (node.below && i < w.segments.length && (w.best === null || node.below.rank < w.best.rank)) w.best = node.below
  if (i === w.segments.length) {
    if (node.end && (w.best === null || node.end.rank < w.best.rank)) w.best = node.end
    return
  }
  nextNodes(node, w.segments[i]!, w.folded[i]!, true, (next) => _walk(next, i + 1, w))
}

/** Calls `go` with each child of `node` (matchTree(), and the redirect checks' queries) a visited segment `got` (`folded`: fold(got)) leads to; params and suffixes when `dynamic`. */
export function nextNodes(node: Node, got: string, folded: string, dynamic: boolean, go: (next: Node) => void): void {
  const exact = node.exact?.get(got)
  if (exact) go(exact)
  const fold = node.folded?.get(folded)
  if (fold) go(fold)
  if (!dynamic) return
  for (const e of node.suffixes ?? []) {
    const text = e.caseSensitive ? got : folded
    if (text.endsWith(e.suffix) && (e.optional || text.length > e.suffix.length)) go(e.node)
  }
  // Segments of a visited path are never empty (browserPathname() merges slashes): a param takes any but ''.
  if (node.param && got !== '') go(node.param)
}

/** The params of `leaf` for the visited `segments`, as React Router's matchPath() gives them (an empty optional value is left out). */
export function paramsOf(leaf: Leaf, segments: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {}
  leaf.segments.forEach((s, i) => {
    if (s.kind === 'param') params[s.name] = segments[i]!
    else if (s.kind === 'suffix') {
      const value = segments[i]!.slice(0, segments[i]!.length - s.suffix.length)
      if (value !== '') params[s.name] = value
    } else if (s.kind === 'splat') params['*'] = segments.slice(i).join('/')
  })
  return params
}

/** What a pattern's final `/*` matched in `pathname` (as resolve() read it), as the URL wrote it; '' for an exact pattern. */
export function restOf(leaf: Leaf, pathname: string): string {
  return leaf.segments[leaf.segments.length - 1]?.kind === 'splat'
    ? pathname.split('/').slice(leaf.segments.length).join('/')
    : ''
}
