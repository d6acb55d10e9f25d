import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { hasAnsi, makeWorkspace, routekit } from './_run.js'

// fixtures/links: site/ is a build as the routekit() plugin leaves it (.routekit/pages.json lists its pages), with
// exactly one broken link (/pricing, on about/index.html); every other link is answered by a file, a route, a
// param route, a guarded route, a redirect chain or a redirect to another site.
let ws: ReturnType<typeof makeWorkspace>
let root: string
beforeEach(() => {
  ws = makeWorkspace()
  root = ws.fixture('links')
})
afterEach(() => ws.cleanup())

const links = (...args: string[]) => routekit(['links', ...args], { cwd: root })

/** Rewrites a page of the fixture's build. */
function editPage(page: string, edit: (html: string) => string): void {
  const file = path.join(root, 'site', page)
  writeFileSync(file, edit(readFileSync(file, 'utf8')))
}

test('the one planted broken link gets the exact report, and exit 1', () => {
  const run = links('--dir', 'site')
  expect(run.stderr).toBe('')
  expect(run.status).toBe(1)
  expect(run.stdout).toMatchInlineSnapshot(`
    "site/about/index.html:12:10  error  /pricing  (a href, text: "See pricing")  no route, redirect or file answers /pricing

    ✖ 1 broken link in 1 page (22 links checked in 3 pages)
    Fix each link, or make something answer it: a route or a redirect in routes.yaml, or a file in the build. "routekit explain <path>" shows how routes.yaml decides a path.
    "
  `)
})

