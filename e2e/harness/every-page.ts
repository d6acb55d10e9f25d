// Every page a visitor can see, visited in one tab at one width: each open
// route of routes.yaml, the 404 page, then each guarded route after creating
// an account. Shared by the page-width test and `npm run screenshots`.
import type { RoutesConfig } from '../../packages/router-core/src/index.js'
import { need } from './context.js'
import { openTab, waitForPage, type Tab } from './page.js'
import { createAccount, openRoutes, uniqueEmail } from './site.js'
import type { SuiteState } from './suite.js'

/** What visitEveryPage() saw: the names it visited, in order, and the uncaught errors of the tab. */
export interface Visit {
  names: string[]
  errors: string[]
}

/**
 * Visits every page of `config` at `width` (844 px high, a phone's) and calls
 * `atPage` on each once its fonts are loaded; `name` is the route's name, or
 * `404`. The tab is closed at the end.
 */
export async function visitEveryPage(
  suite: SuiteState,
  config: RoutesConfig,
  width: number,
  atPage: (name: string, tab: Tab) => Promise<void>,
): Promise<Visit> {
  const tab = await openTab(suite.browser, { width, height: 844 })
  const { page } = tab
  const names: string[] = []
  const arrive = async (name: string) => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    names.push(name)
    await atPage(name, tab)
  }
  try {
    for (const route of openRoutes(config)) {
      await page.goto(suite.url(route.path))
      await waitForPage(page, route.path)
      await arrive(route.name)
    }
    await page.goto(suite.url('/no/such/page'))
    await page.getByText('Page not found: /no/such/page').waitFor()
    await arrive('404')
    const guarded = config.routes.filter((r) => r.guards.length > 0)
    if (guarded.length > 0) {
      await need('emulator')
      // A long but ordinary address: the dashboard shows it in its top bar.
      await createAccount(page, suite.served.origin, uniqueEmail(`pages-${width}`))
      for (const route of guarded) {
        await page.goto(suite.url(route.path))
        await waitForPage(page, route.path, 30_000)
        await arrive(route.name)
      }
    }
    return { names, errors: tab.errors }
  } finally {
    await tab.context.close()
  }
}
