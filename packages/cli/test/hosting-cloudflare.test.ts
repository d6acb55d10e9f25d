// Cloudflare Pages skips a _headers line over 2,000 characters without a word: /colors' CSP (28 style-attribute
// hashes) was lost that way, and the page's inline styles were blocked. The target splits a long CSP into two policies
// that allow exactly what the one allows, and says so when even that cannot fit.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { CLOUDFLARE_LIMITS } from '../src/hosting/cloudflare.js'
import { makePrerenderedBuild } from './_hosting-fixture.js'
import { routekit } from './_run.js'

let site: ReturnType<typeof makePrerenderedBuild>
afterEach(() => site.cleanup())

/** The fixture with `count` style-attribute hashes on /about, as a page with that many `style="…"` attributes has. */
function buildWithStyleAttributes(count: number) {
  site = makePrerenderedBuild()
  const manifest = path.join(site.dir, '.routekit', 'pages.json')
  const pages = JSON.parse(readFileSync(manifest, 'utf8'))
  const hashes = Array.from(
    { length: count },
    (_, i) => `'sha256-${createHash('sha256').update(`color: #${i}`).digest('base64')}'`,
  )
  pages.pages['about/index.html'].styleAttributes = hashes
  writeFileSync(manifest, JSON.stringify(pages))
  return site
}

/** The `/about` rule's Content-Security-Policy lines in _headers. */
function aboutCsp(dir: string): string[] {
  const rules = readFileSync(path.join(dir, '_headers'), 'utf8').split(/\n(?=\S)/)
  const about = rules.find((rule) => rule.startsWith('/about\n'))
  return about ? [...about.matchAll(/^ {2}Content-Security-Policy: (.*)$/gm)].map((m) => m[1]!) : []
}

/** Directive name -> its sources, over every policy; a directive in two policies would make the browser intersect them. */
function directives(policies: string[]): Record<string, string> {
  const all = policies.flatMap((p) => p.split('; ').map((d) => [d.split(' ')[0]!, d] as const))
  expect(new Set(all.map(([name]) => name)).size, 'no directive in both policies').toBe(all.length)
  return Object.fromEntries(all)
}

/** The one CSP vercel.json sends for /about: the same page, the same rules, with no line limit. */
function vercelCsp(dir: string): string {
  const run = routekit(['hosting', 'vercel', '--dir', dir, '--routes', site.routes], { cwd: site.root })
  expect(run.status, run.stderr).toBe(0)
  const vercel = JSON.parse(readFileSync(path.join(dir, 'vercel.json'), 'utf8')) as {
    headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>
  }
  return vercel.headers.find((h) => h.source === '/about')!.headers.find((h) => h.key === 'Content-Security-Policy')!
    .value
}

test("a CSP that fits one line is one policy, the page's own", () => {
  const { dir, routes, root } = buildWithStyleAttributes(3)
  expect(routekit(['hosting', 'cloudflare', '--dir', dir, '--routes', routes], { cwd: root }).status).toBe(0)
  expect(aboutCsp(dir)).toEqual([vercelCsp(dir)])
})

test('a CSP longer than a _headers line goes out as two policies, each within the line, with exactly the directives of the one', () => {
  const { dir, routes, root } = buildWithStyleAttributes(32)
  const run = routekit(['hosting', 'cloudflare', '--dir', dir, '--routes', routes], { cwd: root })
  expect(run.status, run.stderr).toBe(0)
  const whole = vercelCsp(dir)
  expect(`Content-Security-Policy: ${whole}`.length).toBeGreaterThan(CLOUDFLARE_LIMITS.line)
  const policies = aboutCsp(dir)
  expect(policies).toHaveLength(2)
  for (const policy of policies)
    expect(`Content-Security-Policy: ${policy}`.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.line)
  expect(directives(policies)).toEqual(directives([whole]))
  // The second policy holds only directives default-src does not stand in for: without it, the first still decides them.
  expect(policies[1]).not.toMatch(/(^|; )(default-src|script-src|style-src) /)
})

test('a CSP too long even in two policies: no rule for the page (it keeps the stricter shell CSP), and the command says so', () => {
  const { dir, routes, root } = buildWithStyleAttributes(80)
  const run = routekit(['hosting', 'cloudflare', '--dir', dir, '--routes', routes], { cwd: root })
  expect(run.status, run.stderr).toBe(0)
  expect(aboutCsp(dir)).toEqual([])
  expect(run.stderr.split('\n').filter((l) => l.includes('/about:'))).toMatchInlineSnapshot(`
    [
      "routekit hosting cloudflare: /about: its Content-Security-Policy is 4604 characters, more than a _headers line holds (2000), even split in two policies; the page gets the shell's CSP, which blocks its inline blocks (never looser). Move its inline style attributes into a stylesheet.",
    ]
  `)
})