test('the report is coloured only when asked (FORCE_COLOR), never with NO_COLOR, and never in --json', () => {
  expect(hasAnsi(links('--dir', 'site').stdout)).toBe(false)
  const forced = routekit(['links', '--dir', 'site'], { cwd: root, env: { FORCE_COLOR: '1' } })
  expect(hasAnsi(forced.stdout)).toBe(true)
  // eslint-disable-next-line no-control-regex
  expect(forced.stdout.replace(/\u001b\[[0-9;]*m/g, '')).toBe(links('--dir', 'site').stdout)
  expect(
    hasAnsi(routekit(['links', '--dir', 'site'], { cwd: root, env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout),
  ).toBe(false)
  expect(hasAnsi(routekit(['links', '--dir', 'site', '--json'], { cwd: root, env: { FORCE_COLOR: '1' } }).stdout)).toBe(
    false,
  )
})

test('--json lists the broken link with its page, position, element, text and reason', () => {
  const run = links('--dir', 'site', '--json')
  expect(run.status).toBe(1)
  expect(JSON.parse(run.stdout)).toEqual({
    dir: 'site',
    pages: 3,
    links: 22,
    broken: [
      {
        page: 'about/index.html',
        line: 12,
        column: 10,
        element: 'a',
        attribute: 'href',
        link: '/pricing',
        text: 'See pricing',
        reason: 'no route, redirect or file answers /pricing',
      },
    ],
  })
})

test('with the broken link fixed, files, routes, param and guarded routes and redirects all answer: exit 0', () => {
  editPage('about/index.html', (html) => html.replace('href="/pricing"', 'href="/team"'))
  const run = links('--dir', 'site')
  expect(run.status).toBe(0)
  expect(run.stdout).toMatchInlineSnapshot(`
    "✔ no broken links in 3 pages (22 links checked)
    "
  `)
  expect(JSON.parse(links('--dir', 'site', '--json').stdout)).toMatchObject({ pages: 3, links: 22, broken: [] })
})

// routes.yaml's own checks refuse a redirect to a path no route matches, and a redirect loop (RK500, RK501); a splat
// redirect can still lead to a path whose param rule fails.
test('each way a link can fail says why: a param rule, a redirect to a 404, a missing asset, a bad escape', () => {
  writeFileSync(
    path.join(root, 'routes.yaml'),
    readFileSync(path.join(root, 'routes.yaml'), 'utf8').replace(
      'redirects:\n',
      'redirects:\n  - { from: /archive/*, to: /blog/*, status: 301 }\n',
    ),
  )
  editPage('index.html', (html) =>
    html.replace(
      '<main id="main">',
      `<main id="main">
      <a href="/blog/Not_A_Slug">Bad slug</a>
      <a href="/archive/Old_Post">An old post</a>
      <script src="/assets/missing.js"></script>
      <img src="/assets/logo.png" srcset="/assets/logo.png 1x, /assets/logo-3x.png 3x" alt="" />
      <a href="/caf%C3">Bad escape</a>
      <a href="/about-us">Moved<p>Split by a block</a>`,
    ),
  )
  const run = links('--dir', 'site')
  expect(run.stderr).toBe('')
  expect(run.status).toBe(1)
  // The <a> the <p> splits is one link: parse5's copy of it (the adoption agency algorithm's) has no position and is skipped.
  expect(run.stdout).toMatchInlineSnapshot(`
    "site/about/index.html:12:10  error  /pricing  (a href, text: "See pricing")  no route, redirect or file answers /pricing
    site/index.html:27:10  error  /blog/Not_A_Slug  (a href, text: "Bad slug")  /blog/Not_A_Slug is not found: param "slug" = "Not_A_Slug" fails ^[a-z0-9-]+$
    site/index.html:28:10  error  /archive/Old_Post  (a href, text: "An old post")  it redirects /archive/Old_Post -> /blog/Old_Post, and /blog/Old_Post is not found: param "slug" = "Old_Post" fails ^[a-z0-9-]+$
    site/index.html:29:15  error  /assets/missing.js  (script src)  no file /assets/missing.js in the build (a path with a file extension is answered by a file only)
    site/index.html:30:35  error  /assets/logo-3x.png  (img srcset)  no file /assets/logo-3x.png in the build (a path with a file extension is answered by a file only)
    site/index.html:31:10  error  /caf%C3  (a href, text: "Bad escape")  the server refuses /caf%C3: the path has malformed percent-encoding

    ✖ 6 broken links in 2 pages (30 links checked in 3 pages)
    Fix each link, or make something answer it: a route or a redirect in routes.yaml, or a file in the build. "routekit explain <path>" shows how routes.yaml decides a path.
    "
  `)
})

test("absolute links on routes.yaml's site.url are checked like root-relative ones; without site.url they are another site's", () => {
  editPage('about/index.html', (html) =>
    html.replace(
      '</head>',
      '<link rel="canonical" href="https://links.example/about" />\n    <link rel="alternate" hreflang="x-default" href="https://links.example/nowhere" />\n  </head>',
    ),
  )
  const without = JSON.parse(links('--dir', 'site', '--json').stdout) as {
    links: number
    broken: Array<{ link: string }>
  }
  expect(without.links).toBe(22)
  expect(without.broken.map((b) => b.link)).toEqual(['/pricing'])
  const routes = path.join(root, 'routes.yaml')
  writeFileSync(
    routes,
    readFileSync(routes, 'utf8').replace('version: 1\n', 'version: 1\nsite: { url: "https://links.example" }\n'),
  )
  const run = links('--dir', 'site')
  expect(run.status).toBe(1)
  expect(run.stdout).toMatchInlineSnapshot(`
    "site/about/index.html:8:48  error  https://links.example/nowhere  (link href)  no route, redirect or file answers /nowhere
    site/about/index.html:14:10  error  /pricing  (a href, text: "See pricing")  no route, redirect or file answers /pricing

    ✖ 2 broken links in 1 page (24 links checked in 3 pages)
    Fix each link, or make something answer it: a route or a redirect in routes.yaml, or a file in the build. "routekit explain <path>" shows how routes.yaml decides a path.
    "
  `)
})

test('a missing --dir, and a folder routekit did not build, exit 2 and say how to build', () => {
  const missing = links('--dir', 'nope')
  expect(missing.status).toBe(2)
  expect(missing.stdout).toBe('')
  expect(missing.stderr.replace(root, '<root>')).toMatchInlineSnapshot(`
    "routekit: --dir nope: <root>/nope does not exist. Build the site with "npm run build", or pass the folder that holds the built site (the one with index.html).
    "
  `)
  mkdirSync(path.join(root, 'plain'))
  writeFileSync(path.join(root, 'plain', 'index.html'), '<!doctype html><a href="/x">x</a>')
  const plain = links('--dir', 'plain')
  expect(plain.status).toBe(2)
  expect(plain.stderr.replace(root, '<root>')).toMatchInlineSnapshot(`
    "routekit: --dir plain: <root>/plain was not built by routekit (there is no readable .routekit/pages.json, the pages' CSP hashes). Build it with "npm run build" (a Vite build with the routekit() plugin from @routekit/router-core/vite), then pass the output folder with --dir.
    "
  `)
})

test('a page that .routekit/pages.json lists but the folder lacks exits 2 and says to rebuild', () => {
  rmSync(path.join(root, 'site', 'about', 'index.html'))
  const run = links('--dir', 'site')
  expect(run.status).toBe(2)
  expect(run.stdout).toBe('')
  expect(run.stderr.replace(root, '<root>')).toMatchInlineSnapshot(`
    "routekit: <root>/site/about/index.html cannot be read (ENOENT), though .routekit/pages.json lists it. Rebuild the site with "npm run build".
    "
  `)
})

test('an invalid routes.yaml exits 1 with its diagnostics, before any link is checked', () => {
  writeFileSync(path.join(root, 'routes.yaml'), 'version: 1\nroutes: []\n')
  const run = links('--dir', 'site')
  expect(run.status).toBe(1)
  expect(run.stdout).toBe('')
  expect(run.stderr).toContain('routes.yaml')
})
