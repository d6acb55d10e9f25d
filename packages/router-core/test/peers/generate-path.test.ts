// React Router's generatePath() test cases (react-router@7.18.2, react-router-generatePath.cases.ts) against routekit's
// href(): the same pattern as a route of routes.yaml, the same params. Each case agrees, or is a documented difference
// listed here and in docs/routes-yaml.md "How paths compare".
import { describe, expect, it } from 'vitest'
import { createHref, parseRoutes } from '../../src/index.js'
import { routekitHref, sameHref } from './_generate-path-case.js'
import { CASES } from './react-router-generatePath.cases.js'

/** Each documented difference, by pattern and params: the line in "How paths compare" that explains it. */
const DIFFERENCES: Record<string, string> = {
  // href() refuses a param its route does not have (RK713), so a misspelt name is caught; generatePath() ignores it.
  '/courses/:name {"name":"foo*","*":"splat_should_not_be_added"}': 'unknown-param',
  '/ {"course":"routing"}': 'unknown-param',
  '/courses {"course":"routing"}': 'unknown-param',
  '/foo:bar {"bar":"baz"}': 'unknown-param',
  // href() takes text (RK714); generatePath() also takes a number, "incorrect usage" its test keeps for 6.3.0.
  '/courses/:id {"id":0}': 'non-text-param',
  '/courses/* {"*":0}': 'non-text-param',
}

describe("React Router's generatePath() cases, through href()", () => {
  it('React Router 7.18.2: generatePath', () => {
    const tally = {
      cases: CASES.length,
      agree: 0,
      relative: 0,
      refused: {} as Record<string, number>,
      differences: {} as Record<string, number>,
    }
    for (const c of CASES) {
      const got = routekitHref(c)
      if ('relative' in got) tally.relative++
      else if ('refused' in got) for (const code of got.refused) tally.refused[code] = (tally.refused[code] ?? 0) + 1
      else if (sameHref(got.answer, c.expected)) tally.agree++
      else {
        const key = `${c.pattern} ${JSON.stringify(c.params)}`
        expect(
          DIFFERENCES[key],
          `${key}: href ${JSON.stringify(got.answer)}, generatePath ${JSON.stringify(c.expected)}`,
        ).toBeDefined()
        tally.differences[DIFFERENCES[key]!] = (tally.differences[DIFFERENCES[key]!] ?? 0) + 1
      }
    }
    expect(tally).toMatchInlineSnapshot(`
      {
        "agree": 34,
        "cases": 52,
        "differences": {
          "non-text-param": 2,
          "unknown-param": 4,
        },
        "refused": {
          "RK302": 1,
          "RK311": 2,
        },
        "relative": 9,
      }
    `)
  })

  it('href() given a number crashed with a TypeError (value.split is not a function) for a splat and called a param "missing": it says text is wanted; unknown-param and non-text-param say what href() answers', () => {
    const parsed = parseRoutes(
      'version: 1\nmaintenance: { route: /m }\nroutes:\n  - { path: /m, name: m, page: m }\n  - { path: /courses/:id, name: course, page: c }\n  - { path: /files/*, name: files, page: f }\n',
    )
    if (!parsed.ok) throw new Error(parsed.diagnostics.map((d) => d.message).join('\n'))
    const href = createHref(parsed.config) as (name: string, options: object) => string
    const message = (f: () => unknown) => {
      try {
        f()
      } catch (error) {
        return (error as Error).message
      }
      return 'no error'
    }
    expect(message(() => href('course', { params: { id: 'routing', course: 'x' } }))).toMatchInlineSnapshot(
      `"[RK713] Unknown param "course" for route "course" (/courses/:id) in href(): its path has "id". Remove it, or fix its name."`,
    )
    expect(message(() => href('course', { params: { id: 0 } }))).toMatchInlineSnapshot(
      `"[RK714] Param "id" = 0 for route "course" (/courses/:id) in href() is a number, not text. Pass it as text: '0'."`,
    )
    expect(message(() => href('files', { params: { '*': 0 } }))).toMatchInlineSnapshot(
      `"[RK714] Param "*" = 0 for route "files" (/files/*) in href() is a number, not text. Pass it as text: '0'."`,
    )
    expect(href('files', { params: { '*': '0' } })).toBe('/files/0')
  })
})
