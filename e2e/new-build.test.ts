// Scenario 7: a new deploy under a running tab. The tab checks
// builds/latest.json about a second after load and then on an interval
// (default one hour); once it names another build, the next navigation is a
// full page load. Playwright's clock (installed before the page loads, time
// still flowing) lets the test skip the hour instead of waiting for it.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { openTab, readWindowMarker, setWindowMarker, waitForPage } from './harness/page.js'
import { COPY } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'new-build')
const isManifest = (url: string) => new URL(url).pathname.endsWith('/builds/latest.json')

test('after builds/latest.json changes under a running tab, the next navigation is a full page load', async () => {
  const file = join(suite.served.dir, 'builds/latest.json')
  const running = JSON.parse(readFileSync(file, 'utf8')) as { id: string; timestamp: number }
  expect(typeof running.id).toBe('string')

  const { page, context, errors } = await openTab(suite.browser)
  await context.clock.install()
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname)
  })
  const firstCheck = page.waitForResponse((response) => isManifest(response.url()))
  await page.goto(suite.url('/'))
  await waitForPage(page, '/')
  expect(await (await firstCheck).json()).toEqual(running)

  // While the build is current, navigation stays client-side.
  const nav = page.getByRole('navigation', { name: COPY.shell.es.nav.label })
  await setWindowMarker(page)
  await nav.getByRole('link', { name: COPY.shell.es.nav.about }).click()
  await waitForPage(page, '/about')
  expect(await readWindowMarker(page), 'a client-side navigation').toBe(1)

  // Deploy: a new id in latest.json, then let the tab's next poll come due.
  const next = { id: `${running.id}-next`, timestamp: running.timestamp + 1 }
  writeFileSync(file, JSON.stringify(next))
  const poll = page.waitForResponse((response) => isManifest(response.url()))
  await context.clock.fastForward('01:00:00')
  expect(await (await poll).json()).toEqual(next)

  await nav.getByRole('link', { name: COPY.shell.es.nav.benefits }).click()
  await waitForPage(page, '/benefits')
  expect(await readWindowMarker(page), 'a full page load: the old window is gone').toBeNull()
  expect(documents).toEqual(['/', '/benefits'])
  expect(errors).toEqual([])
  await context.close()
})
