// `npm run screenshots`: full-page screenshots of every page at 390 px and
// 1280 px, in test-results/screenshots/<page>-<width>.png, for a person to look
// at. Not a test: nothing is compared (docs/testing.md says why), and
// `npm test` does not run it. It runs under vitest only to reuse the browser
// suite's set-up (the site build, the Auth emulator, `routekit preview`).
import { expect, test } from 'vitest'
import { visitEveryPage } from '../harness/every-page.js'
import { screenshot } from '../harness/page.js'
import { readSiteRoutes } from '../harness/site.js'
import { useServedBuild } from '../harness/suite.js'

const suite = useServedBuild('site', 'screenshots')

test('screenshots of every page at 390 px and 1280 px', { timeout: 300_000 }, async () => {
  const config = readSiteRoutes()
  const files: string[] = []
  for (const width of [390, 1280]) {
    await visitEveryPage(suite, config, width, async (name, { page }) => {
      files.push(await screenshot(page, `${name}-${width}`))
    })
  }
  // Say where they are; a missing page would show as a failed visit above.
  process.stdout.write(`${files.length} screenshots:\n${files.map((file) => `  ${file}`).join('\n')}\n`)
  expect(files.length).toBeGreaterThan(0)
})
