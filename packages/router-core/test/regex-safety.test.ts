// Param rules that backtrack exponentially ("regex bombs") are refused before
// resolve() ever runs them. Regression: a routes.yaml with the rule "^(a+)+$"
// and a redirect to /blog/aaaa…a! hung `routekit validate` for ever, because
// the redirect check runs the rule on the target (and again in issue 41's
// RK507 check, fixed by handing those checks the config without such rules).
// resolve() itself takes validated configs only: the browser's first load
// carries no scan.
import { describe, expect, it } from 'vitest'
import { parseRoutes } from '../src/index.js'
import { findNestedQuantifier } from '../src/config/check/_regex-safety.js'

describe('findNestedQuantifier', () => {
  it.each([
    ['^(a+)+$', '(a+)+'],
    ['^(a*)*$', '(a*)*'],
    ['^(?:\\d+)*$', '(?:\\d+)*'],
    ['^([a-z]+-?)+$', '([a-z]+-?)+'],
    ['^(x(y+))+$', '(x(y+))+'],
    ['^(a+){2,}$', '(a+){2,}'],
    ['^(?<word>\\w+)+?$', '(?<word>\\w+)+?'],
  ])('finds %s', (source, nested) => {
    expect(findNestedQuantifier(source)).toBe(nested)
  })

  it.each([
    ['^[a-z0-9-]+$'],
    ['^(en|es)$'],
    ['^(a+)$'],
    ['^(a+){3}$'],
    ['^\\(a+\\)+$'],
    ['^[(a+)]+$'],
    ['^(?:ab)+$'],
    ['^\\d{4}-\\d{2}$'],
    ['^(?=a+)b+$'],
  ])('lets %s through', (source) => {
    expect(findNestedQuantifier(source)).toBeNull()
  })
})

describe('a regex bomb in routes.yaml', () => {
  const source = `version: 1
routes:
  - { path: /, name: index, page: index }
  - { path: /construction, name: construction, page: construction }
  - path: /blog/:slug
    name: blog
    page: blog
    params:
      slug: "^(a+)+$"
redirects:
  - { from: /old, to: "/blog/${'a'.repeat(40)}!" }
`
  it('is refused with RK405 at the rule, and parsing ends', () => {
    const result = parseRoutes(source)
    expect(result.ok).toBe(false)
    const d = result.diagnostics.find((x) => x.code === 'RK405')!
    expect([d.line, d.column, d.path]).toEqual([9, 13, 'routes.2.params.slug'])
    expect(d.message).toMatchInlineSnapshot(
      `"Unsafe regular expression for param "slug" on route /blog/:slug: "(a+)+" repeats a group that itself repeats, which can take exponential time on some paths (a "regex bomb"). Repeat once, such as "^a+$" instead of "^(a+)+$"."`,
    )
  })
})
