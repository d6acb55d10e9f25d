// Issue 42, item 5: `vite dev` sent no Content-Security-Policy, so a violation first showed after a build. The
// site's own dev server (apps/site, Vite's dev client, React Refresh, Tailwind's stylesheet, the hot-update socket,
// Firebase Auth against the suite's emulator) now runs in Chromium under the policy the build sends, relaxed only for
// what Vite's dev client needs: pages render styled, the socket connects, an account can be created, and nothing
// reports a violation. The controls show the policy bites: an injected inline script and a request to an origin
// routes.yaml does not declare are blocked and reported.
import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from './harness/browser.js'
import { cleanViteEnv, emulatorFirebaseEnv, ROOT } from './harness/build.js'
import { need } from './harness/context.js'
import { openTab, waitForPage, type Tab } from './harness/page.js'
import { freePort, startProcess, stopProcess } from './harness/processes.js'
import { submitLogin, uniqueEmail, waitForDashboard } from './harness/site.js'

let browser: Browser
let dev: ChildProcess | undefined
let origin = ''
/** Where the suite's Auth emulator listens: chosen before it starts, so the dev server need not wait for it. */
let emulatorHost = ''

beforeAll(async () => {
  const host = inject('e2e').emulatorHost
  if (!host) throw new Error('The global setup chose no port for the Auth emulator.')
  emulatorHost = host
  const port = await freePort()
  const started = await startProcess(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: join(ROOT, 'apps/site'),
      env: cleanViteEnv(emulatorFirebaseEnv(emulatorHost)),
      ready: /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/,
      timeoutMs: 60_000,
      what: 'the site dev server',
    },
  )
  dev = started.child
  origin = started.match[1]!
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  if (dev) await stopProcess(dev)
})

/** A tab that records every securitypolicyviolation the page reports, before the page's own scripts run. */
async function watchedTab(): Promise<Tab> {
  const tab = await openTab(browser)
  await tab.page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`))
  })
  return tab
}

const violations = (tab: Tab) => tab.page.evaluate(() => (window as unknown as { violations: string[] }).violations)

test('the dev server sends the policy, and the site runs under it: styled, hot-update socket connected, no violation', async () => {
  const response = await fetch(`${origin}/`)
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(csp).toContain(
    `connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com ws://${origin.slice('http://'.length)} http://${emulatorHost}`,
  )
  expect(csp).not.toContain('unsafe')

  const tab = await watchedTab()
  try {
    for (const path of ['/', '/benefits', '/login']) {
      await tab.page.goto(`${origin}${path}`)
      // Vite may optimise a dependency on first use and reload the page once: wait for the page, not the load.
      await waitForPage(tab.page, path, 90_000)
    }
    await expect
      .poll(() => tab.console.some((line) => line.includes('[vite] connected.')), { timeout: 30_000 })
      .toBe(true)
    // Tailwind's stylesheet, which Vite's client puts into a <style> in dev, applies: its preflight sets the font and
    // takes the body's default 8px margin away.
    const styled = await tab.page.evaluate(() => ({
      styles: document.querySelectorAll('style[nonce]').length,
      font: getComputedStyle(document.documentElement).fontFamily,
      margin: getComputedStyle(document.body).margin,
    }))
    expect(styled.styles).toBeGreaterThan(0)
    expect(styled.font).toContain('ui-sans-serif')
    expect(styled.margin).toBe('0px')
    expect(await violations(tab)).toEqual([])
    expect(tab.console.filter((line) => /Content Security Policy/i.test(line))).toEqual([])
    expect(tab.errors).toEqual([])
  } finally {
    await tab.context.close()
  }
}, 240_000)

test("an account can be created against the emulator the app's Vite env names (connect-src), with no violation", async () => {
  await need('emulator')
  const tab = await watchedTab()
  try {
    await tab.page.goto(`${origin}/login`)
    await waitForPage(tab.page, '/login', 90_000)
    await submitLogin(tab.page, 'create', uniqueEmail('dev-csp'))
    await waitForDashboard(tab.page, 60_000)
    expect(await violations(tab)).toEqual([])
  } finally {
    await tab.context.close()
  }
}, 180_000)

test('the policy bites in dev: an injected inline script and an undeclared origin are blocked and reported', async () => {
  const tab = await watchedTab()
  try {
    await tab.page.goto(`${origin}/`)
    await waitForPage(tab.page, '/', 90_000)
    const result = await tab.page.evaluate(async () => {
      document.head.append(Object.assign(document.createElement('script'), { textContent: 'window.ranInline = 1' }))
      const fetched = await fetch('https://undeclared.example/data.json').then(
        () => 'loaded',
        () => 'blocked',
      )
      return { ranInline: (window as unknown as { ranInline?: number }).ranInline ?? null, fetched }
    })
    expect(result).toEqual({ ranInline: null, fetched: 'blocked' })
    await expect
      .poll(() => violations(tab))
      .toEqual(['script-src-elem inline', 'connect-src https://undeclared.example/data.json'])
  } finally {
    await tab.context.close()
  }
}, 180_000)
