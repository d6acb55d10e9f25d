// Generated routes.yaml files with hostile characters (syntax of some host's grammar, controls, Unicode spaces) in every
// field that reaches a host config: a page's path, a redirect's source and target, a prefix redirect, an external
// target, the maintenance route, and --connect-src. Each host's writer runs on each file, and the host's own reader
// reads the result: Debian's nginx (nginx -t, then requests), Cloudflare's asset server from wrangler, Netlify's
// parsers, Vercel's routing-utils, and JSON.parse with Firebase's own matcher (superstatic). The invariant: the config
// holds exactly the rules routes.yaml means (each source answers its own target and status, a page its own HTML and
// CSP, and a path under /q, which no field declares, gets none of them), or validate or the host's grammar refused
// the file with a code at the field. A failing seed becomes a named test in hosting-injection.test.ts.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import fc from 'fast-check'
import { getTransformedRoutes, type RouteWithSrc } from '@vercel/routing-utils'
import { parseAllHeaders } from 'netlify-headers-parser'
import { parseAllRedirects } from 'netlify-redirect-parser'
import { describe, expect, test } from 'vitest'
import { cloudflareAssets } from './_cloudflare.js'
import {
  decodedPath,
  encodeAll,
  fieldsOf,
  hostileCase,
  hostileSegment,
  meaning,
  writeCase,
  type HostileCase,
  type Written,
} from './_hostile-gen.js'
import { freePort, startNginx } from './_nginx.js'
import { connectOrigin } from '../src/_origins.js'

type Middleware = (req: unknown, res: unknown, next: () => void) => void
const require = createRequire(import.meta.url)
/** The Firebase Hosting emulator's redirect matcher, and its matcher for a headers entry's source or regex. */
const superstaticRedirects = require('superstatic/lib/middleware/redirects.js') as () => Middleware
const superstaticPatterns = require('superstatic/lib/utils/patterns.js') as {
  configMatcher: (url: string, config: { source?: string; regex?: string }) => boolean
}

/** Runs per host; FC_RUNS raises them, FC_SEED picks another seed. */
const runs = (local: number) => ({
  numRuns: Number(process.env.FC_RUNS ?? local),
  seed: Number(process.env.FC_SEED ?? 41),
})

/** Codes validate answers a hostile field with: syntax, what a path may hold, redirect checks. */
const VALIDATE_CODES = /^RK(3\d\d|50[0-6]|60[0-3]|905)$/

/** How many cases each host's test saw written, refused by the host, and refused by validate. */
const seen: Record<string, { written: number; refused: number; invalid: number }> = {}

/** At least a sixth of the cases reached the host's reader: the property cannot pass on refusals alone. */
function expectMostlyWritten(host: string): void {
  const { written, refused, invalid } = seen[host]!
  const all = written + refused + invalid
  expect(
    written,
    `${host}: ${written} written, ${refused} refused by the host, ${invalid} by validate`,
  ).toBeGreaterThanOrEqual(all / 6)
}

/** A case validate or the host refused: each refusal at a routes.yaml field, with the host's reason. */
function expectRefusedWell(written: Written, host: string): boolean {
  const count = (seen[host] ??= { written: 0, refused: 0, invalid: 0 })
  count[written.kind === 'written' ? 'written' : written.kind === 'refused' ? 'refused' : 'invalid']++
  if (written.kind === 'invalid') {
    expect(written.codes.length).toBeGreaterThan(0)
    for (const code of written.codes) expect(code).toMatch(VALIDATE_CODES)
    return true
  }
  if (written.kind === 'refused') {
    for (const r of written.refusals) {
      expect(r.host).toBe(host)
      expect('config' in r.origin ? r.origin.config[0] : 'file').toMatch(/^(routes|redirects|maintenance)$/)
      expect(r.reason.length).toBeGreaterThan(20)
    }
    return true
  }
  return false
}

/** The target of each redirect of a case, as routekit means it (decoded), by source. */
function meant(c: HostileCase) {
  const f = fieldsOf(c)
  return {
    page: decodedPath('p', c.page),
    from: decodedPath('r', c.from),
    prefix: decodedPath('s', c.prefix),
    maintenance: decodedPath('m', c.maintenance),
    // The target as a browser reads it (the URL parser's serialisation: `\\` is "/", `"` is %22): what every host must send.
    external: new URL(f.external).href,
    probe: decodedPath('q', c.probe),
  }
}

