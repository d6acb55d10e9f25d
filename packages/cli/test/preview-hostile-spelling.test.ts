// Issue 35, probes 1 and 2, against the real `routekit preview` process over
// raw sockets: while maintenance is on, no spelling of a target (an encoded
// `?`, `#` or space, a double-encoded dot segment; GET or HEAD; any
// Accept-Encoding; the `.br`/`.gz` names) gets page HTML, because the gate and
// the file lookup read one decoded path; and every locale's maintenance route
// answers 503 with Retry-After. Then a property-based fuzz of such targets.
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODINGS, PAGE_HTML, plantPages } from './_maintenance-probes.js'
import { startPreview, type PreviewServer } from './_preview.js'
import { missingSecurityHeaders, rawRequest, type RawResponse } from './_raw-http.js'
import { routekit } from './_run.js'

/** The project's own routes.yaml: two locales (es, en), maintenance route /construction. */
const PROJECT_ROUTES = fileURLToPath(new URL('../../../routes.yaml', import.meta.url))

let server: PreviewServer
let port: number

beforeAll(async () => {
  server = await startPreview(({ site }) => plantPages(site), { args: ['--routes', PROJECT_ROUTES] })
  port = Number(server.base.port)
  expect(routekit(['maintenance', 'on', '--dir', 'site', '--until', '1h'], { cwd: server.ws.root }).status).toBe(0)
}, 30_000)

afterAll(() => server?.stop())

/** No page HTML left: no HTML type, no HTML body, no compressed body; the security headers are there. */
function expectNoPage(r: RawResponse, where: string): void {
  expect(r.status, where).toBeGreaterThan(0)
  expect(r.headers['content-type'] ?? '', where).not.toContain('text/html')
  expect(r.headers['content-encoding'], where).toBeUndefined()
  expect(r.text, where).not.toMatch(PAGE_HTML)
  expect(missingSecurityHeaders(r), where).toEqual([])
}

describe('no page HTML under any spelling while maintenance is on', () => {
  // Each of these answered 200 text/html (the 200.html shell) while /construction answered 503.
  const SPELLINGS = [
    '/construction%3F',
    '/construction%3f',
    '/construction%3Fx',
    '/construction%3F/about',
    '/construction%23',
    '/construction%23x',
    '/construction%20',
    '/construction+',
    '/about/%252e%252e/construction',
    '/about/%252E%252E/construction',
    '/%252e%252e/construction',
    '/construction/%252e',
    '/en/construction%3F',
    '/en/construction%20',
  ]
  const targets = SPELLINGS.flatMap((t) => [t, `${t}.br`, `${t}.gz`, `${t}/index.html`, `${t}?x=1`])

  it.each(['GET', 'HEAD'])(
    '%s: redirected or refused, never served as a page',
    async (method) => {
      for (const target of targets) {
        for (const coding of CODINGS) {
          const r = await rawRequest(port, target, coding ? { 'Accept-Encoding': coding } : {}, method)
          const where = `${method} ${target} (Accept-Encoding: ${coding})`
          expect([302, 400, 404], where).toContain(r.status)
          expectNoPage(r, where)
        }
      }
    },
    60_000,
  )

  it('the redirect names the path as it was asked for', async () => {
    expect((await rawRequest(port, '/construction%3F')).headers.location).toBe(
      '/construction?from=%2Fconstruction%253F',
    )
    expect((await rawRequest(port, '/about/%252e%252e/construction')).headers.location).toBe(
      '/construction?from=%2Fabout%2F%25252e%25252e%2Fconstruction',
    )
  })
})

describe("every locale's maintenance route answers 503 with Retry-After (/en/construction answered 200)", () => {
  it.each([
    '/construction',
    '/en/construction',
    '/en/construction/',
    '/construction?from=%2Fabout',
    '/en/construction?from=%2Fen%2Fabout',
  ])('%s', async (target) => {
    for (const method of ['GET', 'HEAD']) {
      const r = await rawRequest(port, target, {}, method)
      expect(r.status, `${method} ${target}`).toBe(503)
      expect(Number(r.headers['retry-after']), `${method} ${target}`).toBeGreaterThan(3500)
      expect(r.headers['cache-control']).toBe('no-store')
    }
  })

  it('a page in English goes to the English maintenance route, which answers 503', async () => {
    const r = await rawRequest(port, '/en/about')
    expect(r.status).toBe(302)
    expect(r.headers.location).toBe('/en/construction?from=%2Fen%2Fabout')
    expect((await rawRequest(port, r.headers.location!)).status).toBe(503)
  })
})

describe('fuzzed targets during maintenance (property)', () => {
  const piece = fc.constantFrom(
    '/',
    'about',
    'construction',
    'en',
    'index.html',
    '200.html',
    'pricing',
    '.br',
    '.gz',
    '%3F',
    '%3f',
    '%23',
    '%20',
    '+',
    ' ',
    '%252e%252e',
    '%252e',
    '%252E%252E/',
    '%25',
    '%2e%2e',
    '..',
    '?',
    '?x=1',
    '#',
    '#x',
    '%c3%a9',
  )
  // Went wrong at ten times the runs (seed 35, 2,887th run): the fuzz's own oracle read `GET /construction ` (a raw
  // space before the version) as the page "/construction ", while the request line ends the target at the space, so
  // the server rightly answered the maintenance route's 503.
  it('a raw space after the maintenance route ends the target: the 503 is the maintenance route itself', async () => {
    const r = await rawRequest(port, '/construction ')
    expect(r.status).toBe(503)
    expect(r.headers['retry-after']).toBeDefined()
  })

  it("no answer but the maintenance route's 503 is page HTML", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { minLength: 1, maxLength: 7 }),
        fc.constantFrom(...CODINGS),
        fc.constantFrom('GET', 'HEAD'),
        async (pieces, coding, method) => {
          const target = '/' + pieces.join('')
          const r = await rawRequest(port, target, coding ? { 'Accept-Encoding': coding } : {}, method)
          const where = `${method} ${target} (Accept-Encoding: ${coding})`
          expect(r.status, where).toBeGreaterThan(0)
          if (r.status === 503) {
            // The one page that goes out: the maintenance route, as resolve() recognises it. A raw space ends the
            // request target in the request line (RFC 9112 §3 lets a server split on whitespace, and Node does), so the
            // path the server read stops there.
            expect(['/construction', '/en/construction'], where).toContain(
              decodeURIComponent(target.split(/[ ?#]/)[0]!).replace(/\/+$/, ''),
            )
            return
          }
          expectNoPage(r, where)
        },
      ),
      { seed: Number(process.env.FC_SEED ?? 35), numRuns: Math.max(600, Number(process.env.FC_RUNS ?? 0)) },
    )
  }, 120_000)
})
