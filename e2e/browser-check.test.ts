// The suite must fail, never skip, when there is no browser: this checks the
// message it fails with, and that the flags issue 6 asks for are the ones used.
import { afterEach, expect, test } from 'vitest'
import { CHROMIUM_ARGS, chromePath, missingBrowserMessage } from './harness/browser.js'

const saved = process.env.CHROME_PATH
afterEach(() => {
  if (saved === undefined) delete process.env.CHROME_PATH
  else process.env.CHROME_PATH = saved
})

test('a missing browser gives a message that says how to get one', () => {
  process.env.CHROME_PATH = '/nonexistent/chromium'
  expect(chromePath()).toBe('/nonexistent/chromium')
  expect(missingBrowserMessage()).toMatchInlineSnapshot(`
    "The browser suite needs Chromium, but CHROME_PATH points at /nonexistent/chromium.
    Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu; .ci/run does this for you), or point CHROME_PATH at a Chromium or Chrome binary, e.g. \`CHROME_PATH=/usr/bin/google-chrome npm test\`."
  `)
})

test("Chromium runs headless with the issue's flags and stays on loopback", () => {
  expect(CHROMIUM_ARGS.slice(0, 7)).toEqual([
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ])
  expect(CHROMIUM_ARGS).toContain('--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost')
})