/** A path of decoded text as a request spells it: every character but letters and digits percent-encoded. */
const spelled = (letter: string, text: string) => `/${letter}${encodeAll(text)}`
/** The same path as a browser sends a link to it: encodeURIComponent(), RFC 3986's sub-delims, ":" and "@" as they are. */
const sent = (letter: string, text: string) =>
  `/${letter}${encodeURIComponent(text.normalize('NFC')).replace(/%(2[146-9A-C]|3[ABD]|40|7E)/gi, (e) => decodeURIComponent(e))}`
/** A URL with each escape decoded (those that decode): two spellings of one URL compare equal. */
const unescaped = (url: string) =>
  url.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
/** The hash of the page's own inline script (the site gives page i the script text `page-i`). */
const PAGE_HASH = `'sha256-${Buffer.from('page-2').toString('base64')}'`
/** cleanUrls' and trailingSlash's own redirects in Vercel's routes, which come first whatever vercel.json says. */
const VERCEL_OWN = new Set(['/$1', '/$1/'])

describe('hostile characters in every field, read back by each host', () => {
  test('nginx: nginx -t accepts every config written, and each request gets the rule routes.yaml means', async () => {
    await fc.assert(
      fc.asyncProperty(hostileCase, fc.option(hostileSegment, { nil: undefined }), async (c, connect) => {
        let connectSrc: string[] = []
        if (connect !== undefined) {
          try {
            connectSrc = [connectOrigin(`https://${connect}.example`)]
          } catch (error) {
            // Refused as a usage error (exit 2) with the reason: nothing reaches a config.
            expect((error as Error).message).toMatch(/^--connect-src /)
          }
        }
        const written = writeCase(c, 'nginx', { connectSrc })
        if (expectRefusedWell(written, 'nginx') || written.kind !== 'written') return
        const { site } = written
        let nginx: ChildProcess | undefined
        try {
          const port = await freePort()
          const conf = path.join(site.root, 'routekit.conf')
          const text = readFileSync(conf, 'utf8').replace('listen 80;', `listen 127.0.0.1:${port};`)
          const listening = path.join(site.root, 'listening.conf')
          require('node:fs').writeFileSync(listening, text)
          const origin = `http://127.0.0.1:${port}`
          nginx = await startNginx(site.root, listening, origin, text)
          const m = meant(c)
          const get = (p: string) => fetch(`${origin}${p}`, { redirect: 'manual' })
          const page = await get(spelled('p', c.page))
          expect([page.status, await page.text()]).toEqual([200, `<!doctype html><h1>${site.pages[2]!.text}</h1>`])
          if (connectSrc.length) expect(page.headers.get('content-security-policy')).toContain(connectSrc[0])
          for (const [from, status] of [
            [spelled('r', c.from), c.status],
            [`${spelled('s', c.prefix)}/zz`, c.status],
          ] as const) {
            const res = await get(from)
            expect([from, res.status, meaning(res.headers.get('location') ?? '')]).toEqual([from, status, m.page])
          }
          const external = await get('/x')
          expect([external.status, unescaped(external.headers.get('location')!)]).toEqual([
            c.status,
            unescaped(m.external),
          ])
          const held = await get(spelled('m', c.maintenance))
          expect([held.status, await held.text()]).toEqual([200, `<!doctype html><h1>${site.pages[1]!.text}</h1>`])
          // No field declared anything under /q: the shell, or a 404 for a path that looks like a file.
          const probe = await get(spelled('q', c.probe))
          const body = await probe.text()
          expect([200, 400, 404], `${m.probe}: ${body}`).toContain(probe.status)
          if (probe.status === 200) expect(body).toContain('shell')
        } finally {
          nginx?.kill('SIGTERM')
          site.cleanup()
        }
      }),
      runs(15),
    )
    expectMostlyWritten('nginx')
  }, 300_000)

  test("Cloudflare Pages: wrangler's parsers read every rule written, and each request gets the rule routes.yaml means", async () => {
    await fc.assert(
      fc.asyncProperty(hostileCase, async (c) => {
        const written = writeCase(c, 'cloudflare')
        if (expectRefusedWell(written, 'Cloudflare Pages') || written.kind !== 'written') return
        const { site } = written
        const cf = await cloudflareAssets(site.dir)
        try {
          expect(cf.invalid()).toEqual([])
          const rules = readFileSync(path.join(site.dir, '_redirects'), 'utf8')
            .split('\n')
            .filter((l) => l.trim() !== '' && !l.startsWith('#'))
          expect(cf.logs()).toContain(`✨ Parsed ${rules.length} valid redirect rules.`)
          const m = meant(c)
          // Cloudflare matches a rule's spelling as written: request each source in the spelling its rule has.
          const spelling = (wanted: string, suffix = '') =>
            rules.map((l) => l.split(/\s+/)[0]!).find((from) => meaning(from.replace(/\*$/, 'zz')) === wanted + suffix)
          const page = spelling(m.page)
          if (page) expect(await cf.text(page)).toContain(site.pages[2]!.text)
          for (const [source, suffix] of [
            [m.from, ''],
            [m.prefix, '/zz'],
          ] as const) {
            const from = rules
              .map((l) => l.split(/\s+/)[0]!)
              .find((s) => meaning(s.replace(/\*$/, 'zz')) === source + suffix)
            expect(from, `${source}: a rule for it`).toBeDefined()
            const res = await cf.get(from!.replace(/\*$/, 'zz'))
            expect([res.status, meaning(res.headers.get('location') ?? '')]).toEqual([c.status, m.page])
          }
          const probe = await cf.get(spelled('q', c.probe))
          // A 404 (404.html); a control character in the request makes the dev server's file lookup fail (502): no rule either way.
          // eslint-disable-next-line no-control-regex
          expect(probe.status, m.probe).toBe(/[\u0000-\u001f\u007f]/.test(c.probe) ? probe.status : 404)
          expect(probe.status).toBeGreaterThanOrEqual(400)
          expect(await probe.text()).not.toMatch(/page-\d/)
        } finally {
          cf.close()
          site.cleanup()
        }
      }),
      runs(30),
    )
    expectMostlyWritten('Cloudflare Pages')
  }, 300_000)

  test('Netlify: its parsers read every rule written, each one a rule routes.yaml means, and none matches a path it does not declare', async () => {
    await fc.assert(
      fc.asyncProperty(hostileCase, async (c) => {
        const written = writeCase(c, 'netlify')
        if (expectRefusedWell(written, 'Netlify') || written.kind !== 'written') return
        const { site } = written
        try {
          const parsed = await parseAllRedirects({
            redirectsFiles: [path.join(site.dir, '_redirects')],
            configRedirects: [],
            minimal: false,
          })
          expect(parsed.errors).toEqual([])
          const m = meant(c)
          const rules = parsed.redirects as Array<{
            from: string
            to: string
            status: number
            force: boolean
            proxy?: boolean
          }>
          // Netlify's syntax in a source: a final splat, or a ":name" segment. Only the fixed rules and the prefix have a splat.
          for (const r of rules) {
            expect(
              r.from.split('/').some((s) => s.startsWith(':')),
              r.from,
            ).toBe(false)
            expect(r.from.slice(0, -1).includes('*'), r.from).toBe(false)
            expect(r.proxy ?? false, `${r.from} ${r.to}`).toBe(false)
          }
          const bySource = (source: string) => rules.filter((r) => meaning(r.from.replace(/\/\*$/, '/zz')) === source)
          expect(bySource(m.from).map((r) => [meaning(r.to), r.status, r.force])).toEqual([[m.page, c.status, true]])
          expect(bySource(`${m.prefix}/zz`).map((r) => [meaning(r.to), r.status, r.force])).toEqual([
            [m.page, c.status, true],
          ])
          expect(bySource('/x').map((r) => [r.to, r.status])).toEqual([[m.external, c.status]])
          const headers = await parseAllHeaders({
            headersFiles: [path.join(site.dir, '_headers')] as never[],
            netlifyConfigPath: undefined,
            minimal: false,
          })
          expect(headers.errors).toEqual([])
          const headerRules = headers.headers as Array<{
            for: string
            forRegExp: RegExp
            values: Record<string, string>
          }>
          // The page's CSP rule is for its own path; a path under /q, in either spelling, gets no rule but /*.
          const pageRules = headerRules.filter((h) => meaning(h.for) === m.page)
          expect(pageRules.length).toBeGreaterThan(0)
          for (const h of pageRules) expect(h.values['Content-Security-Policy']).toContain(PAGE_HASH)
          for (const probe of [spelled('q', c.probe), sent('q', c.probe)])
            expect(headerRules.filter((h) => h.forRegExp.test(probe) && h.for !== '/*').map((h) => h.for)).toEqual([])
        } finally {
          site.cleanup()
        }
      }),
      runs(40),
    )
    expectMostlyWritten('Netlify')
  }, 300_000)

  test('Vercel: routing-utils reads vercel.json, and each source matches exactly the path routes.yaml means', async () => {
    await fc.assert(
      fc.asyncProperty(hostileCase, async (c) => {
        const written = writeCase(c, 'vercel')
        if (expectRefusedWell(written, 'Vercel') || written.kind !== 'written') return
        const { site } = written
        try {
          const json = JSON.parse(readFileSync(path.join(site.dir, 'vercel.json'), 'utf8'))
          const { routes, error } = getTransformedRoutes(json)
          expect(error).toBeNull()
          const all = routes!.filter((r): r is RouteWithSrc => 'src' in r)
          const redirectFor = (p: string) =>
            all.find(
              (r) =>
                r.status &&
                r.status >= 300 &&
                r.status < 400 &&
                !VERCEL_OWN.has(r.headers?.Location ?? '') &&
                new RegExp(r.src).test(p),
            )
          const m = meant(c)
          // Vercel matches the path as the browser sends it (sent()).
          for (const [source, suffix] of [
            [sent('r', c.from), ''],
            [sent('s', c.prefix), '/zz'],
          ] as const) {
            const route = redirectFor(source + suffix)
            expect(route, source).toBeDefined()
            const location = route!.headers!.Location!.replace(
              /\$(\d+)/g,
              (_, n: string) => new RegExp(route!.src).exec(source + suffix)![Number(n)] ?? '',
            )
            expect([route!.status, meaning(location)]).toEqual([c.status, m.page])
          }
          expect(redirectFor(sent('q', c.probe))).toBeUndefined()
          const pageCsp = all.filter(
            (r) => r.headers?.['Content-Security-Policy'] && new RegExp(r.src).test(sent('p', c.page)),
          )
          expect(pageCsp).toHaveLength(1)
          const probeCsp = all.filter(
            (r) => r.headers?.['Content-Security-Policy'] && new RegExp(r.src).test(sent('q', c.probe)),
          )
          expect(probeCsp).toHaveLength(1)
          expect(probeCsp[0]!.src).not.toBe(pageCsp[0]!.src)
        } finally {
          site.cleanup()
        }
      }),
      runs(40),
    )
    expectMostlyWritten('Vercel')
  }, 300_000)

  test("Firebase Hosting: firebase.json is JSON, and superstatic's matchers answer each path as routes.yaml means", async () => {
    await fc.assert(
      fc.asyncProperty(hostileCase, async (c) => {
        const written = writeCase(c, 'firebase')
        if (expectRefusedWell(written, 'Firebase Hosting') || written.kind !== 'written') return
        const { site } = written
        try {
          const json = JSON.parse(readFileSync(path.join(site.root, 'firebase.json'), 'utf8'))
          const redirect = (url: string) => {
            let answer: unknown
            superstaticRedirects()(
              { url, superstatic: { redirects: structuredClone(json.hosting.redirects) } },
              { superstatic: { handle: (a: unknown) => (answer = a) } },
              () => (answer = 'next'),
            )
            return answer as { redirect: string; status: number } | 'next'
          }
          const m = meant(c)
          for (const url of [sent('r', c.from), `${sent('s', c.prefix)}/zz`]) {
            const answer = redirect(url)
            expect(answer, url).not.toBe('next')
            const { redirect: to, status } = answer as { redirect: string; status: number }
            expect([status, meaning(to)]).toEqual([c.status === 307 ? 302 : c.status === 308 ? 301 : c.status, m.page])
          }
          expect(redirect(sent('q', c.probe))).toBe('next')
          const csp = (url: string) =>
            (
              json.hosting.headers as Array<{
                source?: string
                regex?: string
                headers: Array<{ key: string; value: string }>
              }>
            )
              .filter((h) => superstaticPatterns.configMatcher(url, h))
              .flatMap((h) => h.headers.filter((x) => x.key === 'Content-Security-Policy').map((x) => x.value))
              .at(-1)
          expect(csp(sent('p', c.page))).toContain(PAGE_HASH)
          expect(csp(sent('q', c.probe))).not.toMatch(/'sha256-/)
        } finally {
          site.cleanup()
        }
      }),
      runs(40),
    )
    expectMostlyWritten('Firebase Hosting')
  }, 300_000)
})
