// `routekit hosting` wrote a Unicode path (`/café`) as declared, where Netlify, Vercel, Firebase and Cloudflare match
// the percent-encoded path the browser sends (`/caf%C3%A9`), so its redirect and its page's CSP never applied; Cloudflare
// got `/:lang?/intro` and `/files/:name.pdf` as placeholders it does not know; and a `caseSensitive: false` route got
// another answer on hosts that match case-sensitively, without a word. Here each host's own parser (Netlify's) or the
// host itself (Debian's nginx) reads the config, and every answer is checked against resolve().
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseAllHeaders } from 'netlify-headers-parser'
import { parseAllRedirects } from 'netlify-redirect-parser'
import { parseRoutes, resolve } from '@routekit/router-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, startNginx } from './_nginx.js'
import { BIN, routekit } from './_run.js'

type Middleware = (req: unknown, res: unknown, next: () => void) => void
/** The Firebase Hosting emulator's redirect matcher. */
const superstaticRedirects = createRequire(import.meta.url)(
  'superstatic/lib/middleware/redirects.js',
) as () => Middleware
const ROUTES = `version: 1
routes:
  - { path: /, name: home, page: home }
  - { path: /about, name: about, page: about, caseSensitive: false }
  - { path: /café, name: cafe, page: cafe }
  - { path: /über, name: uber, page: uber, caseSensitive: false }
  - { path: /docs/*, name: docs, page: docs }
  - { path: /:lang?/intro, name: intro, page: intro }
  - { path: /files/:name.pdf, name: file, page: file }
  - { path: /construction, name: construction, page: construction }
redirects:
  - { from: /coffee, to: /café, status: 301 }
  - { from: /vieux-café, to: /about, status: 302 }
`
const CAFE_SCRIPT = "'sha256-Y2Fmw6k='"
/** Requests as the browser sends them (fetch() encodes a Unicode path the same way), NFD and case spellings included. */
const REQUESTS = [
  '/coffee',
  '/vieux-caf%C3%A9',
  '/caf%C3%A9',
  '/caf%C3%A9/',
  '/cafe%CC%81',
  '/CAF%C3%89',
  '/about',
  '/ABOUT',
  '/About/',
  '/%C3%BCber',
  '/%C3%9CBER',
  '/docs',
  '/docs/a/b',
  '/intro',
  '/en/intro',
  '/files/x.pdf',
  '/files/x.txt',
  '/nowhere',
]
/** The spellings of a caseSensitive: false page other than its own. */
const CASE_SPELLINGS = ['/ABOUT', '/About/', '/%C3%9CBER']

let root = ''
let dir = ''
let nginx: ChildProcess | undefined
let origin = ''
const config = (() => {
  const parsed = parseRoutes(ROUTES)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  return parsed.config
})()

/** What resolve() says a host must answer: a redirect, the page's prerendered file, a 404 for a missing file, or the shell (where the app decides). */
function expected(request: string): string {
  const decision = resolve(config, request)
  if (decision.kind === 'redirect') return `${decision.status} ${decision.to}`
  const file =
    decision.kind === 'render'
      ? { '/about': 'about', '/café': 'cafe', '/über': 'uber' }[decision.route.path]
      : undefined
  if (file) return `200 ${file}`
  // No page, and the last segment has an extension: a missing file, never the shell (docs/deploy.md). Any other path
  // resolve() does not know: a 404, with the shell where the build has no 404 page (this one has none), so the app
  // shows its own.
  if (decision.kind === 'not-found') return /\.[A-Za-z0-9]+$/.test(request) ? '404 Not found\n' : '404 shell'
  return '200 shell'
}

