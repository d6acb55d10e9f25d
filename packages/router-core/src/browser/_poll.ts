/**
 * The one poller behind the site's own small files (maintenance.json,
 * builds/latest.json): conditional requests, retries, and no requests from a
 * hidden tab. Private to router-core, and imported only by modules that are
 * themselves loaded with import(), so it never weighs on a first load.
 */

/** Statuses worth another try: the server is busy, restarting, rate-limiting or raced (408, 409, 425, 429, 5xx gateways). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export interface PollerOptions {
  url: string
  headers?: Record<string, string>
  /**
   * Takes an answer other than 304 (a 304 keeps the last state, so it is not
   * handed on). Resolving `true` keeps the answer's ETag for the next
   * `If-None-Match`; `false` (or a throw) makes the next read a whole one.
   */
  take(response: Response): Promise<boolean> | boolean
  /** Every try failed before any answer came (offline, blocked). */
  fail(error: unknown): void
  /** Between timed reads, counted from the start of the last request of any kind. */
  intervalMs: number
  /** A throttled read (a navigation, a tab coming back) only goes out this long after the last request. Default `intervalMs`. */
  minGapMs?: number
  /** Tries after the first. Default 3. */
  retries?: number
  /** The first retry waits 0.5–1 × this, the next 1–2 ×, then 2–4 × (exponential, with jitter). Default 1 000 ms. */
  backoffMs?: number
  /** The longest `Retry-After` obeyed; a longer one waits this long. Default 30 000 ms. */
  maxRetryAfterMs?: number
  fetch?: typeof globalThis.fetch
  now?: () => number
  random?: () => number
}

export interface Poller {
  /**
   * Reads the file now, or joins the read in flight (reads never overlap).
   * `throttled`: only when the last request started `minGapMs` ago or more.
   */
  read(throttled?: boolean): Promise<void>
  /** Starts the timed reads, the first after `firstMs` (default `intervalMs`), and listens for visibility and `online`. */
  start(firstMs?: number): void
  /** Ends the timed reads and cancels a retry that is waiting. A later read() still reads once. */
  stop(): void
}

/** `Retry-After` in milliseconds from `now`: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? ''
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date names its month; Date.parse alone would take "-1" for the year -1.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : NaN
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

const _hidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden'

/**
 * A poller for one URL. Every request is `cache: 'no-store'` with
 * `If-None-Match` once an ETag is known, so an unchanged file costs a 304 with
 * no body. Timed reads pause while the tab is hidden; when it shows again (or
 * the browser comes back online) one read goes out at once if one is due.
 */
export function createPoller(options: PollerOptions): Poller {
  const { url, intervalMs, retries = 3, backoffMs = 1000, maxRetryAfterMs = 30_000 } = options
  const minGapMs = options.minGapMs ?? intervalMs
  const now = options.now ?? (() => Date.now())
  const random = options.random ?? Math.random
  let etag: string | null = null
  let lastAt = -Infinity
  let nextAt = Infinity
  let inFlight: Promise<void> | null = null
  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Bumped by stop() and by hiding, so a retry that waits gives up. */
  let generation = 0
  let wake: (() => void) | null = null

  const schedule = (): void => {
    clearTimeout(timer)
    timer = undefined
    if (running && !_hidden() && nextAt !== Infinity) timer = setTimeout(() => void read(), Math.max(0, nextAt - now()))
  }

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(t)
        wake = null
        resolve()
      }
      const t = setTimeout(done, ms)
      wake = done
    })

  const waitBefore = (tries: number, response: Response | undefined): number => {
    const span = backoffMs * 2 ** tries
    const backoff = span / 2 + (random() * span) / 2
    const after = response ? parseRetryAfter(response.headers.get('retry-after'), now()) : undefined
    return after === undefined ? backoff : Math.max(Math.min(after, maxRetryAfterMs), backoff)
  }

  const attempt = async (): Promise<void> => {
    const mine = generation
    const fetchImpl = options.fetch ?? globalThis.fetch
    for (let tries = 0; ; tries++) {
      lastAt = now()
      nextAt = lastAt + intervalMs
      let response: Response | undefined
      let error: unknown
      try {
        response = await fetchImpl(url, {
          cache: 'no-store',
          headers: etag ? { ...options.headers, 'if-none-match': etag } : { ...options.headers },
        })
      } catch (caught) {
        error = caught
      }
      const retry =
        (response === undefined || RETRY_STATUSES.has(response.status)) &&
        tries < retries &&
        mine === generation &&
        !_hidden()
      if (!retry) {
        if (response === undefined) return options.fail(error)
        // Read to its (empty) end: a response left unread counts as aborted in the browser's network log.
        if (response.status === 304 && etag) return void (await response.arrayBuffer().catch(() => {}))
        let keep = false
        try {
          keep = (await options.take(response)) === true
        } catch {
          /* the taker reports its own problems */
        }
        etag = keep ? response.headers.get('etag') : null
        return
      }
      void response?.body?.cancel().catch(() => {})
      await sleep(waitBefore(tries, response))
      if (mine !== generation || _hidden()) return
    }
  }

  const read = (throttled = false): Promise<void> => {
    if (inFlight) return inFlight
    if (throttled && now() - lastAt < minGapMs) return Promise.resolve()
    clearTimeout(timer)
    inFlight = attempt().finally(() => {
      inFlight = null
      schedule()
    })
    return inFlight
  }

  const onVisibility = (): void => {
    if (!_hidden()) return void read(true).then(schedule)
    generation++
    wake?.()
    schedule()
  }
  const onOnline = (): void => void read()

  return {
    read,
    start(firstMs = intervalMs) {
      if (running) return
      running = true
      nextAt = now() + firstMs
      schedule()
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility)
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline)
    },
    stop() {
      running = false
      generation++
      wake?.()
      schedule()
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility)
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline)
    },
  }
}
