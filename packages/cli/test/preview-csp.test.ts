// The CSP routekit preview sends is the site's: the base policy plus routes.yaml's `csp` as the build recorded it in
// .routekit/pages.json. It used to carry Firebase's three origins in connect-src for every site, and a site that
// called its own API had to pass --connect-src by hand.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSite as makeCopy } from './_maintenance-fixture.js'
import { startPreview, type PreviewServer } from './_preview.js'
import { routekit } from './_run.js'

/** routes.yaml's csp, as the routekit() plugin records it beside each page's hashes. */
const DECLARED = {
  'connect-src': ['https://api.example.com', 'wss://live.example.com'],
  'img-src': ['https://images.example.com', 'data:'],
  'frame-src': ['https://www.youtube-nocookie.com'],
}

function recordCsp(site: string, csp: unknown): void {
  mkdirSync(path.join(site, '.routekit'), { recursive: true })
  const none = { scripts: [], styles: [], styleAttributes: [] }
  writeFileSync(
    path.join(site, '.routekit', 'pages.json'),
    JSON.stringify({ version: 1, pages: { 'index.html': none, 'about/index.html': none }, csp }),
  )
}

/** One directive of a policy: its sources, or undefined when the policy lacks it. */
function directive(csp: unknown, name: string): string | undefined {
  return String(csp)
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
}

describe('a build whose routes.yaml declares csp', () => {
  let server: PreviewServer
  beforeAll(async () => {
    server = await startPreview((ws) => recordCsp(ws.site, DECLARED), {
      args: ['--connect-src', 'https://extra.example.com'],
    })
  }, 30_000)
  afterAll(() => server?.stop())

  it('sends its sources on pages, assets and errors alike, after the base ones, with --connect-src for this run last', async () => {
    for (const target of ['/', '/about', '/assets/index-B7kq2x9a.js', '/assets/missing.js', '/no/such/page']) {
      const csp = (await server.get(target)).headers['content-security-policy']
      expect(directive(csp, 'connect-src'), target).toBe(
        "'self' https://api.example.com wss://live.example.com https://extra.example.com",
      )
      expect(directive(csp, 'img-src'), target).toBe("'self' data: https://images.example.com")
      expect(directive(csp, 'frame-src'), target).toBe("'self' https://www.youtube-nocookie.com")
      expect(directive(csp, 'media-src'), `${target}: undeclared, left to default-src`).toBeUndefined()
      expect(String(csp)).not.toContain('googleapis')
    }
  })
})

describe('a build that declares no csp', () => {
  let server: PreviewServer
  beforeAll(async () => {
    server = await startPreview((ws) => recordCsp(ws.site, {}))
  }, 30_000)
  afterAll(() => server?.stop())

  it("gets connect-src 'self' only: routekit adds no origin of its own", async () => {
    const csp = (await server.get('/')).headers['content-security-policy']
    expect(directive(csp, 'connect-src')).toBe("'self'")
    expect(directive(csp, 'frame-src')).toBeUndefined()
  })
})

describe('the emulators, from the environment, as in development', () => {
  it('are added to connect-src after the declared origins', async () => {
    const server = await startPreview((ws) => recordCsp(ws.site, DECLARED), {
      args: ['--auth-emulator', '--firestore-emulator', '127.0.0.1:8181'],
    })
    try {
      const csp = (await server.get('/')).headers['content-security-policy']
      expect(directive(csp, 'connect-src')).toBe(
        "'self' https://api.example.com wss://live.example.com http://127.0.0.1:9099 http://127.0.0.1:8181",
      )
    } finally {
      await server.stop()
    }
  }, 30_000)
})

describe('a record routekit would never write', () => {
  it('exits 2 before it listens, names the field and says to rebuild: unsafe, injecting, unknown, or not a mapping', () => {
    const records = [
      { 'script-src': ["'unsafe-inline'"] },
      { 'connect-src': ['https://a.example.com; script-src *'] },
      { 'default-src': ['https://a.example.com'] },
      ['https://a.example.com'],
    ]
    const runs = records.map((csp) => {
      const ws = { root: '' }
      const run = startPreviewSync((site) => recordCsp(site, csp), ws)
      return `${run.status} ${run.stderr.replace(ws.root, '<tmp>')}`
    })
    expect(runs).toMatchInlineSnapshot(`
      [
        "2 routekit: <tmp>/site/.routekit/pages.json: its "csp.script-src" is not what routekit records from routes.yaml's csp. Rebuild the site with this routekit.
      ",
        "2 routekit: <tmp>/site/.routekit/pages.json: its "csp.connect-src" is not what routekit records from routes.yaml's csp. Rebuild the site with this routekit.
      ",
        "2 routekit: <tmp>/site/.routekit/pages.json: its "csp.default-src" is not what routekit records from routes.yaml's csp. Rebuild the site with this routekit.
      ",
        "2 routekit: <tmp>/site/.routekit/pages.json: its "csp" is not what routekit records from routes.yaml's csp. Rebuild the site with this routekit.
      ",
      ]
    `)
  })
})

/** `routekit preview` on a copy of the fixture, run to its exit (a bad record stops it before it listens). */
function startPreviewSync(prepare: (site: string) => void, ws: { root: string }) {
  const copy = makeCopy()
  ws.root = copy.root
  prepare(copy.site)
  try {
    return routekit(['preview', '--port', '0', '--dir', 'site'], { cwd: copy.root })
  } finally {
    copy.cleanup()
  }
}
