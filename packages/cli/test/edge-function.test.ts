// Issue 43: the edge function `routekit hosting cloudflare|netlify|vercel` writes. The decision is resolve()'s, bundled
// into the function: on generated routes.yaml files, flags and paths, the built bundle (dist/edge/cloudflare.js, the
// very code the command writes below the site's data) answers each path as resolve() decides it. Then what only the
// edge does: a `?preview=` visit gets the shell with 503 (the browser derives the key), a bad flag keeps the last good
// state, HEAD has no body; Vercel's own matcher parser (routing-utils) confirms the middleware runs for every path the
// gate decides; `--no-edge` leaves the function out and says again that the host has no server-side maintenance.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseRoutes, resolve, type RoutesConfig } from '@routekit/router-core'
import { sourceToRegex } from '@vercel/routing-utils'
import { URLPattern as URLPatternPolyfill } from 'urlpattern-polyfill'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { FLAG_TTL_MS, createEdgeHandler, isGated, type EdgeData } from '../src/edge/handler.js'
import { makeHostileSite } from './_hostile-site.js'
import { routekit } from './_run.js'

const DIST = path.resolve(__dirname, '..', 'dist', 'edge')
const work = mkdtempSync(path.join(tmpdir(), 'routekit-edge-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

type Worker = {
  fetch(
    request: Request,
    env: { ASSETS: { fetch(input: URL | Request | string): Promise<Response> } },
  ): Promise<Response>
}

/** The built Cloudflare function with `data` above it, as `routekit hosting cloudflare` writes it; a fresh module. */
let modules = 0
async function worker(data: EdgeData): Promise<Worker> {
  const file = path.join(work, `worker-${modules++}.mjs`)
  writeFileSync(
    file,
    `const ROUTEKIT_EDGE = ${JSON.stringify(data)};\n${readFileSync(path.join(DIST, 'cloudflare.js'), 'utf8')}`,
  )
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Worker }).default
}

/** The host behind the function: maintenance.json is `flag` (none: a 404), every other path `200 host`. */
function assets(flag: string | undefined) {
  return {
    fetch: async (input: URL | Request | string) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname === '/maintenance.json')
        return flag === undefined
          ? new Response('not found', { status: 404, headers: { 'content-type': 'text/html' } })
          : new Response(flag, { headers: { 'content-type': 'application/json' } })
      return new Response('host')
    },
  }
}

const data = (config: RoutesConfig): EdgeData => ({
  config,
  headers: [['X-Content-Type-Options', 'nosniff']],
  maintenancePages: {},
  shell: { html: 'shell', headers: [] },
})

/** An answer as the gate's `302 <location>` or `503 <body>`, or `pass`: what the host answered. */
async function answer(res: Response): Promise<string> {
  const body = await res.text()
  if (res.status === 302) return `302 ${res.headers.get('location')}`
  if (res.status === 503) return `503 ${body}`
  return 'pass'
}

function config(text: string): RoutesConfig {
  const parsed = parseRoutes(text)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  return parsed.config
}

const SEGMENT = fc.constantFrom(
  'construction',
  'CONSTRUCTION',
  '%63onstruction',
  'construction%3F',
  'status',
  'docs',
  'blog',
  'a',
  'caf%C3%A9',
  'x.pdf',
  'app.js',
  'index.html',
  'index.html.br',
  'maintenance.json',
)
const PATH = fc
  .tuple(
    fc.constantFrom('', '/en', '/es', '/fr'),
    fc.array(SEGMENT, { minLength: 0, maxLength: 3 }),
    fc.boolean(),
    fc.constantFrom('', '?x=1', '?preview=Abc123', '?from=%2Fa'),
  )
  .map(
    ([locale, segments, slash, query]) =>
      `${locale}/${segments.join('/')}${slash && segments.length ? '/' : ''}${query}`,
  )
const I18N = fc.constantFrom(
  '',
  'i18n: { locales: [en, es], default: en }',
  'i18n: { locales: [en, es], default: en, prefix: always }',
)
const ALLOW = fc.subarray(['/status', '/docs/*', '/blog/*'])
const FLAG = fc.record({
  enabled: fc.boolean(),
  allow: fc.option(fc.subarray(['/a', '/docs/*', '/es/status']), { nil: undefined }),
  until: fc.option(fc.constantFrom('2020-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z'), { nil: undefined }),
  bypass: fc.option(fc.constant(`pbkdf2-sha256-keyhash$600000$${'A'.repeat(22)}$${'B'.repeat(43)}`), {
    nil: undefined,
  }),
})

