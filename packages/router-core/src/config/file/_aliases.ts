/**
 * How far a document's aliases expand, counted on the parsed document before
 * anything expands them (`toJS()`, the schema, the checks). An alias stands
 * for a copy of what its anchor names: a list of 2,000 guards aliased on 97
 * routes is 194,000 guards to check, from an 18 KB file (issue 41). So the
 * limit is on what the aliases add, not on how many there are: together they
 * may add at most as many values as the file writes itself, or
 * MIN_ALIAS_VALUES when that is more. Every later step then costs at most
 * about twice what the file's own text does.
 *
 * The walk is linear in the document: each anchor's size is counted once,
 * when its node ends, and an alias adds that size. Its recursion follows the
 * document's nesting, which parse.ts has already held to MAX_DEPTH.
 */
import { isAlias, isMap, isPair, isSeq, type Alias, type Document } from 'yaml'
import { MIN_ALIAS_VALUES } from './limits.js'

export type AliasProblem =
  /** `alias` names no anchor before it: the `yaml` package finds that only when it expands it. */
  | { kind: 'unresolved'; alias: Alias }
  /** `alias` stands inside the node its anchor names: it would expand without end. */
  | { kind: 'recursive'; alias: Alias }
  /** With `alias`, the aliases add `added` values, more than `limit`. */
  | { kind: 'too-far'; alias: Alias; added: number; limit: number }

/** An anchor whose node is still being counted. */
const _OPEN = -1

/** How many values (scalars, lists, mappings, aliases) the file writes; a mapping's pair adds its key and value. */
function _written(node: unknown): number {
  if (isMap(node)) return 1 + node.items.reduce((n, pair) => n + _written(pair.key) + _written(pair.value), 0)
  if (isSeq(node)) return 1 + node.items.reduce((n: number, item) => n + _written(item), 0)
  return node === null || node === undefined || isPair(node) ? 0 : 1
}

/** The first alias (in document order) past the limit, inside its own anchor's node or without an anchor; null for none. */
export function findAliasProblem(doc: Document): AliasProblem | null {
  const limit = Math.max(MIN_ALIAS_VALUES, _written(doc.contents))
  // Each anchor's expanded size, as far as the walk has come: an alias names the last anchor of its name before it.
  const anchors = new Map<string, number>()
  let added = 0
  let problem: AliasProblem | null = null
  const size = (node: unknown): number => {
    if (problem || node === null || node === undefined) return 0
    if (isAlias(node)) {
      const known = anchors.get(node.source)
      if (known === undefined || known === _OPEN) {
        problem = { kind: known === undefined ? 'unresolved' : 'recursive', alias: node }
        return 0
      }
      added += known - 1
      if (added > limit) problem = { kind: 'too-far', alias: node, added, limit }
      return known
    }
    const anchor = (node as { anchor?: string }).anchor
    if (anchor) anchors.set(anchor, _OPEN)
    let total = 1
    if (isMap(node)) for (const pair of node.items) total += size(pair.key) + size(pair.value)
    else if (isSeq(node)) for (const item of node.items) total += size(item)
    if (anchor) anchors.set(anchor, total)
    return total
  }
  size(doc.contents)
  return problem
}
