// Scenario 10: a full-page screenshot of every page at 390 px (a phone) and
// 1280 px (a laptop), in test-results/screenshots/<page>-<width>.png (git
// ignores test-results/). The 404 page and the signed-in dashboard included.
// While there, each page's width is measured: the layouts must fit from 360 px
// up (issue 4), so nothing may scroll sideways at 390 px.
import { existsSync, statSync } from 'node:fs'
import { expect, test } from 'vitest'
import { need } from './harness/context.js'
import { openTab, screenshot, waitForPage } from './harness/page.js'
import { createAccount, openRoutes, readSiteRoutes, uniqueEmail } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'screenshots')
const WIDTHS = [390, 1280]
/** `<page>-<width>` to the document's scrollWidth, filled by the first test. */
const widths = new Map<string, number>()

test('screenshots of every page at 390 px and 1280 px', { timeout: 240_000 }, async () => {
  const config = readSiteRoutes()
  const files: string[] = []
  for (const width of WIDTHS) {
    const tab = await openTab(suite.browser, { width, height: 844 })
    const { page } = tab
    const shoot = async (name: string) => {
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      files.push(await screenshot(page, `${name}-${width}`))
      widths.set(`${name}-${width}`, await page.evaluate(() => document.documentElement.scrollWidth))
    }
    for (const route of openRoutes(config)) {
      await page.goto(suite.url(route.path))
      await waitForPage(page, route.path)
      await shoot(route.name)
    }
    await page.goto(suite.url('/no/such/page'))
    await page.getByText('Page not found: /no/such/page').waitFor()
    await shoot('404')
    const guarded = config.routes.filter((r) => r.guards.length > 0)
    if (guarded.length > 0) {
      await need('emulator')
      // A long but ordinary address: the dashboard shows it in its top bar.
      await createAccount(page, suite.served.origin, uniqueEmail(`shots-${width}`))
      for (const route of guarded) {
        await page.goto(suite.url(route.path))
        await waitForPage(page, route.path, 30_000)
        await shoot(route.name)
      }
    }
    expect(tab.errors).toEqual([])
    await tab.context.close()
  }
  for (const file of files) expect(existsSync(file) && statSync(file).size > 1000, file).toBe(true)
  expect(files.length).toBe(WIDTHS.length * (config.routes.length + 1))
})

test('no page scrolls sideways at 390 px or 1280 px', () => {
  expect(widths.size, 'the screenshot test measured every page').toBeGreaterThan(0)
  const overflowing = [...widths].filter(([key, scrollWidth]) => scrollWidth > Number(key.split('-').at(-1)))
  expect(overflowing.map(([key, scrollWidth]) => `${key}: ${scrollWidth} px wide`)).toEqual([])
})
