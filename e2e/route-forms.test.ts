// Issue 33's proof in Chromium: on a fixture with `/docs/*`, `/:lang?/about`, `/files/:name.pdf` and `/café`, the
// page the browser shows (the app's client render), the prerendered HTML the server sends, `routekit preview` in
// maintenance and nginx on the config `routekit hosting nginx` writes all give resolve()'s answer, for each spelling
// of each path. preview and nginx serve a site at its root, so the basename is a second build that only the
// browser loads (its requests answered from the build).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseRoutes, resolve, type RoutesConfig } from '@routekit/router-core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser } from './harness/browser.js'
import { ROOT, cleanViteEnv, viteBuild } from './harness/build.js'
import { serveNginx } from './harness/nginx.js'
import { openTab } from './harness/page.js'
import { copyBuild, routekit, servePreview, type Served } from './harness/serve.js'

const FIXTURE = join(ROOT, 'e2e/fixtures/route-forms-app')
const ROUTES = join(FIXTURE, 'routes.yaml')
const BASENAME = '/base'
/** An origin no server has: the basename build is answered by the browser's route handler. */
const BASE_ORIGIN = 'http://route-forms.test'
/** Every form, in the spellings a visitor sends: percent-encoded and NFD café, trailing slashes, unknown paths. */
const PATHS = [
  '/',
  '/café',
  '/caf%C3%A9',
  '/cafe%CC%81',
  '/caf%C3%A9/',
  '/docs',
  '/docs/a/b',
  '/en/about',
  '/about',
  '/about/',
  '/files/x.pdf',
  '/files/x.txt',
  '/nowhere',
  '/en/nowhere',
]

function parsed(maintenance: boolean): RoutesConfig {
  const result = parseRoutes(readFileSync(ROUTES, 'utf8'))
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics))
  return { ...result.config, maintenance: { ...result.config.maintenance, enabled: maintenance } }
}

/** resolve()'s answer as a page shows it: the route's name (each fixture page's h1 is its name), or the 404 page. */
function answerOf(config: RoutesConfig, path: string): string {
  const decision = resolve(config, path)
  if (decision.kind === 'render') return decision.route.name
  if (decision.kind === 'not-found') return 'Page Not Found'
  return `${decision.kind} ${'to' in decision ? decision.to : ''}`
}

