// The CSP hashes routekit computes for a page's inline blocks (pageHashesOf(), which the build writes to
// .routekit/pages.json and every host config reads) are the hashes Chromium computes. The fixture holds the
// blocks a regular expression misreads: entities, "</script" inside JS strings and inside a "<!--<script>" block,
// CDATA-like text, SVG scripts (entities decoded, real CDATA), and attributes holding ">". It is served under
// a policy that allows exactly those hashes and nothing inline: every script must run, the style attribute must
// apply, and no securitypolicyviolation event may fire. A control with one hash missing shows the check bites.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pageHashesOf, type PageHashes } from '@routekit/router-core/node/html'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser } from './harness/browser.js'
import { ROOT } from './harness/build.js'

const FIXTURE = readFileSync(`${ROOT}packages/router-core/test/fixtures/html-inline-blocks/index.html`, 'utf8')
const EXTERNAL = "window.ran.push('a script with a src')"

/** A policy that allows only the given hashes inline, and scripts from the page's own origin. */
function policyOf(hashes: PageHashes): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.scripts.join(' ')}`,
    `style-src ${hashes.styles.join(' ')}`,
    `style-src-attr 'unsafe-hashes' ${hashes.styleAttributes.join(' ')}`,
  ].join('; ')
}

let browser: Browser
let server: Server
let origin: string
let policy = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/external.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(EXTERNAL)
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy }).end(FIXTURE)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((done) => server?.close(done))
})

/** Loads the fixture under `csp` until `until` holds; returns what ran, the violations the page reported, and the style attribute's effect. */
async function visit(
  csp: string,
  until: { ran: number } | { violations: number },
): Promise<{ ran: string[]; violations: string[]; color: string }> {
  policy = csp
  const context = await browser.newContext()
  try {
    const page: Page = await context.newPage()
    // Runs before the page's own scripts, outside its policy (DevTools injects it).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { violations: string[] }).violations = [])
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective}: ${e.sample}`))
    })
    await page.goto(`${origin}/`)
    // A condition, not a pause: every script has run, or the expected violations have been reported.
    await page.waitForFunction((want) => {
      const w = window as unknown as { ran?: string[]; violations: string[] }
      return (
        document.readyState === 'complete' &&
        ('ran' in want ? w.ran?.length === want.ran : w.violations.length === want.violations)
      )
    }, until)
    return await page.evaluate(() => ({
      ran: (window as unknown as { ran?: string[] }).ran ?? [],
      violations: (window as unknown as { violations: string[] }).violations,
      color: getComputedStyle(document.querySelector('p.note')!).color,
    }))
  } finally {
    await context.close()
  }
}

test("Chromium runs every inline block under a policy of routekit's hashes, and reports no violation", async () => {
  const hashes = pageHashesOf(FIXTURE)
  expect([hashes.scripts.length, hashes.styles.length, hashes.styleAttributes.length]).toEqual([7, 1, 1])
  const seen = await visit(policyOf(hashes), { ran: 8 })
  expect(seen.violations).toEqual([])
  expect(seen.ran).toMatchInlineSnapshot(`
    [
      "entities stay as written in a script: &amp; &lt;/script&gt;",
      "an attribute with ">" before the body",
      "a closing tag inside a string: </script></script>",
      "a comment-like opener keeps the block open: </script>",
      "CDATA-like text",
      "a script with a src",
      "SVG script, entity decoded: &",
      "SVG script in CDATA: & <b>",
    ]
  `)
  expect(seen.color).toBe('rgb(200, 0, 0)')
}, 60_000)

test('the check bites: without the hash of the script after a ">" attribute, Chromium blocks it and says so', async () => {
  const hashes = pageHashesOf(FIXTURE)
  const seen = await visit(
    policyOf({ ...hashes, scripts: hashes.scripts.filter((_, i) => i !== 1), styleAttributes: [] }),
    { violations: 2 },
  )
  expect(seen.ran).not.toContain('an attribute with ">" before the body')
  expect(seen.violations).toHaveLength(2)
  expect(seen.violations.map((v) => v.split(':')[0]).sort()).toEqual(['script-src-elem', 'style-src-attr'])
  expect(seen.color).not.toBe('rgb(200, 0, 0)')
}, 60_000)
