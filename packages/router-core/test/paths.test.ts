// Path helpers, above all safeInternalPath: the filter for every path that
// comes from a visitor (such as a post-login ?redirect=).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { httpOrigin, isExternalTarget, matchPattern, normalizePathname, safeInternalPath, splitPath } from '../src/index.js'

describe('safeInternalPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeInternalPath('/a?b#c')).toBe('/a?b#c')
    expect(safeInternalPath('/dashboard?tab=1')).toBe('/dashboard?tab=1')
    expect(safeInternalPath('/')).toBe('/')
  })

  it('keeps a path whose segment merely looks like a scheme', () => {
    expect(safeInternalPath('/javascript:alert(1)')).toBe('/javascript:alert(1)')
  })

  it.each([
    ['protocol-relative', '//evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['absolute URL', 'https://evil.example/'],
    ['encoded slashes without a leading slash', '%2F%2Fevil.example'],
    ['encoded slashes after the leading slash', '/%2F%2Fevil.example'],
    ['one encoded slash after the leading slash', '/%2Fevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash pair', '/%5C%5Cevil.example'],
    ['a space', '/a b'],
    ['an encoded space', '/a%20b'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/a\nb'],
    ['a NUL', '/a\u0000'],
    ['an encoded NUL', '/a%00'],
    ['a line separator', '/a\u2028'],
    ['a DEL', '/a\u007f'],
    ['a malformed escape', '/a%E0%A4%A'],
    ['leading whitespace', ' /about'],
    ['empty', ''],
    ['too long', '/' + 'a'.repeat(2048)],
  ])('refuses %s', (_label, input) => {
    expect(safeInternalPath(input)).toBeNull()
  })

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/a'], { toString: () => '/a' }]) expect(safeInternalPath(value)).toBeNull()
  })

  it('never answers a path that leaves the origin (property)', () => {
    const base = 'http://routekit.invalid'
    const piece = fc.constantFrom('/', '\\', '%2F', '%2f', '%5C', '%25', ':', '@', '.', '..', 'evil.example', 'a', '?', '#', ' ', '\t', '%09', 'javascript:', '//')
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(piece, { maxLength: 8 }).map((p) => p.join(''))), (input) => {
        const out = safeInternalPath(input)
        if (out === null) return
        expect(out.startsWith('/') && !out.startsWith('//') && !out.includes('\\')).toBe(true)
        expect(new URL(out, base).origin).toBe(base)
      }),
      { seed: 42, numRuns: 2000 },
    )
  })
})

describe('path helpers', () => {
  it('splitPath separates the query and the hash', () => {
    expect(splitPath('/a?b=1#c')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c' })
    expect(splitPath('/a#c?d')).toEqual({ pathname: '/a', search: '', hash: '#c?d' })
  })

  it('normalizePathname drops trailing slashes but keeps the root', () => {
    expect(normalizePathname('/about/')).toBe('/about')
    expect(normalizePathname('/about//')).toBe('/about')
    expect(normalizePathname('/')).toBe('/')
  })

  it('matchPattern: a prefix matches below itself, not itself', () => {
    expect(matchPattern('/docs/*', '/docs/a/b')).toBe('a/b')
    expect(matchPattern('/docs/*', '/docs')).toBeNull()
    expect(matchPattern('/docs/*', '/docs/')).toBeNull()
    expect(matchPattern('/docs', '/docs/')).toBe('')
    expect(matchPattern('/docs', '/docsx')).toBeNull()
  })

  it('isExternalTarget knows schemes and protocol-relative targets', () => {
    expect(isExternalTarget('https://a.example')).toBe(true)
    expect(isExternalTarget('javascript:x')).toBe(true)
    expect(isExternalTarget('//a.example')).toBe(true)
    expect(isExternalTarget('/a')).toBe(false)
  })

  it('httpOrigin answers only for http(s)', () => {
    expect(httpOrigin('https://a.example:8443/x?y')).toBe('https://a.example:8443')
    expect(httpOrigin('ftp://a.example')).toBeNull()
    expect(httpOrigin('//a.example')).toBeNull()
  })
})
