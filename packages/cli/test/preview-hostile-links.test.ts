// Issue 35, probes 3 to 6, against the real `routekit preview` process over
// raw sockets: links of every kind at maintenance.json and among the files,
// and a preview secret that the served flag must not give away.
import { createHash } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeSite } from './_maintenance-fixture.js'
import { startPreview, type PreviewServer } from './_preview.js'
import { missingSecurityHeaders, rawRequest } from './_raw-http.js'
import { bypassKeyOf } from './_bypass-key.js'
import { routekit } from './_run.js'

let server: PreviewServer | undefined
afterEach(() => server?.stop())

async function start(prepare?: Parameters<typeof startPreview>[0]) {
  server = await startPreview(prepare)
  const port = Number(server.base.port)
  return { s: server, get: (target: string, headers: Record<string, string> = {}) => rawRequest(port, target, headers) }
}

describe('a link at maintenance.json keeps the last good state, with one warning', () => {
  it('a symlink loop: pages still follow the flag, no 500 (every page was a 500, ELOOP)', async () => {
    const { s, get } = await start()
    expect(routekit(['maintenance', 'on', '--dir', 'site', '--message', 'upgrading'], { cwd: s.ws.root }).status).toBe(
      0,
    )
    expect((await get('/about')).status).toBe(302)
    const flag = path.join(s.ws.site, 'maintenance.json')
    unlinkSync(flag)
    symlinkSync('maintenance.json', flag)
    for (let i = 0; i < 5; i++) {
      const page = await get('/about')
      expect(page.status).toBe(302)
      expect(missingSecurityHeaders(page)).toEqual([])
      const published = await get('/maintenance.json')
      expect(published.status).toBe(200)
      expect(JSON.parse(published.body.toString())).toMatchObject({ enabled: true, message: 'upgrading' })
    }
    expect(s.stderr().match(/is not usable/g)).toHaveLength(1)
    expect(s.stderr()).toContain('a symlink loop')
  })

  it('a symlink out of the folder is neither served nor obeyed (the server obeyed the outside file)', async () => {
    const outside = JSON.stringify({
      enabled: true,
      message: 'FROM-OUTSIDE',
      updatedAt: '2030-01-01T00:00:00Z',
      updatedBy: 'x',
    })
    const { s, get } = await start(({ root, site }) => {
      writeFileSync(path.join(root, 'outside.json'), outside)
      symlinkSync(path.join(root, 'outside.json'), path.join(site, 'maintenance.json'))
    })
    for (let i = 0; i < 3; i++) {
      expect((await get('/about')).status).toBe(200)
      const published = await get('/maintenance.json')
      expect(published.status).toBe(204)
      expect(published.text).not.toContain('FROM-OUTSIDE')
    }
    expect(s.stderr().match(/is not usable/g)).toHaveLength(1)
    expect(s.stderr()).toContain('it leads outside the served folder')
    // A good file in its place is taken at once, and the warning may come again after it.
    const fresh = path.join(s.ws.site, 'maintenance.json')
    unlinkSync(fresh)
    expect(routekit(['maintenance', 'on', '--dir', 'site'], { cwd: s.ws.root }).status).toBe(0)
    expect((await get('/about')).status).toBe(302)
  })
})

describe('no private file under another name', () => {
  it('a hard link to maintenance.log, the lock or a dotfile is a 404 (the log went out, cached for a year)', async () => {
    const SECRET = 'USER-NAMES-IN-THE-LOG'
    const { get } = await start(({ site }) => {
      writeFileSync(path.join(site, 'maintenance.log'), `{"user":"${SECRET}"}\n`)
      writeFileSync(path.join(site, '.env'), `TOKEN=${SECRET}\n`)
      mkdirSync(path.join(site, 'assets', 'deep'))
      linkSync(path.join(site, 'maintenance.log'), path.join(site, 'assets', 'log-A1.js'))
      linkSync(path.join(site, 'maintenance.log'), path.join(site, 'assets', 'deep', 'log.txt'))
      linkSync(path.join(site, '.env'), path.join(site, 'env.txt'))
      linkSync(path.join(site, 'maintenance.log'), path.join(site, 'log.html'))
      writeFileSync(path.join(site, '.maintenance.lock'), `{"user":"${SECRET}"}\n`)
      linkSync(path.join(site, '.maintenance.lock'), path.join(site, 'assets', 'lock-B2.js'))
    })
    for (const target of ['/assets/log-A1.js', '/assets/deep/log.txt', '/env.txt', '/log.html', '/assets/lock-B2.js']) {
      const r = await get(target)
      expect([302, 404], target).toContain(r.status)
      expect(r.text, target).not.toContain(SECRET)
      expect(r.headers['cache-control'], target).not.toContain('max-age=31536000')
    }
    // A file with one name is served as before.
    expect((await get('/assets/index-B7kq2x9a.js')).status).toBe(200)
  })
})

