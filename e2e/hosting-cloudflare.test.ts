// Issue 24 on Cloudflare Pages: the site served by `wrangler pages dev`
// (Cloudflare's own asset server on workerd, offline) with the `_redirects`,
// `_headers` and `404.html` that `routekit hosting cloudflare` writes, through
// issue 24's five scenarios. The server starts once for the file. Netlify's
// files, which Cloudflare was said to read, lost every redirect rule there
// (`404`, `200!` and `301!` are invalid), answered every path with a 308 to
// /200, and dropped /colors' CSP line (over 2,000 characters).
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ROOT } from './harness/build.js'
import { consoleProblems as problems, expectEveryOpenPageWorks, useHostSuite } from './harness/hosting.js'
import { bypassCookieOf, openTab, pathnameOf, waitForPage } from './harness/page.js'
import { routekit } from './harness/serve.js'
import { readSiteRoutes } from './harness/site.js'
import { serveWranglerPages } from './harness/wrangler.js'

const TOKEN = 'E2e-Cloudflare-Token-4Rt8Kz2Xw'

const suite = useHostSuite('cloudflare', serveWranglerPages, { withPreview: true })
const url = suite.url

const OTHER_SECURITY = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'access-control-allow-origin',
]
const othersOf = (res: Response) => Object.fromEntries(OTHER_SECURITY.map((h) => [h, res.headers.get(h)]))
/** A CSP header's directives, whatever the number of policies it is split into: what the browser enforces. */
const directivesOf = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(/[;,]\s*/)
    .filter(Boolean)
    .sort()

test('wrangler reads every generated rule, and the target says what Cloudflare cannot do', () => {
  const log = suite.served.output()
  expect(log).toMatch(/Parsed \d+ valid redirect rules/)
  expect(log).toMatch(/Parsed \d+ valid header rules/)
  expect(log).not.toMatch(/invalid|exceeds the maximum/i)
  // The build's own 404 page (issue 42), which Cloudflare sends for every missing path: the command leaves it as it is.
  expect(readFileSync(join(suite.served.dir, '404.html'), 'utf8')).toContain('data-routekit-prerendered="/404"')
  // The edge function (_worker.js, issue 43) keeps maintenance on the server: the target no longer says it cannot.
  expect(suite.served.generated).not.toContain('No server-side maintenance')
  expect(suite.served.generated).toContain('_worker.js')
  expect(suite.served.generated).toContain("A missing file with an extension (/assets/x.js) gets the app's 404 page")
  expect(suite.served.generated).toContain('A missing maintenance.json is that 404 too')
  // docs/deploy.md quotes the output for this site: it must stay the command's.
  const deploy = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8')
  for (const line of suite.served.generated.split('\n').filter((l) => l.includes('cannot do')))
    expect(deploy).toContain(line)
})

test('1. every open page renders styled and hydrates, with no CSP violation and no failed request', async () => {
  // What the docs tell ops: a flag file before the first deploy, so the app's polls find one (see the target's output).
  expect((await routekit(['maintenance', 'off', '--dir', suite.served.dir])).code).toBe(0)
  await expectEveryOpenPageWorks(suite)
})

test("2. /about-us/team answers 301 to /about, and the browser ends on /about; /about is a 200, not Cloudflare's 308 to /about/", async () => {
  const res = await fetch(url('/about-us/team'), { redirect: 'manual' })
  expect([res.status, res.headers.get('location')]).toEqual([301, '/about'])
  for (const path of ['/about', '/about/', '/about-us', '/about-us/', '/', '/index.html'])
    expect((await fetch(url(path), { redirect: 'manual' })).status, path).toBe(200)
  const tab = await openTab(suite.browser)
  await tab.page.goto(url('/about-us/team'))
  await waitForPage(tab.page, '/about')
  await tab.context.close()
})

test('3. /dashboard signed out ends on the login page; an unknown path shows the 404 page (the build 404.html, with 404); a missing asset is a 404 the browser never runs', async () => {
  const tab = await openTab(suite.browser)
  await tab.page.goto(url('/dashboard'))
  await tab.page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/dashboard')
  expect(problems(tab.console)).toEqual([])
  const unknown = await tab.page.goto(url('/no/such/page'))
  await tab.page.getByText('Page not found: /no/such/page').waitFor()
  // Cloudflare answers a missing path with 404.html, the shell: the status is the 404 (routekit preview: 200), the page the app's.
  expect(unknown?.status()).toBe(404)
  expect(problems(tab.console).filter((l) => !l.includes('404'))).toEqual([])
  await tab.context.close()
  const asset = await fetch(url('/assets/x.js'))
  // The target says so: Cloudflare has no 404 without HTML once 404.html exists. nosniff keeps it from running as a script.
  expect([asset.status, asset.headers.get('content-type'), asset.headers.get('x-content-type-options')]).toEqual([
    404,
    'text/html; charset=utf-8',
    'nosniff',
  ])
})

