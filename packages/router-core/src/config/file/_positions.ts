/**
 * From config paths to positions: finds a path's node in the parsed `yaml`
 * Document and turns its range into a line and column with SourceLines
 * (`source-lines.ts`), the one line counter, which code frames count with too.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair, type YAMLMap } from 'yaml'
import { FILE_START, type Locate, type Position } from '../diagnostics.js'
import type { SourceLines } from './source-lines.js'

type Segment = string | number

/** A mapping's pairs by key (the first of each), kept per mapping: a lookup is then one step, not one per key. */
type PairsOf = Map<YAMLMap, Map<string, Pair>>

function _pairs(node: YAMLMap, known: PairsOf): Map<string, Pair> {
  let pairs = known.get(node)
  if (!pairs) {
    pairs = new Map()
    for (const pair of node.items) {
      const key = pair.key
      const name = isScalar(key) ? key.value : key
      if (name !== null && typeof name !== 'object' && !pairs.has(String(name))) pairs.set(String(name), pair as Pair)
    }
    known.set(node, pairs)
  }
  return pairs
}

function _child(node: unknown, segment: Segment, known: PairsOf): { value: Node | null; key: Node | null } | undefined {
  if (isMap(node)) {
    const pair = _pairs(node, known).get(String(segment))
    if (!pair) return undefined
    return { value: (pair.value as Node | null) ?? null, key: isScalar(pair.key) ? pair.key : null }
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment]
    return item === undefined ? undefined : { value: (item as Node | null) ?? null, key: null }
  }
  return undefined
}

function _rangeOf(node: Node | null | undefined): [number, number] | null {
  if (!node || isPair(node)) return null
  const range = node.range
  return range ? [range[0], range[1]] : null
}

/**
 * Locates config paths in a parsed `yaml` Document. `locate` answers the
 * value node, or the nearest ancestor present (a missing field points at its
 * parent mapping); `locateKey` answers the key node of the last segment.
 * Paths do not go through aliases: they stop at the alias.
 */
export function createLocator(doc: Document, lines: SourceLines): { locate: Locate; locateKey: Locate } {
  const known: PairsOf = new Map()
  const walk = (path: readonly Segment[], wantKey: boolean): Position => {
    let node: unknown = doc.contents
    let best = _rangeOf(doc.contents as Node | null)
    for (let i = 0; i < path.length; i++) {
      if (isAlias(node)) break
      const next = _child(node, path[i]!, known)
      if (!next) break
      const last = i === path.length - 1
      const range = last && wantKey && next.key ? _rangeOf(next.key) : (_rangeOf(next.value) ?? _rangeOf(next.key))
      if (range) best = range
      node = next.value
    }
    return best ? lines.range(best[0], best[1]) : FILE_START
  }
  return {
    locate: (path) => walk(path, false),
    locateKey: (path) => walk(path, true),
  }
}
