// Scenario 8: switching the site to English goes to the page's English URL,
// sets <html lang="en">, and persists across a reload (the URL says it) and
// into a new tab's first visit of / (the stored choice, issue 26).
import { expect, test } from 'vitest'
import { openTab, waitForPage } from './harness/page.js'
import { COPY } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'language')

// /colors: a hydrated page, where the switch also stores the choice (the pages with scripts: none cannot store it).
test('the English switch goes to /en/colors, persists across reload and sets <html lang="en">', async () => {
  const { page, context, errors } = await openTab(suite.browser)
  const lang = () => page.evaluate(() => document.documentElement.lang)
  const header = page.getByRole('banner')
  await page.goto(suite.url('/colors'))
  await waitForPage(page, '/colors')
  expect(await lang(), 'Spanish by default').toBe('es')
  await header.getByRole('link', { name: COPY.shell.es.nav.about, exact: true }).waitFor()

  await header.getByRole('link', { name: COPY.shell.es.language.en }).click()
  await waitForPage(page, '/en/colors')
  await expect.poll(lang).toBe('en')
  await header.getByRole('link', { name: COPY.shell.en.nav.about, exact: true }).waitFor()
  expect(await header.getByRole('link', { name: COPY.shell.en.language.en }).getAttribute('aria-current')).toBe('page')

  await page.reload()
  await waitForPage(page, '/en/colors')
  await expect.poll(lang, { message: 'still English after a reload' }).toBe('en')
  await header.getByRole('link', { name: COPY.shell.en.nav.about, exact: true }).waitFor()

  // A new tab of the same browser profile: its first visit of / goes to /en/, in English.
  const second = await context.newPage()
  await second.goto(suite.url('/'))
  await waitForPage(second, '/en/')
  await expect.poll(() => second.evaluate(() => document.documentElement.lang)).toBe('en')
  expect(errors).toEqual([])
  await context.close()
})
