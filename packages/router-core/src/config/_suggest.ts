/**
 * Did-you-mean for names, shared by the config checks (routes.yaml) and the
 * React half (names an app registers), so both suggest the same name for the
 * same typo.
 */

/** Past this many edits a name is a different name, however long it is. */
const MAX_EDITS = 3

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions. */
function _distance(a: string, b: string): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  // Three rolling rows: the transposition needs the row before the previous one.
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1)
      current[j] = best
    }
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
 * 1 and at most 3. The first of equally close candidates wins.
 *
 * @example suggest('dashbaord', ['default', 'dashboard']) // 'dashboard'
 */
export function suggest(name: string, candidates: readonly string[]): string | undefined {
  if (name.length > 200) return undefined // a typo is short; skip the quadratic work
  const lower = name.toLowerCase()
  const caseOnly = candidates.find((c) => c.toLowerCase() === lower && c !== name)
  if (caseOnly !== undefined) return caseOnly
  const limit = Math.min(MAX_EDITS, Math.max(1, Math.floor(name.length / 3)))
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    if (candidate === name || Math.abs(candidate.length - name.length) > limit) continue
    const d = _distance(lower, candidate.toLowerCase())
    if (d <= limit && d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}