describe("the function's decision is resolve()'s", () => {
  it('generated routes.yaml, flags and paths: the built function answers as resolve() decides', async () => {
    let held = 0
    let checked = 0
    await fc.assert(
      fc.asyncProperty(
        I18N,
        ALLOW,
        FLAG,
        fc.array(PATH, { minLength: 5, maxLength: 15 }),
        async (i18n, allow, flag, paths) => {
          const routes = config(
            [
              'version: 1',
              i18n,
              `maintenance: { route: /construction, allow: ${JSON.stringify(allow)} }`,
              'routes:',
              '  - { path: /, name: home, page: home }',
              '  - { path: /construction, name: construction, page: construction, layout: none }',
              '  - { path: /status, name: status, page: status }',
              '  - { path: /docs/*, name: docs, page: docs }',
              '  - { path: /blog/:slug, name: post, page: post }',
              '  - { path: /files/:name.pdf, name: file, page: file }',
            ]
              .filter(Boolean)
              .join('\n'),
          )
          const text = JSON.stringify({ ...flag, updatedAt: '2026-11-28T00:00:00.000Z', updatedBy: 'ops' })
          const fn = await worker(data(routes))
          for (const target of paths) {
            const got = await answer(await fn.fetch(new Request(`http://localhost${target}`), { ASSETS: assets(text) }))
            // The spec, from resolve() itself: a page request while maintenance is on is resolve()'s maintenance answer.
            const url = new URL(target, 'http://localhost')
            const decision = resolve(routes, url.pathname + url.search, {
              maintenance: { enabled: true, ...(flag.allow && { allow: flag.allow }) },
            })
            let want = 'pass'
            if (flag.enabled && isGated(routes, url.pathname)) {
              if (decision.kind === 'render' && decision.maintenanceRoute) want = '503 shell'
              else if (decision.kind === 'redirect' && decision.reason === 'maintenance')
                want = flag.bypass && url.searchParams.has('preview') ? '503 shell' : `302 ${decision.to}`
            }
            expect(got, `${target}\n${JSON.stringify(routes.maintenance)} ${text}`).toBe(want)
            if (want !== 'pass') held++
            checked++
          }
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 60), seed: Number(process.env.FC_SEED ?? 43) },
    )
    // The property saw both sides: held pages and pages let through.
    expect(held).toBeGreaterThan(checked / 10)
    expect(checked - held).toBeGreaterThan(checked / 10)
  }, 120_000)
})

const SITE = config(`version: 1
maintenance: { route: /construction, allow: [/status] }
routes:
  - { path: /, name: home, page: home }
  - { path: /construction, name: construction, page: construction, layout: none }
  - { path: /about, name: about, page: about }
  - { path: /status, name: status, page: status }
`)
const ON = JSON.stringify({ enabled: true, updatedAt: '2026-11-28T00:00:00.000Z', updatedBy: 'ops' })

