import { readFileSync, writeFileSync } from 'node:fs'
const src = readFileSync(process.argv[2], 'utf8')
const out = []
let at = 0
let describe
for (;;) {
  const i = src.indexOf('it.each([', at)
  if (i === -1) break
  const d = src.lastIndexOf("describe('", i)
  describe = src.slice(d + 10, src.indexOf("'", d + 10))
  let depth = 0,
    j = i + 'it.each('.length
  for (; j < src.length; j++) {
    const ch = src[j]
    if (ch === '[') depth++
    else if (ch === ']') {
      depth--
      if (depth === 0) break
    } else if (ch === "'") {
      j = src.indexOf("'", j + 1)
    }
  }
  const arrayText = src.slice(i + 'it.each('.length, j + 1)
  let rows
  try {
    rows = new Function('return ' + arrayText)()
  } catch {
    at = j
    continue // a table of another function's values (parsePathname's segment types), not of matches
  }
  const title = /\)\('([^']*)'/.exec(src.slice(j, j + 200))[1]
  at = j
  // Rows as objects: optional-path-params.test.ts's matchPathname(input, { to }) table (caseSensitive false by default there).
  if (rows[0] && typeof rows[0] === 'object' && !Array.isArray(rows[0])) {
    if (!/matchPathname\(input, matchingOptions\)/.test(src.slice(j, j + 400))) continue
    for (const row of rows) {
      const o = row.matchingOptions
      out.push({
        test: `${describe} > ${row.name}`,
        pattern: o.to,
        path: row.input,
        caseSensitive: o.caseSensitive ?? false,
        fuzzy: o.fuzzy ?? false,
        expected: row.expectedMatchedParams ?? null,
      })
    }
    continue
  }
  const args = /, \(([^()]*)\) => \{/
    .exec(src.slice(j, j + 300))[1]
    .split(',')
    .map((s) => s.trim())
  const call = /findSingleMatch\(\s*(\w+),\s*(true|false),\s*(true|false),/.exec(src.slice(j, j + 500))
  if (!call) continue
  for (const row of rows) {
    const r = Object.fromEntries(args.map((a, k) => [a, row[k]]))
    out.push({
      test: `${describe} > ${title.split(' ')[0]}`,
      pattern: r.pattern,
      path: r.path,
      caseSensitive: call[2] === 'true',
      fuzzy: call[3] === 'true',
      expected: r.result ?? null,
    })
  }
}
const lines = out.map((c) => '  ' + JSON.stringify(c) + ',')
writeFileSync(
  process.argv[3],
  `// Cases from TanStack Router's own tests, packages/router-core/tests/${process.argv[4]} at commit
// 0eb45738c07f53ce618d486aac1aa709f4d725ca: each it.each() row (path, pattern, expected rawParams; null for no match),
// with the caseSensitive and fuzzy flags its findSingleMatch() call passes. Regenerate with _record/README.md.
import type { TanStackCase } from './_tanstack-case.js'

export const CASES: TanStackCase[] = [
${lines.join('\n')}
]
`,
)
console.log(out.length, out.filter((c) => c.fuzzy).length)
