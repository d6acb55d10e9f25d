// The peers' own path-matching cases (issue 33), run through parseRoutes() + resolve(): React Router's matchPath,
// matchRoutes, path-matching and special-characters tests (react-router@7.18.2) and TanStack Router's match-by-path and optional-path-params
// tests (router-core, 0eb45738). Each case agrees, or is a documented difference listed here and in docs/routes-yaml.md "How paths compare".
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { expectedOf, routekitAnswer, type PeerCase, type PeerRoute } from './_peer-case.js'
import { translate } from './_tanstack-case.js'
import { CASES as MATCH_PATH } from './react-router-matchPath.cases.js'
import { CASES as MATCH_ROUTES } from './react-router-matchRoutes.cases.js'
import { CASES as PATH_MATCHING } from './react-router-path-matching.cases.js'
import { CASES as SPECIAL_CHARACTERS } from './react-router-special-characters.cases.js'
import { CASES as TANSTACK_MATCH } from './tanstack-match-by-path.cases.js'
import { CASES as TANSTACK_OPTIONAL } from './tanstack-optional-path-params.cases.js'

const TANSTACK = [...TANSTACK_MATCH, ...TANSTACK_OPTIONAL]

/** Each documented difference, by the test it comes from: the line in "How paths compare" that explains it. */
const DIFFERENCES: Record<string, string> = {
  // React Router's matchPath() alone does not explode optional segments: its capture groups shift ("/school" as :id).
  'matchPath optional static segments > should match when optional segment is provided': 'matchPath-optional',
  'matchPath optional static segments > should match when optional segment is *not* provided': 'matchPath-optional',
  'matchPath optional static segments > should match when middle optional segment is provided': 'matchPath-optional',
  'matchPath optional static segments > should match when middle optional segment is *not* provided':
    'matchPath-optional',
  // routekit drops a trailing slash before matching: a splat's value has none, and "/a/" is "/a".
  'matchPath * > matches a URL with a segment and a trailing slash': 'trailing-slash',
  'matchPath * > matches a URL with multiple segments and a trailing slash': 'trailing-slash',
  'default path matching > static': 'trailing-slash',
  'case insensitive path matching > static': 'trailing-slash',
  // routes.yaml has no index routes (nor nesting): a route with its parent's path is a duplicate (RK400), not ranked +2.
  'matchRoutes > matches index routes with path over layout': 'index-route',
  'path matching with optional dynamic segments > prefers index routes over optional static segments': 'index-route',
  'path matching with optional dynamic segments > prefers index routes over optional dynamic segments': 'index-route',
  // A splat is the last segment (RK311): no nested splat parents, no segments after "$".
  'path matching with splats > parent route with splat': 'splat-final',
  'path matching with splats > multiple nested routes': 'splat-final',
  'default path matching > wildcard': 'splat-final',
  'case insensitive path matching > wildcard': 'splat-final',
  // A route path is URL text in routes.yaml, decoded text in React Router: a literal "%" or "#" is refused (RK305, which names "%25"/"%23").
  ...Object.fromEntries(
    [
      'handles special chars in root route paths',
      'handles special chars in static nested route paths',
      'handles special chars in nested param route paths',
    ].map((t) => [
      `special character tests > when matching as part of the defined route path > ${t}`,
      'percent-literal',
    ]),
  ),
}

interface Tally {
  cases: number
  agree: number
  /** Agree, though validation refuses the table as written (by code): resolve() still ranks as the peer does. */
  refusedButSame: Record<string, number>
  /** No form in routes.yaml: prefix (`end: false`, fuzzy) matching, a prefix before a param. */
  noForm: number
  differences: Record<string, number>
}

function run(cases: ReadonlyArray<PeerCase | null>, tests: readonly string[]): Tally {
  const tally: Tally = { cases: cases.length, agree: 0, refusedButSame: {}, noForm: 0, differences: {} }
  cases.forEach((c, i) => {
    const got = c && routekitAnswer(c)
    if (!c || !got) {
      tally.noForm++
      return
    }
    const same = isDeepStrictEqual(got.answer, expectedOf(c))
    const difference = DIFFERENCES[tests[i]!]
    if (same) {
      tally.agree++
      for (const code of got.refused) tally.refusedButSame[code] = (tally.refusedButSame[code] ?? 0) + 1
      return
    }
    expect(
      difference,
      `${tests[i]} ${c.pathname}: routekit ${JSON.stringify(got)}, peer ${JSON.stringify(expectedOf(c))}`,
    ).toBeDefined()
    tally.differences[difference!] = (tally.differences[difference!] ?? 0) + 1
  })
  return tally
}

