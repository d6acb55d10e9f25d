// The preview server against a hostile file system and hostile clients, one
// fault per server: symlinks out of the folder, files its user cannot read,
// a FIFO or a device where maintenance.json should be, 1,000 aborted
// downloads, a low descriptor limit, and more connections than it allows.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startPreview, type PreviewLaunch, type PreviewServer } from './_preview.js'
import { missingSecurityHeaders, rawRequest } from './_raw-http.js'
import type { makeSite } from './_maintenance-fixture.js'
import { routekit } from './_run.js'

let server: PreviewServer | undefined
afterEach(() => server?.stop())

const BIG = 4 * 1024 * 1024

async function start(
  prepare: (ws: ReturnType<typeof makeSite>) => void,
  launch?: PreviewLaunch,
): Promise<{
  s: PreviewServer
  get: typeof rawRequest extends (p: number, ...a: infer A) => infer R ? (...a: A) => R : never
}> {
  server = await startPreview(prepare, launch)
  const port = Number(server.base.port)
  return { s: server, get: (...args) => rawRequest(port, ...args) }
}

/** Starts a download of `target` and destroys the socket at its first byte of body. */
function abortAfterFirstChunk(port: number, target: string): Promise<void> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`))
    socket.once('data', () => socket.destroy())
    socket.on('error', () => undefined)
    socket.on('close', () => done())
  })
}

describe('the folder is a jail (a symlink used to be followed out of it)', () => {
  it('serves links that stay inside, refuses links that lead out, and never sends what lies outside', async () => {
    const secret = 'OUTSIDE-THE-FOLDER'
    const { get } = await start(({ root, site }) => {
      writeFileSync(path.join(root, 'secret.txt'), secret)
      mkdirSync(path.join(root, 'private'))
      writeFileSync(path.join(root, 'private', 'index.html'), `<p>${secret}</p>`)
      writeFileSync(path.join(root, 'private', 'notes.txt'), secret)
      symlinkSync('/etc/passwd', path.join(site, 'passwd.txt'))
      symlinkSync(path.join(root, 'secret.txt'), path.join(site, 'secret.txt'))
      symlinkSync('../secret.txt', path.join(site, 'assets', 'relative.js'))
      symlinkSync(path.join(root, 'private'), path.join(site, 'private'))
      symlinkSync('loop.txt', path.join(site, 'loop.txt'))
      symlinkSync('robots.txt', path.join(site, 'robots-link.txt'))
      symlinkSync('about', path.join(site, 'about-link'))
      writeFileSync(path.join(site, 'maintenance.log'), `{"user":"${secret}"}\n`)
      symlinkSync('maintenance.log', path.join(site, 'log.txt'))
    })
    for (const target of [
      '/log.txt',
      '/passwd.txt',
      '/secret.txt',
      '/assets/relative.js',
      '/private/notes.txt',
      '/private/index.html',
      '/loop.txt',
    ]) {
      const r = await get(target)
      expect(r.status, target).toBe(404)
      expect(missingSecurityHeaders(r), target).toEqual([])
    }
    // A page path through a link that leads out gets the SPA shell, never the outside HTML.
    for (const target of ['/private', '/private/']) {
      const r = await get(target)
      expect(r.text, target).not.toContain(secret)
      expect(r.text, target).not.toContain('root:x:0:0')
    }
    expect((await get('/robots-link.txt')).status).toBe(200)
    expect((await get('/about-link')).body.toString()).toContain('About (prerendered)')
  })
})

describe('files the server cannot read (they crashed it)', () => {
  // Root reads a mode-000 file anyway, so as root the server runs as nobody.
  const asRoot = process.getuid?.() === 0
  it('answers 500 with the security headers, warns, and keeps serving', async () => {
    const { s, get } = await start(
      ({ root, site }) => {
        writeFileSync(path.join(site, 'assets', 'locked-Q1.js'), 'console.log(1)\n')
        mkdirSync(path.join(site, 'locked'))
        writeFileSync(path.join(site, 'locked', 'index.html'), '<!doctype html><p>locked</p>')
        chmodSync(path.join(site, 'assets', 'locked-Q1.js'), 0o000)
        chmodSync(path.join(site, 'locked', 'index.html'), 0o000)
        // nobody must be able to reach the folder and the CLI.
        chmodSync(root, 0o755)
      },
      asRoot ? { uid: 65534 } : {},
    )
    for (const target of ['/assets/locked-Q1.js', '/locked', '/locked/index.html']) {
      const r = await get(target)
      expect(r.status, target).toBe(500)
      expect(missingSecurityHeaders(r), target).toEqual([])
    }
    expect((await get('/about')).status).toBe(200)
    expect(s.child.exitCode).toBeNull()
    expect(s.stderr()).toContain('EACCES')
  })
})

describe('maintenance.json that is not a file (a FIFO hung the whole server)', () => {
  const mkfifo = (file: string) => expect(spawnSync('mkfifo', [file]).status).toBe(0)

  it('a FIFO is refused with one warning; pages, maintenance.json and `status` answer at once', async () => {
    const { s, get } = await start(({ site }) => mkfifo(path.join(site, 'maintenance.json')))
    for (let i = 0; i < 5; i++) {
      expect((await get('/about')).status).toBe(200)
      expect((await get('/maintenance.json')).status).toBe(204)
    }
    expect(s.stderr().match(/is not usable/g)).toHaveLength(1)
    expect(s.stderr()).toContain('it is not a regular file')
    const status = routekit(['maintenance', 'status', '--dir', 'site'], { cwd: s.ws.root })
    expect(status.status).toBe(2)
    expect(status.stderr).toContain('it is not a regular file (a FIFO)')
  })

  it('a FIFO or a device after a good flag keeps the good state, and /maintenance.json keeps serving it', async () => {
    const { s, get } = await start(({ site }) => mkfifo(path.join(site, 'pipe.js')))
    expect(routekit(['maintenance', 'on', '--dir', 'site', '--message', 'upgrading'], { cwd: s.ws.root }).status).toBe(
      0,
    )
    expect((await get('/about')).status).toBe(302)
    const flag = path.join(s.ws.site, 'maintenance.json')
    for (const swap of [
      () => mkfifo(flag),
      () => symlinkSync('/dev/zero', flag),
      () => writeFileSync(flag, 'x'.repeat(50 * 1024 * 1024)),
    ]) {
      unlinkSync(flag)
      swap()
      expect((await get('/about')).status).toBe(302)
      const published = await get('/maintenance.json')
      expect(published.status).toBe(200)
      expect(JSON.parse(published.body.toString())).toMatchObject({ enabled: true, message: 'upgrading' })
    }
    // A FIFO among the files is not a file: 404 at once, no read that never ends.
    expect((await get('/pipe.js')).status).toBe(404)
    expect(s.child.exitCode).toBeNull()
  })
})

describe('descriptors', () => {
  it('1,000 downloads aborted after the first chunk: descriptors back where they started within 5 s (300 used to stay open)', async () => {
    const { s } = await start(({ site }) => writeFileSync(path.join(site, 'assets', 'big-Z9.js'), 'x'.repeat(BIG)))
    const port = Number(s.base.port)
    await abortAfterFirstChunk(port, '/assets/big-Z9.js')
    await new Promise((r) => setTimeout(r, 200))
    const before = s.openFds()
    for (let batch = 0; batch < 1000; batch += 25) {
      await Promise.all(Array.from({ length: 25 }, () => abortAfterFirstChunk(port, '/assets/big-Z9.js')))
    }
    expect(await s.fdsSettle(before, 5_000)).toBeLessThanOrEqual(before)
    expect((await rawRequest(port, '/about')).status).toBe(200)
  }, 120_000)

  it('under a low descriptor limit, running out of descriptors is an answer or a refused connection, never a crash', async () => {
    const { s } = await start(({ site }) => writeFileSync(path.join(site, 'assets', 'big-Z9.js'), 'x'.repeat(BIG)), {
      maxFiles: 64,
    })
    const port = Number(s.base.port)
    // 80 downloads that never read: each holds a socket and a file open.
    const sockets: Socket[] = []
    for (let i = 0; i < 80; i++) {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /assets/big-Z9.js HTTP/1.1\r\nHost: x\r\n\r\n'))
      socket.on('error', () => undefined)
      socket.pause()
      sockets.push(socket)
    }
    await new Promise((r) => setTimeout(r, 1_500))
    expect(s.child.exitCode).toBeNull()
    for (const socket of sockets) socket.destroy()
    await new Promise((r) => setTimeout(r, 500))
    const after = await rawRequest(port, '/about')
    expect(after.status).toBe(200)
    expect(s.child.exitCode).toBeNull()
  }, 60_000)
})

describe('connection cap', () => {
  it('connections past --max-connections get a clear 503 with the security headers; below it, service resumes', async () => {
    const { s } = await start(() => undefined, { args: ['--max-connections', '3'] })
    const port = Number(s.base.port)
    const idle = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<Socket>((done) => {
            const c = connect(port, '127.0.0.1', () => done(c))
          }),
      ),
    )
    const over = await rawRequest(port, '/about')
    expect([over.status, over.headers['retry-after'], over.headers.connection]).toEqual([503, '1', 'close'])
    expect(missingSecurityHeaders(over)).toEqual([])
    expect(over.body.toString()).toMatchInlineSnapshot(`
      "Service Unavailable: the server has too many open connections; try again in a moment.
      "
    `)
    for (const c of idle) c.destroy()
    await new Promise((r) => setTimeout(r, 200))
    expect((await rawRequest(port, '/about')).status).toBe(200)
  })
})