function hosting(target: string, extra: string[] = []): string {
  const run = routekit(['hosting', target, '--dir', dir, '--routes', path.join(root, 'routes.yaml'), ...extra], {
    cwd: root,
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stderr
    .split('\n')
    .filter((l) => l !== '' && !l.includes('cannot do as routekit preview does'))
    .join('\n')
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'routekit-route-forms-'))
  chmodSync(root, 0o755)
  dir = path.join(root, 'dist')
  const none = { scripts: [], styles: [], styleAttributes: [] }
  const files: Record<string, string> = {
    'index.html': 'home',
    '200.html': 'shell',
    'café/index.html': 'cafe',
    'about/index.html': 'about',
    'über/index.html': 'uber',
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  mkdirSync(path.join(dir, '.routekit'))
  const pages = {
    'index.html': none,
    '200.html': none,
    'café/index.html': { ...none, scripts: [CAFE_SCRIPT] },
    'about/index.html': none,
    'über/index.html': none,
  }
  writeFileSync(path.join(dir, '.routekit', 'pages.json'), JSON.stringify({ version: 1, pages }))
  writeFileSync(path.join(root, 'routes.yaml'), ROUTES)
  mkdirSync(path.join(root, 'tmp'))
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const site = path.join(root, 'site.conf')
  hosting('nginx', ['--listen', `127.0.0.1:${port}`, '--out', site])
  nginx = await startNginx(root, site, origin)
}, 30_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx!.once('exit', done))
    nginx.kill('SIGTERM')
    await exited
  }
  rmSync(root, { recursive: true, force: true })
})

test('nginx answers every route form as resolve() decides: Unicode redirects and pages by their decoded path, splats and optional segments by the shell', async () => {
  const table: string[] = []
  for (const request of REQUESTS) {
    const res = await fetch(origin + request, { redirect: 'manual' })
    const body = await res.text()
    const got =
      res.status >= 300 && res.status < 400 ? `${res.status} ${res.headers.get('location')}` : `${res.status} ${body}`
    const want = expected(request)
    expect(got, request).toBe(want)
    if (got === '200 cafe') expect(res.headers.get('content-security-policy'), request).toContain(CAFE_SCRIPT)
    table.push(`${request.padEnd(18)} ${got}`)
  }
  expect(table.join('\n')).toMatchInlineSnapshot(`
    "/coffee            301 /caf%C3%A9
    /vieux-caf%C3%A9   302 /about
    /caf%C3%A9         200 cafe
    /caf%C3%A9/        200 cafe
    /cafe%CC%81        404 shell
    /CAF%C3%89         404 shell
    /about             200 about
    /ABOUT             200 about
    /About/            200 about
    /%C3%BCber         200 uber
    /%C3%9CBER         200 uber
    /docs              200 shell
    /docs/a/b          200 shell
    /intro             200 shell
    /en/intro          200 shell
    /files/x.pdf       200 shell
    /files/x.txt       404 Not found

    /nowhere           404 shell"
  `)
})

