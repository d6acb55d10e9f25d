// Page helpers shared by the scenarios: a fresh context per test, what the
// page logged, the landmark and heading checks, and screenshots.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core'
import { ROOT } from './build.js'

export const SCREENSHOT_DIR = join(ROOT, 'test-results/screenshots')

export interface Tab {
  context: BrowserContext
  page: Page
  /** Every console message, as `type: text`. */
  console: string[]
  /** Uncaught exceptions in the page. */
  errors: string[]
}

/**
 * Opens a page in a new browser context: its own cookies, storage and
 * IndexedDB, so each test starts signed out, in Spanish, with no session flags.
 */
export async function openTab(browser: Browser, options: { width?: number; height?: number } = {}): Promise<Tab> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  })
  const page = await context.newPage()
  const tab: Tab = { context, page, console: [], errors: [] }
  page.on('console', (message: ConsoleMessage) => tab.console.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => tab.errors.push(error.stack ?? error.message))
  return tab
}

/** The page's pathname, e.g. `/login`. */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname
}

/**
 * Waits until the page shows its content: the URL has `pathname` and an
 * `<h1>` is visible (every page of the site has exactly one), and the app is
 * running: its container carries data-routekit-ready (READY_ATTRIBUTE). A page
 * with `scripts: none` (routes.yaml) has no app: there, the loaded document
 * with no module script is the page.
 */
export async function waitForPage(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout })
  } catch (error) {
    // Say where the page is instead: a timeout alone does not tell a wrong route from a page that never loaded.
    throw new Error(`waitForPage: expected ${pathname}, the page is at ${page.url()}`, { cause: error })
  }
  await page.locator('h1').first().waitFor({ state: 'visible', timeout })
  // A prerendered page shows its <h1> before the app runs; wait until the app has taken over (READY_ATTRIBUTE).
  await page.waitForFunction(
    () =>
      document.querySelector('[data-routekit-ready]') !== null ||
      (document.readyState === 'complete' && document.querySelector('script[type="module"]') === null),
    undefined,
    { timeout },
  )
}

export interface Landmarks {
  banner: number
  contentinfo: number
  main: number
  h1: number
  /** aria-label of each visible navigation landmark. */
  navigation: string[]
}

/** Counts the visible landmarks and `<h1>` elements of the page. */
export async function readLandmarks(page: Page): Promise<Landmarks> {
  const visible = async (role: 'banner' | 'contentinfo' | 'main') =>
    page.getByRole(role).filter({ visible: true }).count()
  const navs = page.getByRole('navigation').filter({ visible: true })
  const navigation: string[] = []
  for (let i = 0; i < (await navs.count()); i++)
    navigation.push((await navs.nth(i).getAttribute('aria-label')) ?? '(no label)')
  return {
    banner: await visible('banner'),
    contentinfo: await visible('contentinfo'),
    main: await visible('main'),
    h1: await page.locator('h1').count(),
    navigation,
  }
}

/** Saves a full-page screenshot as test-results/screenshots/<name>.png and returns the file. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '_')}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
  return file
}

/**
 * Records, from before the first script of every document, whether an element
 * matching `selector` or containing `text` is ever added to the DOM. Read the
 * result with `seenMarkers(page)`.
 */
export async function watchForMarkers(
  context: BrowserContext,
  markers: { selectors: string[]; texts: string[] },
): Promise<void> {
  await context.addInitScript((m: { selectors: string[]; texts: string[] }) => {
    const seen: string[] = []
    ;(window as unknown as { __seenMarkers: string[] }).__seenMarkers = seen
    const check = (node: Node) => {
      if (node.nodeType === Node.ELEMENT_NODE) {
        const element = node as Element
        for (const selector of m.selectors) {
          if (element.matches(selector) || element.querySelector(selector))
            seen.push(`${selector} at ${location.pathname}`)
        }
      }
      const text = node.textContent ?? ''
      for (const t of m.texts) if (t && text.includes(t)) seen.push(`text "${t}" at ${location.pathname}`)
    }
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach(check)
        if (record.type === 'characterData') check(record.target)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, markers)
}

/** What watchForMarkers() saw in the current document. */
export function seenMarkers(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __seenMarkers?: string[] }).__seenMarkers ?? ['(the watcher was not installed)'],
  )
}

/** Puts a marker on `window`; it survives client-side navigation and is gone after a full page load. */
export function setWindowMarker(page: Page, value = 1): Promise<void> {
  return page.evaluate((v) => {
    ;(window as unknown as { __e2eMarker?: number }).__e2eMarker = v
  }, value)
}

/** The marker setWindowMarker() left, or null after a full page load. */
export function readWindowMarker(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker ?? null)
}

/**
 * Records every layout shift of each document from the first frame painted
 * after the parser finished: what the app and its late resources move. Under
 * CPU load Chromium also paints a half-parsed document (a button's icon before
 * its text), and the next frame counts as a shift; that is the parser and the
 * machine's load, not the page (the split-HTML test in prerender.test.ts
 * measures what the rest of a page's HTML moves as geometry instead). Read the
 * result with `readLayoutShifts(page)`.
 */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts?: string[] }
    const observe = () => {
      w.__shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number
          hadRecentInput: boolean
          sources?: Array<{ node?: Node | null }>
        }>) {
          if (entry.hadRecentInput) continue
          const nodes = (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.getAttribute('class')}`
              : String(source.node?.nodeName),
          )
          w.__shifts!.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`)
        }
      }).observe({ type: 'layout-shift' })
    }
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(observe))
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterNextFrame)
    else afterNextFrame()
  })
}

/** The shifts watchLayoutShifts() saw in the current document, as "value tag.class ...". */
export async function readLayoutShifts(page: Page): Promise<string[]> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts?: string[] }).__shifts)
  if (!shifts)
    throw new Error('The layout-shift watcher never started: call watchLayoutShifts(context) before the page loads.')
  return shifts
}

/**
 * The `routekit_bypass` cookie of a browser context, once its page has written it (or its server set it): the key a
 * `?preview=` token derives. Waits for it, since the page derives the key after it has loaded (about 0.2 s).
 */
export async function bypassCookieOf(context: BrowserContext, timeout = 15_000): Promise<string> {
  const until = Date.now() + timeout
  for (;;) {
    const cookie = (await context.cookies()).find((c) => c.name === 'routekit_bypass')
    if (cookie) return cookie.value
    if (Date.now() > until) throw new Error('bypassCookieOf: no routekit_bypass cookie was written')
    await new Promise((done) => setTimeout(done, 100))
  }
}
