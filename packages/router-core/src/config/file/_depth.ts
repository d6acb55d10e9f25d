/**
 * How deeply routes.yaml nests, in two steps. Before parsing: an upper bound
 * on how deeply a YAML source nests, found in one linear scan. It may
 * overestimate (a "[" inside a string counts), never underestimate, which is
 * what a guard in front of a recursive parser needs.
 *
 * - Flow: every "[" or "{" opens a level until its "]" or "}".
 * - Block: a nested block collection starts at a column at or right of its
 *   parent's, and only a list under a key shares its parent's column, so a
 *   node that starts at column c is at most 2 * (c + 1) levels deep. Block
 *   nodes of a line start within its indentation and its run of "- ", "? "
 *   and ": " indicators, plus one implicit key.
 *
 * After parsing: the exact depth of the document's collections, so that the
 * limit (MAX_DEPTH) is the same for every file the first step lets through.
 */
import { isMap, isPair, isSeq, type Document, type Node } from 'yaml'

function _isIndicator(source: string, i: number): boolean {
  const ch = source.charCodeAt(i)
  if (ch !== 45 /* - */ && ch !== 63 /* ? */ && ch !== 58 /* : */) return false
  const next = source.charCodeAt(i + 1)
  return Number.isNaN(next) || next === 32 || next === 9 || next === 10 || next === 13
}

/**
 * The offset where the bound first passes `limit`, or -1 when it never does.
 *
 * @example findTooDeep('a: ' + '['.repeat(300), 200) // 203
 */
export function findTooDeep(source: string, limit: number): number {
  let flow = 0
  let lineStart = true
  let prefix = 0 // columns of indentation and indicators on this line so far
  for (let i = 0; i < source.length; i++) {
    const ch = source.charCodeAt(i)
    if (ch === 10 || ch === 13) {
      lineStart = true
      prefix = 0
      continue
    }
    if (lineStart) {
      if (ch === 32 || ch === 9 || _isIndicator(source, i)) {
        prefix++
        if (2 * (prefix + 1) + 1 + flow > limit) return i
        continue
      }
      lineStart = false
    }
    if (ch === 91 || ch === 123) {
      flow++
      if (2 * (prefix + 1) + 1 + flow > limit) return i
    } else if ((ch === 93 || ch === 125) && flow > 0) flow--
  }
  return -1
}

/**
 * The first collection (in document order) nested more than `limit` lists
 * and mappings deep, or null. The top-level mapping is level 1. Aliases are
 * not followed: their expansion has its own limit. Iterative, so that it
 * cannot overflow the stack whatever the depth.
 */
export function findDeepCollection(doc: Document, limit: number): Node | null {
  // Two parallel stacks, and only collections on them: no array per node (a 100,000-route file has 1.5 million nodes).
  const nodes: unknown[] = [doc.contents]
  const depths: number[] = [1]
  const push = (node: unknown, depth: number) => {
    if (isMap(node) || isSeq(node)) {
      nodes.push(node)
      depths.push(depth)
    }
  }
  while (nodes.length > 0) {
    const node = nodes.pop()
    const depth = depths.pop()!
    if (isMap(node)) {
      if (depth > limit) return node
      for (let i = node.items.length - 1; i >= 0; i--) {
        const pair = node.items[i]
        if (!isPair(pair)) continue
        push(pair.value, depth + 1)
        push(pair.key, depth + 1)
      }
    } else if (isSeq(node)) {
      if (depth > limit) return node
      for (let i = node.items.length - 1; i >= 0; i--) push(node.items[i], depth + 1)
    }
  }
  return null
}
