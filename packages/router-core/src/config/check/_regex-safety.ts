/**
 * Param rules are JavaScript regular expressions, which backtrack: a repeated
 * group that itself repeats, such as `^(a+)+$`, takes exponential time on a
 * value like `aaaa…a!`. resolve() runs param rules on every visitor's path and
 * on every redirect target in routes.yaml, so one such rule can hang the
 * validator, `routekit preview` or a visitor's tab. This finds the common
 * shape (a star height above 1). It does not find every slow pattern:
 * overlapping alternatives such as `(a|a)+` still pass.
 */

const GROUP_PREFIX = /^\(\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/
const BRACES = /^\{(\d+)(,(\d*))?\}\??/

/** A quantifier at `i`: its length, and whether it repeats without bound (`*`, `+`, `{n,}`). */
function _quantifierAt(source: string, i: number): { length: number; unbounded: boolean } | null {
  const ch = source[i]
  if (ch === '*' || ch === '+') return { length: source[i + 1] === '?' ? 2 : 1, unbounded: true }
  if (ch === '?') return { length: source[i + 1] === '?' ? 2 : 1, unbounded: false }
  if (ch !== '{') return null
  const braces = BRACES.exec(source.slice(i, i + 24))
  if (!braces) return null
  return { length: braces[0].length, unbounded: braces[2] !== undefined && braces[3] === '' }
}

/**
 * The first repeated group that holds an unbounded repetition (`(a+)+`,
 * `(?:\d*)*`, `(x+y){2,}`), as it is written in `source`, or null.
 *
 * @example findNestedQuantifier('^(a+)+$') // '(a+)+'
 */
export function findNestedQuantifier(source: string): string | null {
  const open: Array<{ start: number; unbounded: boolean }> = []
  let closed: { start: number; unbounded: boolean } | null = null // the group that ends just before i
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (ch === '\\') {
      i++
      closed = null
      continue
    }
    if (inClass) {
      if (ch === ']') inClass = false
      continue
    }
    if (ch === '[') {
      inClass = true
      closed = null
      continue
    }
    if (ch === '(') {
      open.push({ start: i, unbounded: false })
      i += (GROUP_PREFIX.exec(source.slice(i, i + 40))?.[0].length ?? 1) - 1
      closed = null
      continue
    }
    if (ch === ')') {
      closed = open.pop() ?? null
      continue
    }
    const quantifier = _quantifierAt(source, i)
    if (quantifier?.unbounded) {
      if (closed?.unbounded) return source.slice(closed.start, i + quantifier.length)
      for (const group of open) group.unbounded = true
    }
    if (quantifier) i += quantifier.length - 1
    closed = null
  }
  return null
}
