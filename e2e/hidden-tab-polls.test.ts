// Issue 27: an open tab polls maintenance.json every 10 s with conditional
// requests, makes no requests at all while hidden (a minute here), and reads
// once at once when it shows again. Counted at the server: a small counting
// proxy on 127.0.0.1 in front of `routekit preview` sees every request the tab
// makes. Time runs on Playwright's clock (installed before the page loads), so
// the minute takes no real minute.
//
// Headless Chromium keeps every page visible (bringing another tab to the
// front or minimising the window changes nothing), so the page is hidden the
// way the browser would tell it: document.visibilityState reads "hidden" and a
// visibilitychange event fires. Timers, fetch and the network are Chromium's own.
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openTab, waitForPage } from './harness/page.js'
import { routekit } from './harness/serve.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'hidden-tab')

interface Seen {
  path: string
  status: number
  ifNoneMatch: string | undefined
}

let proxy: Server
let origin: string
const seen: Seen[] = []

beforeAll(async () => {
  // The flag file exists, as deploy.md asks: the tab's polls have something to revalidate.
  const off = await routekit(['maintenance', 'off', '--dir', suite.served.dir])
  expect(off.code, off.output).toBe(0)
  const target = new URL(suite.served.origin)
  proxy = createServer((req, res) => {
    const upstream = forward(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        seen.push({
          path: new URL(req.url ?? '/', 'http://x').pathname,
          status: answer.statusCode ?? 0,
          ifNoneMatch: req.headers['if-none-match'] as string | undefined,
        })
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
})

const polls = () => seen.filter((s) => s.path === '/maintenance.json' || s.path === '/builds/latest.json')
const reads = () => seen.filter((s) => s.path === '/maintenance.json')

/** Waits (real time) until the server has seen `count` reads of maintenance.json. */
async function waitForReads(count: number) {
  for (let waited = 0; reads().length < count && waited < 10_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50))
  expect(reads().length).toBe(count)
}

/**
 * A request of the page's own, answered: whatever the page had asked for before it has reached the server too.
 * Tests for an absence wait on this instead of sleeping.
 */
async function roundTrip(page: Page) {
  await page.evaluate(() => fetch('/robots.txt?sentinel', { cache: 'no-store' }).then((r) => r.text()))
  seen.splice(
    seen.findIndex((s) => s.path === '/robots.txt'),
    1,
  )
}

function setVisibility(page: Page, state: 'hidden' | 'visible') {
  return page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

// Issue 37: a page with scripts: none polls with its own inline watcher, on the same policy as the app's runtime.
test.each([
  ['/colors', 'the app'],
  ['/about', 'the inline watcher of a page with scripts: none'],
])(
  '%s (%s): an open tab polls maintenance.json every 10 s with If-None-Match, makes no request while hidden for a minute, and reads at once when shown',
  async (path) => {
    seen.length = 0
    const { page, context, errors } = await openTab(suite.browser)
    await context.clock.install()
    await page.goto(`${origin}${path}`)
    await waitForPage(page, path)
    await waitForReads(1)
    expect(reads()[0]).toMatchObject({ status: 200, ifNoneMatch: undefined })

    // The next timed read, 10 s later, is conditional and costs a 304.
    await context.clock.fastForward(10_000)
    await waitForReads(2)
    expect(reads()[1]).toMatchObject({ status: 304 })
    expect(reads()[1]!.ifNoneMatch).toMatch(/^"/)

    // Hidden for a minute: no request for the flag, the build manifest or anything else the page fetches on its own.
    // Chunk downloads (/assets/) are left out: the page's start-up (Firebase after hydration) began them before the
    // tab was hidden, and they can reach the server a moment later (a clean-clone CI run saw three do so).
    await setVisibility(page, 'hidden')
    const before = seen.length
    for (let second = 0; second < 60; second += 10) await context.clock.fastForward(10_000)
    await roundTrip(page)
    expect(
      seen.slice(before).filter((s) => !s.path.startsWith('/assets/')),
      'requests while hidden',
    ).toEqual([])

    // Shown again: one read at once, before any timer is due.
    await setVisibility(page, 'visible')
    await waitForReads(3)
    expect(reads()[2]).toMatchObject({ status: 304 })
    await roundTrip(page)
    expect(reads(), 'exactly one read when shown').toHaveLength(3)
    expect(polls().filter((s) => s.path === '/builds/latest.json').length).toBeLessThanOrEqual(1)
    expect(errors).toEqual([])
    await context.close()
  },
)
