// Issue 42, item 5: the dev server sent no CSP, so a violation first showed after a build. Now `vite dev` sends the
// build's policy (routes.yaml's csp included), relaxed only by a nonce for Vite's own tags and by the hot-update
// socket and the emulators in connect-src. In Chromium: e2e/dev-csp.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { contentSecurityPolicyOf } from '../../src/config/csp/csp-policy.js'
import { hmrOrigin } from '../../src/vite/dev-csp.js'
import { routekit, type RoutekitPluginOptions } from '../../src/vite/index.js'

const ROUTES = `version: 1
csp:
  connect-src: [https://api.example.com]
  img-src: [https://images.example.com]
routes:
  - { path: /, name: home, page: home }
  - { path: /construction, name: construction, page: construction }
`

const dirs: string[] = []
let server: ViteDevServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function fixture(env?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-dev-csp-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'src'))
  writeFileSync(join(dir, 'routes.yaml'), ROUTES)
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script>window.inline = 1</script><style>p{color:red}</style></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  )
  writeFileSync(join(dir, 'src/main.js'), `import routes from 'virtual:routekit/routes'\nconsole.log(routes)\n`)
  if (env) writeFileSync(join(dir, '.env'), env)
  return dir
}

/** Starts the dev server on a free loopback port and fetches `/` from it. */
async function devPage(
  dir: string,
  options: RoutekitPluginOptions = {},
): Promise<{ csp: string | null; html: string; origin: string }> {
  server = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, watch: null },
    plugins: [routekit(options)],
  })
  await server.listen()
  const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`
  const res = await fetch(`${origin}/`)
  return { csp: res.headers.get('content-security-policy'), html: await res.text(), origin }
}

/** The policy with the run's random nonce and port written as placeholders. */
const stable = (csp: string, origin: string) =>
  csp
    .replace(/'nonce-[A-Za-z0-9+/=]+'/g, "'nonce-N'")
    .split(origin.slice('http://'.length))
    .join('127.0.0.1:PORT')

describe('vite dev sends the CSP', () => {
  test("the build's policy with routes.yaml's csp, plus a nonce for Vite's tags and the hot-update socket", async () => {
    const { csp, html, origin } = await devPage(fixture())
    expect(stable(csp!, origin).split('; ')).toMatchInlineSnapshot(`
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-N'",
        "style-src 'self' 'nonce-N'",
        "img-src 'self' data: https://images.example.com",
        "font-src 'self'",
        "connect-src 'self' https://api.example.com ws://127.0.0.1:PORT",
        "manifest-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]
    `)
    // Without its two relaxations it is exactly what `routekit preview` sends for a page with no inline block.
    const nonce = /'nonce-([^']+)'/.exec(csp!)![1]!
    const build = contentSecurityPolicyOf(
      { site: { 'connect-src': ['https://api.example.com'], 'img-src': ['https://images.example.com'] } },
      { scripts: [], styles: [], styleAttributes: [] },
    )
    expect(csp!.replaceAll(` 'nonce-${nonce}'`, '').replace(` ws://${origin.slice(7)}`, '')).toBe(build)
    // Vite puts the nonce on every tag of the page, the inline ones included, and names it for its client.
    for (const tag of html.match(/<(script|style)\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`)
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`)
  })

  test("adds the emulators the app's Vite env names, and leaves out a value that is not host:port", async () => {
    const dir = fixture('VITE_FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099\nVITE_FIRESTORE_EMULATOR_HOST=nope\n')
    const { csp, origin } = await devPage(dir)
    expect(stable(csp!, origin)).toContain(
      "connect-src 'self' https://api.example.com ws://127.0.0.1:PORT http://127.0.0.1:9099;",
    )
  })

  test('follows routes.yaml: an edit of its csp is in the next answer', async () => {
    const dir = fixture()
    const { origin } = await devPage(dir)
    const file = join(dir, 'routes.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('https://api.example.com', 'https://api2.example.com'))
    server!.watcher.emit('change', file)
    await vi.waitFor(async () =>
      expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toContain('https://api2.example.com'),
    )
  })

  test('devCsp: false sends none, and Vite writes no nonce', async () => {
    const { csp, html } = await devPage(fixture(), { devCsp: false })
    expect(csp).toBeNull()
    expect(html).not.toContain('nonce')
  })
})

describe('hmrOrigin', () => {
  const config = (hmr: unknown, https = false) =>
    ({ config: { server: { hmr, https } } }) as unknown as Parameters<typeof hmrOrigin>[0]

  test("is the page's own host and port, or what server.hmr names, in ws or wss", () => {
    expect(hmrOrigin(config(undefined), 'localhost:5173')).toBe('ws://localhost:5173')
    expect(hmrOrigin(config(undefined, true), 'localhost:5173')).toBe('wss://localhost:5173')
    expect(hmrOrigin(config({ port: 24678 }), 'localhost:5173')).toBe('ws://localhost:24678')
    expect(hmrOrigin(config({ host: 'dev.example', clientPort: 443, protocol: 'wss' }), 'x:1')).toBe(
      'wss://dev.example:443',
    )
    expect(hmrOrigin(config(undefined), '[::1]:5173')).toBe('ws://[::1]:5173')
  })

  test('is none without HMR, and never takes a Host header that could end the directive', () => {
    expect(hmrOrigin(config(false), 'localhost:5173')).toBeNull()
    expect(hmrOrigin(config(undefined), "localhost; script-src 'unsafe-inline'")).toBeNull()
    expect(hmrOrigin(config(undefined), undefined)).toBeNull()
  })
})