describe('the preview secret cannot be found from what the server serves', () => {
  it('a weak --secret is refused with RK610, and nothing is written', () => {
    const ws = makeSite()
    try {
      const r = routekit(['maintenance', 'on', '--dir', 'site', '--secret', 'password'], { cwd: ws.root })
      expect(r.status).toBe(2)
      expect(r.stderr).toMatchInlineSnapshot(`
        "routekit: RK610 --secret: the token is too weak: it is 8 characters long; a token needs at least 22. Anyone can read maintenance.json on a static host and try a word list against it. Give --secret with no value to get a random one.
        "
      `)
      const words = routekit(['maintenance', 'on', '--dir', 'site', '--secret', 'correcthorsebatterystaple'], {
        cwd: ws.root,
      })
      expect(words.stderr).toContain('it must mix lower case, upper case and digits')
      const repeated = routekit(['maintenance', 'on', '--dir', 'site', '--secret', 'Aa1Aa1Aa1Aa1Aa1Aa1Aa1Aa1'], {
        cwd: ws.root,
      })
      expect(repeated.stderr).toContain('it repeats a few characters')
      expect(routekit(['maintenance', 'status', '--dir', 'site'], { cwd: ws.root }).stdout).toContain(
        'Maintenance is OFF (there is no maintenance.json)',
      )
    } finally {
      ws.cleanup()
    }
  })

  it('/maintenance.json carries no verifier; the cookie holder alone gets the slow salted one back (it was the plain SHA-256 for all)', async () => {
    const { s, get } = await start()
    const on = routekit(['maintenance', 'on', '--dir', 'site', '--secret'], { cwd: s.ws.root })
    const token = /\/\?preview=([A-Za-z0-9_-]+)/.exec(on.stdout)![1]!
    const hash = createHash('sha256').update(token).digest('hex')
    const verifier = JSON.parse(readFileSync(path.join(s.ws.site, 'maintenance.json'), 'utf8')).bypass as string
    expect(verifier).toMatch(/^pbkdf2-sha256-keyhash\$600000\$[\w-]{22}\$[\w-]{43}$/)
    const key = bypassKeyOf(token, verifier)
    const published = await get('/maintenance.json')
    expect(published.status).toBe(200)
    expect(published.headers.vary).toBe('Cookie')
    expect(Object.keys(JSON.parse(published.body.toString()))).toEqual(['enabled', 'updatedAt', 'updatedBy'])
    expect(published.text).not.toContain(hash)
    expect(published.text).not.toContain(verifier)
    // Neither the token, its hash, the verifier, its parts nor a guess passes; the key does, and its holder's flag names
    // the verifier for the browser runtime.
    for (const cookie of [token, hash, verifier, ...verifier.split('$').slice(2), 'password', key.slice(0, -1) + 'A'])
      if (cookie !== key) expect((await get('/about', { Cookie: `routekit_bypass=${cookie}` })).status).toBe(302)
    expect((await get('/about', { Cookie: `routekit_bypass=${key}` })).status).toBe(200)
    const holder = await get('/maintenance.json', { Cookie: `routekit_bypass=${key}` })
    expect(JSON.parse(holder.body.toString()).bypass).toBe(verifier)
    expect(holder.headers.etag).not.toBe(published.headers.etag)
  })
})
