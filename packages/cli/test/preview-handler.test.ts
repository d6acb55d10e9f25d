// createPreviewHandler mounted in a plain node:http server, the way
// docs/deploy.md offers it for production: the same maintenance probes as
// the real `routekit preview` process, the bypass cookie, https behind a
// proxy, the flag the browser is shown, and a handler error.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPreviewHandler } from '../src/preview/server.js'
import { bypassKeyOf } from './_bypass-key.js'
import { makeSite } from './_maintenance-fixture.js'
import { CODINGS, PAGE_FORMS, PAGE_HTML, plantPages } from './_maintenance-probes.js'
import { missingSecurityHeaders, rawRequest } from './_raw-http.js'
import { routekit } from './_run.js'

let ws: ReturnType<typeof makeSite>
let server: Server
let port: number
const warnings: string[] = []

beforeAll(async () => {
  ws = makeSite()
  plantPages(ws.site)
  server = createServer(
    createPreviewHandler({ dir: ws.site, trustProxy: true, hstsMaxAge: 31_536_000, warn: (m) => warnings.push(m) }),
  )
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  ws.cleanup()
})

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(port, target, headers)
const on = (...args: string[]) =>
  expect(routekit(['maintenance', 'on', '--dir', 'site', ...args], { cwd: ws.root }).status).toBe(0)
const off = () => expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: ws.root }).status).toBe(0)

describe('createPreviewHandler in a plain node:http server', () => {
  it('during maintenance, no form of a page sends HTML, under any encoding', async () => {
    on('--until', '1h')
    try {
      for (const target of PAGE_FORMS) {
        for (const coding of CODINGS) {
          const r = await get(target, coding ? { 'Accept-Encoding': coding } : {})
          const where = `${target} (Accept-Encoding: ${coding})`
          expect([302, 404], where).toContain(r.status)
          expect(r.headers['content-encoding'], where).toBeUndefined()
          expect(r.text, where).not.toMatch(PAGE_HTML)
          expect(missingSecurityHeaders(r), where).toEqual([])
        }
      }
      expect((await get('/construction')).status).toBe(503)
    } finally {
      off()
    }
  })

  it('the bypass cookie holds the key, is Secure behind an https proxy, and neither the token, its hash nor the verifier passes', async () => {
    on('--secret', 'Handler-Token-1-Xk7Qm9Lw')
    try {
      const key = bypassKeyOf('Handler-Token-1-Xk7Qm9Lw', readFileSync(path.join(ws.site, 'maintenance.json'), 'utf8'))
      const https = { 'X-Forwarded-Proto': 'https' }
      const preview = await get('/?preview=Handler-Token-1-Xk7Qm9Lw', https)
      expect(preview.status).toBe(200)
      expect(preview.headers['set-cookie']).toBe(`routekit_bypass=${key}; Path=/; SameSite=Lax; Secure`)
      expect(preview.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      // Over plain http: no Secure (the browser would drop the cookie), no HSTS (browsers ignore it there).
      const plain = await get('/?preview=Handler-Token-1-Xk7Qm9Lw')
      expect(plain.headers['set-cookie']).toBe(`routekit_bypass=${key}; Path=/; SameSite=Lax`)
      expect(plain.headers['strict-transport-security']).toBeUndefined()
      expect((await get('/about', { Cookie: `routekit_bypass=${key}` })).status).toBe(200)
      const hash = createHash('sha256').update('Handler-Token-1-Xk7Qm9Lw').digest('hex')
      const verifier = JSON.parse(readFileSync(path.join(ws.site, 'maintenance.json'), 'utf8')).bypass
      // The verifier goes out only to the cookie's holder, whose browser checks its cookie against it (issue 35).
      expect(JSON.parse((await get('/maintenance.json')).body.toString()).bypass).toBeUndefined()
      expect(
        JSON.parse((await get('/maintenance.json', { Cookie: `routekit_bypass=${key}` })).body.toString()).bypass,
      ).toBe(verifier)
      for (const forged of [hash, verifier, verifier.split('$')[3], 'Handler-Token-1-Xk7Qm9Lw'])
        expect((await get('/about', { Cookie: `routekit_bypass=${forged}` })).status).toBe(302)
    } finally {
      off()
    }
  })

  it('an invalid flag after a good one: the server and /maintenance.json both keep the good state, with one warning', async () => {
    on('--message', 'back soon')
    try {
      expect((await get('/about')).status).toBe(302)
      const good = (await get('/maintenance.json')).body.toString()
      warnings.length = 0
      writeFileSync(path.join(ws.site, 'maintenance.json'), '{"enabled": tru')
      for (let i = 0; i < 3; i++) {
        expect((await get('/about')).status).toBe(302)
        expect((await get('/maintenance.json')).body.toString()).toBe(good)
      }
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain('the last known state stays (maintenance on)')
    } finally {
      off()
    }
    expect((await get('/about')).status).toBe(200)
    expect(JSON.parse((await get('/maintenance.json')).body.toString()).enabled).toBe(false)
  })

  it('a handler error is a 500 with the security headers, and the server goes on', async () => {
    const broken = createServer(
      createPreviewHandler({ dir: path.join(ws.root, 'no-such-folder'), warn: () => undefined }),
    )
    await new Promise<void>((done) => broken.listen(0, '127.0.0.1', done))
    try {
      const brokenPort = (broken.address() as AddressInfo).port
      for (let i = 0; i < 2; i++) {
        const r = await rawRequest(brokenPort, '/about')
        expect(r.status).toBe(500)
        expect(missingSecurityHeaders(r)).toEqual([])
        expect(r.body.toString()).toMatchInlineSnapshot(`
          "Internal Server Error: the request could not be served.
          "
        `)
      }
    } finally {
      broken.closeAllConnections()
      await new Promise((done) => broken.close(done))
    }
  })
})
