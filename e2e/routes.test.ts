// Scenario 1: every route of the root routes.yaml renders its own page, in
// the layout routes.yaml gives it: landmarks, one <h1>, title and
// description, not just a 200 from the server (which answers index.html for
// every path anyway).
import { expect, test } from 'vitest'
import type { RouteDef } from '../packages/router-core/src/index.js'
import { need } from './harness/context.js'
import { openTab, readLandmarks, waitForPage, type Tab } from './harness/page.js'
import { COPY, createAccount, headOf, openRoutes, readSiteRoutes, uniqueEmail } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'routes')
const MISSING_CONFIG = 'Firebase config is missing or incomplete. Check your .env file and apps/site/vite.config.ts'

/** Visits `route` with a full page load and checks its layout; returns its heading. */
async function checkRoute(tab: Tab, route: RouteDef, layout: string): Promise<string> {
  const { page } = tab
  await page.goto(suite.url(route.path))
  await waitForPage(page, route.path)
  const marks = await readLandmarks(page)
  const where = `${route.path} (layout ${layout})`
  expect.soft(marks.h1, `${where}: exactly one <h1>`).toBe(1)
  expect.soft(marks.main, `${where}: one <main>`).toBe(1)
  if (layout === 'default') {
    expect.soft(marks.banner, `${where}: the site header`).toBe(1)
    expect.soft(marks.contentinfo, `${where}: the site footer`).toBe(1)
    expect.soft(marks.navigation, `${where}: the main navigation`).toContain(COPY.shell.es.nav.label)
  } else if (layout === 'dashboard') {
    expect.soft(marks.navigation, `${where}: the dashboard navigation`).toContain(COPY.dashboardLayout.es.label)
    expect.soft(marks.navigation, `${where}: not the public navigation`).not.toContain(COPY.shell.es.nav.label)
  } else if (layout === 'none') {
    // The page may carry its own small header (logo, language), but no layout: no site navigation, no footer.
    expect.soft(marks.contentinfo, `${where}: no footer`).toBe(0)
    expect.soft(marks.navigation, `${where}: no navigation`).toEqual([])
  }
  const head = headOf(route)
  if (head.title) expect.soft(await page.title(), `${where}: <title> from routes.yaml`).toBe(head.title)
  if (head.description) {
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect.soft(description, `${where}: meta description from routes.yaml`).toBe(head.description)
  }
  const heading = ((await page.locator('h1').first().textContent()) ?? '').trim()
  expect.soft(heading, `${where}: not the error page`).not.toBe(COPY.errorPage.es.notFoundTitle)
  expect.soft(heading, `${where}: not the error page`).not.toBe(COPY.errorPage.es.genericTitle)
  return heading
}

test('every route of routes.yaml renders its page in its layout (landmarks, one h1, title)', async () => {
  const config = readSiteRoutes()
  const maintenanceRoute = config.maintenance.route
  const layoutOf = (route: RouteDef) => (route.path === maintenanceRoute ? 'none' : route.layout)
  const open = openRoutes(config)
  const guarded = config.routes.filter((route) => route.guards.length > 0)
  expect(open.length, 'routes.yaml declares open routes').toBeGreaterThan(0)

  const tab = await openTab(suite.browser)
  const headings = new Map<string, string>()
  for (const route of open) headings.set(route.path, await checkRoute(tab, route, layoutOf(route)))

  if (guarded.length > 0) {
    await need('emulator')
    await createAccount(tab.page, suite.served.origin, uniqueEmail('routes'))
    for (const route of guarded) headings.set(route.path, await checkRoute(tab, route, layoutOf(route)))
  }

  // Each route shows its own page: no two share a heading.
  const byHeading = new Map<string, string[]>()
  for (const [path, heading] of headings) byHeading.set(heading, [...(byHeading.get(heading) ?? []), path])
  const shared = [...byHeading].filter(([, paths]) => paths.length > 1)
  expect.soft(shared, 'routes that show the same <h1>').toEqual([])

  expect.soft(tab.errors, 'uncaught errors in the page').toEqual([])
  expect
    .soft(
      tab.console.filter((line) => line.includes(MISSING_CONFIG)),
      'this build has a Firebase config',
    )
    .toEqual([])
  expect
    .soft(
      tab.console.filter((line) => /Content.Security.Policy|Refused to/i.test(line)),
      'CSP violations',
    )
    .toEqual([])
  await tab.context.close()
})

// The browser's route table leaves out each route's title and description (the plugin serves them as
// virtual:routekit/head, loaded with the first page): a navigation on the client still shows the new page's.
test('a navigation on the client sets the title and description routes.yaml gives the new page', async () => {
  const config = readSiteRoutes()
  const [from, to] = [
    headOf(config.routes.find((route) => route.path === '/')!),
    headOf(config.routes.find((route) => route.path === '/about')!),
  ]
  expect(
    to.title && to.description && to.title !== from.title,
    'routes.yaml gives / and /about titles of their own',
  ).toBeTruthy()
  const tab = await openTab(suite.browser)
  const { page } = tab
  await page.goto(suite.url('/'))
  await waitForPage(page, '/')
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.locator('header a[href="/about"]').first().click()
  await page.waitForURL(suite.url('/about'))
  await page.waitForFunction((title) => document.title === title, to.title, { timeout: 10_000 })
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(to.description)
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    'no full page load',
  ).toBe(true)
  expect(tab.errors, 'uncaught errors in the page').toEqual([])
  await tab.context.close()
})
