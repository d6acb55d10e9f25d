// Issue 22 in real Chromium: the page a visitor gets, and the params it
// receives, are what resolve() decides, on the URLs where React Router used to
// decide otherwise. The param-app fixture declares each case.
import { describe, expect, test } from 'vitest'
import { openTab } from './harness/page.js'
import { useServedBuild } from './harness/suite.js'

describe('one answer in the browser (param-app fixture)', () => {
  const suite = useServedBuild('fixture', 'one-answer')

  async function visit(path: string): Promise<{
    h1: string
    params: string | null
    layout: string | null
    errors: string[]
    close: () => Promise<void>
  }> {
    const { page, context, errors } = await openTab(suite.browser)
    await page.goto(suite.url(path))
    await page.locator('h1').first().waitFor()
    const params = page.getByTestId('params')
    return {
      h1: (await page.locator('h1').first().textContent()) ?? '',
      params: (await params.count()) > 0 ? await params.textContent() : null,
      layout: await page
        .locator('[data-layout]')
        .first()
        .getAttribute('data-layout', { timeout: 500 })
        .catch(() => null),
      errors,
      close: () => context.close(),
    }
  }

  test("RK304's fix renders: /caf%C3%A9 and the typed /café reach the route", async () => {
    for (const path of ['/caf%C3%A9', '/café']) {
      const seen = await visit(path)
      expect([path, seen.h1, seen.errors]).toEqual([path, 'Café', []])
      await seen.close()
    }
  })

  test('the case pair: /About and /about are two pages', async () => {
    const lower = await visit('/about')
    expect(lower.h1).toBe('about (lower case)')
    await lower.close()
    const upper = await visit('/About')
    expect(upper.h1).toBe('About (upper case)')
    await upper.close()
  })

  test('the equal-rank tie: /docs/about goes to the first route in the file, in its layout', async () => {
    const seen = await visit('/docs/about')
    expect([seen.h1, seen.params, seen.layout]).toEqual(['About in a language', '{"lang":"docs"}', null])
    await seen.close()
  })

  test('%252F: a segment that decodes to the text "%2F" is a 404 (React Router reads that text as an escaped "/")', async () => {
    const seen = await visit('/files/a%252Fb')
    expect([seen.h1, seen.params]).toEqual(['Page Not Found', null])
    await seen.close()
  })

  test('a loop through a splat redirect ends on the error page (RK708), and the tab stops navigating', async () => {
    const { page, context } = await openTab(suite.browser)
    let navigations = 0
    page.on('framenavigated', () => navigations++)
    await page.goto(suite.url('/loop-a'))
    await page.getByText(/\[RK708\] Redirect loop: \/loop-a -> \/go\/loop-a -> \/loop-a/).waitFor()
    const settled = navigations
    await page.waitForTimeout(500)
    expect(navigations).toBe(settled)
    await context.close()
  })
})
