// Scenario: prerender.preloadPageChunks in a real browser. The router-core
// prerender-app fixture is built with it: each page's HTML lists its own
// chunks, which must download while the app's entry is still on its way
// (the app, not yet run, cannot have asked for them), each once, and the page
// must then hydrate as before.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser } from './harness/browser.js'
import { ROOT } from './harness/build.js'
import { openTab } from './harness/page.js'
import { servePreview, type Served } from './harness/serve.js'

const FIXTURE = join(ROOT, 'packages/router-core/test/vite/prerender-app')
let served: Served
let browser: Browser

beforeAll(async () => {
  const outDir = join(mkdtempSync(join(tmpdir(), 'routekit-e2e-page-chunks-')), 'dist')
  await build({
    root: FIXTURE,
    configFile: join(FIXTURE, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  served = await servePreview(outDir, { removeDirOnStop: true, routes: join(FIXTURE, 'routes.yaml') })
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await served?.stop()
})

test("a prerendered page's own chunks download while the entry is held back, each once, and the page hydrates", async () => {
  const tab = await openTab(browser)
  const requested: string[] = []
  tab.page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await tab.page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await tab.page.goto(`${served.origin}/about`)
  const own = () => requested.filter((path) => /^\/assets\/(about|main|icon|head)-[\w-]+\.js$/.test(path)).sort()
  // The about page's chunk, its layout's, the icon chunk it shares with home, and the routes' heads.
  await expect
    .poll(own, { message: "the page's chunks, requested before the entry has arrived", timeout: 10_000 })
    .toHaveLength(4)
  expect(
    requested.some((path) => /^\/assets\/home-/.test(path)),
    "another page's chunk",
  ).toBe(false)

  release()
  await expect
    .poll(
      () =>
        tab.page.evaluate(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
        ),
      {
        message: 'the prerendered <h1> hydrated',
        timeout: 15_000,
      },
    )
    .toBe(true)
  await tab.page.waitForLoadState('networkidle')
  const assets = requested.filter((path) => path.startsWith('/assets/'))
  expect(
    assets.filter((path, i) => assets.indexOf(path) !== i),
    'chunks requested twice',
  ).toEqual([])
  const links = await tab.page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  )
  expect(
    links.filter((href, i) => links.indexOf(href) !== i),
    "Vite's preload helper adding a second link",
  ).toEqual([])
  expect(await tab.page.locator('h1').textContent()).toBe(' About')
  expect(tab.errors).toEqual([])
  expect(tab.console.filter((line) => line.startsWith('error:'))).toEqual([])
  await tab.context.close()
})