describe('what only the edge does', () => {
  it('a ?preview= visit to a held page gets the content-free shell with 503 and Retry-After: the browser checks the token', async () => {
    const bypass = `pbkdf2-sha256-keyhash$600000$${'A'.repeat(22)}$${'B'.repeat(43)}`
    const fn = await worker(data(SITE))
    const res = await fn.fetch(new Request('http://localhost/about?preview=tok'), {
      ASSETS: assets(JSON.stringify({ ...JSON.parse(ON), bypass })),
    })
    expect([res.status, res.headers.get('retry-after'), res.headers.get('cache-control'), await res.text()]).toEqual([
      503,
      '3600',
      'no-store',
      'shell',
    ])
  })

  it('HEAD gets the same status and headers with no body; other methods go to the host', async () => {
    const fn = await worker(data(SITE))
    const head = await fn.fetch(new Request('http://localhost/about', { method: 'HEAD' }), { ASSETS: assets(ON) })
    expect([head.status, head.headers.get('location'), await head.text()]).toEqual([
      302,
      '/construction?from=%2Fabout',
      '',
    ])
    const post = await fn.fetch(new Request('http://localhost/about', { method: 'POST' }), { ASSETS: assets(ON) })
    expect(await answer(post)).toBe('pass')
  })

  it('a malformed maintenance.json keeps the last good state; a missing one is "off"; each read stands a second', async () => {
    let flag: string | undefined = ON
    let clock = 0
    let reads = 0
    const handle = createEdgeHandler(data(SITE), { now: () => clock })
    const host = { flag: async () => (reads++, assets(flag).fetch('http://localhost/maintenance.json')) }
    const ask = async () => {
      const res = await handle(new Request('http://localhost/about'), host)
      return res ? `${res.status}` : 'pass'
    }
    expect(await ask()).toBe('302')
    flag = '{"enabled": "yes"'
    clock += FLAG_TTL_MS - 1
    expect([await ask(), reads], 'within the second: not read again').toEqual(['302', 1])
    clock += 1
    expect([await ask(), reads], 'read again, malformed: the last good state stays').toEqual(['302', 2])
    flag = undefined
    clock += FLAG_TTL_MS
    expect([await ask(), reads], 'no file: off').toEqual(['pass', 3])
  })

  it("Vercel's matcher (routing-utils' path-to-regexp) runs the middleware for every path the gate decides", () => {
    // The matcher as the built middleware exports it (its `config`), read by Vercel's parser.
    const source = readFileSync(path.join(DIST, 'vercel.js'), 'utf8')
    const matcher = new RegExp(sourceToRegex(/matcher:"([^"]+)"/.exec(source)![1]!).src)
    fc.assert(
      fc.property(PATH, (target) => {
        const pathname = new URL(target, 'http://localhost').pathname
        if (isGated(SITE, pathname)) expect(matcher.test(pathname), pathname).toBe(true)
      }),
      { numRuns: 500, seed: 43 },
    )
    expect(matcher.test('/assets/app-1a2b.js'), 'the hashed files skip it').toBe(false)
  })

  it("Netlify's path and excludedPath (URLPattern, as Netlify's runtime reads them) run the function for every path the gate decides", () => {
    // The configuration as the built function exports it (its `config`), read from the bundle as Vercel's is above;
    // URLPattern is the WHATWG standard Netlify matches with (Node 24 has it; on Node 20 and 22 the standard's polyfill).
    const source = readFileSync(path.join(DIST, 'netlify.js'), 'utf8')
    const [, pathText, excludedText] = /\{path:("[^"]+"),excludedPath:(\[[^\]]*\])\}/.exec(source)!
    const netlify = { path: JSON.parse(pathText!) as string, excludedPath: JSON.parse(excludedText!) as string[] }
    const Pattern = (globalThis as { URLPattern?: typeof URLPatternPolyfill }).URLPattern ?? URLPatternPolyfill
    const included = new Pattern({ pathname: netlify.path })
    const excluded = netlify.excludedPath.map((pathname) => new Pattern({ pathname }))
    const runs = (pathname: string) => included.test({ pathname }) && !excluded.some((p) => p.test({ pathname }))
    fc.assert(
      fc.property(PATH, (target) => {
        const pathname = new URL(target, 'http://localhost').pathname
        if (isGated(SITE, pathname)) expect(runs(pathname), pathname).toBe(true)
      }),
      { numRuns: 500, seed: 43 },
    )
    expect(runs('/'), 'the root').toBe(true)
    expect(runs('/assets/app-1a2b.js'), 'the hashed files skip it').toBe(false)
  })
})

describe('routekit hosting --no-edge', () => {
  it('leaves the function out, removes one written before, and says the host has no server-side maintenance', () => {
    const site = makeHostileSite(
      'version: 1\nroutes:\n  - { path: /, name: home, page: home }\n  - { path: /construction, name: c, page: c }\n',
      ['/', '/construction'],
    )
    try {
      const args = (target: string) => ['hosting', target, '--dir', site.dir, '--routes', site.routes]
      for (const target of ['cloudflare', 'vercel', 'netlify']) {
        const run = routekit(args(target), { cwd: site.root })
        expect(run.status, run.stderr).toBe(0)
      }
      const files = [
        path.join(site.dir, '_worker.js'),
        path.join(site.dir, '_routes.json'),
        path.join(site.dir, 'middleware.js'),
        path.join(site.root, 'netlify/edge-functions/routekit-maintenance.js'),
      ]
      expect(files.map((f) => existsSync(f))).toEqual([true, true, true, true])
      for (const target of ['cloudflare', 'vercel', 'netlify']) {
        const run = routekit([...args(target), '--no-edge'], { cwd: site.root })
        expect(run.stderr).toContain('No server-side maintenance: every page answers 200 during maintenance')
      }
      expect(files.map((f) => existsSync(f))).toEqual([false, false, false, false])
      // A file routekit did not write stays.
      writeFileSync(files[2]!, 'export default () => {}\n')
      routekit([...args('vercel'), '--no-edge'], { cwd: site.root })
      expect(existsSync(files[2]!)).toBe(true)
    } finally {
      site.cleanup()
    }
  })
})
