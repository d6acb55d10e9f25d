// routekit preview sends the build's precompressed siblings (`<file>.br`,
// `<file>.gz`) by the request's Accept-Encoding: for assets through send, for
// pages through its own HTML branch, whose CSP still hashes the uncompressed
// HTML. It never sends a sibling older than its file, nor one of
// maintenance.json or builds/*, which change while the site is served.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreview, type PreviewServer } from './_preview.js'
import { routekit } from './_run.js'

const JS = '/assets/app-Zq81x.js'
const INLINE_SCRIPT = 'window.__staticRouterHydrationData = {"loaderData":{}};'
const words = (n: number) => 'the same words, again and again. '.repeat(n)
const js = `export const text = ${JSON.stringify(words(100))}\n`
const about = `<!doctype html><html><head><title>About</title><script>${INLINE_SCRIPT}</script></head><body><div id="root" data-routekit-prerendered="/about"><p>${words(80)}</p></div></body></html>`

let server: PreviewServer
const site = (file: string) => path.join(server.ws.site, file)

/** Writes `file` with its `.br` and `.gz`; `siblingsOf` is what the siblings hold (default: the file). */
function withSiblings(dir: string, file: string, content: string, siblingsOf = content): void {
  const full = path.join(dir, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, content)
  writeFileSync(`${full}.br`, brotliCompressSync(siblingsOf))
  writeFileSync(`${full}.gz`, gzipSync(siblingsOf))
}

/** Sets a file's mtime `seconds` from now. */
const age = (file: string, seconds: number) => utimesSync(file, new Date(), new Date(Date.now() + seconds * 1000))

beforeAll(async () => {
  server = await startPreview(({ site: dir }) => {
    withSiblings(dir, JS.slice(1), js)
    withSiblings(dir, 'about/index.html', about)
    // Stale: the file was edited after the build compressed it; the siblings still hold the old text.
    for (const file of ['stale/index.html', 'assets/stale-Kd02.js']) {
      withSiblings(dir, file, `<p>new ${words(60)}</p>`, `<p>old ${words(60)}</p>`)
      age(path.join(dir, `${file}.br`), -60)
      age(path.join(dir, `${file}.gz`), -60)
    }
    // A deploy removed the chunk; its sibling stayed behind.
    writeFileSync(path.join(dir, 'assets/gone-Pz3.js.br'), brotliCompressSync(js))
    // Fresh siblings that must still never be sent: builds/* changes at run time.
    withSiblings(dir, 'builds/latest.json', '{"id":"b2","timestamp":2}\n', '{"id":"OLD","timestamp":1}\n')
  })
}, 30_000)

afterAll(() => server?.stop())

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A request whose body comes back as bytes, never decoded (node:http does not decompress). */
function send(
  target: string,
  acceptEncoding: string | null,
  method = 'GET',
  extra: Record<string, string> = {},
): Promise<Answer> {
  const headers = { ...extra, ...(acceptEncoding !== null && { 'accept-encoding': acceptEncoding }) }
  return new Promise((done, fail) => {
    const req = request(
      { host: server.base.hostname, port: server.base.port, path: target, method, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', fail)
    req.end()
  })
}

/** The body as the browser reads it: decoded by its Content-Encoding. */
function decoded(r: Answer): string {
  const coding = r.headers['content-encoding']
  const bytes = coding === 'br' ? brotliDecompressSync(r.body) : coding === 'gzip' ? gunzipSync(r.body) : r.body
  return bytes.toString('utf8')
}

const SITE = [
  { what: 'an asset (send)', target: JS, original: () => js },
  { what: 'a page (the HTML branch)', target: '/about', original: () => about },
]

describe.each(SITE)('$what', ({ target, original }) => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['br;q=nonsense', undefined],
    ['identity', undefined],
    ['', undefined],
    [null, undefined],
  ])('Accept-Encoding %j gets %s', async (accept, coding) => {
    const r = await send(target, accept)
    expect(r.status).toBe(200)
    expect(r.headers['content-encoding']).toBe(coding)
    expect(r.headers.vary).toBe('Accept-Encoding')
    expect(Number(r.headers['content-length'])).toBe(r.body.length)
    expect(decoded(r)).toBe(original())
    if (coding !== undefined) expect(r.body.length).toBeLessThan(Buffer.byteLength(original()) / 3)
  })

  it('HEAD answers with the headers of the GET and no body', async () => {
    const [get, head] = await Promise.all([send(target, 'br'), send(target, 'br', 'HEAD')])
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    for (const name of [
      'content-encoding',
      'content-length',
      'content-type',
      'vary',
      'cache-control',
      'content-security-policy',
    ]) {
      expect(head.headers[name], name).toBe(get.headers[name])
    }
    expect(head.headers['content-encoding']).toBe('br')
  })
})

describe('precompressed pages', () => {
  it("hash the uncompressed HTML's inline script into the CSP, whatever the coding", async () => {
    const [br, gzip, plain] = await Promise.all([send('/about', 'br'), send('/about', 'gzip'), send('/about', null)])
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`
    expect(plain.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`)
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
    expect(gzip.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
  })

  it('an asset revalidated with its ETag answers 304 with Vary', async () => {
    const first = await send(JS, 'br')
    const again = await send(JS, 'br', 'GET', { 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.headers.vary).toBe('Accept-Encoding')
  })
})

describe('siblings that must not be sent', () => {
  it.each(['/stale', '/assets/stale-Kd02.js'])('%s: a sibling older than its file is ignored', async (target) => {
    const r = await send(target, 'br, gzip')
    expect(r.status).toBe(200)
    expect(r.headers['content-encoding']).toBeUndefined()
    expect(r.body.toString('utf8')).toMatch(/^<p>new /)
  })

  it('a sibling without its file is a 404, like the missing file', async () => {
    const r = await send('/assets/gone-Pz3.js', 'br')
    expect(r.status).toBe(404)
    expect(r.headers['content-encoding']).toBeUndefined()
  })

  it('builds/latest.json goes out raw, even beside a fresh sibling', async () => {
    const r = await send('/builds/latest.json', 'br, gzip')
    expect(r.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(r.body.toString('utf8'))).toEqual({ id: 'b2', timestamp: 2 })
  })

  it('maintenance.json goes out raw after `routekit maintenance on`, even beside a fresh sibling', async () => {
    // Fresh siblings from before the switch: as new as the file, so only the rule keeps them out.
    writeFileSync(site('maintenance.json.br'), brotliCompressSync('{"enabled":false}'))
    writeFileSync(site('maintenance.json.gz'), gzipSync('{"enabled":false}'))
    const on = routekit(['maintenance', 'on', '--dir', 'site', '--allow', '/about'], { cwd: server.ws.root })
    expect(on.status, on.stderr).toBe(0)
    for (const sibling of ['maintenance.json.br', 'maintenance.json.gz']) age(site(sibling), 60)
    try {
      for (const accept of ['br', 'gzip', 'br, gzip']) {
        const r = await send('/maintenance.json', accept)
        expect(r.status).toBe(200)
        expect(r.headers['content-encoding']).toBeUndefined()
        expect(JSON.parse(r.body.toString('utf8'))).toMatchObject({ enabled: true })
        expect(r.body.equals(readFileSync(site('maintenance.json')))).toBe(true)
      }
    } finally {
      expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: server.ws.root }).status).toBe(0)
    }
  })
})
