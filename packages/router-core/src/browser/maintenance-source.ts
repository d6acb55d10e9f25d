import { DEFAULT_MAINTENANCE_URL, MAINTENANCE_FILE_MAX_BYTES } from '../config/constants.js'
import type { MaintenanceFile } from '../config/maintenance/maintenance-file.js'
import { readMaintenanceFlag } from '../config/maintenance/maintenance-flag.js'
import { maintenanceStateOf } from '../config/maintenance/maintenance-state.js'
import type { MaintenanceState } from '../config/resolve.js'
import { BYPASS_COOKIE } from '../config/maintenance/bypass-verifier.js'
import { createPoller } from './_poll.js'
import type { MaintenanceSource } from './maintenance.js'

/**
 * The sessionStorage key that holds the SHA-256 of the visitor's `?preview=` token until it has been checked against
 * a flag's `bypass`: never the token. A page left before that check ends loses nothing: the next page load of the tab
 * derives from it. Once the token matches, the `routekit_bypass` cookie holds the bypass for every tab (bypass-verifier.ts).
 */
export const PREVIEW_STORAGE_KEY = 'routekit:maintenance-preview'

/** Where the bypass cookie is read and written: `document.cookie`, or a jar in tests. */
export interface CookieJar {
  /** Every cookie of the page, as `document.cookie` gives them (`a=1; b=2`). */
  get(): string
  /** Sets one cookie, as an assignment to `document.cookie` does. */
  set(cookie: string): void
}

export interface MaintenanceFileOptions {
  /**
   * Where the flag file is served. Default `/maintenance.json`. A site built with a Vite `base` other than `/` passes
   * `maintenanceUrl` from `virtual:routekit/build` (the base applied), as the templates do.
   */
  url?: string
  /** How often an open, visible tab reads the file again, counted from its last request. Default 10 000 ms. */
  pollMs?: number
  /**
   * A navigation, or a tab that shows again, reads the file only when the last
   * request started at least this long ago. Default 10 000 ms: with the
   * default `pollMs`, one request per tab per 10 s at most.
   */
  navigationThrottleMs?: number
  fetch?: typeof globalThis.fetch
  /** Where a `?preview=` token's hash waits until it has been checked. Default `sessionStorage`: this tab. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  /**
   * Where the bypass cookie is read and written once a token matched. Default `document.cookie`: a session cookie,
   * so the bypass holds in every tab of the browser until it closes.
   */
  cookies?: CookieJar
  /** The page's query string, read once on start for `?preview=`. Default `location.search`. */
  search?: () => string
  now?: () => number
  /** Jitter for the retry backoff. Default `Math.random`. */
  random?: () => number
  /** Where the one warning about a bad file goes. Default `console.warn`. */
  warn?: (message: string) => void
}

/** The runtime flag read from `maintenance.json`, with its own polling. */
export interface MaintenanceFileSource extends MaintenanceSource {
  current(): MaintenanceState | undefined
  /** Reads the file now (or joins the read in flight); `navigation` and `visible` are throttled, `poll` and `start` are not. */
  refresh(reason?: 'navigation' | 'visible' | 'poll' | 'start'): Promise<void>
  subscribe(listener: () => void): () => void
  /** Reads the file, then every `pollMs` while the tab is visible. The first `subscribe()` or `refresh()` starts it too. */
  start(): void
  stop(): void
}

/** What the last good answer said: no file yet, no file, or a well-formed flag. */
type FileState = { kind: 'unknown' } | { kind: 'missing' } | { kind: 'read'; flag: MaintenanceFile }

/**
 * Creates the runtime maintenance source: it reads `/maintenance.json` on
 * start, then every 10 s while the tab is visible, on navigations, and at once
 * when the tab shows again or comes back online, never more than once per
 * 10 s. So an open tab follows `routekit maintenance on|off` within about 10 s
 * without a reload. Each read is a conditional request (`If-None-Match`,
 * `cache: 'no-store'`): an unchanged file costs a 304 with no body. Busy
 * answers (408, 409, 425, 429, 500, 502, 503, 504) and network errors are
 * retried with backoff, honouring `Retry-After`.
 *
 * - A missing file (404, or the host's SPA fallback answering with HTML):
 *   `current()` is undefined, so the build flag and routes.yaml decide.
 * - An unreadable, malformed, truncated or oversized file: the last known
 *   state stays, and one warning is logged until a good read.
 * - `?preview=<token>` that matches the file's `bypass` (a PBKDF2 key of it, derived once) skips maintenance
 *   in every tab of this browser until it closes: the key goes into the `routekit_bypass` cookie, which
 *   `routekit preview`, nginx and the edge functions check too. It is a preview convenience for ops, not access
 *   control on a static host: anyone who has the link gets in, and the pages themselves are public files.
 *
 * Never throws.
 *
 * @example
 * import { maintenanceUrl } from 'virtual:routekit/build'
 * const maintenance = createMaintenanceFile({ url: maintenanceUrl })
 * const routes = createRoutes(config, { pages, layouts, guards, maintenance })
 */
