// Hostile traffic against the real `routekit preview` process, over raw
// sockets: each probe of issue 23 (ranges that crashed sirv, `#` in the
// target, every form of a page during maintenance, Node-level errors, a slow
// client), then a property-based fuzz of request lines and headers. After
// all of it the server still answers, holds no more descriptors than before,
// and every answer it wrote carried the security headers.
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODINGS, PAGE_FORMS, PAGE_HTML, plantPages } from './_maintenance-probes.js'
import { startPreview, type PreviewServer } from './_preview.js'
import { missingSecurityHeaders, rawExchange, rawRequest, type RawResponse } from './_raw-http.js'
import { routekit } from './_run.js'

let server: PreviewServer
let port: number
let fdsAtStart: number
const SECRET = `TOP-SECRET-${randomBytes(8).toString('hex')}`
const ROBOTS = 'User-agent: *\nDisallow: /dashboard\n'
/** Every answer the suite got, checked for the security headers at the end. */
const answers: Array<[string, RawResponse]> = []

async function probe(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const r = await rawRequest(port, target, headers, method)
  answers.push([`${method} ${target} ${JSON.stringify(headers)}`, r])
  return r
}

async function exchange(label: string, bytes: string, timeoutMs?: number): Promise<RawResponse> {
  const r = await rawExchange(port, bytes, timeoutMs)
  answers.push([label, r])
  return r
}

beforeAll(async () => {
  server = await startPreview(({ root, site }) => {
    writeFileSync(path.join(root, 'secret.txt'), SECRET)
    writeFileSync(path.join(site, 'robots.txt'), ROBOTS)
    writeFileSync(path.join(site, 'maintenance.log'), `{"user":"ops-${SECRET}"}\n`)
    plantPages(site)
  })
  port = Number(server.base.port)
  // Warm up every path kind once, so lazily opened things are open before counting.
  for (const target of ['/', '/about', '/robots.txt', '/maintenance.json', '/assets/index-B7kq2x9a.js'])
    await probe(target, { 'Accept-Encoding': 'br' })
  fdsAtStart = server.openFds()
}, 30_000)

afterAll(() => server?.stop())

describe('Range, as RFC 9110 says (sirv crashed on the first)', () => {
  const size = Buffer.byteLength(ROBOTS)

  it('an inverted range (bytes=5-2) is a 416, and the server lives on', async () => {
    const r = await probe('/robots.txt', { Range: 'bytes=5-2' })
    expect([r.status, r.headers['content-range']]).toEqual([416, `bytes */${size}`])
    expect((await probe('/robots.txt')).status).toBe(200)
  })

  it('a range past the end is a 416', async () => {
    expect((await probe('/robots.txt', { Range: `bytes=${size}-` })).status).toBe(416)
  })

  it('bytes=-5 is the last five bytes (sirv sent the first six)', async () => {
    const r = await probe('/robots.txt', { Range: 'bytes=-5' })
    expect([r.status, r.headers['content-range'], r.body.toString()]).toEqual([
      206,
      `bytes ${size - 5}-${size - 1}/${size}`,
      ROBOTS.slice(-5),
    ])
  })

  it('bytes=0-0 is the first byte (sirv sent the whole file)', async () => {
    const r = await probe('/robots.txt', { Range: 'bytes=0-0' })
    expect([r.status, r.headers['content-length'], r.body.toString()]).toEqual([206, '1', 'U'])
  })

  it('an unknown unit is ignored: the whole file, 200 (sirv answered 206)', async () => {
    const r = await probe('/robots.txt', { Range: 'items=0-3' })
    expect([r.status, r.body.toString()]).toEqual([200, ROBOTS])
  })

  it('several ranges get the whole file', async () => {
    const r = await probe('/robots.txt', { Range: 'bytes=0-1,4-6' })
    expect([r.status, r.body.toString()]).toEqual([200, ROBOTS])
  })

  it('a stale If-Range gets the whole file', async () => {
    const r = await probe('/robots.txt', { Range: 'bytes=0-1', 'If-Range': '"stale"' })
    expect([r.status, r.body.toString()]).toEqual([200, ROBOTS])
  })
})

