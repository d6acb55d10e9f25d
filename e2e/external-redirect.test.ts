// Scenario 5: a routes.yaml redirect to another origin is a full document
// navigation, not client routing. The param-app fixture declares
// `/ext -> <stand-in external site>/landing`; the stand-in records each
// request's Fetch Metadata, so the test sees a real `navigate`/`document` load.
import { expect, test } from 'vitest'
import { externalOrigin } from './harness/context.js'
import type { SeenRequest } from './harness/external-site.js'
import { openTab, readWindowMarker, setWindowMarker } from './harness/page.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('fixture', 'external')

async function landings(origin: string): Promise<SeenRequest[]> {
  const response = await fetch(`${origin}/__requests`)
  return ((await response.json()) as SeenRequest[]).filter((r) => r.path === '/landing')
}

test('a redirect to another origin is a full document navigation (link click and direct visit)', async () => {
  const external = externalOrigin()
  const { page, context, errors } = await openTab(suite.browser)
  await page.goto(suite.url('/'))
  await page.getByRole('heading', { level: 1, name: 'Param app home' }).waitFor()
  await setWindowMarker(page)
  const before = (await landings(external)).length

  await page.getByRole('link', { name: 'External' }).click()
  await page.waitForURL(`${external}/landing`)
  await page.getByRole('heading', { level: 1, name: 'External landing page' }).waitFor()
  expect(await readWindowMarker(page), 'a new document, not the app').toBeNull()
  const seen = await landings(external)
  expect(seen.length).toBe(before + 1)
  expect(seen.at(-1)).toEqual({ path: '/landing', mode: 'navigate', dest: 'document' })

  // A direct visit to /ext leaves for the same place.
  await page.goto(suite.url('/ext'))
  await page.waitForURL(`${external}/landing`)
  expect((await landings(external)).at(-1)).toEqual({ path: '/landing', mode: 'navigate', dest: 'document' })
  expect(errors).toEqual([])
  await context.close()
})
