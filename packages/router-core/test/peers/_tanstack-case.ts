// A case from TanStack Router's match-by-path tests, and its translation into React Router's path syntax
// (routes.yaml's): `$id` is `:id`, `{-$id}` is `:id?`, `{$id}.json` is `:id.json`, a final `$` is `*`.
import type { PeerCase } from './_peer-case.js'

export interface TanStackCase {
  test: string
  pattern: string
  path: string
  caseSensitive: boolean
  fuzzy: boolean
  /** rawParams, or null for no match; a splat is `_splat` and `*`. */
  expected: Record<string, string> | null
}

/** The segment in routes.yaml's syntax, or null when it has no form there (a prefix before a param). */
function _segment(s: string): string | null {
  if (s === '$' || s === '{$}') return '*'
  if (/^\$[^{}]+$/.test(s)) return ':' + s.slice(1)
  const braced = /^\{(-?)\$([^}]*)\}(.*)$/.exec(s)
  if (braced) return braced[2] === '' ? null : `:${braced[2]}${braced[1] ? '?' : ''}${braced[3]}`
  return s.includes('{') || s.includes('$') ? null : s
}

/** The case as a React Router matchPath() case, or null when routes.yaml has no form for it (fuzzy or prefix matching). */
export function translate(c: TanStackCase): PeerCase | null {
  if (c.fuzzy) return null
  const segments = c.pattern.split('/').filter((s, i, all) => s !== '' || (i > 0 && i < all.length - 1))
  const out: string[] = []
  for (const s of segments) {
    const t = _segment(s)
    if (t === null) return null
    out.push(t)
  }
  let expected: { params: Record<string, string> } | null = null
  if (c.expected) {
    const { _splat: _s, ...params } = c.expected
    expected = { params }
  }
  return {
    kind: 'matchPath',
    test: c.test,
    pattern: { path: '/' + out.join('/'), caseSensitive: c.caseSensitive },
    pathname: c.path || '/',
    expected,
  }
}
