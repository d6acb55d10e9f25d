// The maintenance watcher of a page with scripts: none (static-page.ts), run as the browser runs it: a classic script
// with its own globals. It must keep the runtime poll's policy (browser/_poll.ts, browser/maintenance-source.ts): a read
// at once, then one conditional request per 10 s while visible, none while hidden, Retry-After honoured; and on
// enabled: true it hands over to the app's entry instead of deciding anything itself. Fake timers and a scripted
// fetch: a minute in a hidden tab takes no real minute.
import { Script } from 'node:vm'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { staticPageHtml } from '../../src/vite/static-page.js'

const PAGE =
  '<html><head></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-1.js"></script></body></html>'
const WATCHER = /<script>([\s\S]*?)<\/script>/.exec(
  staticPageHtml(PAGE, { maintenanceUrl: '/maintenance.json', base: '/' }),
)![1]!

type Answer = () => Response
const json =
  (flag: object, etag = '"v1"') =>
  () =>
    new Response(JSON.stringify(flag), { status: 200, headers: { 'content-type': 'application/json', etag } })
const OFF = { enabled: false, updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'routekit build' }
const ON = { ...OFF, enabled: true }

/** Runs the watcher against scripted answers (the last repeats); records each request. */
function runWatcher(answers: Answer[]) {
  const requests: { at: number; ifNoneMatch: string | null }[] = []
  const listeners = new Map<string, () => void>()
  const document = {
    visibilityState: 'visible',
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  }
  const fetch = async (_url: string, init: { headers: Record<string, string> }) => {
    requests.push({ at: Date.now(), ifNoneMatch: init.headers['if-none-match'] ?? null })
    return answers[Math.min(requests.length, answers.length) - 1]!()
  }
  const context = {
    document,
    fetch,
    setTimeout,
    clearTimeout,
    Date,
    Math,
    JSON,
    Promise,
    addEventListener: (type: string, l: () => void) => listeners.set(`window:${type}`, l),
  }
  new Script(WATCHER).runInNewContext(context)
  const setVisibility = (state: 'visible' | 'hidden') => {
    document.visibilityState = state
    listeners.get('visibilitychange')!()
  }
  return { requests, setVisibility }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the watcher of a page with scripts: none', () => {
  test('reads at once, then once per 10 s, conditionally: an unchanged file is a 304', async () => {
    vi.useFakeTimers({ now: 0 })
    const notModified = () => new Response(null, { status: 304, headers: { etag: '"v1"' } })
    const w = runWatcher([json(OFF), notModified])
    await vi.advanceTimersByTimeAsync(0)
    expect(w.requests).toEqual([{ at: 0, ifNoneMatch: null }])
    await vi.advanceTimersByTimeAsync(9_999)
    expect(w.requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(w.requests).toEqual(
      [0, 10_000, 20_000, 30_000, 40_000].map((at, i) => ({ at, ifNoneMatch: i === 0 ? null : '"v1"' })),
    )
  })

  test('makes no request while the tab is hidden, and reads at once when it shows again', async () => {
    vi.useFakeTimers({ now: 0 })
    const w = runWatcher([json(OFF)])
    await vi.advanceTimersByTimeAsync(0)
    w.setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(w.requests.map((r) => r.at)).toEqual([0])
    w.setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(w.requests.map((r) => r.at)).toEqual([0, 60_000])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(w.requests.map((r) => r.at)).toEqual([0, 60_000, 70_000])
  })

  test('honours Retry-After on a busy answer: no retry before it', async () => {
    vi.useFakeTimers({ now: 0 })
    const w = runWatcher([() => new Response(null, { status: 503, headers: { 'retry-after': '5' } }), json(OFF)])
    await vi.advanceTimersByTimeAsync(4_999)
    expect(w.requests.map((r) => r.at)).toEqual([0])
    await vi.advanceTimersByTimeAsync(1)
    expect(w.requests.map((r) => r.at)).toEqual([0, 5_000])
  })

  // The hand-over itself (the entry loads, the app hydrates, resolve() moves the tab) is e2e/static-page.test.ts's:
  // node:vm runs no import() without --experimental-vm-modules, so here every import of the entry fails.
  test('an entry that cannot load (a deploy removed it) keeps the watcher going: the next read tries again', async () => {
    vi.useFakeTimers({ now: 0 })
    const w = runWatcher([json(OFF), json(ON, '"v2"')])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(w.requests.map((r) => r.at)).toEqual([0, 10_000, 20_000, 30_000])
  })

  test('a missing file (404, the HTML of a fallback) or a bad one keeps the page, and the reads go on', async () => {
    vi.useFakeTimers({ now: 0 })
    const html = () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } })
    const w = runWatcher([
      () => new Response(null, { status: 404 }),
      html,
      () => new Response('{"enabled": tru', { status: 200 }),
    ])
    await vi.advanceTimersByTimeAsync(20_000)
    expect(w.requests.map((r) => r.at)).toEqual([0, 10_000, 20_000])
  })
})
