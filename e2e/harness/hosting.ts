// What issue 24's hosting suites share: one host started once per file beside
// a browser (and, for the static hosts, routekit preview on its own copy of
// the build, whose headers the host's must equal), scenario 1 (every open page
// styled and hydrated, no CSP violation, no failed request) and, for a host
// with no server-side gate, scenario 5 (the flag moves tabs from the browser).
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest'
import { launchBrowser } from './browser.js'
import { need } from './context.js'
import { openTab, pathnameOf, waitForPage } from './page.js'
import { copyBuild, routekit, servePreview, type Served } from './serve.js'
import { openRoutes, readSiteRoutes } from './site.js'

/** Console lines that are CSP violations or failed requests. */
export const consoleProblems = (lines: readonly string[]) =>
  lines.filter((l) => /Content Security Policy|Failed to load resource|net::ERR_/i.test(l))

export interface HostSuite<S extends Served> {
  /** The host, once beforeAll has run. */
  readonly served: S
  /** routekit preview on its own copy of the build, when asked for. */
  readonly preview: Served
  readonly browser: Browser
  /** `path` on the host. */
  url(path: string): string
}

/**
 * Registers beforeAll/afterAll for one host: a copy of the built site served
 * by `start` (given the Auth emulator's `--auth-emulator` arguments), a
 * browser and, with `withPreview`, routekit preview. A setup failure fails
 * every test of the file with its own error.
 */
export function useHostSuite<S extends Served>(
  label: string,
  start: (dir: string, args: string[]) => Promise<S>,
  options: { withPreview?: boolean } = {},
): HostSuite<S> {
  let served: S | undefined
  let preview: Served | undefined
  let browser: Browser | undefined
  let setupError: unknown
  beforeAll(async () => {
    try {
      const emulatorHost = inject('e2e').emulatorHost ?? '127.0.0.1:9099'
      const site = await need('site')
      served = await start(copyBuild(site, label), ['--auth-emulator', emulatorHost])
      if (options.withPreview)
        preview = await servePreview(copyBuild(site, `${label}-preview`), { emulatorHost, removeDirOnStop: true })
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
    await preview?.stop()
    await served?.stop()
  })
  return {
    get served() {
      return served!
    },
    get preview() {
      return preview!
    },
    get browser() {
      return browser!
    },
    url: (path) => `${served!.origin}${path}`,
  }
}

/** Scenario 1: every open page of routes.yaml renders styled and hydrates, with no CSP violation and no failed request. */
export async function expectEveryOpenPageWorks(suite: HostSuite<Served>): Promise<void> {
  const tab = await openTab(suite.browser)
  for (const route of openRoutes(readSiteRoutes())) {
    await tab.page.goto(suite.url(route.path))
    await waitForPage(tab.page, route.path)
    const font = await tab.page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(font, `${route.path} is styled`).not.toMatch(/Times/)
  }
  expect(consoleProblems(tab.console)).toEqual([])
  expect(tab.errors).toEqual([])
  await tab.context.close()
}

/**
 * Scenario 5 on a static host (no server-side gate): `routekit maintenance on
 * --dir` on the served folder prints `nextStep`, the host serves the flag at
 * once, an open tab and a fresh visit move to the maintenance route while the
 * page itself still answers 200, and `off` brings both back.
 */
export async function expectStaticMaintenance(suite: HostSuite<Served>, nextStep: string): Promise<void> {
  const url = suite.url
  const route = readSiteRoutes().maintenance.route
  const { page, context } = await openTab(suite.browser)
  await context.clock.install()
  await page.goto(url('/benefits'))
  await waitForPage(page, '/benefits')

  const on = await routekit(['maintenance', 'on', '--dir', suite.served.dir])
  expect(on.code, on.output).toBe(0)
  expect(on.output).toContain(nextStep)
  // The host serves the folder as it is on disk: the flag shows at once, no restart.
  expect(JSON.parse(await (await fetch(url('/maintenance.json'))).text()).enabled).toBe(true)
  await context.clock.fastForward(30_000)
  await page.waitForURL((u) => u.pathname === route, { timeout: 15_000 })

  const fresh = await openTab(suite.browser)
  await fresh.page.goto(url('/about'))
  await waitForPage(fresh.page, route)
  // No server-side gate: the page itself still answers 200.
  expect((await fetch(url('/about'), { redirect: 'manual' })).status).toBe(200)

  const off = await routekit(['maintenance', 'off', '--dir', suite.served.dir])
  expect(off.code, off.output).toBe(0)
  await context.clock.fastForward(30_000)
  await page.waitForURL((u) => u.pathname !== route, { timeout: 15_000 })
  expect(pathnameOf(page)).toBe('/benefits')
  const again = await openTab(suite.browser)
  await again.page.goto(url('/about'))
  await waitForPage(again.page, '/about')
  expect(consoleProblems([...fresh.console, ...again.console])).toEqual([])
  await Promise.all([context.close(), fresh.context.close(), again.context.close()])
}
