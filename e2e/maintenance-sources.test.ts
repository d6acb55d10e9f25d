// Issue 22, item 5: both documented maintenance sources work on prerendered
// pages. The maintenance-app fixture is main.tsx as docs/runtime.md and
// docs/prerender.md show it, built once with createMaintenanceFile() and once
// with createLazyMaintenanceFile(), plus the old documented form that awaited
// hydrateApp() at the module's top level (it froze once maintenance.json
// existed: no page chunk, no error, and the file never read again).
//
// Each source in three states: no maintenance.json, `enabled: false` (written
// by `routekit maintenance on` then `off`), `enabled: true`. Off or missing, the
// prerendered page hydrates and its page chunk downloads; on, the browser ends
// on the maintenance route. `routekit preview` redirects there itself, so
// `enabled: true` is also visited on a static host (`vite preview`, no gate),
// where only the app can move the visitor. Then an open tab follows the file
// being switched on and off, on Playwright's clock as in maintenance.test.ts.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ROOT } from './harness/build.js'
import { launchBrowser } from './harness/browser.js'
import { need } from './harness/context.js'
import type { MaintenanceApps } from './harness/fixture.js'
import { openTab, readWindowMarker, setWindowMarker, type Tab } from './harness/page.js'
import { copyBuild, routekit, servePreview, serveStatic, type Served } from './harness/serve.js'

type Source = keyof MaintenanceApps
type State = 'no file' | 'enabled: false' | 'enabled: true'

/** How often an open tab re-reads maintenance.json, and the real time then allowed for the fetch and the render. */
const POLL_MS = 10_000
const FOLLOW_TIMEOUT = 15_000
const READY_TIMEOUT = 15_000

let browser: Browser
const preview = {} as Record<Source, Served>
const staticHost = {} as Record<Source, Served>
let setupError: unknown

beforeAll(async () => {
  try {
    const apps = await need('maintenanceApp')
    browser = await launchBrowser()
    for (const source of Object.keys(apps) as Source[]) {
      preview[source] = await servePreview(copyBuild(apps[source], `maintenance-${source}`), {
        removeDirOnStop: true,
        routes: join(ROOT, 'e2e/fixtures/maintenance-app/routes.yaml'),
      })
      if (source !== 'topLevelAwait') staticHost[source] = await serveStatic(preview[source].dir)
    }
  } catch (error) {
    setupError = error
  }
})
// A failed beforeAll would mark the tests skipped; failing each one says what is missing.
beforeEach(() => {
  if (setupError) throw setupError
})
afterAll(async () => {
  await browser?.close()
  for (const served of [...Object.values(staticHost), ...Object.values(preview)]) await served.stop()
})

/** Puts maintenance.json in the state, as ops would: with the real CLI. */
async function setState(dir: string, state: State): Promise<void> {
  rmSync(join(dir, 'maintenance.json'), { force: true })
  if (state === 'no file') return
  for (const command of state === 'enabled: true' ? ['on'] : ['on', 'off']) {
    const run = await routekit(['maintenance', command, '--dir', dir])
    expect(run.code, run.output).toBe(0)
  }
}

interface Visit extends Tab {
  /** Paths of every request the page made. */
  requested: string[]
  /** Where the tab ended, path and query. */
  at(): string
  /** True when the <h1> on screen is the very node the HTML brought: React hydrated it instead of rendering anew. */
  sameHeading(): Promise<boolean>
}

/** Opens `path` in a new tab and waits until the app has started (data-routekit-ready on its root). */
async function visit(served: Served, path: string, options: { clock?: boolean } = {}): Promise<Visit> {
  const tab = await openTab(browser)
  if (options.clock) await tab.context.clock.install()
  const requested: string[] = []
  tab.page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await tab.context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { __servedHeading: Element | null }).__servedHeading = document.querySelector('h1')
    }),
  )
  await tab.page.goto(`${served.origin}${path}`)
  await tab.page.locator('#root[data-routekit-ready]').waitFor({ state: 'attached', timeout: READY_TIMEOUT })
  return {
    ...tab,
    requested,
    at: () => {
      const url = new URL(tab.page.url())
      return url.pathname + url.search
    },
    sameHeading: () =>
      tab.page.evaluate(
        () =>
          document.querySelector('h1') === (window as unknown as { __servedHeading: Element | null }).__servedHeading,
      ),
  }
}

/** Requests for the chunk of page `name` (`/assets/about-<hash>.js`). */
const pageChunk = (visited: Visit, name: string) =>
  visited.requested.filter((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path))

/** Requests for the chunk that holds maintenance.json's validator (zod): only a malformed file loads it, to say why. */
const validatorChunk = (visited: Visit) =>
  visited.requested.filter((path) => /^\/assets\/maintenance-file-[\w-]+\.js$/.test(path))

/** Console errors other than failed requests (the 503 of the maintenance route, a missing favicon or maintenance.json). */
const consoleErrors = (visited: Visit) =>
  visited.console.filter((line) => line.startsWith('error:') && !line.includes('Failed to load resource'))