export function createMaintenanceFile(options: MaintenanceFileOptions = {}): MaintenanceFileSource {
  const url = options.url ?? DEFAULT_MAINTENANCE_URL
  const pollMs = options.pollMs ?? 10_000
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const listeners = new Set<() => void>()

  let state: FileState = { kind: 'unknown' }
  let snapshot: MaintenanceState | undefined
  let previewHash: string | null = _readStorage(options.storage)
  /** The `bypass` this browser holds (its cookie, or the token's key): the flag's own, compared on each publish. */
  let previewVerified: string | null = null
  /** Each verifier checked, by the cookie seen and the hash: one derivation per token per flag, not one per read. */
  const checked = new Map<string, Promise<void>>()
  const cookies = options.cookies ?? _documentCookies()
  let warned = false
  let started = false
  /** Set by stop(): later refreshes still read the file, but no longer restart the polling. */
  let stopped = false

  const publish = (): void => {
    const next =
      state.kind === 'read'
        ? maintenanceStateOf(state.flag, { bypass: !!state.flag.bypass && state.flag.bypass === previewVerified })
        : undefined
    if (JSON.stringify(next) === JSON.stringify(snapshot)) return
    snapshot = next
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch {
        /* a listener's failure is its own; the others still hear about the change */
      }
    }
  }

  const complain = (problem: string): false => {
    if (warned) return false
    warned = true
    const kept =
      state.kind === 'read'
        ? `the site keeps the last known state (maintenance ${state.flag.enabled ? 'on' : 'off'})`
        : 'the build flag and routes.yaml decide'
    warn(`routekit: ${url} could not be used: ${problem} Until it is fixed, ${kept}.`)
    return false
  }

  // A good answer: take it, and warn again the next time the file goes bad.
  const settle = (next: FileState): true => {
    state = next
    warned = false
    return true
  }

  // One answer (never a 304: that keeps the last state). True when its ETag may stand for this state next time.
  const take = async (response: Response): Promise<boolean> => {
    try {
      // 204 is how `routekit preview` says "no file" without a 404 in the console (which Lighthouse counts).
      if (response.status === 404 || response.status === 410 || response.status === 204)
        return settle({ kind: 'missing' })
      if (!response.ok) return complain(`the server answered ${response.status}.`)
      // Hosts with an SPA fallback answer a missing file with index.html: that means "no file".
      if ((response.headers.get('content-type') ?? '').includes('text/html')) return settle({ kind: 'missing' })
      const length = Number(response.headers.get('content-length') ?? '0')
      if (length > MAINTENANCE_FILE_MAX_BYTES)
        return complain(`it is too large (${length} bytes; the limit is ${MAINTENANCE_FILE_MAX_BYTES}).`)
      const text = await response.text()
      const flag = readMaintenanceFlag(text)
      if (flag === null) {
        // Not a well-formed file: the state stays as it was. The validator (zod, 7 KB gzip) loads only now, to say what
        // is wrong, so a page view with a good file downloads none of it.
        const { parseMaintenanceFile } = await import('../config/maintenance/maintenance-file.js')
        const parsed = parseMaintenanceFile(text)
        complain(parsed.ok ? 'it is not a well-formed maintenance.json.' : parsed.error)
        // A bad file keeps its ETag too: while it stays as it is, the next reads are 304s and stay quiet.
        return true
      }
      return settle({ kind: 'read', flag })
    } catch (error) {
      return complain(`its body could not be read (${error instanceof Error ? error.message : String(error)}).`)
    } finally {
      await prepare()
      await verify()
      publish()
    }
  }

  const poller = createPoller({
    url,
    headers: { accept: 'application/json' },
    take,
    fail: (error) => complain(`the request failed (${error instanceof Error ? error.message : String(error)}).`),
    intervalMs: pollMs,
    minGapMs: options.navigationThrottleMs ?? 10_000,
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.now && { now: options.now }),
    ...(options.random && { random: options.random }),
  })

  // The `?preview=` token is read once, before the first read of the file, so the first decision already knows it.
  let prepared: Promise<void> | null = null
  const prepare = (): Promise<void> =>
    (prepared ??= (async () => {
      const token = _previewToken(options.search)
      if (!token) return
      const hash = await _sha256Hex(token)
      if (hash === null)
        return warn(
          'routekit: ?preview= needs crypto.subtle, which browsers offer only over https or on localhost; the preview token was ignored.',
        )
      previewHash = hash
      _writeStorage(options.storage, hash)
    })())

  // The cookie, else the token's hash, against the file's `bypass`: a SHA-256 for the cookie, one derivation per token.
  const verify = (): Promise<void> => {
    const bypass = state.kind === 'read' ? state.flag.bypass : undefined
    if (!bypass || bypass === previewVerified) return Promise.resolve()
    const hash = previewHash
    const cookie = _bypassCookie(cookies)
    const key = `${bypass} ${cookie ?? ''} ${hash ?? ''}`
    let check = checked.get(key)
    if (!check) {
      check = import('./_bypass-check.js')
        .then(({ checkBypass }) => checkBypass(bypass, cookie, hash, cookies && ((c) => cookies.set(c)), _isSecure()))
        .then((match) => {
          if (match === null)
            return warn(
              'routekit: ?preview= needs crypto.subtle, which browsers offer only over https or on localhost; the preview token was ignored.',
            )
          if (match) previewVerified = bypass
        })
        .catch(() => {})
      // The last few pairs only: a new cookie or a new flag is checked once, and old entries are dropped.
      if (checked.size >= 8) checked.delete(checked.keys().next().value!)
      checked.set(key, check)
    }
    return check
  }

  const refresh = (reason: 'navigation' | 'visible' | 'poll' | 'start' = 'poll'): Promise<void> => {
    if (!stopped) start()
    return prepare()
      .then(() => poller.read(reason === 'navigation' || reason === 'visible'))
      .catch(() => {})
      .finally(publish)
  }

  const start = (): void => {
    if (started) return
    started = true
    stopped = false
    poller.start(pollMs)
    void refresh('start')
  }

  const stop = (): void => {
    started = false
    stopped = true
    poller.stop()
  }

  return {
    current: () => snapshot,
    refresh,
    subscribe(listener) {
      listeners.add(listener)
      start()
      return () => void listeners.delete(listener)
    },
    start,
    stop,
  }
}

