// Issue 42, item 4: after /?preview=<token> in one tab, a second tab of the same browser landed on the maintenance
// page, on routekit preview, on nginx and on a static host: the bypass lived in the first tab's sessionStorage. It now
// lives in a session cookie (the key the token derives), which every tab of the browser sends and reads until the
// browser closes. Each server here: the real site's build, `routekit maintenance on --secret`, a tab that opens the
// link, then a second tab of the same context; a context of its own (another browser) still lands on the maintenance
// route.
import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser } from './harness/browser.js'
import { need } from './harness/context.js'
import { serveNginx } from './harness/nginx.js'
import { bypassCookieOf, openTab, pathnameOf, waitForPage } from './harness/page.js'
import { copyBuild, routekit, servePreview, serveStatic, type Served } from './harness/serve.js'
import { readSiteRoutes } from './harness/site.js'

const TOKEN = 'E2e-Tabs-Token-7Qm9Lw4Zp8Kd'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A served copy of the site in maintenance with a preview token; `page` is how that server names a page's path. */
const SERVERS: Array<{ name: string; start: (dir: string) => Promise<Served>; page: (path: string) => string }> = [
  { name: 'routekit preview', start: (dir) => servePreview(dir, { removeDirOnStop: true }), page: (p) => p },
  { name: 'nginx (routekit hosting nginx)', start: (dir) => serveNginx(dir), page: (p) => p },
  {
    // vite preview: a static host with no gate, whose pages go out as files; only the app decides there.
    name: 'a static host (vite preview)',
    start: async (dir) => {
      const served = await serveStatic(dir)
      return { ...served, stop: () => served.stop().then(() => rmSync(dir, { recursive: true, force: true })) }
    },
    page: (p) => (p === '/' ? p : `${p}/`),
  },
]

describe('the bypass holds for the whole browser', () => {
  for (const server of SERVERS) {
    test(`${server.name}: a second tab of the same browser sees the site; another browser sees the maintenance page`, async () => {
      const route = readSiteRoutes().maintenance.route
      const served = await server.start(copyBuild(await need('site'), 'tabs'))
      try {
        // After the server starts: nginx's gate files are written by the switch once `routekit hosting nginx` ran.
        const on = await routekit(['maintenance', 'on', '--dir', served.dir, '--secret', TOKEN])
        expect(on.code, on.output).toBe(0)
        const first = await openTab(browser)
        await first.page.goto(`${served.origin}/?preview=${TOKEN}`)
        await waitForPage(first.page, '/')
        const key = await bypassCookieOf(first.context)
        const flag = await (await fetch(`${served.origin}/maintenance.json`)).text()
        // The cookie holds the key, never the token nor anything the public file holds.
        expect(key).toMatch(/^[\w-]{43}$/)
        expect(flag).not.toContain(key)

        const second = await first.context.newPage()
        await second.goto(`${served.origin}${server.page('/benefits')}`)
        await waitForPage(second, server.page('/benefits'))
        // It stays: a reload of the second tab, and a third tab on another page.
        await second.reload()
        await waitForPage(second, server.page('/benefits'))
        const third = await first.context.newPage()
        await third.goto(`${served.origin}${server.page('/technology')}`)
        await waitForPage(third, server.page('/technology'))
        expect(pathnameOf(third)).not.toBe(route)

        const stranger = await openTab(browser)
        await stranger.page.goto(`${served.origin}${server.page('/benefits')}`)
        await waitForPage(stranger.page, route)
        await Promise.all([first.context.close(), stranger.context.close()])
      } finally {
        await served.stop()
      }
    }, 120_000)
  }
})
