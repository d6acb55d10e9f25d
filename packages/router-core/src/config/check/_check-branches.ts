/**
 * What the route tree's ranking makes of a table: a route whose optional
 * segments stand for a path another route declares (RK411), and a route that
 * can never answer because a route ranked before it matches everything it
 * matches (RK410). They read the branches resolve() ranks (route-tree.ts),
 * so the answer they predict is resolve()'s.
 */
import { diagnostic, messages } from '../codes.js'
import { referTo, type Diagnostic, type Locate } from '../diagnostics.js'
import type { RoutesConfig } from '../file/schema.js'
import { routeShapeKey } from '../match/route-keys.js'
import { findPathProblem } from '../match/path-syntax.js'
import { branchKey, pathOf } from '../match/route-keys.js'
import { buildTree, type Leaf, type Node, type RouteTree } from '../match/route-tree.js'
import { fold, type Segment } from '../match/route-pattern.js'
import { routeOrder } from '../match/route-order.js'

interface _Ranked extends Leaf {
  key: string
  caseSensitive: boolean
  score: number
  variant: number
}

/** RK411 and RK410, on the routes whose paths are valid; RK400 speaks for routes of one shape. */
export function checkBranches(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const sensitive = config.caseSensitive ?? true
  const indices: number[] = []
  const shapes = new Set<string>()
  config.routes.forEach((route, i) => {
    const problem = findPathProblem(route.path, 'route')
    const shape = routeShapeKey(route.path)
    // A duplicate shape is RK400's; an invalid path is checkPathSyntax's.
    if ((problem && problem.code !== 'RK303') || shape === null || shapes.has(shape)) return
    shapes.add(shape)
    indices.push(i)
  })
  const order = routeOrder(config)
  const tree = buildTree(
    indices.map((i) => ({
      path: config.routes[i]!.path,
      caseSensitive: config.routes[i]!.caseSensitive ?? sensitive,
      order: order[i],
    })),
  )
  const leaves = tree.leaves as _Ranked[]
  for (const leaf of leaves) leaf.key = branchKey(leaf.segments, leaf.caseSensitive)
  const routeOf = (leaf: Leaf) => indices[leaf.route]!
  const out: Diagnostic[] = []
  const flagged = new Set<number>()
  const at = (i: number) => ({ pos: locate(['routes', i, 'path']), path: `routes.${i}.path` })

  // RK411: a branch without one of its optional segments has the key of another route's branch.
  const byKey = new Map<string, _Ranked>()
  for (const leaf of [...leaves].sort((a, b) => a.route - b.route || a.variant - b.variant)) {
    const first = byKey.get(leaf.key)
    if (!first) byKey.set(leaf.key, leaf)
    else if (first.route !== leaf.route) {
      const optional = leaf.variant > 0 ? leaf : first
      const other = optional === leaf ? first : leaf
      const i = routeOf(optional)
      if (flagged.has(i)) continue
      flagged.add(i)
      const winner = leaf.rank < first.rank ? leaf : first
      const o = config.routes[routeOf(other)]!
      const route = config.routes[i]!
      const where = referTo(locate, ['routes', routeOf(other), 'path'])
      const { pos, path } = at(i)
      out.push(
        diagnostic(
          'RK411',
          messages.optionalDuplicate(
            route,
            pathOf(optional.segments),
            { ...o, where },
            config.routes[routeOf(winner)]!.name,
          ),
          pos,
          path,
        ),
      )
    }
  }

  // RK410: every branch of a route is matched first by one branch of another route.
  const branches = new Map<number, _Ranked[]>()
  for (const leaf of leaves) {
    const own = branches.get(leaf.route)
    if (own) own.push(leaf)
    else branches.set(leaf.route, [leaf])
  }
  for (const [route, own] of branches) {
    const i = indices[route]!
    if (flagged.has(i)) continue
    let by: _Ranked | undefined
    for (const b of own) {
      let best: _Ranked | undefined
      for (const a of coveringLeaves(tree, b.segments, b.caseSensitive) as _Ranked[]) {
        if (a.rank < b.rank && a.route !== route && a.key !== b.key && (!best || a.rank < best.rank)) best = a
      }
      if (!best) {
        by = undefined
        break
      }
      by ??= best
    }
    if (!by) continue
    const winner = config.routes[routeOf(by)]!
    const where = referTo(locate, ['routes', routeOf(by), 'path'])
    const alike = by.score === own[0]!.score
    const { pos, path } = at(i)
    out.push(diagnostic('RK410', messages.unreachable(config.routes[i]!, { ...winner, where }, alike), pos, path))
  }
  return out
}

/**
 * Every leaf that matches at least all the paths `segments` matches (the checks' RK410): the same walk as
 * matchTree(), with a branch's segments for the visited ones, following only the edges that take every value
 * the segment can have.
 */
function coveringLeaves(tree: RouteTree, segments: readonly Segment[], caseSensitive: boolean): Leaf[] {
  const out: Leaf[] = []
  const walk = (node: Node, i: number): void => {
    if (node.splat) out.push(node.splat)
    if (i === segments.length) {
      if (node.end) out.push(node.end)
      return
    }
    const s = segments[i]!
    if (s.kind === 'splat') return // only a splat takes every rest
    if (node.param) walk(node.param, i + 1)
    if (s.kind === 'static') {
      const exact = caseSensitive ? node.exact?.get(s.text) : undefined
      if (exact) walk(exact, i + 1)
      const folded = node.folded?.get(fold(s.text))
      if (folded) walk(folded, i + 1)
    }
    for (const e of node.suffixes ?? []) {
      // A case-sensitive edge cannot take a segment that comes in every case.
      if (e.caseSensitive && !caseSensitive) continue
      const t = (text: string) => (e.caseSensitive ? text : fold(text))
      const covers =
        s.kind === 'static'
          ? t(s.text).endsWith(e.suffix) && (e.optional || s.text.length > e.suffix.length)
          : s.kind === 'suffix' &&
            t(s.suffix).endsWith(e.suffix) &&
            (e.optional || !s.optional || s.suffix.length > e.suffix.length)
      if (covers) walk(e.node, i + 1)
    }
  }
  walk(tree.root, 0)
  return out
}
