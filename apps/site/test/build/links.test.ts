// The site has no broken link: `routekit links` (the built CLI, as a real process) reads every prerendered page of
// the production build and finds each internal href and src answered by a file, a route or a redirect of the
// repository's routes.yaml. The site's own `npm run build` runs the same check and fails on a broken link.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, inject, it } from 'vitest'

const dist = inject('siteDist')
const CLI = fileURLToPath(new URL('../../../../packages/cli/dist/index.cjs', import.meta.url))
const ROUTES = fileURLToPath(new URL('../../../../routes.yaml', import.meta.url))

it('routekit links finds no broken link in the built site', () => {
  expect(existsSync(CLI), `${CLI}: run "npm run build:packages" first`).toBe(true)
  const run = spawnSync(process.execPath, [CLI, 'links', '--dir', dist, '--routes', ROUTES, '--json'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  })
  expect(run.stderr).toBe('')
  const report = JSON.parse(run.stdout) as { pages: number; links: number; broken: unknown[] }
  expect(report.broken).toEqual([])
  expect(run.status).toBe(0)
  // Every prerendered page was read, and their links were checked (a report of 0 links would prove nothing).
  expect(report.pages).toBeGreaterThanOrEqual(10)
  expect(report.links).toBeGreaterThan(report.pages * 5)
})
