// The real-Chromium check of a routekit site served by `routekit preview`:
// home renders, a guarded page sends a signed-out visitor to login, an unknown
// path shows the 404 message, and maintenance on and off work.
import type { ChildProcess } from 'node:child_process'
import { expect } from 'vitest'
import { launchBrowser } from '../harness/browser.js'
import { startProcess, stopProcess } from '../harness/processes.js'
import { ok, run, userEnv } from './_outside.js'

/** `routekit preview` with no --dir in `site`, through the installed bin; resolves with its origin. */
export async function startPreview(
  site: string,
  extraArgs: readonly string[] = [],
): Promise<{ origin: string; child: ChildProcess }> {
  const { child, match } = await startProcess(
    process.execPath,
    ['node_modules/@routekit/cli/bin/routekit.cjs', 'preview', '--port', '0', ...extraArgs],
    {
      cwd: site,
      env: userEnv(),
      ready: /http:\/\/127\.0\.0\.1:(\d+)/,
      what: '`routekit preview`',
    },
  )
  return { origin: `http://127.0.0.1:${match[1]}`, child }
}

/** The pages of a site made by create-routekit's minimal template (or by routekit init), checked in Chromium. */
export async function checkSiteInBrowser(site: string, expected: { home: RegExp }): Promise<void> {
  const { origin, child } = await startPreview(site)
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}/`)
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(expected.home)

    await page.goto(`${origin}/account`)
    await page.waitForURL(/\/login\?redirect=%2Faccount$/)
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Sign in')

    await page.goto(`${origin}/no/such/page`)
    await expect.poll(() => page.locator('body').textContent()).toContain('Page not found: /no/such/page')

    ok(
      run(process.execPath, ['node_modules/@routekit/cli/bin/routekit.cjs', 'maintenance', 'on'], site),
      'routekit maintenance on',
    )
    await page.goto(`${origin}/about`)
    await page.waitForURL(/\/maintenance(\?|$)/)
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Back soon')

    ok(
      run(process.execPath, ['node_modules/@routekit/cli/bin/routekit.cjs', 'maintenance', 'off'], site),
      'routekit maintenance off',
    )
    await page.goto(`${origin}/about`)
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('About')
    expect(new URL(page.url()).pathname).toBe('/about')
  } finally {
    await browser.close()
    await stopProcess(child)
  }
}
