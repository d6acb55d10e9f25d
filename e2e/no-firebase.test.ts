// Scenario 9: the site built without any Firebase config. It logs the exact
// missing-config message, every public page still works, and /login says
// sign-in is not configured.
import { expect, test } from 'vitest'
import { openTab, readLandmarks, waitForPage } from './harness/page.js'
import { COPY, openRoutes, readSiteRoutes } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('bareSite', 'no-firebase')
const MISSING_CONFIG = 'Firebase config is missing or incomplete. Check your .env file and apps/site/vite.config.ts'

test('a build without Firebase config logs the exact message, its pages work, and /login says sign-in is not configured', async () => {
  const config = readSiteRoutes()
  const tab = await openTab(suite.browser)
  const { page } = tab
  await page.goto(suite.url('/'))
  await waitForPage(page, '/')
  await expect.poll(() => tab.console.filter((line) => line.endsWith(`: ${MISSING_CONFIG}`)).length, { timeout: 15_000 }).toBeGreaterThan(0)

  const open = openRoutes(config).filter((route) => route.path !== config.maintenance.route)
  for (const route of open) {
    await page.goto(suite.url(route.path))
    await waitForPage(page, route.path)
    const heading = ((await page.locator('h1').textContent()) ?? '').trim()
    expect.soft(heading, `${route.path} renders its page`).not.toBe(COPY.errorPage.es.genericTitle)
    expect.soft(heading, `${route.path} renders its page`).not.toBe(COPY.errorPage.es.notFoundTitle)
    expect.soft((await readLandmarks(page)).h1, `${route.path}: one <h1>`).toBe(1)
  }

  await page.goto(suite.url('/login'))
  await waitForPage(page, '/login')
  await page.getByText(COPY.login.es.notConfigured.title).waitFor()
  expect(await page.locator('#login-email').isDisabled(), 'the form cannot be used').toBe(true)

  // The guarded page sends visitors to /login, where they read why.
  await page.goto(suite.url('/dashboard'))
  await waitForPage(page, '/login')
  await page.getByText(COPY.login.es.notConfigured.title).waitFor()

  expect(tab.errors).toEqual([])
  expect(
    tab.console.filter((line) => line.includes('Firebase inicializado')),
    'Firebase never starts',
  ).toEqual([])
  await tab.context.close()
})
