import path from 'node:path'
import { parseAllHeaders } from 'netlify-headers-parser'
import { parseAllRedirects } from 'netlify-redirect-parser'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { ABOUT_SCRIPT, makePrerenderedBuild } from './_hosting-fixture.js'
import { routekit } from './_run.js'

interface Redirect {
  from: string
  to: string
  status: number
  force: boolean
}
interface HeaderRule {
  for: string
  forRegExp: RegExp
  values: Record<string, string>
}

let site: ReturnType<typeof makePrerenderedBuild>
let run: ReturnType<typeof routekit>
let redirects: Redirect[]
let headers: HeaderRule[]
/** What `netlify deploy` uploads (it skips dotfiles). */
const UPLOADED = [
  'index.html',
  'about/index.html',
  'construction/index.html',
  '200.html',
  'assets/app-1a2b.js',
  'builds/latest.json',
  'maintenance.log',
  '_redirects',
  '_headers',
]

beforeAll(async () => {
  site = makePrerenderedBuild()
  run = routekit(['hosting', 'netlify', '--dir', site.dir, '--routes', site.routes], { cwd: site.root })
  if (run.status !== 0) throw new Error(run.stderr)
  const parsedRedirects = await parseAllRedirects({
    redirectsFiles: [path.join(site.dir, '_redirects')],
    configRedirects: [],
    minimal: false,
  })
  expect(parsedRedirects.errors).toEqual([])
  redirects = parsedRedirects.redirects as Redirect[]
  const parsedHeaders = await parseAllHeaders({
    headersFiles: [path.join(site.dir, '_headers')] as never[],
    netlifyConfigPath: undefined,
    minimal: false,
  })
  expect(parsedHeaders.errors).toEqual([])
  headers = parsedHeaders.headers as HeaderRule[]
  return site.cleanup
})
afterEach(() => expect(run.status, run.stderr).toBe(0))

/**
 * Netlify's answer for `pathname` from the parsed rules: the first redirect
 * that matches wins, unless it is not forced and a file answers the path
 * (shadowing); a `/x/*` splat matches `/x` too. Pretty URLs: `about/index.html`
 * answers `/about` and `/about/`.
 */
function on(pathname: string): { status: number; file?: string; location?: string } {
  const files = new Map<string, string>()
  for (const f of UPLOADED) {
    files.set(`/${f}`, f)
    if (f.endsWith('index.html'))
      files.set(`/${f.slice(0, -'index.html'.length)}`, f).set(`/${f.slice(0, -'/index.html'.length)}`, f)
  }
  for (const r of redirects) {
    const splat = r.from.endsWith('/*')
    const base = r.from.slice(0, -2)
    const rest =
      splat && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length + 1) : undefined
    if (splat ? rest === undefined : r.from !== pathname) continue
    if (!r.force && files.has(pathname)) break
    const to = r.to.replace(':splat', rest ?? '')
    if (r.status === 200) return { status: 200, file: files.get(to) }
    if (r.status === 404) return { status: 404, file: files.get(to) }
    return { status: r.status, location: to }
  }
  const file = files.get(pathname)
  return file ? { status: 200, file } : { status: 404 }
}

/** Netlify CLI's headersForPath: every matching rule, a later one replacing a header an earlier one set. */
function headersOn(pathname: string): { values: Record<string, string>; cspRules: string[] } {
  const matching = headers.filter((h) => h.forRegExp.test(pathname))
  return {
    values: Object.assign({}, ...matching.map((h) => h.values)),
    cspRules: matching.filter((h) => 'Content-Security-Policy' in h.values).map((h) => h.for),
  }
}

test('netlify: the parser reads every rule we wrote, none dropped or misread', () => {
  expect(redirects.map((r) => `${r.from} ${r.to} ${r.status}${r.force ? '!' : ''}`)).toMatchInlineSnapshot(`
    [
      "/maintenance.log /.routekit-not-found 404!",
      "/about-us /200.html 200!",
      "/about-us/* /about 301!",
      "/old /200.html 200!",
      "/old/* /new/:splat 302!",
      "/go https://example.com/ 307!",
      "/assets/* /.routekit-not-found 404",
      "/builds/* /.routekit-not-found 404",
      "/maintenance.json /.routekit-not-found 404",
      "/dashboard /200.html 200",
      "/new/:slug /200.html 200",
      "/* /200.html 404",
    ]
  `)
  expect(headers.map((h) => h.for)).toMatchInlineSnapshot(`
    [
      "/*",
      "/assets/*",
      "/about",
      "/about/",
      "/about/index.html",
    ]
  `)
})

test('netlify: redirects keep their status; a prefix does not match its own path; the log is never served', () => {
  expect(on('/about-us/team')).toEqual({ status: 301, location: '/about' })
  expect(on('/about-us')).toEqual({ status: 200, file: '200.html' })
  expect(on('/old/a/b')).toEqual({ status: 302, location: '/new/a/b' })
  expect(on('/go')).toEqual({ status: 307, location: 'https://example.com/' })
  expect(on('/maintenance.log')).toEqual({ status: 404 })
})