function _previewToken(search: (() => string) | undefined): string | null {
  try {
    const query = search ? search() : typeof location === 'undefined' ? '' : location.search
    const token = new URLSearchParams(query).get('preview')
    return token && token.length <= 512 ? token : null
  } catch {
    return null
  }
}

/** SHA-256 as lowercase hex, or null where crypto.subtle is missing (plain http off localhost). */
async function _sha256Hex(text: string): Promise<string | null> {
  try {
    const subtle = globalThis.crypto?.subtle
    if (!subtle) return null
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text))
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
  } catch {
    return null
  }
}

// Storage may be missing or throw (private modes, sandboxed frames): the pending hash then lasts one page load.
function _storageOf(storage: MaintenanceFileOptions['storage']): MaintenanceFileOptions['storage'] | undefined {
  try {
    return storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)
  } catch {
    return undefined
  }
}

function _readStorage(storage: MaintenanceFileOptions['storage']): string | null {
  try {
    const value = _storageOf(storage)?.getItem(PREVIEW_STORAGE_KEY) ?? null
    return value !== null && /^[0-9a-f]{64}$/.test(value) ? value : null
  } catch {
    return null
  }
}

function _writeStorage(storage: MaintenanceFileOptions['storage'], value: string): void {
  try {
    _storageOf(storage)?.setItem(PREVIEW_STORAGE_KEY, value)
  } catch {
    /* see _storageOf */
  }
}

/** The page's cookies, or none outside a document. */
function _documentCookies(): CookieJar | undefined {
  if (typeof document === 'undefined') return undefined
  return {
    get: () => document.cookie,
    set: (cookie) => void (document.cookie = cookie),
  }
}

/** The bypass cookie's value, or undefined. */
function _bypassCookie(jar: CookieJar | undefined): string | undefined {
  try {
    for (const part of (jar?.get() ?? '').split(';')) {
      const at = part.indexOf('=')
      if (at > 0 && part.slice(0, at).trim() === BYPASS_COOKIE) return part.slice(at + 1).trim()
    }
  } catch {
    /* cookies refused (a sandboxed frame): no cookie */
  }
  return undefined
}

function _isSecure(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:'
}
