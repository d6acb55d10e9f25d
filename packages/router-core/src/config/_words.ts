/**
 * Lists of names and chains of paths as messages show them. A message names
 * what is wrong, but a hostile or generated file can hold thousands of names:
 * past MAX_LISTED the rest is counted, so no message grows with the file
 * (issue 41: one list of 2,000 guards, repeated in every message, made 98 MB).
 */
import { MAX_LISTED } from './file/limits.js'

/** `a, b, c`; `(none)` for none; past MAX_LISTED names, `a, b, …, t, … (1980 more)`. */
export function listText(names: readonly string[]): string {
  if (names.length === 0) return '(none)'
  if (names.length <= MAX_LISTED) return names.join(', ')
  return `${names.slice(0, MAX_LISTED).join(', ')}, … (${names.length - MAX_LISTED} more)`
}

/** `a -> b -> c` (or another `arrow`); past MAX_LISTED steps, the first and last halves around `… (981 more) …`. */
export function chainText(steps: readonly string[], arrow = ' -> '): string {
  if (steps.length <= MAX_LISTED) return steps.join(arrow)
  const half = MAX_LISTED / 2
  const rest = steps.length - MAX_LISTED
  return [...steps.slice(0, half), `… (${rest} more) …`, ...steps.slice(-half)].join(arrow)
}
