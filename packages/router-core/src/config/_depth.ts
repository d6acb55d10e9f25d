/**
 * An upper bound on how deeply a YAML source nests, found in one linear scan
 * without parsing. It may overestimate (a "[" inside a string counts), never
 * underestimate, which is what a guard in front of a recursive parser needs.
 *
 * - Flow: every "[" or "{" opens a level until its "]" or "}".
 * - Block: a nested block collection starts at a column at or right of its
 *   parent's, and only a list under a key shares its parent's column, so a
 *   node that starts at column c is at most 2 * (c + 1) levels deep. Block
 *   nodes of a line start within its indentation and its run of "- ", "? "
 *   and ": " indicators, plus one implicit key.
 */

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
