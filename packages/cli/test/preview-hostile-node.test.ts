// Issue 35, probes 7 and 10, against the real `routekit preview` process over
// raw sockets: a client that stops reading is let go within the documented
// 30 s, and the answers Node would write itself (no Host, two Host lines, an
// absolute-form target with an empty path) follow RFC 9112 with the security
// headers.
import { writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreview, type PreviewServer } from './_preview.js'
import { missingSecurityHeaders, rawExchange } from './_raw-http.js'

/** Far more than the loopback socket buffers hold, so the server's send queue fills. */
const BIG = 64 * 1024 * 1024

let server: PreviewServer
let port: number

beforeAll(async () => {
  server = await startPreview(({ site }) =>
    writeFileSync(path.join(site, 'assets', 'big-S7.bin'), Buffer.alloc(BIG, 0x61)),
  )
  port = Number(server.base.port)
}, 30_000)

afterAll(() => server?.stop())

describe('Node-level answers follow RFC 9112, with the security headers', () => {
  it('an HTTP/1.1 request without Host: 400 (Node answered it without the security headers)', async () => {
    const r = await rawExchange(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n')
    expect(r.status).toBe(400)
    expect(missingSecurityHeaders(r)).toEqual([])
    expect(r.body.toString()).toMatchInlineSnapshot(`
      "Bad Request: an HTTP/1.1 request needs a Host header (RFC 9112 §3.2).
      "
    `)
  })

  it('two Host lines: 400 (the server answered 200)', async () => {
    const r = await rawExchange(
      port,
      'GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
    )
    expect(r.status).toBe(400)
    expect(missingSecurityHeaders(r)).toEqual([])
    expect(r.body.toString()).toContain('more than one Host header')
  })

  it('HTTP/1.0 needs no Host', async () => {
    const r = await rawExchange(port, 'GET /robots.txt HTTP/1.0\r\n\r\n')
    expect(r.status).toBe(200)
  })

  it('GET http://x?a=1 asks for / (it was a 400)', async () => {
    const r = await rawExchange(port, 'GET http://x?a=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(missingSecurityHeaders(r)).toEqual([])
  })
})

describe('a client that stops reading', () => {
  it('is let go within the documented 30 s, its descriptors closed (it held on about 60 s)', async () => {
    // The earlier probes' sockets may still be closing: the baseline is the lowest count over a second.
    let before = server.openFds()
    for (let i = 0; i < 20; i++, await new Promise((r) => setTimeout(r, 50)))
      before = Math.min(before, server.openFds())
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    // No 'data' listener: the socket stays paused and reads nothing, so the server's send queue fills and stays full.
    await new Promise<void>((done) => socket.once('connect', () => done()))
    const started = Date.now()
    socket.write('GET /assets/big-S7.bin HTTP/1.1\r\nHost: x\r\n\r\n')
    // The connection and the file are open on the server's side.
    const end = Date.now() + 10_000
    while (server.openFds() < before + 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 50))
    expect(server.openFds()).toBeGreaterThanOrEqual(before + 2)
    expect(await server.fdsSettle(before, 40_000)).toBeLessThanOrEqual(before)
    const held = Date.now() - started
    socket.destroy()
    expect(held).toBeGreaterThan(25_000) // a reader is not cut early
    expect(held).toBeLessThan(33_000)
  }, 60_000)
})
