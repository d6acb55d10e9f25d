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
import {
  consoleProblems as problems,
  expectEveryOpenPageWorks,
  expectStaticMaintenance,
  useHostSuite,
} from './harness/hosting.js'
import { openTab, waitForPage } from './harness/page.js'
import { routekit } from './harness/serve.js'
import { serveWranglerPages } from './harness/wrangler.js'

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
  expect(suite.served.generated).toContain('No server-side maintenance')
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

test('5. maintenance on moves an open tab and fresh visits to /construction (no server-side gate on Cloudflare Pages), live without a restart; off brings all back', async () => {
  await expectStaticMaintenance(suite, 'cloudflare: deploy the folder again')
}, 120_000)