test('netlify: pages are their files, any other path the shell, a missing asset or flag a 404', () => {
  expect(on('/about')).toEqual({ status: 200, file: 'about/index.html' })
  expect(on('/dashboard')).toEqual({ status: 200, file: '200.html' })
  expect(on('/assets/x.js')).toEqual({ status: 404 })
  expect(on('/builds/old.json')).toEqual({ status: 404 })
  expect(on('/maintenance.json')).toEqual({ status: 404 })
  expect(on('/assets/app-1a2b.js')).toEqual({ status: 200, file: 'assets/app-1a2b.js' })
})

test("netlify: each page's own CSP replaces the shell's on its paths; the security headers and the asset cache are everywhere", () => {
  for (const form of ['/about', '/about/', '/about/index.html']) {
    const { values, cspRules } = headersOn(form)
    expect(values['Content-Security-Policy'], form).toContain(`script-src 'self' ${ABOUT_SCRIPT};`)
    // The parser's pattern for /about/ matches /about too: every rule after /* is one of the page's.
    expect(cspRules[0], form).toBe('/*')
    expect(
      cspRules.slice(1).every((rule) => rule.startsWith('/about')),
      form,
    ).toBe(true)
  }
  for (const pathname of ['/', '/dashboard', '/assets/x.js', '/about-us/team']) {
    const { values } = headersOn(pathname)
    expect(values['Content-Security-Policy'], pathname).not.toContain('sha256-')
    expect(values['X-Frame-Options'], pathname).toBe('DENY')
  }
  expect(headersOn('/assets/app-1a2b.js').values['Cache-Control']).toBe('public, max-age=31536000, immutable')
  expect(headersOn('/about').values['Cache-Control']).toBeUndefined()
})

test('netlify: the output names what Netlify cannot do', () => {
  expect(run.stdout.replaceAll(site.root, '<tmp>')).toMatchInlineSnapshot(`
    "routekit hosting netlify: wrote <tmp>/dist/_redirects, <tmp>/dist/_headers, <tmp>/netlify/edge-functions/routekit-maintenance.js
    "
  `)
  expect(run.stderr).toMatchInlineSnapshot(`
    "routekit hosting netlify: cannot do as routekit preview does: A missing maintenance.json is a 404, not a 204 (the browser reads both as "no flag").
    routekit hosting netlify: cannot do as routekit preview does: A missing file with an extension outside /assets/ and /builds/ (say /favicon.ico) gets the app's 404 page in text/html with a 404, not a 404 without HTML: _redirects cannot match an extension.
    routekit hosting netlify: cannot do as routekit preview does: HTML siblings (*.html.br|gz) are served under their own name: _redirects cannot match a suffix. Build with routekit({ compress: false }) for Netlify, or delete them before the deploy.
    routekit hosting netlify: cannot do as routekit preview does: Each page's CSP is a rule after /* in _headers, which also sets the shell's CSP; where Netlify sends both values, the browser enforces both, so the page's inline blocks are blocked (never looser).
    routekit hosting netlify: cannot do as routekit preview does: Cache-Control outside /assets/ is Netlify's default (public, max-age=0, must-revalidate: revalidated on every use, as no-cache).
    routekit hosting netlify: cannot do as routekit preview does: A ?preview= token on a held page gets the content-free shell with 503, whose app derives the key and writes the bypass cookie: the edge checks the cookie (one SHA-256), never the token (600,000 PBKDF2 iterations do not fit its CPU time).
    routekit hosting netlify: cannot do as routekit preview does: /maintenance.json is served as it is, bypass included (the browser checks its cookie against it), as on a static host; routekit preview shows bypass only to the cookie's holder.
    "
  `)
})

test('netlify (unit): a splat that could lead off the site is left out, and named', async () => {
  const { netlifyRedirects } = await import('../src/hosting/netlify.js')
  const { unguardedSplats } = await import('../src/policy/host-rules.js')
  const csp = "default-src 'self'"
  const plan = {
    site: { dir: '/srv', shell: '200.html', pages: {}, csp: {} },
    config: { routes: [] } as never,
    baseCsp: csp,
    pages: [{ file: '200.html', path: undefined, segments: undefined, csp }],
    notFound: [],
    otherHeaders: [],
    redirects: [
      { from: '/old/*', to: '/*', status: 301 as const, index: 0 },
      { from: '/go/*', to: 'https://example.com/*', status: 302 as const, index: 1 },
    ],
    hsts: false,
    refusals: [],
  }
  expect(unguardedSplats(plan)).toEqual(['/old/* -> /*', '/go/* -> https://example.com/*'])
  expect(netlifyRedirects(plan)).not.toContain(':splat')
})
