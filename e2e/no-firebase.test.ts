// Scenario 9: the site built without any Firebase config. It logs the exact
// missing-config message, every public page still works, and /login says
// sign-in is not configured.
import { expect, test } from 'vitest'
import { openTab, readLandmarks, readLayoutShifts, waitForPage, watchLayoutShifts } from './harness/page.js'
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
  await expect
    .poll(() => tab.console.filter((line) => line.endsWith(`: ${MISSING_CONFIG}`)).length, { timeout: 15_000 })
    .toBeGreaterThan(0)

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

// Issue 27: the build knew it had no config, yet /login's HTML showed a working form, and the notice inserted after
// hydration pushed it down (Lighthouse mobile: CLS 0.12). Now the HTML says it, and nothing moves when the app runs.
test('/login in a build without Firebase config shows the notice before any script runs, and nothing moves after hydration', async () => {
  const viewport = { width: 390, height: 844 }
  const before = await suite.browser.newContext({ javaScriptEnabled: false, viewport })
  const bare = await before.newPage()
  await bare.goto(suite.url('/login'))
  const htmlOnly = {
    notice: ((await bare.getByRole('status').textContent()) ?? '').trim(),
    boxes: await bare.evaluate(_boxesInView),
    disabled: await bare.locator('#login-email').isDisabled(),
  }
  await before.close()
  expect(htmlOnly.notice).toBe(`${COPY.login.es.notConfigured.title}${COPY.login.es.notConfigured.body}`)
  expect(htmlOnly.disabled, 'the form is disabled in the HTML itself').toBe(true)
  expect(
    htmlOnly.boxes.some((box) => box.startsWith('form.')),
    'the form is in the first screen',
  ).toBe(true)

  const tab = await openTab(suite.browser, viewport)
  await watchLayoutShifts(tab.context)
  await tab.page.goto(suite.url('/login'))
  await waitForPage(tab.page, '/login')
  // The page has asked Firebase and heard "not configured": the state that used to insert the notice.
  await expect
    .poll(() => tab.console.filter((line) => line.endsWith(`: ${MISSING_CONFIG}`)).length, { timeout: 15_000 })
    .toBe(1)
  await tab.page.waitForLoadState('networkidle')
  expect(await readLayoutShifts(tab.page), 'layout shifts').toEqual([])
  expect(await tab.page.getByRole('status').count(), 'one notice, not a second one added on hydration').toBe(1)
  expect(((await tab.page.getByRole('status').textContent()) ?? '').trim()).toBe(htmlOnly.notice)
  expect(
    await tab.page.evaluate(_boxesInView),
    'every element in the first screen stays where the HTML put it',
  ).toEqual(htmlOnly.boxes)
  expect(await tab.page.locator('#login-email').isDisabled()).toBe(true)
  expect(tab.errors).toEqual([])
  await tab.context.close()
})

/** Every element in the first screen, as "tag.class x,y wxh", in document order. Runs in the page. */
function _boxesInView(): string[] {
  const boxes: string[] = []
  for (const element of document.body.querySelectorAll('*')) {
    const r = element.getBoundingClientRect()
    if (r.width === 0 || r.height === 0 || r.top >= window.innerHeight) continue
    boxes.push(
      `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${r.x},${r.y} ${r.width}x${r.height}`,
    )
  }
  return boxes
}
