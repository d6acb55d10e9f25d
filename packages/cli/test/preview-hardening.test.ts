// routekit preview under hostile requests, over raw TCP so that every byte of
// the request line reaches the server as written: a secret file sits next to
// the served folder, and no traversal (plain, encoded, double-encoded,
// backslash, null byte, overlong UTF-8) ever returns it. Every response, of
// every kind (html, asset, json, 204, 302, 400, 404, 405, 503), carries the
// security headers. preview.test.ts covers the ordinary behaviour.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreview, type PreviewServer, type RawAnswer } from './_preview.js'
import { routekit } from './_run.js'

let server: PreviewServer
const SECRET = `TOP-SECRET-${randomBytes(8).toString('hex')}`

beforeAll(async () => {
  server = await startPreview((ws) => {
    // Secrets next to the served folder: a text file, and an HTML file a page lookup could pick.
    writeFileSync(path.join(ws.root, 'secret.txt'), SECRET)
    mkdirSync(path.join(ws.root, 'site-private'))
    writeFileSync(path.join(ws.root, 'site-private', 'index.html'), `<p>${SECRET}</p>`)
    writeFileSync(path.join(ws.root, 'site-private.html'), `<p>${SECRET}</p>`)
  })
}, 30_000)

afterAll(() => server?.stop())

function expectSecurityHeaders(r: RawAnswer, where: string): void {
  expect(r.headers['x-content-type-options'], where).toBe('nosniff')
  expect(r.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin')
  expect(r.headers['x-frame-options'], where).toBe('DENY')
  const csp = r.headers['content-security-policy'] ?? ''
  expect(csp, where).toContain("default-src 'self'")
  expect(csp, where).toContain("frame-ancestors 'none'")
  expect(csp, where).not.toContain('unsafe-inline')
}

describe('security headers on every kind of response', () => {
  it('html, asset, json, 204, 400, 404 and 405', async () => {
    const cases: Array<[string, string, number]> = [
      ['GET', '/', 200],
      ['GET', '/about', 200],
      ['HEAD', '/about', 200],
      ['GET', '/assets/index-B7kq2x9a.js', 200],
      ['GET', '/builds/latest.json', 200],
      ['GET', '/maintenance.json', 204],
      ['GET', '/assets/missing.js', 404],
      ['GET', '/maintenance.log', 404],
      ['GET', '/%00', 400],
      ['GET', '/../secret.txt', 400],
      ['DELETE', '/', 405],
    ]
    for (const [method, target, status] of cases) {
      const r = await server.raw(target, method)
      expect(r.status, `${method} ${target}`).toBe(status)
      expectSecurityHeaders(r, `${method} ${target}`)
    }
  })

  it('302 and 503 while maintenance is on, and the json flag itself', async () => {
    expect(routekit(['maintenance', 'on', '--dir', 'site', '--until', '1h'], { cwd: server.ws.root }).status).toBe(0)
    try {
      const cases: Array<[string, number]> = [
        ['/', 302],
        ['/pricing?x=1', 302],
        ['/construction', 503],
        ['/maintenance.json', 200],
      ]
      for (const [target, status] of cases) {
        const r = await server.raw(target)
        expect(r.status, target).toBe(status)
        expectSecurityHeaders(r, target)
      }
    } finally {
      expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: server.ws.root }).status).toBe(0)
    }
  })
})

describe('traversal never reaches a file outside the served folder', () => {
  // Each is refused outright: a ".." segment once decoded, an encoded slash, backslash or NUL, or bad encoding.
  const refused = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/..',
    '/./index.html',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/..\\secret.txt',
    '/..%5csecret.txt',
    '/%5c..%5csecret.txt',
    '/\\..\\secret.txt',
    '/secret.txt%00',
    '/index.html%00.js',
    '/%00../secret.txt',
    '/..%00/secret.txt',
    '/../site-private/',
    '/../site-private.html',
    '/..%2f..%2fsite-private%2findex.html',
    '/%c0%ae%c0%ae/secret.txt',
    '/%e0%80%ae%e0%80%ae/secret.txt',
    '/%',
  ]
  it.each(refused)('refuses %s with 400', async (target) => {
    const r = await server.raw(target)
    expect(r.status).toBe(400)
    expect(r.body).not.toContain(SECRET)
    expect(r.body).toMatch(/^Bad Request: .+\.\n$/)
  })

  // Decoded once, these are odd but harmless names inside the folder: a 404 or the SPA's index.html, never the secret.
  const harmless = [
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%252fsecret.txt',
    '/%25%32%65%25%32%65/secret.txt',
    '/..;/secret.txt',
    '/...',
    '/site-private',
  ]
  it.each(harmless)('never leaks through %s', async (target) => {
    const r = await server.raw(target)
    expect([200, 400, 404]).toContain(r.status)
    expect(r.body).not.toContain(SECRET)
    if (r.status === 200) expect(r.body).toContain('<div id="root"></div>')
  })

  it('never leaks, whatever the request path (property)', async () => {
    const piece = fc.constantFrom(
      '/',
      '..',
      '.',
      '%2e',
      '%2E',
      '%2f',
      '%2F',
      '%5c',
      '\\',
      '%00',
      '%25',
      '%252e',
      '%c0%ae',
      'secret.txt',
      'site-private',
      'index.html',
      'assets',
      ';',
      '%3b',
    )
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
        const r = await server.raw('/' + pieces.join(''))
        expect(r.body).not.toContain(SECRET)
        expect(r.headers['x-content-type-options']).toBe('nosniff')
      }),
      { seed: Number(process.env.FC_SEED ?? 42), numRuns: 300 },
    )
  }, 60_000)
})
