// Scenario: the prerendered pages in a real browser. Without JavaScript each
// open page still shows its content; with it, React adopts the prerendered
// HTML (the very same DOM nodes, so no mismatch made it render again), logs
// no error, and nothing shifts. The CSS each page inlines styles it exactly
// as the whole stylesheet, which comes after the paint, does.
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
  // Each page inlines the CSS it uses; the loader fetches the whole stylesheet once, after the paint, and no lazy chunk fetches it again.
  let stylesheets: string[] = []
  tab.page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname)
  })
  for (const route of openRoutes()) {
    stylesheets = []
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
    expect.soft(stylesheets, `${route.path}: stylesheet requests`).toEqual([expect.stringMatching(/^\/assets\/[^/]+\.css$/)])
    const css = await tab.page.evaluate(() => {
      const fetched = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css'))
      const count = (rules: CSSRuleList): number => [...rules].reduce((n, rule) => n + 1 + ('cssRules' in rule ? count(rule.cssRules as CSSRuleList) : 0), 0)
      const applied = [...document.styleSheets].filter((sheet) => sheet.href?.endsWith('.css')).map((sheet) => count(sheet.cssRules))
      return { requested: fetched.length, applied }
    })
    // When exactly (after the paint) is the loader's to decide, and its tests check it; here: once, and applied.
    expect.soft(css, `${route.path}: the whole stylesheet, requested once and applied`).toEqual({ requested: 1, applied: [expect.any(Number)] })
    expect.soft(css.applied[0], `${route.path}: the stylesheet's rules`).toBeGreaterThan(300)
  }
  expect.soft(tab.errors, 'uncaught errors').toEqual([])
  expect.soft(tab.console.filter((line) => line.startsWith('error:') || /hydrat|did not match/i.test(line)), 'console errors or hydration warnings').toEqual([])
  await tab.context.close()
})

/**
 * Installs window.__styles(): the computed style of every element (and of its
 * ::before and ::after when they exist), as one value per property. Compared
 * in the page, so only the differences travel; describe() names an element.
 */
function installStyleReader(): void {
  const names = [...getComputedStyle(document.body)]
  const describe = (element: Element): string => {
    const parent = element.parentElement
    return parent === null ? element.tagName.toLowerCase() : `${describe(parent)} > ${element.tagName.toLowerCase()}:nth-child(${[...parent.children].indexOf(element) + 1})`
  }
  ;(window as unknown as { __styles: unknown }).__styles = () => {
    const rows: Array<{ what: () => string; values: string[] }> = []
    for (const element of document.body.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        if (pseudo !== null && style.content === 'none') continue
        rows.push({ what: () => `${describe(element)}${pseudo ?? ''}`, values: names.map((name) => style.getPropertyValue(name)) })
      }
    }
    return { names, rows }
  }
}

test("each page's inline critical CSS styles it exactly as the whole stylesheet does, at a phone's and a desktop's width", async () => {
  // JavaScript off: the page as first painted, with only its inline CSS (the stylesheet's request fails). Then the
  // whole stylesheet is added, and every computed style must stay as it was. bypassCSP lets the test add it inline.
  const context = await suite.browser.newContext({ javaScriptEnabled: false, bypassCSP: true })
  await context.route(/\.css$/, (r) => r.abort())
  const page = await context.newPage()
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport)
    for (const route of openRoutes()) {
      const where = `${route.path} at ${viewport.width} px`
      await page.goto(suite.url(route.path))
      const href = await page.locator('noscript link[rel="stylesheet"], link[rel="stylesheet"]').first().getAttribute('href')
      const css = await (await fetch(suite.url(href ?? '/missing.css'))).text()
      const result = await page.evaluate(
        ([install, css]) => {
          new Function(`(${install})()`)()
          type Read = { names: string[]; rows: Array<{ what: () => string; values: string[] }> }
          const read = (window as unknown as { __styles: () => Read }).__styles
          const before = read()
          const inlineRules = [...document.styleSheets].filter((sheet) => sheet.href === null).reduce((n, sheet) => n + sheet.cssRules.length, 0)
          document.head.append(Object.assign(document.createElement('style'), { textContent: css }))
          const after = read()
          const differences: string[] = []
          if (after.rows.length !== before.rows.length) differences.push(`${before.rows.length} styled boxes (inline) vs ${after.rows.length} (whole)`)
          after.rows.forEach((row, i) =>
            row.values.forEach((value, p) => {
              const was = before.rows[i]?.values[p]
              if (was !== value && differences.length < 10) differences.push(`${row.what()} ${after.names[p]}: ${was} (inline) vs ${value} (whole)`)
            }),
          )
          return { read: after.rows.length * after.names.length, inlineRules, differences }
        },
        [installStyleReader.toString(), css] as const,
      )
      expect.soft(result.read, `${where}: styles read`).toBeGreaterThan(1000)
      expect.soft(result.inlineRules, `${where}: the page carries its CSS inline`).toBeGreaterThan(20)
      expect.soft(result.differences, `${where}: computed styles that the whole stylesheet changes`).toEqual([])
    }
  }
  await context.close()
})

test('with JavaScript off, the <noscript> link brings the whole stylesheet', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const route of openRoutes().slice(0, 3)) {
    await page.goto(suite.url(route.path))
    const sheets = await page.evaluate(() => {
      const count = (rules: CSSRuleList): number => [...rules].reduce((n, rule) => n + 1 + ('cssRules' in rule ? count(rule.cssRules as CSSRuleList) : 0), 0)
      return [...document.styleSheets].filter((sheet) => sheet.href?.endsWith('.css')).map((sheet) => count(sheet.cssRules))
    })
    expect.soft(sheets, `${route.path}: linked stylesheets and their rules`).toEqual([expect.any(Number)])
    expect.soft(sheets[0], `${route.path}: the whole stylesheet's rules`).toBeGreaterThan(300)
  }
  await context.close()
})
