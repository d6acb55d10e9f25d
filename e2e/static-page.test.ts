// Issue 37: a page with `scripts: none` (the maintenance-app fixture built with routes-static.yaml, /about) loads no
// React and no app chunk, yet follows maintenance on and off: its inline watcher reads maintenance.json and hands a
// change to the app, which resolve() then moves. Served by `routekit preview`, so every inline block runs under the
// page's CSP. Both directions of navigation land on the right page: a client navigation from the hydrated / into
// /about, and a full page load from /about back to /, prefetched or prerendered through Speculation Rules.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { ROOT, cleanViteEnv, ensurePackagesBuilt, viteBuild } from './harness/build.js'
import { launchBrowser } from './harness/browser.js'
import { openTab, readWindowMarker, setWindowMarker, type Tab } from './harness/page.js'
import { routekit, servePreview, type Served } from './harness/serve.js'

const APP = join(ROOT, 'e2e/fixtures/maintenance-app')
const POLL_MS = 10_000
const FOLLOW_TIMEOUT = 15_000

let browser: Browser
let served: Served
let setupError: unknown
const outDir = mkdtempSync(join(tmpdir(), 'routekit-e2e-static-page-'))

beforeAll(async () => {
  try {
    await ensurePackagesBuilt()
    await viteBuild({
      cwd: APP,
      outDir,
      configFile: join(APP, 'vite.config.ts'),
      env: cleanViteEnv({ ROUTEKIT_E2E_ROUTES: 'routes-static.yaml' }),
      what: 'maintenance-app (scripts: none)',
    })
    served = await servePreview(outDir, { routes: join(APP, 'routes.yaml') })
    browser = await launchBrowser()
  } catch (error) {
    setupError = error
  }
}, 180_000)
beforeEach(() => {
  if (setupError) throw setupError
})
afterAll(async () => {
  await browser?.close()
  await served?.stop()
  rmSync(outDir, { recursive: true, force: true })
})

async function setFlag(on: boolean): Promise<void> {
  const run = await routekit(['maintenance', on ? 'on' : 'off', '--dir', outDir])
  expect(run.code, run.output).toBe(0)
}

interface Opened extends Tab {
  /** Every script the page requested, by path. */
  scripts: string[]
  at(): string
}

async function open(path: string, options: { clock?: boolean } = {}): Promise<Opened> {
  const tab = await openTab(browser)
  if (options.clock) await tab.context.clock.install()
  const scripts: string[] = []
  tab.page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname))
      scripts.push(new URL(request.url()).pathname)
  })
  await tab.page.goto(`${served.origin}${path}`)
  return {
    ...tab,
    scripts,
    at: () => {
      const url = new URL(tab.page.url())
      return url.pathname + url.search
    },
  }
}

/**
 * Resolves once Chromium reports a prefetch or prerender of `url` as ready (the CDP Preload domain), or rejects
 * with the statuses it saw after FOLLOW_TIMEOUT.
 */
