// Scenario: the prerendered pages in a real browser. Without JavaScript each
// open page still shows its content; with it, React adopts the prerendered
// HTML (the very same DOM nodes, so no mismatch made it render again), logs
// no error, and nothing shifts.
import { expect, test } from 'vitest'
import { openTab } from './harness/page.js'
import { openRoutes } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'prerender')

test('with JavaScript off, every open page shows its heading, content and title', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  for (const route of openRoutes()) {
    const response = await page.goto(suite.url(route.path))
    expect.soft(response?.status(), `${route.path}: status`).toBe(200)
    const heading = ((await page.locator('h1').first().textContent()) ?? '').trim()
    expect.soft(heading, `${route.path}: a heading`).not.toBe('')
    const text = ((await page.locator('main').textContent()) ?? '').trim()
    expect.soft(text.length, `${route.path}: the page's text, not an empty shell`).toBeGreaterThan(heading.length + 40)
    if (route.title) expect.soft(await page.title(), `${route.path}: <title>`).toBe(route.title)
  }
  await context.close()
})

test('React hydrates every open page onto the prerendered nodes, with no error and no layout shift', async () => {
  const tab = await openTab(suite.browser, { width: 390, height: 844 })
  // Before any script of the page: keep the prerendered <h1> and <main>, and add up layout shifts.
  await tab.context.addInitScript(() => {
    const w = window as unknown as { __prerendered?: Element[]; __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.__prerendered = [document.querySelector('h1'), document.querySelector('main')].filter((e): e is HTMLElement => e !== null)
    })
  })
  // The CSS is inlined into every page: neither the page nor a lazy chunk may fetch it again.
  const stylesheets: string[] = []
  tab.page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url())
  })
  for (const route of openRoutes()) {
    await tab.page.goto(suite.url(route.path))
    // React marks the nodes it owns: once the prerendered <h1> carries React's fiber key, hydration adopted it.
    await expect
      .poll(
        () =>
          tab.page.evaluate(() => {
            const kept = (window as unknown as { __prerendered?: Element[] }).__prerendered ?? []
            return kept.length === 2 && kept.every((element) => element.isConnected && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
          }),
        { message: `${route.path}: the prerendered <h1> and <main> are the nodes React hydrated`, timeout: 15_000 },
      )
      .toBe(true)
    await tab.page.waitForLoadState('networkidle')
    const shift = await tab.page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    expect.soft(shift, `${route.path}: cumulative layout shift`).toBe(0)
    expect.soft(await tab.page.locator('#root').getAttribute('data-routekit-prerendered'), `${route.path}: hydrated, not rendered again`).toBe(route.path)
  }
  expect.soft(tab.errors, 'uncaught errors').toEqual([])
  expect.soft(tab.console.filter((line) => line.startsWith('error:') || /hydrat|did not match/i.test(line)), 'console errors or hydration warnings').toEqual([])
  expect.soft(stylesheets, 'stylesheet requests').toEqual([])
  await tab.context.close()
})
