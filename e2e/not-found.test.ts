// Scenario 2: the two 404 variants. An unknown path on the site shows
// `Page not found: {path}`; a path whose param fails its rule (only the
// param-app fixture declares one: /blog/:slug with ^[a-z0-9-]+$) shows
// `Page Not Found: {path}`.
import { describe, expect, test } from 'vitest'
import { openTab, readLandmarks } from './harness/page.js'
import { COPY } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

describe('the site', () => {
  const suite = useServedBuild('site', 'not-found')

  test('an unknown path shows the 404 variant with "Page not found: /that/path"', async () => {
    const { page, context, errors } = await openTab(suite.browser)
    await page.goto(suite.url('/that/path'))
    await page.getByText('Page not found: /that/path', { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/that/path')
    await expect.poll(() => page.locator('h1').textContent()).toBe(COPY.errorPage.es.notFoundTitle)
    // The 404 variant: status 404 with its default text, a way home, and no retry.
    await expect.poll(() => page.locator('main').textContent()).toContain('404')
    expect(await page.locator('main').textContent()).toContain('Page Not Found')
    expect(
      await page.getByRole('main').getByRole('link', { name: COPY.common.es.error.goHome, exact: true }).count(),
    ).toBe(1)
    expect(await page.getByRole('button', { name: COPY.errorPage.es.retry, exact: true }).count()).toBe(0)
    expect((await readLandmarks(page)).h1).toBe(1)

    // Reached by a client-side navigation too, with the new path in the message.
    await page.evaluate(() => {
      history.pushState(null, '', '/another/missing/page')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByText('Page not found: /another/missing/page', { exact: true }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the param-app fixture', () => {
  const suite = useServedBuild('fixture', 'param-app')

  test('a param that fails its rule shows "Page Not Found: /blog/Bad_Slug"; a good one renders', async () => {
    const { page, context, errors } = await openTab(suite.browser)
    await page.goto(suite.url('/blog/hello-world'))
    await page.getByRole('heading', { level: 1, name: 'Post hello-world' }).waitFor()

    await page.goto(suite.url('/blog/Bad_Slug'))
    await page.getByText('Page Not Found: /blog/Bad_Slug', { exact: true }).waitFor()
    expect(await page.getByText('Page not found: /blog/Bad_Slug', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'Post Bad_Slug' }).count()).toBe(0)

    // The same through a client-side link from a rendered page.
    await page.goto(suite.url('/'))
    await page.getByRole('heading', { level: 1, name: 'Param app home' }).waitFor()
    await page.getByRole('link', { name: 'Bad post' }).click()
    await page.getByText('Page Not Found: /blog/Bad_Slug', { exact: true }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
