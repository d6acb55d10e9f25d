// Issue 42, item 2: every server answered an unknown path, a failed param rule and a routes.yaml redirect with 200 and
// the shell (routekit preview and nginx; the static hosts too, Cloudflare aside), so a search engine indexed every typo
// as a page. One status table (path -> status, and what the body is), run against routekit preview, Debian's nginx,
// `wrangler pages dev` (Cloudflare's asset server) and the Firebase Hosting emulator, each serving the route-forms
// fixture built once with the config `routekit hosting` writes for it; where a host cannot check a param rule, the
// table says so (and so does `routekit hosting`). In Chromium the 404 page still renders, with the visited path.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser } from './harness/browser.js'
import { ROOT, cleanViteEnv, viteBuild } from './harness/build.js'
import { serveFirebaseHosting } from './harness/firebase-hosting.js'
import { serveNginx } from './harness/nginx.js'
import { openTab } from './harness/page.js'
import { copyBuild, servePreview, type Served } from './harness/serve.js'
import { serveWranglerPages } from './harness/wrangler.js'

const FIXTURE = join(ROOT, 'e2e/fixtures/route-forms-app')
const ROUTES = join(FIXTURE, 'routes.yaml')

type Body = 'prerendered' | 'shell' | '404 page'
interface Row {
  path: string
  status: number
  body?: Body
  location?: string
  /** What a host that cannot check param rules answers instead (routekit hosting says so). */
  withoutRules?: { status: number; body: Body }
}

/** The one table: resolve()'s answer for each kind of path, as every server must send it. */
const TABLE: Row[] = [
  { path: '/', status: 200, body: 'prerendered' },
  { path: '/about', status: 200, body: 'prerendered' },
  { path: '/blog/hello-world', status: 200, body: 'shell' },
  { path: '/docs/a/b', status: 200, body: 'shell' },
  { path: '/nowhere', status: 404, body: '404 page' },
  { path: '/blog/a/b', status: 404, body: '404 page' },
  { path: '/blog/Bad_Slug', status: 404, body: '404 page', withoutRules: { status: 200, body: 'shell' } },
  { path: '/old-about', status: 301, location: '/about' },
]

function bodyOf(html: string): Body | string {
  if (html.includes('data-routekit-prerendered="/404"')) return '404 page'
  if (html.includes('data-routekit-prerendered=')) return 'prerendered'
  if (/<div id="root"><\/div>/.test(html)) return 'shell'
  return html.slice(0, 80)
}

let work = ''
let browser: Browser
const servers: Array<{ name: string; checksRules: boolean; served: Served }> = []

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'routekit-e2e-true-status-'))
  const dir = join(work, 'dist')
  await viteBuild({
    cwd: FIXTURE,
    outDir: dir,
    configFile: join(FIXTURE, 'vite.config.ts'),
    env: cleanViteEnv({}),
    what: 'route-forms fixture',
  })
  browser = await launchBrowser()
  const routes = ['--routes', ROUTES]
  const copy = (label: string) => copyBuild(dir, `true-status-${label}`)
  servers.push(
    {
      name: 'routekit preview',
      checksRules: true,
      served: await servePreview(copy('preview'), { removeDirOnStop: true, args: routes }),
    },
    { name: 'nginx', checksRules: true, served: await serveNginx(copy('nginx'), routes) },
    { name: 'wrangler pages dev', checksRules: false, served: await serveWranglerPages(copy('wrangler'), routes) },
    {
      name: 'Firebase Hosting emulator',
      checksRules: false,
      served: await serveFirebaseHosting(copy('firebase'), routes),
    },
  )
}, 300_000)

afterAll(async () => {
  await browser?.close()
  for (const { served } of servers) await served.stop().catch(() => {})
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('the true status of every path, on every server', () => {
  test('each server answers the table: the page or the shell with 200, the 404 page with 404, the redirect with its status', async () => {
    const seen: string[] = []
    for (const { name, checksRules, served } of servers) {
      for (const row of TABLE) {
        const res = await fetch(served.origin + row.path, { redirect: 'manual' })
        const want = !checksRules && row.withoutRules ? row.withoutRules : row
        if (row.location !== undefined) {
          const location = new URL(res.headers.get('location') ?? '', served.origin).pathname
          expect([row.path, res.status, location], name).toEqual([row.path, want.status, row.location])
        } else
          expect([row.path, res.status, bodyOf(await res.text())], name).toEqual([row.path, want.status, want.body])
      }
      seen.push(name)
    }
    expect(seen).toEqual(['routekit preview', 'nginx', 'wrangler pages dev', 'Firebase Hosting emulator'])
  }, 120_000)

  test('in Chromium the 404 page renders the visited path, for an unknown path and a failed param rule', async () => {
    for (const { name, served } of servers.slice(0, 2)) {
      for (const [path, text] of [
        ['/nowhere', 'Page not found: /nowhere'],
        ['/blog/Bad_Slug', 'Page Not Found: /blog/Bad_Slug'],
      ] as const) {
        const { page, context, errors } = await openTab(browser)
        const response = await page.goto(served.origin + path)
        expect(response?.status(), `${name} ${path}`).toBe(404)
        await page.getByText(text).waitFor({ timeout: 15_000 })
        expect(errors, `${name} ${path}`).toEqual([])
        await context.close()
      }
    }
  }, 120_000)
})
