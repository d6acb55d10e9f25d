// The one Chromium setup shared by the browser suite (e2e/harness/browser.ts),
// `npm run lighthouse` and bench/maintenance.mjs, so the three cannot drift.

/** The browser binary: CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromePath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/** The flags issue 6 asks for: headless, and none of Chromium's own background traffic. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
])

/** Any host other than loopback fails to resolve: Chromium reaches out even with the flags above. */
export const LOOPBACK_ONLY_FLAG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'