describe("the peers' path-matching cases, through parseRoutes() + resolve()", () => {
  it('React Router 7.18.2: matchPath, matchRoutes, path-matching', () => {
    const cases = [...MATCH_PATH, ...MATCH_ROUTES, ...PATH_MATCHING]
    expect(
      run(
        cases,
        cases.map((c) => c.test),
      ),
    ).toMatchInlineSnapshot(`
      {
        "agree": 175,
        "cases": 209,
        "differences": {
          "index-route": 5,
          "matchPath-optional": 4,
          "splat-final": 2,
          "trailing-slash": 4,
        },
        "noForm": 19,
        "refusedButSame": {
          "RK302": 2,
          "RK305": 2,
          "RK400": 30,
          "RK411": 18,
        },
      }
    `)
  })

  it('React Router 7.18.2: special-characters (its specialChars table in param values, splats and route paths)', () => {
    expect(
      run(
        SPECIAL_CHARACTERS,
        SPECIAL_CHARACTERS.map((c) => c.test),
      ),
    ).toMatchInlineSnapshot(`
      {
        "agree": 686,
        "cases": 695,
        "differences": {
          "percent-literal": 9,
        },
        "noForm": 0,
        "refusedButSame": {
          "RK302": 3,
          "RK305": 27,
        },
      }
    `)
  })

  it("TanStack Router's router-core: match-by-path, optional-path-params", () => {
    expect(
      run(
        TANSTACK.map(translate),
        TANSTACK.map((c) => c.test),
      ),
    ).toMatchInlineSnapshot(`
      {
        "agree": 65,
        "cases": 105,
        "differences": {
          "splat-final": 2,
          "trailing-slash": 2,
        },
        "noForm": 36,
        "refusedButSame": {
          "RK307": 5,
        },
      }
    `)
  })

  it('percent-literal: written escaped ("%25", "%23"), as RK305 says, each such special-characters path matches as in React Router', () => {
    const differing = SPECIAL_CHARACTERS.filter(
      (c) => DIFFERENCES[c.test] === 'percent-literal' && !isDeepStrictEqual(routekitAnswer(c)?.answer, expectedOf(c)),
    )
    const escape = (routes: PeerRoute[]): PeerRoute[] =>
      routes.map((r) => ({
        ...r,
        ...(r.path && { path: r.path.replace(/%/g, '%25').replace(/#/g, '%23') }),
        ...(r.children && { children: escape(r.children) }),
      }))
    const escaped = differing.map((c) => (c.kind === 'matchRoutes' ? { ...c, routes: escape(c.routes) } : c))
    expect(differing.map((c) => c.pathname)).toEqual([
      '/a%25b',
      '/a%23b%25c',
      '/a%26b%25c',
      '/nested/a%25b',
      '/nested/a%23b%25c',
      '/nested/a%26b%25c',
      '/foo/a%25b',
      '/foo/a%23b%25c',
      '/foo/a%26b%25c',
    ])
    for (const c of escaped)
      expect({ pathname: c.pathname, ...routekitAnswer(c) }).toEqual({
        pathname: c.pathname,
        answer: expectedOf(c),
        refused: [],
      })
  })

  it('every documented difference still differs (a fixed one leaves this list)', () => {
    const differing = new Set<string>()
    for (const c of [
      ...MATCH_PATH,
      ...MATCH_ROUTES,
      ...PATH_MATCHING,
      ...SPECIAL_CHARACTERS,
      ...TANSTACK.map(translate),
    ]) {
      const got = c && routekitAnswer(c)
      if (c && got && !isDeepStrictEqual(got.answer, expectedOf(c))) differing.add(c.test)
    }
    expect(Object.keys(DIFFERENCES).filter((test) => !differing.has(test))).toEqual([])
  })
})
