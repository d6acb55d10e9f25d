// Scenario: the prerendered pages in a real browser. Without JavaScript each
// open page still shows its content; with it, React adopts the prerendered
// HTML (the very same DOM nodes, so no mismatch made it render again), logs
// no error, and nothing shifts.
import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { openTab, readLayoutShifts, watchLayoutShifts } from './harness/page.js'
import { scriptsOf } from '../packages/router-core/src/index.js'
import { headOf, openRoutes, readSiteRoutes } from './harness/site.js'
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
    const { title } = headOf(route)
    if (title) expect.soft(await page.title(), `${route.path}: <title>`).toBe(title)
  }
  await context.close()
})

/** The open routes that ship the app: the others (scripts: none, issue 37) have nothing to hydrate. */
const hydratedRoutes = () => openRoutes().filter((route) => scriptsOf(readSiteRoutes(), route) === 'app')

test('React hydrates every open page with the app onto the prerendered nodes, with no error and no layout shift', async () => {
  const tab = await openTab(suite.browser, { width: 390, height: 844 })
  // Before any script of the page: keep the prerendered <h1> and <main>, and watch layout shifts.
  await watchLayoutShifts(tab.context)
  await tab.context.addInitScript(() => {
    const w = window as unknown as { __prerendered?: Element[] }
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        w.__prerendered = [document.querySelector('h1'), document.querySelector('main')].filter(
          (e): e is HTMLElement => e !== null,
        )
    })
  })
  // The CSS is inlined into every page: neither the page nor a lazy chunk may fetch it again.
  const stylesheets: string[] = []
  tab.page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(request.url())
  })
  for (const route of hydratedRoutes()) {
    await tab.page.goto(suite.url(route.path))
    // React marks the nodes it owns: once the prerendered <h1> carries React's fiber key, hydration adopted it.
    await expect
      .poll(
        () =>
          tab.page.evaluate(() => {
            const kept = (window as unknown as { __prerendered?: Element[] }).__prerendered ?? []
            return (
              kept.length === 2 &&
              kept.every(
                (element) => element.isConnected && Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
              )
            )
          }),
        { message: `${route.path}: the prerendered <h1> and <main> are the nodes React hydrated`, timeout: 15_000 },
      )
      .toBe(true)
    await tab.page.waitForLoadState('networkidle')
    expect.soft(await readLayoutShifts(tab.page), `${route.path}: layout shifts`).toEqual([])
    expect
      .soft(
        await tab.page.locator('#root').getAttribute('data-routekit-prerendered'),
        `${route.path}: hydrated, not rendered again`,
      )
      .toBe(route.path)
  }
  expect.soft(tab.errors, 'uncaught errors').toEqual([])
  expect
    .soft(
      tab.console.filter((line) => line.startsWith('error:') || /hydrat|did not match/i.test(line)),
      'console errors or hydration warnings',
    )
    .toEqual([])
  expect.soft(stylesheets, 'stylesheet requests').toEqual([])
  await tab.context.close()
})

