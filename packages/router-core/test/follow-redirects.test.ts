// followRedirects(): the one walk the checks, `routekit explain` and the runtime share.
import { describe, expect, it } from 'vitest'
import { MAX_REDIRECTS, RedirectChain, followRedirects, parseRoutes, redirectKey } from '../src/index.js'
import { readFixture } from './_fixture.js'

/** A walk over a table of redirects: a path in the table redirects, any other is a page. */
function walk(table: Record<string, string>, start: string, limit?: number) {
  return followRedirects(start, (path) => (path in table ? { to: table[path]! } : { end: `page ${path}` }), limit)
}

describe('redirectKey', () => {
  it('is resolve()s key: decoded segments, dot segments and the trailing slash gone, the query left out', () => {
    expect(redirectKey('/caf%C3%A9/?a=1')).toBe(redirectKey('/café'))
    expect(redirectKey('/a/./b/../c#x')).toBe(redirectKey('/a/c'))
    expect(redirectKey('/a%2Fb')).not.toBe(redirectKey('/a/b'))
    expect(redirectKey('/A')).not.toBe(redirectKey('/a'))
  })

  it('tells apart paths whose escapes cannot be decoded', () => {
    expect(redirectKey('/%E9')).not.toBe(redirectKey('/%E8'))
  })
})

describe('followRedirects', () => {
  it('ends at the first path that does not redirect, with every path it reached', () => {
    expect(walk({ '/a': '/b', '/b': '/c' }, '/a')).toEqual({ kind: 'end', paths: ['/a', '/b', '/c'], end: 'page /c' })
  })

  it('stops on a loop when a path comes back, however it is spelled', () => {
    expect(walk({ '/a': '/b?x=1', '/b?x=1': '/A/../a/?y' }, '/a')).toEqual({
      kind: 'loop',
      paths: ['/a', '/b?x=1'],
      to: '/A/../a/?y',
      from: 0,
    })
  })

  it(`stops at the ${MAX_REDIRECTS}th redirect: the one limit`, () => {
    const table = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`/r${i}`, `/r${i + 1}`]))
    const r = walk(table, '/r0')
    expect(r.kind).toBe('limit')
    expect(r.paths).toHaveLength(MAX_REDIRECTS)
    expect(r).toMatchObject({ to: `/r${MAX_REDIRECTS}` })
    expect(walk(table, '/r0', 40)).toMatchObject({ kind: 'end', end: 'page /r30' })
  })

  it('a chain of exactly one redirect fewer than the limit ends', () => {
    const table = Object.fromEntries(Array.from({ length: MAX_REDIRECTS - 1 }, (_, i) => [`/r${i}`, `/r${i + 1}`]))
    expect(walk(table, '/r0')).toMatchObject({ kind: 'end', end: `page /r${MAX_REDIRECTS - 1}` })
  })
})

describe('RedirectChain', () => {
  it('walks one redirect at a time, as the runtime does across its loader calls', () => {
    const chain = new RedirectChain('/x')
    expect(chain.check('/y')).toBeNull()
    chain.add('/y')
    expect(chain.last).toBe('/y')
    expect(chain.check('/x/')).toEqual({ kind: 'loop', from: 0 })
  })
})

describe('the checks walk with it', () => {
  it('a chain longer than the visitor limit is measured in full (RK503 gives its length)', () => {
    // The 50-hop fixture is longer than MAX_REDIRECTS: the checks follow as far as the file can lead.
    const d = parseRoutes(readFixture('redirect-long-chain')).diagnostics
    expect(d.map((x) => x.code)).toEqual(['RK503'])
    expect(d[0]!.message).toContain('Redirect chain of 50 hops')
  })

  it('a cycle spelled two ways is one cycle (RK501), as resolve() reads the paths', () => {
    const source = readFixture('valid-minimal') + 'redirects:\n  - from: /a\n    to: /b\n  - from: /b\n    to: /%61\n'
    expect(parseRoutes(source).diagnostics.map((x) => [x.code, x.message])).toMatchInlineSnapshot(`
      [
        [
          "RK501",
          "Redirect cycle: /%61 -> /b -> /%61. Visitors would bounce between these paths forever; point one of these redirects at a route.",
        ],
      ]
    `)
  })
})
