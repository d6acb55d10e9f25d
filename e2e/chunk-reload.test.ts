// Scenario 6: a page chunk that is gone (a deploy replaced it). Following a
// link to that page reloads it exactly once, then shows the error page with a
// Reload button, and stays there: no reload loop.
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { openTab, readWindowMarker, setWindowMarker, waitForPage } from './harness/page.js'
import { COPY } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

// A hydrated page: /benefits has scripts: none, so its reload would show the prerendered page, not the error page.
const PAGE = 'subscribe'
let deleted = ''

const suite = useServedBuild('site', 'chunk', (dir) => {
  const assets = join(dir, 'assets')
  const chunks = readdirSync(assets).filter((name) => name.startsWith(`${PAGE}-`) && name.endsWith('.js'))
  if (chunks.length !== 1) {
    throw new Error(
      `Expected one chunk for page "${PAGE}" in ${assets} (named ${PAGE}-<hash>.js), found: ${chunks.join(', ') || 'none'}.\nFiles: ${readdirSync(assets).join(', ')}`,
    )
  }
  deleted = chunks[0]!
  rmSync(join(assets, deleted))
})

test('a deleted page chunk reloads exactly once, then shows the error page with a Reload button, with no loop', async () => {
  const { page, context } = await openTab(suite.browser)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname)
  })
  await page.goto(suite.url('/'))
  await waitForPage(page, '/')

  await page
    .getByRole('navigation', { name: COPY.shell.es.nav.label })
    .getByRole('link', { name: COPY.shell.es.nav.subscribe })
    .click()
  const reload = page.getByRole('button', { name: COPY.common.es.error.reload })
  await reload.waitFor({ timeout: 20_000 })
  expect(new URL(page.url()).pathname).toBe(`/${PAGE}`)
  expect(documents, `documents loaded (chunk ${deleted} deleted)`).toEqual(['/', `/${PAGE}`])

  // No loop. The guard decides before the error page renders (reload, or throw to the error page),
  // so a loop would show as a new document right after it. Let the page run a few more frames
  // and tasks, then check that the same document is still up.
  await setWindowMarker(page)
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  )
  await page.waitForLoadState('load')
  expect(await readWindowMarker(page), 'still the same document').toBe(1)
  expect(await reload.isVisible()).toBe(true)
  expect(documents).toEqual(['/', `/${PAGE}`])
  const key = await page.evaluate((path) => sessionStorage.getItem(`routekit:chunk-reload:${path}`), `/${PAGE}`)
  expect(Number(key), 'the reload is remembered for 10 s').toBeGreaterThan(0)
  await context.close()
})
