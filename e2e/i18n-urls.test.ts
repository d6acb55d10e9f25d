// Issue 26, parts 2 and 3: the site in both languages at real URLs, on the built site in Chromium.
// /en/about is English in its HTML before any script runs; both versions of a page name each other (hreflang);
// the switch goes /about -> /en/about and back; a guard redirect and the 404 keep the visitor's language.
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import * as about from '../apps/site/src/pages/locales/about.js'
import { need } from './harness/context.js'
import { openTab, waitForPage } from './harness/page.js'
import { COPY } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'i18n-urls')
const SITE = 'https://routekit.dev' // routes.yaml's site.url

test('/en/about is English in the raw HTML: lang, title, description and content, with JavaScript off', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(suite.url('/en/about'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await page.title()).toBe('About routekit')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      "Who builds routekit, and why a site's routes belong in one file.",
    )
    expect(await page.locator('h1').first().textContent()).toBe(about.en.title)
    // The Spanish version, at /about, is Spanish in its own HTML.
    await page.goto(suite.url('/about'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(await page.title()).toBe('Acerca de routekit')
    expect(await page.locator('h1').first().textContent()).toBe(about.es.title)
  } finally {
    await context.close()
  }
})

/** The page's canonical and hreflang links, as the document holds them now. */
const linksOf = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  }))

/** What both versions of a page name: each locale's URL and x-default (the Spanish one). */
const alternatesOf = (es: string, en: string) => [
  ['es', SITE + es],
  ['en', SITE + en],
  ['x-default', SITE + es],
]

test.each([
  ['/', '/en/'],
  ['/about', '/en/about'],
  ['/benefits', '/en/benefits'],
])('%s and %s name each other: hreflang es, en and x-default, and a canonical to themselves', async (es, en) => {
  const { page, context } = await openTab(suite.browser)
  for (const path of [es, en]) {
    await page.goto(suite.url(path))
    await waitForPage(page, path)
    expect(await linksOf(page), path).toEqual({ canonical: SITE + path, alternates: alternatesOf(es, en) })
  }
  await context.close()
})

test('after a navigation on the client, the canonical and hreflang links name the page shown, not the first one', async () => {
  const { page, context, errors } = await openTab(suite.browser)
  await page.goto(suite.url('/'))
  await waitForPage(page, '/')
  await page.getByRole('banner').getByRole('link', { name: COPY.shell.es.nav.about, exact: true }).first().click()
  await waitForPage(page, '/about')
  await expect
    .poll(() => linksOf(page))
    .toEqual({ canonical: SITE + '/about', alternates: alternatesOf('/about', '/en/about') })
  await page.getByRole('banner').getByRole('link', { name: COPY.shell.es.language.en }).click()
  await waitForPage(page, '/en/about')
  await expect
    .poll(() => linksOf(page))
    .toEqual({ canonical: SITE + '/en/about', alternates: alternatesOf('/about', '/en/about') })
  expect(errors).toEqual([])
  await context.close()
})

test('the switch goes /about -> /en/about and back, each in its language', async () => {
  const { page, context, errors } = await openTab(suite.browser)
  const lang = () => page.evaluate(() => document.documentElement.lang)
  const header = page.getByRole('banner')
  await page.goto(suite.url('/about'))
  await waitForPage(page, '/about')
  expect(await lang()).toBe('es')

  // /about has scripts: none: the switch is a link, a full page load of /en/about.
  await header.getByRole('link', { name: COPY.shell.es.language.en }).click()
  await waitForPage(page, '/en/about')
  await expect.poll(lang).toBe('en')
  await page.getByRole('heading', { level: 1, name: about.en.title }).waitFor()
  await expect.poll(() => page.title()).toBe('About routekit')
  expect(await header.getByRole('link', { name: COPY.shell.en.language.en }).getAttribute('aria-current')).toBe('page')

  await header.getByRole('link', { name: COPY.shell.en.language.es }).click()
  await waitForPage(page, '/about')
  await expect.poll(lang).toBe('es')
  await page.getByRole('heading', { level: 1, name: about.es.title }).waitFor()
  await expect.poll(() => page.title()).toBe('Acerca de routekit')
  expect(errors).toEqual([])
  await context.close()
})

test('the stored English choice sends a first visit of / to /en/ once; a second visit of / in the session stays', async () => {
  const { page, context, errors } = await openTab(suite.browser)
  // A hydrated page: the app stores the choice (a page with scripts: none cannot).
  await page.goto(suite.url('/en/colors'))
  await waitForPage(page, '/en/colors')
  await page.getByRole('banner').getByRole('link', { name: COPY.shell.en.language.en }).click() // stores "en"
  // A new tab is a new session: its first visit of / goes to /en/.
  const second = await context.newPage()
  await second.goto(suite.url('/'))
  await waitForPage(second, '/en/')
  expect(await second.evaluate(() => document.documentElement.lang)).toBe('en')
  // Back on / in the same session: no second redirect, so no loop.
  await second.goto(suite.url('/'))
  await waitForPage(second, '/')
  expect(await second.evaluate(() => document.documentElement.lang)).toBe('es')
  expect(errors).toEqual([])
  await context.close()
})

test('/en/nope shows the English 404 with the path', async () => {
  const { page, context, errors } = await openTab(suite.browser)
  await page.goto(suite.url('/en/nope'))
  await page.getByText('Page not found: /en/nope', { exact: true }).waitFor()
  await expect.poll(() => page.locator('h1').textContent()).toBe(COPY.errorPage.en.notFoundTitle)
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
  expect(errors).toEqual([])
  await context.close()
})

test('/en/dashboard signed out ends on /en/login?redirect=/en/dashboard, in English', async () => {
  await need('emulator')
  const { page, context, errors } = await openTab(suite.browser)
  await page.goto(suite.url('/en/dashboard'))
  await waitForPage(page, '/en/login')
  expect(new URL(page.url()).search).toBe('?redirect=/en/dashboard')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
  await expect.poll(() => page.title()).toBe('Sign in')
  expect(errors).toEqual([])
  await context.close()
})
