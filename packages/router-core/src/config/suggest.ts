/**
 * Did-you-mean for names, shared by the config checks (routes.yaml) and the
 * React half (names an app registers), so both suggest the same name for the
 * same typo.
 */

/** Past this many edits a name is a different name, however long it is. */
const MAX_EDITS = 3

/** Past this many candidates, only a name that differs in case is suggested: the search would cost too much. */
const MAX_CANDIDATES = 1000

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions; above `limit`, any number above it. */
function _distance(a: string, b: string, limit: number): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  // Three rolling rows: the transposition needs the row before the previous one.
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let least = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1)
      current[j] = best
      least = Math.min(least, best)
    }
    // No later row goes below this one's least, nor below the row before's plus one (a swap): already too far.
    if (least > limit) return least
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]!
}

/**
 * The candidate closest to `name`, or undefined when none is a likely typo.
 *
 * The rule: a candidate that differs only in case always wins; otherwise the
 * case-blind edit distance (a swap of two neighbouring letters, "auht" for
 * "auth", is one edit) must be at most a third of the name's length, at least
 * 1 and at most 3. The first of equally close candidates wins. Among more
 * than 1,000 candidates, only one that differs in case is looked for.
 *
 * @example suggest('dashbaord', ['default', 'dashboard']) // 'dashboard'
 */
export function suggest(name: string, candidates: readonly string[]): string | undefined {
  if (name.length > 200) return undefined // a typo is short; skip the quadratic work
  const lower = name.toLowerCase()
  const caseOnly = candidates.find((c) => c.toLowerCase() === lower && c !== name)
  if (caseOnly !== undefined) return caseOnly
  if (candidates.length > MAX_CANDIDATES) return undefined
  const limit = Math.min(MAX_EDITS, Math.max(1, Math.floor(name.length / 3)))
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    if (candidate === name || Math.abs(candidate.length - name.length) > limit) continue
    const d = _distance(lower, candidate.toLowerCase(), limit)
    if (d <= limit && d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}
