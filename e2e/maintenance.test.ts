// Scenario 3: `routekit maintenance on|off` (the real CLI) against the folder
// `routekit preview` serves. An open tab follows within 10 s without a reload;
// fresh visits land on the maintenance route; --allow paths, the route itself
// and a ?preview= token stay usable; `off` brings the tab back.
//
// The open tab re-reads maintenance.json every 10 s. Rather than wait for that
// in real time (slow, and tight on a busy machine), the tab runs on
// Playwright's clock, installed before the page loads (time still flows
// normally): after each CLI change the test fast-forwards exactly 10 s, so
// the tab must have re-read the flag by then, and then waits for the URL.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import {
  openTab,
  pathnameOf,
  readLandmarks,
  readWindowMarker,
  screenshot,
  setWindowMarker,
  waitForPage,
} from './harness/page.js'
import { routekit } from './harness/serve.js'
import { readSiteRoutes } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'maintenance')

/** The longest an open tab may take to notice a change (issue 5: 30 s; issue 27: 10 s). */
const POLL_MS = 10_000
/** Real time allowed, after the fast-forward, for the fetch and the render. */
const FOLLOW_TIMEOUT = 15_000
const TOKEN = 'E2e-Preview-Token-7Qm9Lw4Zp'
const MESSAGE = 'Cambiamos el servidor de sitio, volvemos enseguida.'

async function expectOn(page: Page, route: string, path: string) {
  await page.goto(suite.url(path))
  await waitForPage(page, route)
}

test('maintenance on sends an open tab to the maintenance route, keeps allow/preview paths reachable, and off brings it back', async () => {
  const route = readSiteRoutes().maintenance.route
  const { page, context, errors } = await openTab(suite.browser)
  await context.clock.install()
  await page.goto(suite.url('/benefits'))
  await waitForPage(page, '/benefits')
  await setWindowMarker(page)

  const on = await routekit([
    'maintenance',
    'on',
    '--dir',
    suite.served.dir,
    '--message',
    MESSAGE,
    '--allow',
    '/about',
    '--secret',
    TOKEN,
  ])
  expect(on.code, on.output).toBe(0)
  expect(existsSync(join(suite.served.dir, 'maintenance.json')), 'the flag file is written next to the site').toBe(true)
  expect(readFileSync(join(suite.served.dir, 'maintenance.json'), 'utf8')).not.toContain(TOKEN)

  // The open tab moves by itself within 10 s, with no reload: the window marker survives.
  await context.clock.fastForward(POLL_MS)
  await page.waitForURL((url) => url.pathname === route, { timeout: FOLLOW_TIMEOUT })
  await page.locator('h1').waitFor()
  expect(await readWindowMarker(page), 'the tab moved without a page load').toBe(1)
  await page.getByText(MESSAGE).waitFor()
  await screenshot(page, 'construction-maintenance-on-1280')
  const marks = await readLandmarks(page)
  expect(
    { navigation: marks.navigation, contentinfo: marks.contentinfo, h1: marks.h1 },
    'the maintenance route has no layout',
  ).toEqual({ navigation: [], contentinfo: 0, h1: 1 })

  // Fresh visitors: any path lands on the maintenance route, which itself stays reachable.
  const fresh = await openTab(suite.browser)
  await expectOn(fresh.page, route, '/strategy')
  await expectOn(fresh.page, route, '/')
  await expectOn(fresh.page, route, '/dashboard')
  await expectOn(fresh.page, route, route)
  // --allow paths stay reachable, in their usual layout.
  await expectOn(fresh.page, '/about', '/about')
  expect((await readLandmarks(fresh.page)).contentinfo, '/about keeps its layout').toBe(1)
  // A wrong preview token changes nothing.
  await expectOn(fresh.page, route, '/strategy?preview=not-the-token')
  await fresh.context.close()

  // ?preview=<token> bypasses for this browser (a session cookie), across navigations and reloads.
  const preview = await openTab(suite.browser)
  await expectOn(preview.page, '/strategy', `/strategy?preview=${TOKEN}`)
  await expectOn(preview.page, '/technology', '/technology')
  await preview.page.reload()
  await waitForPage(preview.page, '/technology')
  await preview.context.close()

  // Off: the open tab returns to where it was.
  const off = await routekit(['maintenance', 'off', '--dir', suite.served.dir])
  expect(off.code, off.output).toBe(0)
  await context.clock.fastForward(POLL_MS)
  await page.waitForURL((url) => url.pathname === '/benefits', { timeout: FOLLOW_TIMEOUT })
  await page.locator('h1').waitFor()
  expect(pathnameOf(page)).toBe('/benefits')
  expect(errors).toEqual([])
  await context.close()
})