test('a page whose HTML arrives in two parts does not shift when the rest arrives', async () => {
  // On a slow network the browser paints the part of a page it has parsed. Whatever it painted
  // must stay put when the rest arrives: a layout that centres content vertically moves it as the
  // content grows (the maintenance page did, CLS 0.1 in a few Lighthouse runs).
  //
  // Measured as geometry, not through Chromium's layout-shift entries: once the first part is
  // parsed, the place of every element in the viewport; once the rest has arrived and the app has
  // hydrated, the place of the same elements. The entries also count the parser's own frames
  // inside the first part (a busy CPU paints a header before its last button is parsed), which
  // depend on the machine's load, not on the page.
  const slow = await startSlowHtmlProxy(new URL(suite.url('/')).origin)
  try {
    const tab = await openTab(suite.browser, { width: 390, height: 844 })
    for (const route of openRoutes()) {
      const loaded = tab.page.goto(`${slow.origin}${route.path}`)
      const { mainElements } = await slow.firstPartSent()
      // The document still loading holds every element of the first part: its own, not the last page's.
      await tab.page.waitForFunction(
        (count) => {
          const main = document.readyState === 'loading' ? document.querySelector('main') : null
          return main !== null && main.getElementsByTagName('*').length + 1 >= count
        },
        mainElements,
        { timeout: 15_000 },
      )
      await tab.page.evaluate(() => {
        const w = window as unknown as { __firstPart?: Array<[Element, number, number]> }
        w.__firstPart = []
        for (const element of document.body.getElementsByTagName('*')) {
          const box = element.getBoundingClientRect()
          if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight)
            w.__firstPart.push([element, box.left, box.top])
        }
      })
      slow.sendRest()
      await loaded
      if (scriptsOf(readSiteRoutes(), route) === 'app')
        await tab.page.locator('#root[data-routekit-ready]').waitFor({ timeout: 15_000 })
      await tab.page.waitForLoadState('networkidle')
      const moved = await tab.page.evaluate(() => {
        const before = (window as unknown as { __firstPart: Array<[Element, number, number]> }).__firstPart
        const shifted = before.filter(([element, left, top]) => {
          const box = element.getBoundingClientRect()
          return element.isConnected && (Math.abs(box.left - left) >= 1 || Math.abs(box.top - top) >= 1)
        })
        // Name the outermost element that moved, not each of its descendants.
        const set = new Set(shifted.map(([element]) => element))
        return shifted
          .filter(([element]) => !element.parentElement || !set.has(element.parentElement))
          .map(([element, left, top]) => {
            const box = element.getBoundingClientRect()
            return `${element.tagName.toLowerCase()}.${element.getAttribute('class')}: (${left}, ${top}) to (${box.left}, ${box.top})`
          })
      })
      expect.soft(moved, `${route.path}: elements painted from the first part that moved`).toEqual([])
    }
    expect.soft(slow.split, 'pages sent in two parts').toBe(openRoutes().length)
    await tab.context.close()
  } finally {
    await slow.stop()
  }
})

/**
 * A loopback proxy to `upstream` that sends each HTML page in two parts, cut in the middle of its
 * <main> after a whole tag; the second part waits for `sendRest()`. Everything else passes through
 * as it is. `firstPartSent()` resolves once a page's first part is written, with the number of
 * elements it opens in <main>, <main> included (React's markup there has no script or comment that
 * could hold a "<").
 */
async function startSlowHtmlProxy(upstream: string): Promise<{
  origin: string
  split: number
  firstPartSent: () => Promise<{ mainElements: number }>
  sendRest: () => void
  stop: () => Promise<void>
}> {
  const state = { split: 0 }
  const sent: Array<{ mainElements: number }> = []
  const waiting: Array<(part: { mainElements: number }) => void> = []
  const rests: Array<() => void> = []
  const server: Server = createServer((req, res) => {
    const html = (req.headers.accept ?? '').includes('text/html')
    const headers = { ...req.headers, host: new URL(upstream).host, ...(html ? { 'accept-encoding': 'identity' } : {}) }
    const forward = httpRequest(`${upstream}${req.url}`, { method: req.method, headers }, (answer: IncomingMessage) => {
      if (!html || !String(answer.headers['content-type']).includes('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const text = body.toString('latin1')
        const start = text.indexOf('<main')
        const end = text.indexOf('</main>')
        const { 'content-length': _length, ...rest } = answer.headers
        res.writeHead(answer.statusCode ?? 502, rest)
        if (start < 0 || end < start) return void res.end(body)
        const cut = text.indexOf('>', start + Math.floor((end - start) / 2)) + 1
        state.split++
        res.write(body.subarray(0, cut))
        rests.push(() => res.end(body.subarray(cut)))
        const part = { mainElements: text.slice(start, cut).match(/<[a-zA-Z]/g)?.length ?? 0 }
        const next = waiting.shift()
        if (next) next(part)
        else sent.push(part)
      })
    })
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    get split() {
      return state.split
    },
    firstPartSent: () => {
      const part = sent.shift()
      return part ? Promise.resolve(part) : new Promise((done) => waiting.push(done))
    },
    sendRest: () => {
      for (const send of rests.splice(0)) send()
    },
    stop: () =>
      new Promise<void>((done) => {
        // A page whose second part was never asked for still ends, so its connection can close.
        for (const send of rests.splice(0)) send()
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
