// The one poller behind maintenance.json and builds/latest.json (src/browser/_poll.ts).
// Retries run against a real node:http server on 127.0.0.1, in real time: the
// test asserts only lower bounds (no retry earlier than Retry-After or the
// backoff's floor) and the order of the answers, never how fast they came.
// Visibility and the cap on Retry-After run on fake timers, with a stand-in
// document, so a minute in a hidden tab takes no real minute.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPoller, parseRetryAfter, RETRY_STATUSES } from '../../src/browser/_poll.js'

interface Seen {
  at: number
  ifNoneMatch: string | undefined
}

/** A real server that answers each request with the next scripted answer (the last one repeats), recording when each came. */
async function scriptedServer(answers: Array<(res: ServerResponse, req: IncomingMessage) => void>) {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    seen.push({ at: performance.now(), ifNoneMatch: req.headers['if-none-match'] })
    answers[Math.min(seen.length, answers.length) - 1]!(res, req)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/maintenance.json`,
    seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const BODY = JSON.stringify({ enabled: false, updatedAt: '2030-06-01T17:00:00.000Z', updatedBy: 'ops' })
const ETAG = '"v1"'
const status =
  (code: number, headers: Record<string, string> = {}) =>
  (res: ServerResponse) =>
    res.writeHead(code, headers).end()
const file = (res: ServerResponse, req: IncomingMessage) => {
  if (req.headers['if-none-match'] === ETAG) return void res.writeHead(304, { etag: ETAG }).end()
  res.writeHead(200, { 'content-type': 'application/json', etag: ETAG }).end(BODY)
}

/** Node's timers may fire up to about a millisecond early against performance.now(); a lower bound allows for that. */
const EARLY = 2

let stopServer: (() => Promise<void>) | undefined
afterEach(async () => {
  await stopServer?.()
  stopServer = undefined
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createPoller against a real server', () => {
  test('503 with Retry-After: 2, then 429, then 200: retried no earlier than Retry-After, then after the backoff, and the 200 is taken', async () => {
    const server = await scriptedServer([status(503, { 'retry-after': '2' }), status(429), file])
    stopServer = server.stop
    const taken: number[] = []
    const fail = vi.fn()
    const poller = createPoller({
      url: server.url,
      intervalMs: 60_000,
      take: (r) => (taken.push(r.status), true),
      fail,
    })
    await poller.read()
    expect(server.seen).toHaveLength(3)
    const [first, second, third] = server.seen.map((s) => s.at) as [number, number, number]
    expect(second - first, 'the retry after the 503 waited its Retry-After (2 s)').toBeGreaterThanOrEqual(2000 - EARLY)
    expect(
      third - second,
      "the retry after the 429 waited at least the second backoff's floor (1 s)",
    ).toBeGreaterThanOrEqual(1000 - EARLY)
    expect(taken).toEqual([200])
    expect(fail).not.toHaveBeenCalled()

    // The next read is conditional: the server's 304 keeps the last state and reaches no taker.
    await poller.read()
    expect(server.seen[3]?.ifNoneMatch).toBe(ETAG)
    expect(taken).toEqual([200])
    poller.stop()
  })

  test('other 4xx are not retried', async () => {
    for (const code of [400, 401, 403, 404, 410, 451]) {
      const server = await scriptedServer([status(code), file])
      const taken: number[] = []
      const poller = createPoller({
        url: server.url,
        intervalMs: 60_000,
        take: (r) => (taken.push(r.status), false),
        fail: () => {},
      })
      await poller.read()
      expect(server.seen, `${code}`).toHaveLength(1)
      expect(taken).toEqual([code])
      await server.stop()
    }
  })

  test('retries end after three, and the last answer is handed on once', async () => {
    const server = await scriptedServer([status(503)])
    stopServer = server.stop
    const taken: number[] = []
    const poller = createPoller({
      url: server.url,
      intervalMs: 60_000,
      backoffMs: 10,
      take: (r) => (taken.push(r.status), false),
      fail: () => {},
    })
    await poller.read()
    expect(server.seen).toHaveLength(4)
    expect(taken).toEqual([503])
  })

  test('reads never overlap: calls during a read join it', async () => {
    const server = await scriptedServer([status(503, { 'retry-after': '1' }), file])
    stopServer = server.stop
    const take = vi.fn(() => true)
    const poller = createPoller({ url: server.url, intervalMs: 60_000, take, fail: () => {} })
    await Promise.all([poller.read(), poller.read(), poller.read(true)])
    expect(server.seen).toHaveLength(2)
    expect(take).toHaveBeenCalledTimes(1)
  })

  test('a host that sends no ETag still works: plain 200s, no If-None-Match', async () => {
    const server = await scriptedServer([(res) => res.writeHead(200, { 'content-type': 'application/json' }).end(BODY)])
    stopServer = server.stop
    const take = vi.fn(() => true)
    const poller = createPoller({ url: server.url, intervalMs: 60_000, take, fail: () => {} })
    await poller.read()
    await poller.read()
    expect(server.seen.map((s) => s.ifNoneMatch)).toEqual([undefined, undefined])
    expect(take).toHaveBeenCalledTimes(2)
  })
})

/** A stand-in document whose visibility the test sets, and a window for `online`. */
function stubPage() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const window = new EventTarget()
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', window)
  return {
    hide() {
      document.visibilityState = 'hidden'
      document.dispatchEvent(new Event('visibilitychange'))
    },
    show() {
      document.visibilityState = 'visible'
      document.dispatchEvent(new Event('visibilitychange'))
    },
    online: () => window.dispatchEvent(new Event('online')),
  }
}

function fakeFetch(answer: () => Response = () => new Response(BODY, { status: 200, headers: { etag: ETAG } })) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer())
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch.mock.calls }
}

describe('createPoller on fake timers', () => {
  test('a tab hidden for a minute makes no requests, and one goes out at once when it shows again', async () => {
    vi.useFakeTimers()
    const page = stubPage()
    const server = fakeFetch()
    const poller = createPoller({
      url: '/maintenance.json',
      intervalMs: 10_000,
      fetch: server.fetch,
      take: () => true,
      fail: () => {},
    })
    poller.start()
    await poller.read()
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.calls).toHaveLength(2)

    page.hide()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls, 'nothing while hidden').toHaveLength(2)
    page.show()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls, 'one read at once').toHaveLength(3)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(server.calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls, 'then every 10 s again').toHaveLength(4)
    poller.stop()
  })

  test('a tab hidden and shown again within 10 s of its last request waits for its next timed read', async () => {
    vi.useFakeTimers()
    const page = stubPage()
    const server = fakeFetch()
    const poller = createPoller({
      url: '/maintenance.json',
      intervalMs: 10_000,
      fetch: server.fetch,
      take: () => true,
      fail: () => {},
    })
    poller.start()
    await poller.read()
    await vi.advanceTimersByTimeAsync(3_000)
    page.hide()
    await vi.advanceTimersByTimeAsync(3_000)
    page.show()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(server.calls).toHaveLength(2)
    poller.stop()
  })

  test('coming back online reads at once', async () => {
    vi.useFakeTimers()
    const page = stubPage()
    const server = fakeFetch()
    const poller = createPoller({
      url: '/maintenance.json',
      intervalMs: 10_000,
      fetch: server.fetch,
      take: () => true,
      fail: () => {},
    })
    poller.start()
    await poller.read()
    await vi.advanceTimersByTimeAsync(1_000)
    page.online()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls).toHaveLength(2)
    poller.stop()
  })

  test('hiding the tab cancels a retry that waits, and the failure stays quiet', async () => {
    vi.useFakeTimers()
    const page = stubPage()
    const server = fakeFetch(() => new Response('', { status: 503, headers: { 'retry-after': '20' } }))
    const take = vi.fn(() => false)
    const poller = createPoller({
      url: '/maintenance.json',
      intervalMs: 10_000,
      fetch: server.fetch,
      take,
      fail: () => {},
    })
    poller.start()
    const reading = poller.read()
    await vi.advanceTimersByTimeAsync(1_000)
    page.hide()
    await reading
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toHaveLength(1)
    expect(take).not.toHaveBeenCalled()
    poller.stop()
  })

  test('Retry-After is capped: an hour waits maxRetryAfterMs (default 30 s)', async () => {
    vi.useFakeTimers()
    const server = fakeFetch(() => new Response('', { status: 503, headers: { 'retry-after': '3600' } }))
    const poller = createPoller({
      url: '/maintenance.json',
      intervalMs: 60_000,
      retries: 1,
      fetch: server.fetch,
      take: () => false,
      fail: () => {},
    })
    void poller.read()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(2)
  })

  test('a network error is retried with backoff, then reported once', async () => {
    vi.useFakeTimers()
    const server = fakeFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const fail = vi.fn()
    const poller = createPoller({
      url: '/maintenance.json',
      intervalMs: 60_000,
      random: () => 0,
      fetch: server.fetch,
      take: () => true,
      fail,
    })
    const reading = poller.read()
    await vi.advanceTimersByTimeAsync(499)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1) // 0.5 s, then 1 s, then 2 s: the floor of each backoff
    expect(server.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(3_000)
    await reading
    expect(server.calls).toHaveLength(4)
    expect(fail).toHaveBeenCalledTimes(1)
  })
})

describe('parseRetryAfter', () => {
  test('delay-seconds and HTTP dates', () => {
    const now = Date.parse('2030-06-01T16:00:00Z')
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000)
    expect(parseRetryAfter('Sat, 01 Jun 2030 16:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Sat, 01 Jun 2030 15:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-1', now)).toBeUndefined()
  })

  test('the retry statuses are the seed list', () => {
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })
})