test('routekit preview gives every route form the answer nginx gives, redirects and 404s included', async () => {
  const preview = spawn(
    process.execPath,
    [BIN, 'preview', '--port', '0', '--dir', dir, '--routes', path.join(root, 'routes.yaml')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  try {
    const line = await new Promise<string>((done, fail) => {
      let out = ''
      preview.stdout!.on('data', (chunk) => (out += chunk) && out.includes('\n') && done(out))
      preview.once('exit', (code) => fail(new Error(`preview exited with ${code}`)))
    })
    const base = /http:\/\/\S+/.exec(line)![0].replace(/\/$/, '')
    for (const request of REQUESTS) {
      const [fromNginx, fromPreview] = await Promise.all([
        fetch(origin + request, { redirect: 'manual' }),
        fetch(base + request, { redirect: 'manual' }),
      ])
      // A 404 is the shell (this build has no 404 page) or text (a missing file): the same kind on both.
      const kind = async (res: Response) =>
        res.status >= 300 && res.status < 400
          ? `${res.status} ${res.headers.get('location')}`
          : `${res.status} ${res.status === 404 ? ((await res.text()) === 'shell' ? 'shell' : 'missing') : await res.text()}`
      // Another spelling of a caseSensitive: false page: preview finds files as written, so it sends the shell, and the app the page.
      if (CASE_SPELLINGS.includes(request))
        expect([await kind(fromPreview), await kind(fromNginx)], request).toEqual(['200 shell', expected(request)])
      else expect(await kind(fromPreview), request).toBe(await kind(fromNginx))
    }
  } finally {
    const exited = new Promise((done) => preview.once('exit', done))
    preview.kill('SIGTERM')
    await exited
  }
})

test('Netlify: its own parsers read the Unicode redirects and the café page CSP in the encoded form the browser sends', async () => {
  hosting('netlify')
  const redirects = (await parseAllRedirects({
    redirectsFiles: [path.join(dir, '_redirects')],
    configRedirects: [],
    minimal: false,
  })) as {
    errors: unknown[]
    redirects: Array<{ from: string; to: string; status: number }>
  }
  expect(redirects.errors).toEqual([])
  expect(
    redirects.redirects.filter((r) => r.status !== 200 && r.status !== 404).map((r) => `${r.from} ${r.to} ${r.status}`),
  ).toMatchInlineSnapshot(`
    [
      "/coffee /caf%C3%A9 301",
      "/vieux-caf%C3%A9 /about 302",
    ]
  `)
  const parsed = await parseAllHeaders({
    headersFiles: [path.join(dir, '_headers')] as never[],
    netlifyConfigPath: undefined,
    minimal: false,
  })
  expect(parsed.errors).toEqual([])
  const headers = parsed.headers as Array<{ for: string; forRegExp: RegExp; values: Record<string, string> }>
  const csp = (pathname: string) =>
    Object.assign({}, ...headers.filter((h) => h.forRegExp.test(pathname)).map((h) => h.values))[
      'Content-Security-Policy'
    ] as string
  for (const request of ['/caf%C3%A9', '/caf%C3%A9/', '/caf%C3%A9/index.html'])
    expect(csp(request), request).toContain(CAFE_SCRIPT)
  expect(csp('/about')).not.toContain(CAFE_SCRIPT)
})

test("Cloudflare: route forms in _redirects' placeholder syntax (each optional segment present and absent, a splat's own prefix), Unicode encoded", () => {
  hosting('cloudflare')
  const lines = readFileSync(path.join(dir, '_redirects'), 'utf8').split('\n')
  expect(lines.filter((l) => /caf|docs|intro|files|coffee/.test(l))).toMatchInlineSnapshot(`
    [
      "/coffee  /caf%C3%A9  301",
      "/vieux-caf%C3%A9  /about  302",
      "/caf%C3%A9  /caf%C3%A9/  200",
      "/caf%C3%A9/index.html  /caf%C3%A9/  200",
      "/docs  /200  200",
      "/docs/  /200  200",
      "/intro  /200  200",
      "/intro/  /200  200",
      "/docs/*  /200  200",
      "/:lang/intro  /200  200",
      "/:lang/intro/  /200  200",
      "/files/:name  /200  200",
      "/files/:name/  /200  200",
    ]
  `)
  const headers = readFileSync(path.join(dir, '_headers'), 'utf8')
  expect(headers.split('\n').filter((l) => /^\/caf/.test(l))).toMatchInlineSnapshot(`
    [
      "/caf%C3%A9",
      "/caf%C3%A9/",
      "/caf%C3%A9/index.html",
    ]
  `)
})

test("Firebase's own matcher (superstatic) redirects each spelling of a Unicode source as resolve() does: it matches the decoded URL and encodes the target", () => {
  hosting('firebase', ['--out', path.join(root, 'firebase.json')])
  const redirects = (
    JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: { redirects: unknown[] } }
  ).hosting.redirects
  for (const url of ['/coffee', '/vieux-caf%C3%A9', '/vieux-café']) {
    let answer: unknown
    superstaticRedirects()(
      { url, superstatic: { redirects: structuredClone(redirects) } },
      { superstatic: { handle: (a: unknown) => (answer = a) } },
      () => (answer = 'next'),
    )
    const decision = resolve(config, url)
    expect(answer, url).toEqual(
      decision.kind === 'redirect' ? { redirect: decision.to, status: decision.status } : 'next',
    )
  }
})

test('Vercel writes Unicode sources and destinations encoded, Firebase its redirects decoded and its header sources encoded', () => {
  hosting('vercel')
  const vercel = JSON.parse(readFileSync(path.join(dir, 'vercel.json'), 'utf8')) as {
    redirects: unknown[]
    headers: Array<{ source: string }>
  }
  expect(vercel.redirects).toMatchInlineSnapshot(`
    [
      {
        "destination": "/caf%C3%A9",
        "source": "/coffee",
        "statusCode": 301,
      },
      {
        "destination": "/about",
        "source": "/vieux-caf%C3%A9",
        "statusCode": 302,
      },
    ]
  `)
  expect(vercel.headers.map((h) => h.source).filter((s) => s.includes('caf'))).toMatchInlineSnapshot(`
    [
      "/caf%C3%A9",
      "/((?!(?:|caf%C3%A9|about|%C3%BCber)$)(?!.*\\.[A-Za-z0-9]+$).*)",
      "/((?!(?:|caf%C3%A9|about|%C3%BCber)$).*\\.[A-Za-z0-9]+)",
    ]
  `)
  hosting('firebase', ['--out', path.join(root, 'firebase.json')])
  const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { redirects: unknown[]; headers: Array<{ source?: string }> }
  }
  expect(firebase.hosting.redirects).toMatchInlineSnapshot(`
    [
      {
        "destination": "/café",
        "source": "/coffee",
        "type": 301,
      },
      {
        "destination": "/about",
        "source": "/vieux-café",
        "type": 302,
      },
    ]
  `)
  expect(firebase.hosting.headers.map((h) => h.source).filter((s) => s?.includes('caf'))).toMatchInlineSnapshot(`
    [
      "/caf%C3%A9",
    ]
  `)
})