describe('validators and HEAD', () => {
  it('HTML has ETag and Last-Modified, and its 304 keeps Cache-Control and the page CSP', async () => {
    const first = await probe('/about')
    expect(first.headers.etag).toMatch(/^W\/"/)
    expect(first.headers['last-modified']).toMatch(/GMT$/)
    const again = await probe('/about', { 'If-None-Match': first.headers.etag! })
    expect(again.status).toBe(304)
    expect(again.headers['cache-control']).toBe('no-cache')
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(again.body.length).toBe(0)
    expect((await probe('/about', { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304)
  })

  it('a compressed page has its own validator, and revalidates under the same coding', async () => {
    const br = await probe('/about', { 'Accept-Encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.etag).not.toBe((await probe('/about')).headers.etag)
    expect((await probe('/about', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! })).status).toBe(304)
  })

  it('an asset 304 keeps its year-long Cache-Control', async () => {
    const first = await probe('/assets/index-B7kq2x9a.js')
    const again = await probe('/assets/index-B7kq2x9a.js', { 'If-None-Match': first.headers.etag! })
    expect([again.status, again.headers['cache-control']]).toEqual([304, 'public, max-age=31536000, immutable'])
  })

  it('HEAD has the headers of GET and no body', async () => {
    const get = await probe('/about')
    const head = await probe('/about', {}, 'HEAD')
    expect([head.status, head.headers['content-length'], head.headers.etag, head.body.length]).toEqual([
      200,
      String(get.body.length),
      get.headers.etag,
      0,
    ])
  })
})

describe('what is not part of the path is dropped before any check', () => {
  it.each([
    '/maintenance.log#',
    '/maintenance.log#x',
    '/maintenance.log?#',
    '/maintenance.log#/../index.html',
    'http://127.0.0.1/maintenance.log',
    '/a/..%2f/maintenance.log',
  ])('never serves the audit log through %s', async (target) => {
    const r = await probe(target)
    expect([400, 404]).toContain(r.status)
    expect(r.text).not.toContain(SECRET)
  })

  it('an absolute-form target names its path', async () => {
    expect((await probe('http://127.0.0.1/about')).body.toString()).toContain('About (prerendered)')
  })
})

describe('maintenance holds for every form of a page', () => {
  it('no page HTML goes out, under any encoding, for any of these targets', async () => {
    expect(routekit(['maintenance', 'on', '--dir', 'site', '--until', '1h'], { cwd: server.ws.root }).status).toBe(0)
    try {
      for (const target of PAGE_FORMS) {
        for (const coding of CODINGS) {
          const r = await probe(target, coding ? { 'Accept-Encoding': coding } : {})
          const where = `${target} (Accept-Encoding: ${coding})`
          expect([302, 404], where).toContain(r.status)
          expect(r.headers['content-encoding'], where).toBeUndefined()
          expect(r.text, where).not.toMatch(PAGE_HTML)
        }
      }
      // The maintenance route itself is the one page that goes out: 503.
      expect((await probe('/construction')).status).toBe(503)
    } finally {
      expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: server.ws.root }).status).toBe(0)
    }
    // Off again, the same targets serve pages (the siblings named directly stay 404).
    expect((await probe('/about/index.html#')).status).toBe(200)
    expect((await probe('/about/index.html.br')).status).toBe(404)
  })
})

describe("Node's own answers carry the security headers", () => {
  it('400 for a request line that is not HTTP', async () => {
    const r = await exchange('garbage line', 'GARBAGE\r\n\r\n')
    expect(r.status).toBe(400)
  })

  it('431 for headers that are too large', async () => {
    const r = await exchange('huge header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(r.status).toBe(431)
  })

  it('408 for a client that never finishes its headers, within 12 s (it held the socket for 80 s)', async () => {
    const started = Date.now()
    const r = await exchange('slow headers', 'GET / HTTP/1.1\r\nHost: x\r\n', 20_000)
    expect(r.status).toBe(408)
    expect(Date.now() - started).toBeLessThan(12_500)
  }, 25_000)
})

describe('fuzzed request lines and headers', () => {
  const FUZZ_RUNS = Math.max(2_000, Number(process.env.FC_RUNS ?? 0))
  const pathPiece = fc.constantFrom(
    '/',
    'about',
    'index.html',
    '.br',
    '.gz',
    '#',
    '?',
    '?preview=x',
    '%',
    '%2e',
    '%2f',
    '%00',
    '%zz',
    '..',
    '.',
    '\\',
    ';',
    'é',
    '%c3%a9',
    'maintenance.log',
    'maintenance.json',
    'assets',
    'robots.txt',
    '200.html',
    '*',
    ' ',
    'http://h',
    '//',
    '\t',
    // Issue 35: what decodes to a `?`, `#`, space or dot segment only after the path is read.
    '%3F',
    '%23',
    '%20',
    '%252e%252e',
    'construction',
  )
  const target = fc.oneof(
    fc.array(pathPiece, { maxLength: 8 }).map((p) => '/' + p.join('')),
    fc.string({ maxLength: 30 }),
    fc.constant('*'),
  )
  const method = fc.oneof(
    fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'TRACE', 'CONNECT', 'get', 'PRI'),
    fc.string({ minLength: 1, maxLength: 8 }),
  )
  const version = fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', '', 'http/1.1')
  const num = fc.oneof(fc.nat({ max: 200 }), fc.constant(''), fc.constant('-1'), fc.constant('99999999999999999999'))
  const header = fc.oneof(
    fc
      .tuple(num, num, fc.constantFrom('bytes', 'items', 'BYTES', 'bytes '))
      .map(([a, b, unit]) => `Range: ${unit}=${a}-${b}`),
    fc
      .array(fc.tuple(num, num), { minLength: 2, maxLength: 40 })
      .map((r) => `Range: bytes=${r.map(([a, b]) => `${a}-${b}`).join(',')}`),
    fc
      .constantFrom('br', 'gzip', 'br;q=0', '*', 'x-gzip', 'identity;q=0', ';;;', 'br;q=2')
      .map((v) => `Accept-Encoding: ${v}`),
    fc.constantFrom('*', '"x"', 'W/"x"', '', ',,,', '"').map((v) => `If-None-Match: ${v}`),
    fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', '').map((v) => `If-Modified-Since: ${v}`),
    fc.constantFrom('"x"', 'Thu, 01 Jan 2099 00:00:00 GMT').map((v) => `If-Range: ${v}`),
    fc.string({ maxLength: 70 }).map((v) => `Cookie: routekit_bypass=${v}`),
    fc.constantFrom('0', '5', '-1', 'abc', '1, 2').map((v) => `Content-Length: ${v}`),
    fc.constantFrom(
      'Transfer-Encoding: chunked',
      'Transfer-Encoding: gzip, chunked',
      'Expect: 100-continue',
      'Upgrade: websocket',
      'Connection: upgrade',
    ),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 })).map(([k, v]) => `${k}: ${v}`),
    fc.constantFrom(
      ' folded: continuation',
      'NoColon',
      'X-Nul: a\u0000b',
      'X-Del: \u007f',
      'Host:',
      'Host: a\r\nHost: b',
    ),
  )
  const request = fc.record({ method, target, version, headers: fc.array(header, { maxLength: 6 }) })

  it(`${FUZZ_RUNS} requests: every answer has a status line and the security headers, no secret, no crash`, async () => {
    let count = 0
    await fc.assert(
      fc.asyncProperty(request, async ({ method, target, version, headers }) => {
        const lines = [`${method} ${target} ${version}`.trimEnd(), 'Host: 127.0.0.1', 'Connection: close', ...headers]
        const r = await exchange(`fuzz ${JSON.stringify(lines)}`, lines.join('\r\n') + '\r\n\r\n', 12_000)
        count++
        expect(r.status, lines.join(' | ')).toBeGreaterThan(0)
        expect(missingSecurityHeaders(r), lines.join(' | ')).toEqual([])
        expect(r.text).not.toContain(SECRET)
      }),
      { seed: Number(process.env.FC_SEED ?? 42), numRuns: FUZZ_RUNS },
    )
    expect(count).toBeGreaterThanOrEqual(2_000)
  }, 240_000)
})

describe('afterwards', () => {
  it('the server still answers, and its descriptors are back where they started', async () => {
    expect(server.child.exitCode).toBeNull()
    expect((await probe('/about')).status).toBe(200)
    expect(await server.fdsSettle(fdsAtStart, 5_000)).toBeLessThanOrEqual(fdsAtStart)
  })

  it('every answer of the whole suite carried the security headers', () => {
    const bad = answers
      .filter(([, r]) => r.status === 0 || missingSecurityHeaders(r).length > 0)
      .map(([label, r]) => `${label}: ${r.status} ${missingSecurityHeaders(r)}`)
    expect(bad.slice(0, 20)).toEqual([])
    expect(answers.length).toBeGreaterThan(2_100)
  })
})
