// @vitest-environment jsdom
import { createHash, pbkdf2Sync, randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { formatBypass } from '../../src/config/maintenance/bypass-verifier.js'
import { createMaintenanceFile, PREVIEW_STORAGE_KEY } from '../../src/browser/maintenance-source.js'

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

/** The key behind a verifier: PBKDF2 over the token's SHA-256, derived here with Node; the source uses WebCrypto. */
function keyOf(token: string, salt: Buffer, iterations = 100_000): Buffer {
  return pbkdf2Sync(createHash('sha256').update(token).digest(), salt, iterations, 32, 'sha256')
}

/** The verifier `routekit maintenance on --secret` writes: the SHA-256 of that key, with its salt. */
function verifier(token: string, iterations = 100_000): string {
  const salt = randomBytes(16)
  return formatBypass(
    iterations,
    salt,
    createHash('sha256')
      .update(keyOf(token, salt, iterations))
      .digest(),
  )
}

/** The cookie value that holds a verifier's key, as a token holder's browser writes it. */
function cookieFor(token: string, bypass: string): string {
  const [, count, salt] = bypass.split('$') as [string, string, string]
  return keyOf(token, Buffer.from(salt, 'base64url'), Number(count)).toString('base64url')
}

/** A cookie jar as one browser has it: every source made with it (each tab, each page load) shares it. */
function cookieJar(initial = '') {
  const cookies = new Map<string, string>()
  const written: string[] = []
  for (const part of initial.split('; ').filter(Boolean)) cookies.set(part.split('=')[0]!, part.split('=')[1]!)
  return {
    written,
    get: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    set(cookie: string) {
      written.push(cookie)
      const [pair] = cookie.split(';')
      cookies.set(pair!.split('=')[0]!, pair!.slice(pair!.indexOf('=') + 1))
    },
  }
}

const ON = { enabled: true, message: 'Back soon', updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'ops' }
const OFF = { enabled: false, updatedAt: '2030-06-01T17:00:00.000Z', updatedBy: 'ops' }

/** A fake server: each test sets what /maintenance.json answers; every request is recorded. */
function fakeServer() {
  let answer: () => Response = () => new Response('', { status: 404 })
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer())
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch.mock.calls,
    json(body: unknown) {
      answer = () =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    },
    text(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
      answer = () => new Response(body, { status: 200, headers })
    },
    status(status: number) {
      answer = () => new Response(status === 204 ? null : '', { status })
    },
    fail() {
      answer = () => {
        throw new TypeError('Failed to fetch')
      }
    },
  }
}

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size
    },
  }
}

/** The source the test made last; settle() waits for its read in flight. */
let active: ReturnType<typeof createMaintenanceFile> | undefined

/**
 * Waits until the last source's read in flight (fetch, body, SHA-256) is done.
 * The hash runs on a real thread, so a fixed number of timer ticks is not enough
 * on a busy machine; refresh() hands back the read in flight (or is throttled
 * and fetches nothing), so awaiting it is exact.
 */
async function settle() {
  await vi.advanceTimersByTimeAsync(0)
  await active?.refresh('navigation')
  await vi.advanceTimersByTimeAsync(0)
}

let warnings: string[]
beforeEach(() => {
  vi.useFakeTimers()
  warnings = []
})
afterEach(() => {
  vi.useRealTimers()
})

function source(server: ReturnType<typeof fakeServer>, extra: Parameters<typeof createMaintenanceFile>[0] = {}) {
  active = createMaintenanceFile({
    fetch: server.fetch,
    storage: memoryStorage(),
    cookies: cookieJar(),
    search: () => '',
    warn: (m) => warnings.push(m),
    ...extra,
  })
  return active
}

