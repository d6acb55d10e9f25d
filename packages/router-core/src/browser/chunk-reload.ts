/**
 * The chunk-reload guard. A deploy replaces the hashed page chunks, so a tab
 * opened before it can fail to import a page. Detection lives in one
 * function; the reaction (reload once per path, then the error page) in another.
 */

/** How long a reload for one path blocks the next one: a second failure inside it shows the error page. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000

const KEY_PREFIX = 'routekit:chunk-reload:'

/** Chrome, Firefox and Safari word a failed dynamic import differently. */
const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chrome, Edge
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
]

/** Errors Vite reported through `vite:preloadError`, so they are known chunk failures whatever their text. */
const preloadErrors = new WeakSet<object>()

/**
 * True when `error` means a page chunk could not be loaded: the Chrome,
 * Firefox or Safari message, Vite's `vite:preloadError` event, or an error
 * that event carried.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  if (preloadErrors.has(error)) return true
  if ((error as { type?: unknown }).type === 'vite:preloadError') return true
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && CHUNK_MESSAGES.some((m) => message.includes(m))
}

/**
 * Listens for Vite's `vite:preloadError` so the error it carries counts as a
 * chunk failure when it reaches a loader. Returns the function that stops listening.
 */
export function listenForPreloadErrors(target: EventTarget = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload
    if (typeof payload === 'object' && payload !== null) preloadErrors.add(payload)
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => target.removeEventListener('vite:preloadError', onPreloadError)
}

function _storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined // blocked storage (privacy mode): never reload, show the error page
  }
}

/**
 * Decides whether a chunk failure on `path` may reload the page: yes once per
 * path within 10 seconds. When yes, it records the reload in sessionStorage
 * (`routekit:chunk-reload:{path}` holds the expiry time) before answering.
 */
export function claimChunkReload(path: string, now: number = Date.now()): boolean {
  const storage = _storage()
  if (!storage) return false
  const key = KEY_PREFIX + path
  try {
    const until = Number(storage.getItem(key))
    if (Number.isFinite(until) && until > now) return false
    storage.setItem(key, String(now + CHUNK_RELOAD_WINDOW_MS))
    return true
  } catch {
    return false
  }
}

/**
 * Reacts to a chunk failure while navigating to `href`: reloads the page at
 * that address once (and returns a promise that never settles, so nothing
 * renders while the browser leaves), or rethrows so the error page shows its
 * Reload button.
 */
export function reloadForChunkError(error: unknown, href: string, path: string): Promise<never> {
  if (!claimChunkReload(path)) throw error
  window.location.assign(href)
  return new Promise<never>(() => {})
}
