// Writes react-router-special-characters.cases.ts from React Router's special-characters-test.tsx (its DOM test, which
// renders each case in BrowserRouter and createBrowserRouter): the test's own specialChars table, and for each of its
// matching tests the route table it renders, the pathname the browser location holds, and the route (by its heading)
// and params the test asserts. Descendant <Routes> have no form in routes.yaml; their parent's splat route stands for
// them with the params the test asserts ({ param, '*': 'match' } is what the parent's match gives).
//
//   node special-characters-extract.mjs <special-characters-test.tsx> <out.ts>
import { readFileSync, writeFileSync } from 'node:fs'

const [file, out] = process.argv.slice(2)
const source = readFileSync(file, 'utf8')
const literal = source.slice(
  source.indexOf('let specialChars = [') + 'let specialChars = '.length,
  source.indexOf('];', source.indexOf('let specialChars = [')) + 1,
)
const specialChars = new Function(`return ${literal}`)()

const paramTable = [
  { id: 'Static Route', path: '/path' },
  { id: 'Inline Nested Param Route', path: '/inline-param/:slug' },
  { id: 'param', path: '/param', children: [{ id: 'Parent Nested Param Route', path: ':slug' }] },
  { id: 'Inline Nested Splat Route', path: '/inline-splat/*' },
  { id: 'splat', path: '/splat', children: [{ id: 'Parent Nested Splat Route', path: '*' }] },
  { id: 'reset', path: '/reset' },
  { id: 'Descendant Route', path: '/descendant/:param/*' },
  { id: 'Root Splat Route', path: '/*' },
]
const pathTable = (char) => [
  { id: 'Matched Root', path: `/${char}` },
  { id: 'nested', path: '/nested', children: [{ id: 'Matched Static Nested', path: char }] },
  { id: 'param', path: '/:param', children: [{ id: 'Matched Param Nested', path: char }] },
  { id: 'reset', path: '/reset' },
  { id: 'Not Found', path: '*' },
]

const cases = []
const seen = new Set()
const add = (test, routes, pathname, id, params) => {
  const key = JSON.stringify([routes, pathname])
  if (seen.has(key)) return
  seen.add(key)
  cases.push({ kind: 'matchRoutes', test, routes, pathname, expected: { id, params } })
}
// "when matching as param values": each test's navigations, at the pathname the test asserts.
const paramTests = [
  [
    'handles special chars in inline nested param route paths',
    (c) => [
      [`/inline-param/${c.pathChar}`, 'Inline Nested Param Route', { slug: c.decodedChar }],
      [`/inline-param/foo${c.pathChar}bar`, 'Inline Nested Param Route', { slug: `foo${c.decodedChar}bar` }],
    ],
  ],
  [
    'handles special chars in parent nested param route paths',
    (c) => [
      [`/param/${c.pathChar}`, 'Parent Nested Param Route', { slug: c.decodedChar }],
      [`/param/foo${c.pathChar}bar`, 'Parent Nested Param Route', { slug: `foo${c.decodedChar}bar` }],
    ],
  ],
  [
    'handles special chars in inline nested splat routes',
    (c) => [
      [`/inline-splat/${c.pathChar}`, 'Inline Nested Splat Route', { '*': c.decodedChar }],
      [`/inline-splat/foo${c.pathChar}bar`, 'Inline Nested Splat Route', { '*': `foo${c.decodedChar}bar` }],
    ],
  ],
  [
    'handles special chars in nested splat routes',
    (c) => [
      [`/splat/${c.pathChar}`, 'Parent Nested Splat Route', { '*': c.decodedChar }],
      [`/splat/foo${c.pathChar}bar`, 'Parent Nested Splat Route', { '*': `foo${c.decodedChar}bar` }],
    ],
  ],
  [
    'handles special chars in nested splat routes with separators',
    (c) => [[`/splat/foo/bar${c.pathChar}`, 'Parent Nested Splat Route', { '*': `foo/bar${c.decodedChar}` }]],
  ],
  [
    'handles special chars in root splat routes',
    (c) => [
      [`/${c.pathChar}`, 'Root Splat Route', { '*': c.decodedChar }],
      [`/foo${c.pathChar}bar`, 'Root Splat Route', { '*': `foo${c.decodedChar}bar` }],
    ],
  ],
  [
    'handles special chars in root splat routes with separators',
    (c) => [[`/foo/bar${c.pathChar}`, 'Root Splat Route', { '*': `foo/bar${c.decodedChar}` }]],
  ],
  [
    'handles special chars in descendant routes paths',
    (c) => [
      [`/descendant/${c.pathChar}/match`, 'Descendant Route', { param: c.decodedChar, '*': 'match' }],
      [`/descendant/foo${c.pathChar}bar/match`, 'Descendant Route', { param: `foo${c.decodedChar}bar`, '*': 'match' }],
    ],
  ],
  ['handles special chars in search params', () => [['/path', 'Static Route', {}]]],
  ['handles special chars in hash values', () => [['/path', 'Static Route', {}]]],
]
for (const [name, each] of paramTests)
  for (const c of specialChars)
    for (const [pathname, id, params] of each(c))
      add(`special character tests > when matching as param values > ${name}`, paramTable, pathname, id, params)
// "when matching as part of the defined route path": the route path holds the decoded character; `*` is skipped, as there.
const pathTests = [
  ['handles special chars in root route paths', (c) => [`/${c.pathChar}`, 'Matched Root', {}]],
  ['handles special chars in static nested route paths', (c) => [`/nested/${c.pathChar}`, 'Matched Static Nested', {}]],
  [
    'handles special chars in nested param route paths',
    (c) => [`/foo/${c.pathChar}`, 'Matched Param Nested', { param: 'foo' }],
  ],
]
for (const [name, each] of pathTests)
  for (const c of specialChars) {
    if (c.char === '*') continue
    const [pathname, id, params] = each(c)
    add(
      `special character tests > when matching as part of the defined route path > ${name}`,
      pathTable(c.decodedChar),
      pathname,
      id,
      params,
    )
  }

writeFileSync(
  out,
  `// Cases from React Router's own tests, packages/react-router/__tests__/dom/special-characters-test.tsx at the tag
// react-router@7.18.2 (commit 69a653ee6ab1ac95b13c917ec56c5f3dc17ca9c1): its specialChars table through each of its
// matching tests, with the route and params the test asserts. Regenerate with _record/README.md.
import type { PeerCase, PeerRoute } from './_peer-case.js'

const PARAM_TABLE: PeerRoute[] = ${JSON.stringify(paramTable)}

export const CASES: PeerCase[] = [
${cases.map((c) => '  ' + JSON.stringify(c).replace(JSON.stringify(paramTable), 'PARAM_TABLE') + ',').join('\n')}
]
`,
)
console.log(`${cases.length} cases`)