test('what a host cannot follow, it says: another spelling of a caseSensitive: false route (Netlify, Cloudflare, Firebase; nginx has caseless locations, Vercel matches in any case), a route ending in an extension (Vercel, Firebase)', () => {
  const said = ['nginx', 'netlify', 'cloudflare', 'vercel'].map(
    (target) => `${target}: ${hosting(target, target === 'nginx' ? ['--out', path.join(root, 'other.conf')] : [])}`,
  )
  said.push(`firebase: ${hosting('firebase', ['--out', path.join(root, 'firebase.json')])}`)
  expect(said.join('\n')).toMatchInlineSnapshot(`
    "nginx: 
    netlify: routekit hosting netlify: routes.yaml matches /about, /über in any case (caseSensitive: false), but Netlify matches paths as written: another spelling (/ABOUT) gets the shell, where the app shows the page: no prerendered HTML, and the shell's CSP.
    cloudflare: routekit hosting cloudflare: routes.yaml matches /about, /über in any case (caseSensitive: false), but Cloudflare Pages matches paths as written: another spelling (/ABOUT) gets 404.html (the shell) with a 404 status, where the app shows the page.
    vercel: routekit hosting vercel: routes that end in an extension (/files/:name.pdf): Vercel sends such a path the shell with the base Content-Security-Policy of a file (its headers tell pages from files by the extension), which blocks the shell's inline blocks.
    firebase: routekit hosting firebase: routes that end in an extension (/files/:name.pdf): Firebase Hosting sends such a path the shell with the base Content-Security-Policy of a file (its headers tell pages from files by the extension), which blocks the shell's inline blocks.
    routekit hosting firebase: routes.yaml matches /about, /über in any case (caseSensitive: false), but Firebase Hosting matches paths as written: another spelling (/ABOUT) gets the shell, where the app shows the page: no prerendered HTML, and the shell's CSP."
  `)
})
