// `routekit hosting nginx` wrote configs that nginx refused ("unexpected "$"") as soon as routes.yaml held a splat
// redirect (`/posts/*`) or an external one, from `"…"$is_args$args` and an escaped `\$1`; and it wrote `/about-us`
// but not `/es/about-us`. Here Debian's nginx loads the config for a table with every kind of redirect, and each
// request gets what resolve() decides.
import type { ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseRoutes, resolve } from '@routekit/router-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, startNginx } from './_nginx.js'
import { routekit } from './_run.js'

const ROUTES = `version: 1
i18n: { locales: [en, es], default: en, prefix: except-default }
routes:
  - { path: /, name: home, page: home }
  - { path: /about, name: about, page: about }
  - { path: /blog/:slug, name: post, page: post }
  - { path: /deals$, name: deals, page: deals }
  - { path: /construction, name: construction, page: construction }
redirects:
  - { from: /about-us, to: /about, status: 301 }
  - { from: /team, to: /about, status: 302 }
  - { from: /people, to: /about, status: 307 }
  - { from: /staff, to: /about, status: 308 }
  - { from: /posts/*, to: /blog/*, status: 301 }
  - { from: /archive/*, to: /about, status: 302 }
  - { from: /offers, to: /deals$, status: 301 }
  - { from: /go, to: https://example.com/, status: 307 }
  - { from: /manual/*, to: https://docs.example.com/*, status: 308 }
`

/** Each kind, in the default locale and in /es, with a query, an escaped rest, and rests that must not redirect. */
const REQUESTS = [
  '/about-us',
  '/es/about-us',
  '/team?from=mail',
  '/es/team?from=mail',
  '/people',
  '/staff',
  '/posts/hello',
  '/es/posts/hello?page=2',
  '/posts/a%20b',
  '/archive/2020/05',
  '/es/archive/x',
  '/offers',
  '/es/offers',
  '/go?x=1',
  '/es/go',
  '/manual/a/b',
  '/es/manual/intro',
  '/posts//evil.example',
  '/posts/',
]

let root = ''
let nginx: ChildProcess | undefined
let origin = ''
let conf = ''

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'routekit-nginx-redirects-'))
  // nginx's workers run as another user when the suite runs as root.
  chmodSync(root, 0o755)
  const dir = path.join(root, 'dist')
  mkdirSync(path.join(dir, '.routekit'), { recursive: true })
  // A build without prerendering: index.html is the shell.
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(
    path.join(dir, '.routekit', 'pages.json'),
    JSON.stringify({ version: 1, pages: { 'index.html': { scripts: [], styles: [], styleAttributes: [] } } }),
  )
  writeFileSync(path.join(root, 'routes.yaml'), ROUTES)
  mkdirSync(path.join(root, 'tmp'))
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const site = path.join(root, 'site.conf')
  const run = routekit(
    [
      'hosting',
      'nginx',
      '--dir',
      dir,
      '--routes',
      path.join(root, 'routes.yaml'),
      '--listen',
      `127.0.0.1:${port}`,
      '--out',
      site,
    ],
    { cwd: root },
  )
  expect(run.status, run.stderr).toBe(0)
  conf = readFileSync(site, 'utf8')
  nginx = await startNginx(root, site, origin, conf)
}, 30_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx!.once('exit', done))
    nginx.kill('SIGTERM')
    await exited
  }
  rmSync(root, { recursive: true, force: true })
})

test('nginx writes each redirect kind as a location, in every locale, with the rest and query carried as resolve() does', () => {
  const section = conf.slice(conf.indexOf("# routes.yaml's redirects"), conf.indexOf("# Each page's HTML"))
  const redirects = section.split('\n').filter((line) => /^ {2}location |^ {4}return [0-9]/.test(line))
  expect(redirects.join('\n')).toMatchInlineSnapshot(`
    "  location = /about-us {
        return 301 "/about$is_args$args";
      location = /team {
        return 302 "/about$is_args$args";
      location = /people {
        return 307 "/about$is_args$args";
      location = /staff {
        return 308 "/about$is_args$args";
      location ~ "^/posts/([^/].*)$" {
        return 301 "/blog/$1$is_args$args";
      location ~ "^/archive/([^/].*)$" {
        return 302 "/about$is_args$args";
      location = /offers {
        return 301 "/deals%24$is_args$args";
      location = /go {
        return 307 "https://example.com/";
      location ~ "^/manual/([^/].*)$" {
        return 308 "https://docs.example.com/$1";
      location = /es/about-us {
        return 301 "/es/about$is_args$args";
      location = /es/team {
        return 302 "/es/about$is_args$args";
      location = /es/people {
        return 307 "/es/about$is_args$args";
      location = /es/staff {
        return 308 "/es/about$is_args$args";
      location ~ "^/es/posts/([^/].*)$" {
        return 301 "/es/blog/$1$is_args$args";
      location ~ "^/es/archive/([^/].*)$" {
        return 302 "/es/about$is_args$args";
      location = /es/offers {
        return 301 "/es/deals%24$is_args$args";
      location = /es/go {
        return 307 "https://example.com/";
      location ~ "^/es/manual/([^/].*)$" {
        return 308 "https://docs.example.com/$1";"
  `)
})

test('each redirect answers as resolve() decides, in both locales', async () => {
  const parsed = parseRoutes(ROUTES)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  const table: string[] = []
  for (const request of REQUESTS) {
    const res = await fetch(origin + request, { redirect: 'manual' })
    const location = res.headers.get('location')
    const decision = resolve(parsed.config, request)
    const expected =
      decision.kind === 'redirect' || decision.kind === 'external' ? `${decision.status} ${decision.to}` : 'no redirect'
    const got = res.status >= 300 && res.status < 400 ? `${res.status} ${location}` : 'no redirect'
    // "$" is percent-encoded in nginx's Location (it has no escape for it): the same path once decoded.
    expect(decodeURIComponent(got), request).toBe(decodeURIComponent(expected))
    table.push(`${request.padEnd(24)} ${got}`)
  }
  expect(table.join('\n')).toMatchInlineSnapshot(`
    "/about-us                301 /about
    /es/about-us             301 /es/about
    /team?from=mail          302 /about?from=mail
    /es/team?from=mail       302 /es/about?from=mail
    /people                  307 /about
    /staff                   308 /about
    /posts/hello             301 /blog/hello
    /es/posts/hello?page=2   301 /es/blog/hello?page=2
    /posts/a%20b             301 /blog/a b
    /archive/2020/05         302 /about
    /es/archive/x            302 /es/about
    /offers                  301 /deals%24
    /es/offers               301 /es/deals%24
    /go?x=1                  307 https://example.com/
    /es/go                   307 https://example.com/
    /manual/a/b              308 https://docs.example.com/a/b
    /es/manual/intro         308 https://docs.example.com/intro
    /posts//evil.example     301 /blog/evil.example
    /posts/                  no redirect"
  `)
})