async function speculationReady(tab: Tab, url: string): Promise<void> {
  const cdp = await tab.context.newCDPSession(tab.page)
  const seen: string[] = []
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no speculation of ${url} became ready: ${seen.join(', ')}`)),
      FOLLOW_TIMEOUT,
    )
    const onStatus = (kind: string) => (event: { key?: { url?: string }; prefetchUrl?: string; status: string }) => {
      const target = event.prefetchUrl ?? event.key?.url
      seen.push(`${kind} ${target} ${event.status}`)
      if (target === url && event.status === 'Ready') {
        clearTimeout(timer)
        done()
      }
    }
    cdp.on('Preload.prefetchStatusUpdated', onStatus('prefetch'))
    cdp.on('Preload.prerenderStatusUpdated', onStatus('prerender'))
  })
  await cdp.send('Preload.enable')
  return ready.finally(() => void cdp.detach().catch(() => {}))
}

/** Console errors, CSP refusals included (the 503 of the maintenance route aside). */
const consoleErrors = (tab: Tab) =>
  tab.console.filter((line) => line.startsWith('error:') && !line.includes('Failed to load resource'))

test('/about loads no React and no app chunk: its HTML is the page, and its inline blocks pass the CSP', async () => {
  await setFlag(false)
  const tab = await open('/about')
  await tab.page.getByRole('heading', { name: 'About' }).waitFor()
  // Two poll periods of real time: no script is fetched, the app never starts.
  await tab.page.waitForTimeout(1_500)
  expect(tab.scripts).toEqual([])
  expect(
    await tab.page.evaluate(() => document.querySelectorAll('script[type="module"], link[rel="modulepreload"]').length),
  ).toBe(0)
  expect(await tab.page.locator('#root[data-routekit-ready]').count()).toBe(0)
  expect(
    await tab.page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
    ),
  ).toBe(0)
  expect(tab.errors).toEqual([])
  expect(consoleErrors(tab)).toEqual([])
  await tab.context.close()
})

test('an open /about follows maintenance on (the app loads and resolve() moves it) and off (back to /about)', async () => {
  await setFlag(false)
  const tab = await open('/about', { clock: true })
  await tab.page.getByRole('heading', { name: 'About' }).waitFor()
  expect(tab.scripts).toEqual([])

  await setFlag(true)
  await tab.context.clock.fastForward(POLL_MS)
  await tab.page.waitForURL((url) => url.pathname === '/construction', { timeout: FOLLOW_TIMEOUT })
  await tab.page.getByText('Maintenance is on; you wanted /about').waitFor({ timeout: FOLLOW_TIMEOUT })
  expect(tab.at()).toBe('/construction?from=%2Fabout')
  expect(
    tab.scripts.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path)),
    'the watcher imported the entry',
  ).toBe(true)
  await setWindowMarker(tab.page)

  await setFlag(false)
  await tab.context.clock.fastForward(POLL_MS)
  await tab.page.waitForURL((url) => url.pathname === '/about', { timeout: FOLLOW_TIMEOUT })
  await tab.page.getByRole('heading', { name: 'About' }).waitFor({ timeout: FOLLOW_TIMEOUT })
  expect(await readWindowMarker(tab.page), 'the app brought the tab back without a page load').toBe(1)
  expect(tab.errors).toEqual([])
  expect(consoleErrors(tab)).toEqual([])
  await tab.context.close()
})

test('from the hydrated /, a link into /about is a client navigation that renders it', async () => {
  await setFlag(false)
  const tab = await open('/')
  await tab.page.locator('#root[data-routekit-ready]').waitFor({ state: 'attached', timeout: FOLLOW_TIMEOUT })
  await setWindowMarker(tab.page)
  await tab.page.getByRole('link', { name: 'About' }).click()
  await tab.page.getByRole('heading', { name: 'About' }).waitFor({ timeout: FOLLOW_TIMEOUT })
  expect(tab.at()).toBe('/about')
  expect(await readWindowMarker(tab.page), 'no page load').toBe(1)
  expect(tab.errors).toEqual([])
  expect(consoleErrors(tab)).toEqual([])
  await tab.context.close()
})

test('from /about, a link to / is a full page load of the prerendered /, prefetched or prerendered where Speculation Rules work', async () => {
  await setFlag(false)
  const tab = await open('/about')
  await tab.page.getByRole('heading', { name: 'About' }).waitFor()
  const supported = await tab.page.evaluate(() => HTMLScriptElement.supports?.('speculationrules') === true)
  await setWindowMarker(tab.page)
  // Chromium says over CDP when a speculation is ready: click then, not after a guess at how long it takes.
  const speculated = supported ? speculationReady(tab, `${served.origin}/`) : Promise.resolve()
  const home = tab.page.getByRole('link', { name: 'Home' })
  // `moderate` eagerness starts the prefetch after the pointer has rested on the link for 200 ms.
  await home.hover()
  await speculated
  await home.click()
  await tab.page.waitForURL((url) => url.pathname === '/', { timeout: FOLLOW_TIMEOUT })
  await tab.page.locator('#root[data-routekit-ready]').waitFor({ state: 'attached', timeout: FOLLOW_TIMEOUT })
  expect(await tab.page.getByRole('heading', { name: 'Home' }).textContent()).toBe('Home')
  expect(await readWindowMarker(tab.page), 'a full page load').toBeNull()
  const navigation = await tab.page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      deliveryType?: string
    }
    return {
      deliveryType: entry.deliveryType ?? '',
      activationStart: (entry as { activationStart?: number }).activationStart ?? 0,
    }
  })
  console.log(
    `static-page: Speculation Rules ${supported ? 'supported' : 'not supported'}; the navigation to /: ${JSON.stringify(navigation)}`,
  )
  if (supported)
    expect(
      navigation.deliveryType === 'navigational-prefetch' || navigation.activationStart > 0,
      JSON.stringify(navigation),
    ).toBe(true)
  expect(tab.errors).toEqual([])
  expect(consoleErrors(tab)).toEqual([])
  await tab.context.close()
})
