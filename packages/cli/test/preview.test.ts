import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bypassKeyOf } from './_bypass-key.js'
import { startPreview, type PreviewServer } from './_preview.js'
import { routekit } from './_run.js'

let server: PreviewServer

beforeAll(async () => {
  server = await startPreview()
}, 30_000)

afterAll(() => server?.stop())

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
}

describe('routekit preview over real HTTP on loopback', () => {
  it('listens on 127.0.0.1 only, on a free port, and says so', () => {
    expect(server.base.hostname).toBe('127.0.0.1')
    expect(server.startLine.replace(server.ws.root, '<tmp>').replace(/:\d+\//, ':<port>/')).toMatchInlineSnapshot(`
      "routekit preview: http://127.0.0.1:<port>/ (serving <tmp>/site)
      "
    `)
  })

  it("serves index.html with no-cache and a CSP the page passes: the site's own origin only, as this build declares no csp", async () => {
    const r = await server.get('/')
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(r.headers['cache-control']).toBe('no-cache')
    expect(r.body).toContain('<div id="root"></div>')
    expect(r.headers['content-security-policy']).toMatchInlineSnapshot(
      `"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"`,
    )
  })

  it("serves a prerendered page's own HTML, with its inline script and style hashed into the CSP", async () => {
    const r = await server.get('/about')
    expect(r.status).toBe(200)
    expect(r.body).toContain('About (prerendered)')
    const csp = String(r.headers['content-security-policy'])
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(csp).toContain(`script-src 'self' ${hash('window.__staticRouterHydrationData = {"loaderData":{}};')}`)
    expect(csp).toContain(`style-src 'self' ${hash('.hero{color:#3b2fc9}')}`)
    expect(csp).not.toContain('unsafe-inline')
    expect((await server.get('/about/')).body).toContain('About (prerendered)')
  })

  it('falls back to index.html for unknown paths (the SPA decides), but not for missing files', async () => {
    const page = await server.get('/no/such/page?x=1')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<div id="root"></div>')
    expect((await server.get('/assets/missing-123.js')).status).toBe(404)
    // No flag file: 204, so the browser knows there is none, without a 404 in its console.
    const flag = await server.get('/maintenance.json')
    expect(flag.status).toBe(204)
    expect(flag.headers['cache-control']).toBe('no-cache')
  })

  it('caches hashed assets for a year, and revalidates maintenance.json and builds/latest.json', async () => {
    const js = await server.get('/assets/index-B7kq2x9a.js')
    expect(js.status).toBe(200)
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(js.headers['content-type']).toMatch(/javascript/)
    const build = await server.get('/builds/latest.json')
    expect(build.status).toBe(200)
    expect(build.headers['cache-control']).toBe('no-cache')
    expect((await server.get('/robots.txt')).headers['cache-control']).toBe('no-cache')
  })

  it('puts the security headers on every response: pages, assets, errors, refusals', async () => {
    for (const target of [
      '/',
      '/about',
      '/assets/index-B7kq2x9a.js',
      '/assets/missing.js',
      '/../package.json',
      '/maintenance.log',
    ]) {
      const r = await server.get(target)
      expect(r.headers, target).toMatchObject(SECURITY)
      expect(String(r.headers['content-security-policy']), target).toContain("frame-ancestors 'none'")
    }
  })

  it.each([
    ['/../package.json'],
    ['/assets/../../package.json'],
    ['/%2e%2e/package.json'],
    ['/%2E%2E%2Fpackage.json'],
    ['/assets/..%2f..%2fpackage.json'],
    ['/..%5cpackage.json'],
    ['/%00'],
    ['/index.html%00.js'],
    ['/%'],
  ])('refuses traversal and null bytes: %s', async (target) => {
    const r = await server.get(target)
    expect(r.status).toBe(400)
    expect(r.body).not.toContain('"name"') // never a byte of the repo's package.json
  })

  it('never serves the audit log or dotfiles (such as the temp file of a write)', async () => {
    writeFileSync(path.join(server.ws.site, 'maintenance.log'), '{"user":"ops"}\n')
    writeFileSync(path.join(server.ws.site, '.maintenance.json.123.tmp'), '{}')
    expect((await server.get('/maintenance.log')).status).toBe(404)
    expect((await server.get('/.maintenance.json.123.tmp')).status).toBe(404)
  })

  it('refuses methods other than GET and HEAD', async () => {
    const status = await new Promise<number>((done) => {
      const req = request({ host: server.base.hostname, port: server.base.port, path: '/', method: 'POST' }, (res) => {
        res.resume()
        done(res.statusCode ?? 0)
      })
      req.end('x')
    })
    expect(status).toBe(405)
  })
})

describe('maintenance on the server side (Laravel-style)', () => {
  it('redirects pages to /construction, answers it with 503 and Retry-After, lets assets and allowed paths through, honours ?preview=', async () => {
    const on = routekit(
      [
        'maintenance',
        'on',
        '--dir',
        'site',
        '--until',
        '2h',
        '--allow',
        '/about',
        '--secret',
        'Preview-Token-1-Xk7Qm9Lw',
      ],
      { cwd: server.ws.root },
    )
    expect(on.status).toBe(0)

    const home = await server.get('/')
    expect(home.status).toBe(302)
    expect(home.headers.location).toBe('/construction')
    expect(home.headers['cache-control']).toBe('no-store')
    expect(home.headers).toMatchObject(SECURITY)
    expect((await server.get('/pricing?plan=pro')).headers.location).toBe('/construction?from=%2Fpricing%3Fplan%3Dpro')

    const page = await server.get('/construction')
    expect(page.status).toBe(503)
    const retry = Number(page.headers['retry-after'])
    expect(retry).toBeGreaterThan(7000)
    expect(retry).toBeLessThanOrEqual(7200)
    expect(page.body).toContain('<div id="root"></div>')

    expect((await server.get('/about')).status).toBe(200) // --allow
    expect((await server.get('/assets/index-B7kq2x9a.js')).status).toBe(200)
    expect((await server.get('/maintenance.json')).status).toBe(200)
    expect((await server.get('/builds/latest.json')).status).toBe(200)

    const preview = await server.get('/?preview=Preview-Token-1-Xk7Qm9Lw')
    expect(preview.status).toBe(200)
    const cookie = String(preview.headers['set-cookie'])
    // The cookie carries the key the token derives (checked with one SHA-256), never the token; a session cookie the
    // app reads too, so every tab of the browser passes.
    const key = bypassKeyOf(
      'Preview-Token-1-Xk7Qm9Lw',
      readFileSync(path.join(server.ws.site, 'maintenance.json'), 'utf8'),
    )
    expect(cookie).toBe(`routekit_bypass=${key}; Path=/; SameSite=Lax`)
    expect((await server.get('/pricing', { cookie: `routekit_bypass=${key}` })).status).toBe(200)
    // Regression: the cookie used to hold the hash itself, which /maintenance.json serves to anyone, so it could be forged.
    const hash = createHash('sha256').update('Preview-Token-1-Xk7Qm9Lw').digest('hex')
    // And the verifier goes out only to the cookie's holder (issue 35: published to all, a plain SHA-256 let a word list find a weak token).
    expect(JSON.parse((await server.get('/maintenance.json')).body).bypass).toBeUndefined()
    const verifier = JSON.parse(readFileSync(path.join(server.ws.site, 'maintenance.json'), 'utf8')).bypass
    expect(verifier).toMatch(/^pbkdf2-sha256-keyhash\$600000\$/)
    expect(JSON.parse((await server.get('/maintenance.json', { cookie: `routekit_bypass=${key}` })).body).bypass).toBe(
      verifier,
    )
    for (const forged of [hash, 'Preview-Token-1-Xk7Qm9Lw', verifier.split('$')[3], 'a'.repeat(43)])
      expect((await server.get('/pricing', { cookie: `routekit_bypass=${forged}` })).status).toBe(302)
    expect((await server.get('/?preview=wrong-token')).status).toBe(302)

    expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: server.ws.root }).status).toBe(0)
    expect((await server.get('/')).status).toBe(200)
    expect((await server.get('/construction')).status).toBe(200)
  })

  it('stops cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM')
    const code = await new Promise((done) => server.child.once('exit', (c) => done(c)))
    expect(code).toBe(0)
  })
})
