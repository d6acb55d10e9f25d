import { createPoller } from './_poll.js'

/**
 * New-build detection. The Vite plugin writes `builds/latest.json`
 * (`{ id, timestamp }`) on each build; a tab compares it with the build it
 * runs, and once they differ the next navigation is a full page load, so the
 * tab picks up the new deploy before its old chunks disappear.
 */

/** The shape of `builds/latest.json`. */
export interface BuildManifest {
  id: string
  timestamp: number
}

export interface WatchBuildOptions {
  /** The id of the running build (`buildId` from `virtual:routekit/build`). Null or empty: nothing is watched. */
  currentId: string | null | undefined
  /** Where latest.json lives; defaults to `/builds/latest.json`. Pass `manifestUrl` from `virtual:routekit/build` to respect Vite's base. */
  url?: string
  /** Poll interval in milliseconds; defaults to one hour. */
  interval?: number
  /** Delay of the first check after the page loaded; defaults to 1 second. */
  delay?: number
  /** Called once, when a new build is first seen. */
  onNewBuild?: (manifest: BuildManifest) => void
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch
  /** For tests: the clock and the retry jitter. */
  now?: () => number
  random?: () => number
}

export interface BuildWatcher {
  /** True once latest.json names a build other than the running one. */
  isStale(): boolean
  /** The id latest.json named last, if any. */
  latestId(): string | undefined
  /** Fetches latest.json now (or joins the check in flight). Network and parse errors are ignored. */
  check(): Promise<void>
  stop(): void
}

const DEFAULT_INTERVAL = 60 * 60 * 1000
const DEFAULT_DELAY = 1000

function _isSlowConnection(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: { effectiveType?: string } }) | undefined)
    ?.connection
  return connection?.effectiveType === 'slow-2g'
}

function _isManifest(value: unknown): value is BuildManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    (value as { id: string }).id !== ''
  )
}

/**
 * Starts watching `builds/latest.json`: one check about a second after the
 * page has loaded (skipped on a `slow-2g` connection), then one per
 * `interval` while the tab is visible, and one at once when a hidden tab that
 * has missed a check shows again. Each check is a conditional request
 * (`If-None-Match`, `cache: 'no-store'`), so an unchanged file costs a 304;
 * busy answers are retried with backoff, honouring `Retry-After`.
 *
 * @example
 * import { buildId, manifestUrl } from 'virtual:routekit/build'
 * const build = watchBuild({ currentId: buildId, url: manifestUrl })
 */
export function watchBuild(options: WatchBuildOptions): BuildWatcher {
  const { currentId, url = '/builds/latest.json', interval = DEFAULT_INTERVAL, delay = DEFAULT_DELAY } = options
  let stale = false
  let latest: string | undefined
  let stopped = false

  // Offline, blocked, an error status or a half-written file: ignored, the next check tries again.
  const take = async (response: Response): Promise<boolean> => {
    if (!response.ok) return false
    const manifest: unknown = await response.json()
    if (!_isManifest(manifest)) return false
    latest = manifest.id
    if (manifest.id !== currentId && !stale) {
      stale = true
      options.onNewBuild?.(manifest)
    }
    return true
  }
  const poller = createPoller({
    url,
    take,
    fail: () => {},
    intervalMs: interval,
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.now && { now: options.now }),
    ...(options.random && { random: options.random }),
  })

  const check = async (): Promise<void> => {
    if (stopped || !currentId) return
    await poller.read()
  }

  const start = () => {
    if (stopped) return
    poller.start(_isSlowConnection() ? interval : delay)
  }

  if (currentId) {
    if (typeof document === 'undefined' || document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  }

  return {
    isStale: () => stale,
    latestId: () => latest,
    check,
    stop() {
      stopped = true
      poller.stop()
      if (typeof window !== 'undefined') window.removeEventListener('load', start)
    },
  }
}
