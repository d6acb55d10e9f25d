/**
 * Where a request ends, once per request: the maintenance flag refreshed, then resolve() with the route's guards
 * (decideNavigation()). React Router asks twice in a navigation (patchRoutesOnNavigation, before it downloads a
 * guarded page's code, and the data strategy, before any loader runs); both get the one answer when they ask about
 * the same address (the first sees no query).
 */
import { RoutekitError } from '../config/errors.js'
import type { Resolution } from '../config/resolve.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { belowBasename } from '../browser/basename.js'
import { isChunkLoadError, reloadForChunkError } from '../browser/chunk-reload.js'
import { decideNavigation } from '../browser/guards.js'
import type { MaintenanceStore } from '../browser/maintenance.js'
import type { CreateRoutesOptions, Registered } from './types.js'

/** A promise that never settles: the browser is leaving, so nothing should render meanwhile. */
export function leave(href: string): Promise<never> {
  window.location.assign(href)
  return new Promise<never>(() => {})
}

export interface DeciderOptions {
  config: RoutesConfig
  options: Registered<CreateRoutesOptions>
  store: MaintenanceStore
  basename: string
  /** The locale this router's routes are in (their paths carry its prefix); undefined without `i18n`. */
  locale: string | undefined
  prerendering: boolean
}

/** The decision for one request: resolve()'s answer, with the path it was taken for (below the basename). */
export interface Decided {
  resolution: Resolution
  /** The path as resolve() read it: pathname below the basename, then the query. */
  path: string
}

export class Decider {
  private readonly bySignal = new WeakMap<AbortSignal, Map<string, Promise<Decided>>>()
  private localeCalled = false
  /** The address the latest navigation is going to: where a page chunk that fails to load reloads. */
  target: { href: string; path: string } = { href: '', path: '' }

  constructor(private readonly o: DeciderOptions) {}

  /**
   * The decision for `url`, taken once per `signal` (one navigation or fetch). `fetching`: a fetcher's load or
   * submission, which reads data without going there: it neither switches the app's locale nor leaves the page.
   */
  decide(url: URL, signal: AbortSignal, fetching: boolean): Promise<Decided> {
    const path = belowBasename(url.pathname, this.o.basename) + url.search
    let mine = this.bySignal.get(signal)
    if (!mine) this.bySignal.set(signal, (mine = new Map()))
    let pending = mine.get(path)
    if (!pending) {
      pending = this.run(url, path, signal, fetching)
      mine.set(path, pending)
    }
    return pending
  }

  /** The decision the data strategy took for `request`, for the root route's loader; undefined when none was. */
  settled(request: Request): Promise<Decided> | undefined {
    const url = new URL(request.url)
    return this.bySignal.get(request.signal)?.get(belowBasename(url.pathname, this.o.basename) + url.search)
  }

  /**
   * The decision for the page a router starts on, taken before the router exists (createRouter(), renderPage()).
   * The router's own first request, when it makes one, asks again: an answer is never reused across requests.
   */
  decideFirst(url: URL): Promise<Decided> {
    const path = belowBasename(url.pathname, this.o.basename) + url.search
    return this.run(url, path, new AbortController().signal, false)
  }

  private async run(url: URL, path: string, signal: AbortSignal, fetching: boolean): Promise<Decided> {
    const { config, options, store } = this.o
    const href = url.pathname + url.search + url.hash
    if (!fetching) this.target = { href, path: belowBasename(url.pathname, this.o.basename) }
    if (options.build?.isStale()) return leave(href)
    try {
      await options.maintenance?.refresh?.('navigation')
    } catch (error) {
      console.warn('[routekit] The maintenance source failed to refresh; using its last known state.', error)
    }
    let resolution: Resolution
    try {
      resolution = await decideNavigation(config, path, {
        guards: options.guards,
        maintenance: store.get(),
        signal,
        context: options.context,
      })
    } catch (error) {
      // The guard runner is a lazy chunk too: a deploy may have removed it.
      if (isChunkLoadError(error) && !this.o.prerendering) return reloadForChunkError(error, href, this.target.path)
      throw error
    }
    if (resolution.locale !== undefined && resolution.locale !== this.o.locale) {
      // This router's routes are one locale's: another locale's page is another document, as a path outside
      // React Router's basename is (docs/runtime.md, "Languages").
      if (!fetching && !this.o.prerendering) return leave(href)
      throw new RoutekitError(
        'RK716',
        `${href} is a page in locale "${resolution.locale}"; this router serves "${this.o.locale}". Link to it: a fetcher cannot load it.`,
      )
    }
    if (resolution.locale !== undefined && !this.localeCalled && options.onLocale) {
      this.localeCalled = true
      try {
        await options.onLocale(resolution.locale) // the app's messages in this locale, before anything renders
      } catch (error) {
        this.localeCalled = false
        if (isChunkLoadError(error) && !this.o.prerendering) return reloadForChunkError(error, href, this.target.path)
        throw error
      }
    }
    return { resolution, path }
  }
}