async function expectHydrated(served: Served, path: string, page: string): Promise<void> {
  const visited = await visit(served, path)
  expect(visited.at()).toBe(path)
  expect(await visited.page.locator('h1').textContent()).toBe(page === 'about' ? 'About' : 'Home')
  expect(await visited.sameHeading(), 'React adopted the prerendered <h1>').toBe(true)
  expect(pageChunk(visited, page), "the page's chunk, requested once").toHaveLength(1)
  expect(validatorChunk(visited), 'a well-formed maintenance.json is read without a validator').toEqual([])
  expect(visited.errors).toEqual([])
  expect(consoleErrors(visited)).toEqual([])
  await visited.context.close()
}

for (const [source, name] of [
  ['file', 'createMaintenanceFile()'],
  ['lazy', 'createLazyMaintenanceFile()'],
] as const) {
  describe(`${name} on prerendered pages`, () => {
    test.each(['no file', 'enabled: false'] as const)(
      '%s: /about hydrates and its page chunk is requested',
      async (state) => {
        await setState(preview[source].dir, state)
        await expectHydrated(preview[source], '/about', 'about')
      },
    )

    test('a malformed maintenance.json: the page stays, and the validator loads only to say what is wrong', async () => {
      // On a static host: `routekit preview` checks the file itself and answers a bad one 204 ("no file").
      await setState(staticHost[source].dir, 'enabled: false')
      writeFileSync(join(staticHost[source].dir, 'maintenance.json'), '{"enabled": "yes"}\n')
      const visited = await visit(staticHost[source], '/about')
      const warning =
        'routekit: /maintenance.json could not be used: maintenance.json is not valid: "enabled" must be true or false'
      await expect
        .poll(() => visited.console.some((line) => line.includes(warning)), { timeout: FOLLOW_TIMEOUT })
        .toBe(true)
      expect(visited.at()).toBe('/about')
      expect(validatorChunk(visited)).toHaveLength(1)
      expect(visited.errors).toEqual([])
      await visited.context.close()
    })

    test('enabled: true: /about ends on the maintenance route, which hydrates, and the about chunk is never requested', async () => {
      await setState(preview[source].dir, 'enabled: true')
      const visited = await visit(preview[source], '/about')
      expect(visited.at()).toBe('/construction?from=%2Fabout')
      await visited.page.getByText('Maintenance is on; you wanted /about').waitFor({ timeout: FOLLOW_TIMEOUT })
      expect(await visited.sameHeading(), 'React adopted the prerendered maintenance page').toBe(true)
      expect(pageChunk(visited, 'construction')).toHaveLength(1)
      expect(pageChunk(visited, 'about')).toEqual([])
      expect(visited.errors).toEqual([])
      expect(consoleErrors(visited)).toEqual([])
      await visited.context.close()
    })

    test('enabled: true on a static host: the prerendered / moves to the maintenance route, and the home chunk is never requested', async () => {
      await setState(staticHost[source].dir, 'enabled: true')
      const visited = await visit(staticHost[source], '/')
      // resolve() adds no ?from= for `/`: that is where the tab goes back to anyway.
      expect(visited.at()).toBe('/construction')
      await visited.page.getByText('Maintenance is on; you wanted /').waitFor({ timeout: FOLLOW_TIMEOUT })
      expect(pageChunk(visited, 'construction')).toHaveLength(1)
      expect(pageChunk(visited, 'home')).toEqual([])
      expect(visited.errors).toEqual([])
      expect(consoleErrors(visited)).toEqual([])
      await visited.context.close()
    })
  })
}

test('hydrateApp() awaited at the top level of main.tsx, with enabled: false: /about hydrates and its page chunk is requested', async () => {
  await setState(preview.topLevelAwait.dir, 'enabled: false')
  await expectHydrated(preview.topLevelAwait, '/about', 'about')
})

test.each([
  ['file', 'createMaintenanceFile()'],
  ['topLevelAwait', 'createMaintenanceFile() with hydrateApp() awaited at the top level'],
] as const)(
  '%s, %s: an open tab moves to the maintenance route when the file turns on, and comes back when it turns off',
  async (source, _name) => {
    const { dir } = preview[source]
    await setState(dir, 'enabled: false')
    const visited = await visit(preview[source], '/about', { clock: true })
    expect(visited.at()).toBe('/about')
    await setWindowMarker(visited.page)

    await setState(dir, 'enabled: true')
    await visited.context.clock.fastForward(POLL_MS)
    await visited.page.waitForURL((url) => url.pathname === '/construction', { timeout: FOLLOW_TIMEOUT })
    await visited.page.getByText('Maintenance is on; you wanted /about').waitFor({ timeout: FOLLOW_TIMEOUT })
    expect(visited.at()).toBe('/construction?from=%2Fabout')

    const off = await routekit(['maintenance', 'off', '--dir', dir])
    expect(off.code, off.output).toBe(0)
    await visited.context.clock.fastForward(POLL_MS)
    await visited.page.waitForURL((url) => url.pathname === '/about', { timeout: FOLLOW_TIMEOUT })
    await visited.page.getByRole('heading', { name: 'About' }).waitFor({ timeout: FOLLOW_TIMEOUT })
    expect(await readWindowMarker(visited.page), 'the tab moved there and back without a page load').toBe(1)
    expect(visited.errors).toEqual([])
    expect(consoleErrors(visited)).toEqual([])
    await visited.context.close()
  },
)
