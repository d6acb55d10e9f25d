// The layouts must fit from 360 px up (issue 4): at 390 px (a phone) and
// 1280 px (a laptop), no page scrolls sideways. Every page is measured: each
// open route, the 404 page and the signed-in dashboard.
// Screenshots of the same pages are `npm run screenshots` (docs/testing.md), not a test.
import { expect, test } from 'vitest'
import { visitEveryPage } from './harness/every-page.js'
import { readSiteRoutes } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'page-width')

for (const width of [390, 1280]) {
  test(`no page scrolls sideways at ${width} px`, { timeout: 180_000 }, async () => {
    const config = readSiteRoutes()
    const overflowing: string[] = []
    const visit = await visitEveryPage(suite, config, width, async (name, { page }) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      if (scrollWidth > width) overflowing.push(`${name}: ${scrollWidth} px wide`)
    })
    expect(visit.names, 'every route and the 404 page were measured').toHaveLength(config.routes.length + 1)
    expect(visit.errors).toEqual([])
    expect(overflowing).toEqual([])
  })
}