describe('route forms: one answer in the browser, the prerendered HTML, preview in maintenance and nginx', () => {
  let work = ''
  let browser: Browser
  let preview: Served
  let nginx: Served
  const open = parsed(false)

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'routekit-e2e-route-forms-'))
    const dir = join(work, 'dist')
    await viteBuild({
      cwd: FIXTURE,
      outDir: dir,
      configFile: join(FIXTURE, 'vite.config.ts'),
      env: cleanViteEnv({}),
      what: 'route-forms fixture',
    })
    browser = await launchBrowser()
    preview = await servePreview(copyBuild(dir, 'route-forms-preview'), {
      removeDirOnStop: true,
      args: ['--routes', ROUTES],
    })
    nginx = await serveNginx(copyBuild(dir, 'route-forms-nginx'), ['--routes', ROUTES])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await preview?.stop()
    await nginx?.stop()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  test("each path: Chromium's page on preview and on nginx, and the HTML each sends before any script, are resolve()'s answer", async () => {
    const table: string[] = []
    for (const path of PATHS) {
      const want = answerOf(open, path)
      const seen: string[] = []
      for (const server of [preview, nginx]) {
        const raw = await fetch(server.origin + path, { redirect: 'manual' })
        const html = await raw.text()
        // A 404 is resolve()'s not found: the app's 404 page (issue 42), or, for a missing file with an extension,
        // a 404 without the app (docs/deploy.md).
        const notFoundPage = html.includes('data-routekit-prerendered="/404"')
        if (raw.status === 404) {
          expect(want, `${path} on ${server === nginx ? 'nginx' : 'preview'}`).toBe('Page Not Found')
          if (!notFoundPage) {
            seen.push('404')
            continue
          }
        }
        // The prerendered page, when the server sends one, is resolve()'s page; else the shell, where the app decides.
        const prerendered = notFoundPage ? undefined : /<h1>([^<]*)<\/h1>/.exec(html)?.[1]
        if (prerendered !== undefined) expect(prerendered, `${path}: prerendered HTML`).toBe(want)
        const { page, context, errors } = await openTab(browser)
        await page.goto(server.origin + path)
        // After the scripts have run: the h1 is then the app's own render (hydrated over the prerendered one, or drawn into the shell).
        await page.waitForLoadState('networkidle')
        await page.locator('h1').first().waitFor()
        const h1 = (await page.locator('h1').first().textContent()) ?? ''
        expect([path, h1, errors]).toEqual([path, want, []])
        seen.push(
          `${raw.status} ${notFoundPage ? '404 page' : prerendered === undefined ? 'shell' : 'prerendered'} -> ${h1}`,
        )
        await context.close()
      }
      table.push(`${path.padEnd(14)} ${want.padEnd(15)} preview: ${seen[0]}; nginx: ${seen[1]}`)
    }
    expect(table.join('\n')).toMatchInlineSnapshot(`
      "/              index           preview: 200 prerendered -> index; nginx: 200 prerendered -> index
      /café          cafe            preview: 200 prerendered -> cafe; nginx: 200 prerendered -> cafe
      /caf%C3%A9     cafe            preview: 200 prerendered -> cafe; nginx: 200 prerendered -> cafe
      /cafe%CC%81    Page Not Found  preview: 404 404 page -> Page Not Found; nginx: 404 404 page -> Page Not Found
      /caf%C3%A9/    cafe            preview: 200 prerendered -> cafe; nginx: 200 prerendered -> cafe
      /docs          docs            preview: 200 shell -> docs; nginx: 200 shell -> docs
      /docs/a/b      docs            preview: 200 shell -> docs; nginx: 200 shell -> docs
      /en/about      about           preview: 200 shell -> about; nginx: 200 shell -> about
      /about         about           preview: 200 prerendered -> about; nginx: 200 prerendered -> about
      /about/        about           preview: 200 prerendered -> about; nginx: 200 prerendered -> about
      /files/x.pdf   file            preview: 200 shell -> file; nginx: 200 shell -> file
      /files/x.txt   Page Not Found  preview: 404; nginx: 404
      /nowhere       Page Not Found  preview: 404 404 page -> Page Not Found; nginx: 404 404 page -> Page Not Found
      /en/nowhere    Page Not Found  preview: 404 404 page -> Page Not Found; nginx: 404 404 page -> Page Not Found"
    `)
  }, 180_000)

  test("under a basename (/base, a second build), Chromium's client render of /base + each path is resolve()'s answer for the path", async () => {
    const dir = join(work, 'base')
    await viteBuild({
      cwd: FIXTURE,
      outDir: dir,
      configFile: join(FIXTURE, 'vite.config.ts'),
      env: cleanViteEnv({ ROUTEKIT_E2E_BASENAME: BASENAME }),
      what: 'route-forms fixture under /base',
    })
    const { page, context, errors } = await openTab(browser)
    const flagReads = new Set<string>()
    // preview and nginx serve a site at its root: here the browser's requests are answered from the build, the shell for every page.
    await context.route(`${BASE_ORIGIN}/**`, async (route) => {
      const pathname = new URL(route.request().url()).pathname
      if (pathname.endsWith('/maintenance.json')) flagReads.add(pathname)
      const file = pathname.startsWith(`${BASENAME}/assets/`) ? join(dir, pathname.slice(BASENAME.length)) : undefined
      if (file && existsSync(file))
        return route.fulfill({
          body: readFileSync(file),
          contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript',
        })
      if (pathname.endsWith('/maintenance.json')) return route.fulfill({ status: 204 })
      return route.fulfill({ body: readFileSync(join(dir, 'index.html')), contentType: 'text/html' })
    })
    const table: string[] = []
    for (const path of PATHS) {
      await page.goto(`${BASE_ORIGIN}${BASENAME}${path === '/' ? '' : path}`)
      await page.waitForLoadState('networkidle')
      await page.locator('h1').first().waitFor()
      const h1 = (await page.locator('h1').first().textContent()) ?? ''
      expect([path, h1]).toEqual([path, answerOf(open, path)])
      table.push(`${BASENAME}${path === '/' ? '' : path} -> ${h1}`)
    }
    expect(errors).toEqual([])
    expect(table.join('\n')).toMatchInlineSnapshot(`
      "/base -> index
      /base/café -> cafe
      /base/caf%C3%A9 -> cafe
      /base/cafe%CC%81 -> Page Not Found
      /base/caf%C3%A9/ -> cafe
      /base/docs -> docs
      /base/docs/a/b -> docs
      /base/en/about -> about
      /base/about -> about
      /base/about/ -> about
      /base/files/x.pdf -> file
      /base/files/x.txt -> Page Not Found
      /base/nowhere -> Page Not Found
      /base/en/nowhere -> Page Not Found"
    `)
    // The tab reads the maintenance flag where the build is served (maintenanceUrl), not at the origin's root.
    expect([...flagReads]).toEqual([`${BASENAME}/maintenance.json`])
    await context.close()
  }, 120_000)

  test('in maintenance, preview and nginx send each path where resolve() does: the maintenance route', async () => {
    const closed = parsed(true)
    for (const server of [preview, nginx])
      expect((await routekit(['maintenance', 'on', '--dir', server.dir])).code).toBe(0)
    const table: string[] = []
    for (const path of PATHS) {
      const decision = resolve(closed, path)
      const answers: string[] = []
      for (const server of [preview, nginx]) {
        const res = await fetch(server.origin + path, { redirect: 'manual' })
        const location = res.headers.get('location')
        answers.push(`${res.status}${location ? ` ${new URL(location, server.origin).pathname}` : ''}`)
      }
      expect(answers[0], path).toBe(answers[1])
      // resolve() sends every path to the maintenance route (a missing file with an extension stays a 404 on both servers).
      if (answers[0] !== '404')
        expect(answers[0], path).toBe(decision.kind === 'redirect' ? `302 ${decision.to.split('?')[0]}` : '503')
      table.push(`${path.padEnd(14)} ${answers[0]}`)
    }
    expect(table.join('\n')).toMatchInlineSnapshot(`
      "/              302 /construction
      /café          302 /construction
      /caf%C3%A9     302 /construction
      /cafe%CC%81    302 /construction
      /caf%C3%A9/    302 /construction
      /docs          302 /construction
      /docs/a/b      302 /construction
      /en/about      302 /construction
      /about         302 /construction
      /about/        302 /construction
      /files/x.pdf   302 /construction
      /files/x.txt   404
      /nowhere       302 /construction
      /en/nowhere    302 /construction"
    `)
  })
})
