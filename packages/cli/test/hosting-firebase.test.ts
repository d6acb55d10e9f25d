import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { ABOUT_SCRIPT, makePrerenderedBuild } from './_hosting-fixture.js'
import { routekit } from './_run.js'

type Middleware = (req: unknown, res: unknown, next: () => void) => void
const superstaticRewrites = createRequire(import.meta.url)('superstatic/lib/middleware/rewrites.js') as () => (
  req: unknown,
  res: unknown,
  next: () => void,
) => void
const superstaticRedirects = createRequire(import.meta.url)(
  'superstatic/lib/middleware/redirects.js',
) as () => Middleware

let site: ReturnType<typeof makePrerenderedBuild>
beforeEach(() => {
  site = makePrerenderedBuild()
})
afterEach(() => site.cleanup())

test('firebase: the hosting section is merged into an existing firebase.json, every other key kept', () => {
  const file = path.join(site.root, 'firebase.json')
  writeFileSync(
    file,
    JSON.stringify({
      firestore: { rules: 'firestore.rules' },
      emulators: { auth: { port: 9099 } },
      hosting: { public: 'old' },
    }),
  )
  const run = routekit(['hosting', 'firebase', '--dir', site.dir, '--routes', site.routes], { cwd: site.root })
  expect(run.status, run.stderr).toBe(0)
  const json = JSON.parse(readFileSync(file, 'utf8'))
  expect(Object.keys(json)).toEqual(['firestore', 'emulators', 'hosting'])
  expect(json.firestore).toEqual({ rules: 'firestore.rules' })
  const { headers, ...rest } = json.hosting
  expect(rest).toMatchInlineSnapshot(`
    {
      "cleanUrls": true,
      "ignore": [
        "firebase.json",
        "**/.*",
        "**/.*/**",
        "**/node_modules/**",
        "maintenance.log",
        "**/*.br",
        "**/*.gz",
      ],
      "public": "dist",
      "redirects": [
        {
          "destination": "/about",
          "source": "/about-us/**",
          "type": 301,
        },
        {
          "destination": "/new/:splat",
          "regex": "^/old/(?P<splat>.+)$",
          "type": 302,
        },
        {
          "destination": "https://example.com/",
          "source": "/go",
          "type": 302,
        },
      ],
      "rewrites": [
        {
          "destination": "/200.html",
          "source": "/maintenance.json",
        },
        {
          "destination": "/200.html",
          "regex": "^/dashboard$",
        },
        {
          "destination": "/200.html",
          "regex": "^/new/[^/]+$",
        },
      ],
      "trailingSlash": false,
    }
  `)
  expect(headers.map((h: { source?: string; regex?: string }) => h.source ?? h.regex)).toEqual([
    '**',
    '/assets/**',
    '/about',
  ])
  expect(headers[2].headers[0].value).toContain(`script-src 'self' ${ABOUT_SCRIPT};`)
  // Responses that are not HTML (assets, errors, a redirect) get the base CSP, with no page's hashes.
  expect(headers[0].headers[0].value).not.toContain('sha256-')
  expect(headers[0].headers.map((h: { key: string }) => h.key)).toContain('X-Frame-Options')
  expect(headers[0].headers[0].value).not.toContain('unsafe-inline')
  // The rewrites as the emulator's own matcher (superstatic) answers them: a route's path gets the shell (Firebase
  // serves a file first); an unknown path none, so Firebase answers its 404, the build's 404.html (issue 42: it was
  // the shell with 200 for any path without an extension).
  const rewrite = (url: string) => {
    let answer: unknown = 'next'
    superstaticRewrites()(
      { url, superstatic: { rewrites: structuredClone(json.hosting.rewrites) } },
      { superstatic: { handle: (a: { rewrite: { destination: string } }) => (answer = a.rewrite.destination) } },
      () => (answer = 'next'),
    )
    return answer
  }
  expect(
    ['/dashboard', '/new/hello', '/maintenance.json', '/no/such/page', '/new/a/b', '/a.b/c.txt'].map(rewrite),
  ).toEqual(['/200.html', '/200.html', '/200.html', 'next', 'next', 'next'])
  // The redirects as the Firebase Hosting emulator's own matcher (superstatic) answers them.
  const redirect = (url: string) => {
    let answer: unknown
    const middleware = superstaticRedirects()
    middleware(
      { url, superstatic: { redirects: structuredClone(json.hosting.redirects) } },
      { superstatic: { handle: (a: unknown) => (answer = a) } },
      () => (answer = 'next'),
    )
    return answer
  }
  expect(['/about-us/team', '/about-us/a/b', '/about-us', '/old/x/y', '/old/x?q=1', '/old'].map(redirect)).toEqual([
    { redirect: '/about', status: 301 },
    { redirect: '/about', status: 301 },
    'next',
    { redirect: '/new/x/y', status: 302 },
    { redirect: '/new/x?q=1', status: 302 },
    'next',
  ])
  expect(run.stderr).toMatchInlineSnapshot(`
    "routekit hosting firebase: cannot do as routekit preview does: No server-side maintenance: every page answers 200 during maintenance (no 302, no 503 with Retry-After); the app redirects once it has read maintenance.json.
    routekit hosting firebase: cannot do as routekit preview does: A missing maintenance.json gets the shell (200, text/html), not a 204: Firebase has no empty answer, and a 404 would be a failed request in the console at every poll. The browser reads all three as "no flag".
    routekit hosting firebase: cannot do as routekit preview does: Each page's CSP is a headers entry after the shell's; Firebase lets the later entry win for the same key (observed, not documented: firebase/firebase-tools#9467).
    routekit hosting firebase: cannot do as routekit preview does: A missing file with an extension is a 404 with the app's 404 page (404.html) in text/html, not a 404 without HTML: Firebase sends one 404 page for every path. nosniff keeps a browser from running it.
    routekit hosting firebase: cannot do as routekit preview does: Redirects carry no security headers: Firebase answers a redirect before it applies headers (seen on the Hosting emulator). A redirect has no body, so nothing of the site goes out without them.
    routekit hosting firebase: /go -> https://example.com/ is a 302, not a 307: Firebase Hosting redirects are 301 or 302 only.
    "
  `)
})

test('firebase: an existing firebase.json that is not valid JSON exits 1 and nothing is written', () => {
  const file = path.join(site.root, 'firebase.json')
  writeFileSync(file, '{ "hosting": ')
  const run = routekit(['hosting', 'firebase', '--dir', site.dir, '--routes', site.routes], { cwd: site.root })
  expect(run.status).toBe(1)
  expect(run.stderr.replaceAll(site.root, '<tmp>')).toMatchInlineSnapshot(`
    "routekit: <tmp>/firebase.json is not valid JSON (Unexpected end of JSON input); nothing was written. Fix it, or move it away to write a new one.
    "
  `)
  expect(readFileSync(file, 'utf8')).toBe('{ "hosting": ')
  expect(existsSync(path.join(site.dir, '.routekit', 'hosting.json'))).toBe(false)
})

test('firebase: a new firebase.json at --out, public relative to it', () => {
  const run = routekit(
    ['hosting', 'firebase', '--dir', site.dir, '--routes', site.routes, '--out', 'deploy/firebase.json'],
    { cwd: site.root },
  )
  expect(run.status, run.stderr).toBe(0)
  const json = JSON.parse(readFileSync(path.join(site.root, 'deploy', 'firebase.json'), 'utf8'))
  expect(Object.keys(json)).toEqual(['hosting'])
  expect(json.hosting.public).toBe('../dist')
})
