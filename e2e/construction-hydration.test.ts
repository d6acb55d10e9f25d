// Regression (issue 23): a fresh tab sent to `/construction?from=…` by the
// server's 302 hydrated the prerendered construction page with a `from` that
// the prerender never saw, and React threw #418 (hydration mismatch). The
// page must adopt the prerendered HTML cleanly, with maintenance on and off.
import { expect, test } from 'vitest'
import { openTab, waitForPage } from './harness/page.js'
import { routekit } from './harness/serve.js'
import { readSiteRoutes } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'construction-hydration')

/** Console lines and page errors that report a failed hydration. */
function hydrationProblems(tab: { console: string[]; errors: string[] }): string[] {
  return [...tab.console.filter((line) => line.startsWith('error:')), ...tab.errors].filter((line) =>
    /418|hydrat|did not match/i.test(line),
  )
}

test('the construction page hydrates without #418 when it carries ?from=, with maintenance on and off', async () => {
  const route = readSiteRoutes().maintenance.route
  const on = await routekit([
    'maintenance',
    'on',
    '--dir',
    suite.served.dir,
    '--message',
    'Volvemos enseguida.',
    '--until',
    '2h',
  ])
  expect(on.code, on.output).toBe(0)
  const during = await openTab(suite.browser)
  await during.page.goto(suite.url('/about'))
  await waitForPage(during.page, route)
  expect(new URL(during.page.url()).search).toBe('?from=%2Fabout')
  await during.page.getByText('/about').first().waitFor()
  expect(hydrationProblems(during)).toEqual([])
  await during.context.close()

  const off = await routekit(['maintenance', 'off', '--dir', suite.served.dir])
  expect(off.code, off.output).toBe(0)
  const after = await openTab(suite.browser)
  await after.page.goto(suite.url(`${route}?from=%2Fabout`))
  await waitForPage(after.page, route)
  await after.page.getByText('/about').first().waitFor()
  expect(hydrationProblems(after)).toEqual([])
  await after.context.close()
})