describe('createMaintenanceFile', () => {
  test('reads /maintenance.json with cache: no-store on start', async () => {
    const server = fakeServer()
    server.json(ON)
    const flag = source(server)
    expect(flag.current()).toBeUndefined()
    flag.start()
    await settle()
    expect(server.calls).toHaveLength(1)
    expect(server.calls[0]![0]).toBe('/maintenance.json')
    expect(server.calls[0]![1]).toMatchObject({ cache: 'no-store' })
    expect(flag.current()).toEqual({ enabled: true, message: 'Back soon' })
    flag.stop()
  })

  test('an open tab follows `maintenance on` within one 10 s poll, and tells subscribers', async () => {
    const server = fakeServer()
    server.json(OFF)
    const flag = source(server)
    const listener = vi.fn()
    flag.subscribe(listener) // the first subscriber starts the polling
    await settle()
    expect(flag.current()).toEqual({ enabled: false })
    listener.mockClear()

    server.json(ON)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(flag.current()?.enabled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(flag.current()?.enabled).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)

    // An unchanged file does not wake subscribers.
    await vi.advanceTimersByTimeAsync(10_000)
    await settle()
    expect(listener).toHaveBeenCalledTimes(1)
    flag.stop()
  })

  test('navigations read the file at most once every 10 s, counted from the last request of any kind', async () => {
    const server = fakeServer()
    server.json(OFF)
    const flag = source(server)
    flag.start()
    await settle()
    expect(server.calls).toHaveLength(1)
    await flag.refresh('navigation') // right after start: throttled
    await vi.advanceTimersByTimeAsync(9_000)
    await flag.refresh('navigation')
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000) // the timed read, 10 s after the first
    expect(server.calls).toHaveLength(2)
    await flag.refresh('navigation') // right after it: throttled
    expect(server.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(9_999)
    await flag.refresh('navigation')
    expect(server.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1) // the next timed read
    expect(server.calls).toHaveLength(3)
    flag.stop()
  })

  test('a missing file (404, 204, or an SPA fallback answering HTML) means this source does not decide', async () => {
    const server = fakeServer()
    server.json(ON)
    const flag = source(server)
    flag.start()
    await settle()
    expect(flag.current()?.enabled).toBe(true)
    server.status(404)
    await vi.advanceTimersByTimeAsync(30_000)
    await settle()
    expect(flag.current()).toBeUndefined()

    server.json(ON)
    await flag.refresh('poll')
    server.status(204) // routekit preview's "no file"
    await flag.refresh('poll')
    expect(flag.current()).toBeUndefined()

    server.json(ON)
    await flag.refresh('poll')
    server.text('<!doctype html><html></html>', { 'content-type': 'text/html; charset=utf-8' })
    await flag.refresh('poll')
    expect(flag.current()).toBeUndefined()
    expect(warnings).toEqual([])
    flag.stop()
  })

  test('truncated, empty, non-JSON, huge files and failures keep the last known state with ONE warning', async () => {
    const server = fakeServer()
    server.json(ON)
    const flag = source(server)
    flag.start()
    await settle()
    const known = flag.current()
    expect(known?.enabled).toBe(true)

    const bad: Array<() => void> = [
      () => server.text(''),
      () => server.text(JSON.stringify(ON).slice(0, 15)),
      () => server.text('not json at all'),
      () => server.text(JSON.stringify({ ...ON, message: 'x'.repeat(10 * 1024 * 1024) })),
      () => server.status(500),
      () => server.fail(),
      () => server.json({ enabled: 'yes' }),
    ]
    for (const make of bad) {
      make()
      // A 500 and a failed request are retried three times, after 0.5–1 s, 1–2 s and 2–4 s: 9 s covers them.
      const reading = flag.refresh('poll')
      await vi.advanceTimersByTimeAsync(9_000)
      await reading
      expect(flag.current()).toBe(known)
    }
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchInlineSnapshot(
      `"routekit: /maintenance.json could not be used: maintenance.json is empty. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Until it is fixed, the site keeps the last known state (maintenance on)."`,
    )
  })

  test('a good read after a bad one re-arms the warning', async () => {
    const server = fakeServer()
    server.text('{')
    const flag = source(server)
    flag.start()
    await settle()
    expect(flag.current()).toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('the build flag and routes.yaml decide')
    server.json(OFF)
    await flag.refresh('poll')
    server.text('{')
    await flag.refresh('poll')
    expect(flag.current()).toEqual({ enabled: false })
    expect(warnings).toHaveLength(2)
  })

  test('?preview=<token> that matches `bypass` writes the bypass cookie: every later page and tab of the browser passes', async () => {
    const token = 'preview-token-123'
    const bypass = verifier(token)
    const server = fakeServer()
    server.json({ ...ON, bypass })
    const jar = cookieJar()
    const storage = memoryStorage()

    const first = source(server, { storage, cookies: jar, search: () => `?a=1&preview=${token}` })
    first.start()
    await settle()
    expect(first.current()).toMatchObject({ enabled: true, bypass: true })
    // The key behind the verifier, in a session cookie for the whole site (no Max-Age: it ends with the browser).
    expect(jar.written).toEqual([`routekit_bypass=${cookieFor(token, bypass)}; Path=/; SameSite=Lax`])
    // The tab kept the token's SHA-256 while it checked it, never the token.
    expect(storage.getItem(PREVIEW_STORAGE_KEY)).toBe(sha256(token))
    expect(JSON.stringify(server.calls) + jar.get() + storage.getItem(PREVIEW_STORAGE_KEY) + bypass).not.toContain(
      token,
    )
    first.stop()

    // Another tab of the same browser (its own sessionStorage, the same cookies), without the query: it passes, and
    // derives nothing (the cookie is one SHA-256).
    const derive = vi.spyOn(globalThis.crypto.subtle, 'deriveBits')
    try {
      const tab = source(server, { storage: memoryStorage(), cookies: jar })
      tab.start()
      await settle()
      expect(tab.current()).toMatchObject({ enabled: true, bypass: true })
      expect(derive).not.toHaveBeenCalled()
      tab.stop()
    } finally {
      derive.mockRestore()
    }

    // A new secret (another verifier, even of the same token) ends the old cookie's bypass.
    server.json({ ...ON, bypass: verifier('another-token-456') })
    const rotated = source(server, { storage: memoryStorage(), cookies: jar })
    rotated.start()
    await settle()
    expect(rotated.current()?.bypass).toBeUndefined()
    rotated.stop()
  })

  test('a wrong token, or a cookie that is not the key, does not bypass and writes nothing', async () => {
    const server = fakeServer()
    const bypass = verifier('right')
    server.json({ ...ON, bypass })
    // The verifier's own parts are no key: its hash, its salt, and a key of another token.
    const [, , salt, hash] = bypass.split('$') as [string, string, string, string]
    for (const forged of [hash, salt, cookieFor('wrong', bypass), 'x'.repeat(43)]) {
      const jar = cookieJar(`routekit_bypass=${forged}`)
      const flag = source(server, { cookies: jar, search: () => '?preview=wrong' })
      flag.start()
      await settle()
      expect(flag.current()).toEqual({ enabled: true, message: 'Back soon' })
      expect(jar.written).toEqual([])
      flag.stop()
    }
  })

  test("an older file's `bypass` (a plain SHA-256, or a PBKDF2 key published as it is) is read but lets no one in", async () => {
    // Regression guard: both hold, in the public file, everything a cookie checked against them would need.
    const token = 'old-preview-token'
    const salt = randomBytes(16)
    const published = `pbkdf2-sha256$100000$${salt.toString('base64url')}$${keyOf(token, salt).toString('base64url')}`
    for (const bypass of [sha256(token), published]) {
      const server = fakeServer()
      server.json({ ...ON, bypass })
      const jar = cookieJar(`routekit_bypass=${keyOf(token, salt).toString('base64url')}`)
      const flag = source(server, { cookies: jar, search: () => `?preview=${token}` })
      flag.start()
      await settle()
      expect(flag.current()).toEqual({ enabled: true, message: 'Back soon' })
      flag.stop()
    }
  })

  test('a preview left before the derivation ended still passes on the next page load of the tab', async () => {
    // Regression: with the verifier derived from the token itself, a visitor who left the ?preview= page within the
    // derivation's 0.2 s had nothing stored, and the next page load sent them to the maintenance page.
    const token = 'quick-leaver-token'
    const server = fakeServer()
    server.json({ ...ON, bypass: verifier(token) })
    const storage = memoryStorage()
    const first = source(server, { storage, cookies: cookieJar(), search: () => `?preview=${token}` })
    first.start()
    await settle()
    first.stop()
    // What a page left early has: the hash (written before the file is read), and no cookie yet.
    expect(storage.getItem(PREVIEW_STORAGE_KEY)).toBe(sha256(token))
    const jar = cookieJar()
    const next = source(server, { storage, cookies: jar })
    next.start()
    await settle()
    expect(next.current()).toMatchObject({ enabled: true, bypass: true })
    expect(jar.written).toHaveLength(1)
    next.stop()
  })

  test('the token is derived once per verifier: polls of an unchanged flag pay nothing, a new secret is checked once', async () => {
    const token = 'preview-token-456'
    const server = fakeServer()
    server.json({ ...ON, bypass: verifier('someone-else') })
    const derive = vi.spyOn(globalThis.crypto.subtle, 'deriveBits')
    try {
      const flag = source(server, { search: () => `?preview=${token}` })
      flag.start()
      await settle()
      await flag.refresh('poll')
      await flag.refresh('poll')
      expect(flag.current()?.bypass).toBeUndefined()
      expect(derive).toHaveBeenCalledTimes(1)
      server.json({ ...ON, message: 'Later', bypass: verifier(token) })
      await flag.refresh('poll')
      await flag.refresh('poll')
      expect(flag.current()).toMatchObject({ enabled: true, message: 'Later', bypass: true })
      expect(derive).toHaveBeenCalledTimes(2)
      flag.stop()
    } finally {
      derive.mockRestore()
    }
  })

  test("the router's first navigation starts the source: the token is known before the first decision", async () => {
    const token = 'first-load-token'
    const server = fakeServer()
    server.json({ ...ON, bypass: verifier(token) })
    const flag = source(server, { search: () => `?preview=${token}` })
    await flag.refresh('navigation') // no start(), no subscribe(): the router only calls refresh()
    expect(flag.current()).toMatchObject({ enabled: true, bypass: true })
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10_000)
    await settle()
    expect(server.calls).toHaveLength(2) // and it polls from then on
    flag.stop()
  })

  test('reads after the first are conditional: a 304 keeps the last state and wakes no one; a host without ETag gets plain reads', async () => {
    let body = JSON.stringify(ON)
    let etag: string | null = '"1"'
    const seen: Array<string | null> = []
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const sent = new Headers(init?.headers).get('if-none-match')
      seen.push(sent)
      if (etag !== null && sent === etag) return new Response(null, { status: 304, headers: { etag } })
      return new Response(body, {
        status: 200,
        headers: { 'content-type': 'application/json', ...(etag !== null && { etag }) },
      })
    }) as typeof globalThis.fetch
    const flag = source(fakeServer(), { fetch })
    const listener = vi.fn()
    flag.subscribe(listener)
    await settle()
    const known = flag.current()
    expect(known?.enabled).toBe(true)
    listener.mockClear()

    await vi.advanceTimersByTimeAsync(10_000)
    await settle()
    expect(seen).toEqual([null, '"1"'])
    expect(flag.current()).toBe(known)
    expect(listener).not.toHaveBeenCalled()

    // `maintenance off`: a new file, a new ETag, a 200.
    body = JSON.stringify(OFF)
    etag = '"2"'
    await vi.advanceTimersByTimeAsync(10_000)
    await settle()
    expect(seen.at(-1)).toBe('"1"')
    expect(flag.current()).toEqual({ enabled: false })
    expect(listener).toHaveBeenCalledTimes(1)

    // A host that sends no ETag: every read is a plain 200, and works the same.
    etag = null
    body = JSON.stringify(ON)
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.advanceTimersByTimeAsync(10_000)
    await settle()
    expect(seen.slice(-2)).toEqual(['"2"', null])
    expect(flag.current()?.enabled).toBe(true)
    expect(warnings).toEqual([])
    flag.stop()
  })

  test('a bad file stays quiet while the host answers 304 for it: one warning, the last good state', async () => {
    let body = JSON.stringify(ON)
    let etag = '"good"'
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Headers(init?.headers).get('if-none-match') === etag
        ? new Response(null, { status: 304, headers: { etag } })
        : new Response(body, {
            status: 200,
            headers: { 'content-type': 'application/json', etag },
          })) as typeof globalThis.fetch
    const flag = source(fakeServer(), { fetch })
    await flag.refresh('start')
    const known = flag.current()
    body = '{"enabled": tru'
    etag = '"bad"'
    for (let poll = 0; poll < 3; poll++) await flag.refresh('poll')
    expect(flag.current()).toBe(known)
    expect(warnings).toHaveLength(1)
    flag.stop()
  })

  test('stop() ends the polling', async () => {
    const server = fakeServer()
    server.json(OFF)
    const flag = source(server)
    flag.start()
    await settle()
    flag.stop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(server.calls).toHaveLength(1)
  })
})