test("4. the security headers equal routekit preview's on every response, redirects and errors included; maintenance.log and dotfiles are never served", async () => {
  const paths = [
    '/',
    '/about',
    '/about/',
    '/colors',
    '/benefits',
    '/dashboard',
    '/no/such/page',
    '/favicon.svg',
    '/assets/x.js',
    '/maintenance.json',
    '/about-us/team',
  ]
  for (const path of paths) {
    // A redirect (preview's: the base CSP) goes out on Cloudflare with the `/*` rule's headers, the shell's CSP: it has
    // no body, so the policy governs nothing there. Its other headers are preview's.
    const [cf, own] = await Promise.all([
      fetch(url(path), { redirect: 'manual' }),
      fetch(`${suite.preview.origin}${path === '/about-us/team' ? '/dashboard' : path}`, { redirect: 'manual' }),
    ])
    expect(othersOf(cf), path).toEqual(othersOf(own))
    // /colors' CSP is longer than a _headers line: two policies, the same directives.
    expect(directivesOf(cf), path).toEqual(directivesOf(own))
    expect(cf.headers.get('content-security-policy'), path).not.toContain('unsafe-inline')
  }
  const colors = (await fetch(url('/colors'))).headers.get('content-security-policy')!
  expect(colors.split(', ')).toHaveLength(2)
  const secret = 'routekit-e2e-never-served'
  appendFileSync(join(suite.served.dir, 'maintenance.log'), `${secret}\n`)
  writeFileSync(join(suite.served.dir, '.env'), `SECRET=${secret}\n`)
  for (const path of [
    '/maintenance.log',
    '/.env',
    '/.routekit/pages.json',
    '/.routekit/hosting.json',
    '/index.html.br',
    '/about/index.html.gz',
  ]) {
    const res = await fetch(url(path), { redirect: 'manual' })
    const body = await res.text()
    expect(res.status, path).toBe(404)
    expect(othersOf(res), path).toEqual(othersOf(await fetch(`${suite.preview.origin}${path}`)))
    expect(body, path).not.toContain(secret)
    expect(body, path).not.toContain('"pages"')
  }
})

/** Waits until `path` answers `status` (the function reads maintenance.json at most once a second per instance). */
async function answersWith(path: string, status: number, headers: Record<string, string> = {}): Promise<Response> {
  for (let i = 0; ; i++) {
    const res = await fetch(url(path), { redirect: 'manual', headers })
    if (res.status === status || i === 50) return res
    await new Promise((r) => setTimeout(r, 100))
  }
}

test('5. the edge function (issue 43): maintenance on moves an open tab and fresh visits to /construction (302, then 503 + Retry-After and the maintenance page), maintenance.json stays readable, the bypass cookie passes, and off brings all back', async () => {
  const route = readSiteRoutes().maintenance.route
  const { page, context } = await openTab(suite.browser)
  await context.clock.install()
  await page.goto(url('/benefits'))
  await waitForPage(page, '/benefits')

  const on = await routekit(['maintenance', 'on', '--dir', suite.served.dir, '--secret', TOKEN])
  expect(on.code, on.output).toBe(0)
  const held = await answersWith('/about', 302)
  expect([held.status, held.headers.get('location'), held.headers.get('cache-control')]).toEqual([
    302,
    `${route}?from=%2Fabout`,
    'no-store',
  ])
  const page503 = await fetch(url(route))
  expect([page503.status, page503.headers.get('retry-after'), page503.headers.get('cache-control')]).toEqual([
    503,
    '3600',
    'no-store',
  ])
  expect(await page503.text()).toContain(`data-routekit-prerendered="${route}"`)
  // The maintenance page's assets and maintenance.json pass: the page renders, and the browser reads the flag.
  const flag = await fetch(url('/maintenance.json'))
  expect([flag.status, (JSON.parse(await flag.text()) as { enabled: boolean }).enabled]).toEqual([200, true])
  await context.clock.fastForward(30_000)
  await page.waitForURL((u) => u.pathname === route, { timeout: 15_000 })
  const fresh = await openTab(suite.browser)
  const first = await fresh.page.goto(url('/about'))
  expect(first?.status(), 'Chromium followed the 302 to the 503').toBe(503)
  await waitForPage(fresh.page, route)

  // ?preview=: the edge sends the content-free shell with 503; its app derives the key and writes the cookie, which
  // the edge then checks with one SHA-256 on every request. Neither the verifier, its parts nor the token passes.
  const preview = await openTab(suite.browser)
  const shell = await preview.page.goto(url(`/about?preview=${TOKEN}`))
  expect(shell?.status()).toBe(503)
  await waitForPage(preview.page, '/about')
  const key = await bypassCookieOf(preview.context)
  const bypass = (JSON.parse(await (await fetch(url('/maintenance.json'))).text()) as { bypass: string }).bypass
  for (const forged of [bypass, ...bypass.split('$').slice(2), TOKEN])
    expect(
      (await fetch(url('/about'), { redirect: 'manual', headers: { cookie: `routekit_bypass=${forged}` } })).status,
    ).toBe(302)
  expect(
    (await fetch(url('/about'), { redirect: 'manual', headers: { cookie: `routekit_bypass=${key}` } })).status,
  ).toBe(200)
  await preview.page.goto(url('/benefits'))
  await waitForPage(preview.page, '/benefits')

  const off = await routekit(['maintenance', 'off', '--dir', suite.served.dir])
  expect(off.code, off.output).toBe(0)
  expect((await answersWith('/about', 200)).status).toBe(200)
  expect((await fetch(url(route))).status).toBe(200)
  await context.clock.fastForward(30_000)
  await page.waitForURL((u) => u.pathname !== route, { timeout: 15_000 })
  expect(pathnameOf(page)).toBe('/benefits')
  await Promise.all([context.close(), fresh.context.close(), preview.context.close()])
}, 120_000)
