// The real headless Chromium the suite drives, through playwright-core and the
// system browser. playwright's launch() gives every browser a fresh temporary
// profile (a new --user-data-dir under the OS temp folder, removed on close),
// so no state leaks between runs or from the machine's own Chromium profile.
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_FLAGS, LOOPBACK_ONLY_FLAG, chromePath } from '../../scripts/_chromium.mjs'

export { chromePath }

/** The flags issue 6 asks for, plus a resolver rule that keeps every request on loopback. */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, LOOPBACK_ONLY_FLAG]

/** Why the browser cannot run, with how to fix it; undefined when it is there. */
export function missingBrowserMessage(): string | undefined {
  const path = chromePath()
  if (existsSync(path)) return undefined
  const from = process.env.CHROME_PATH
    ? `CHROME_PATH points at ${path}`
    : `CHROME_PATH is not set and ${path} does not exist`
  return (
    `The browser suite needs Chromium, but ${from}.\n` +
    'Install it with `sudo apt-get install chromium` (Debian/Ubuntu; .ci/run does this for you), ' +
    'or point CHROME_PATH at a Chromium or Chrome binary, e.g. `CHROME_PATH=/usr/bin/google-chrome npm test`.'
  )
}

/** Launches headless Chromium with a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  const missing = missingBrowserMessage()
  if (missing) throw new Error(missing)
  return chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS, headless: true })
}
