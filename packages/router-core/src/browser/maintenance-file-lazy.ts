import { DEFAULT_MAINTENANCE_URL } from '../config/constants.js'
import type { MaintenanceFileOptions, MaintenanceFileSource } from './maintenance-source.js'

/**
 * createMaintenanceFile() with its code out of the first load. The first
 * refresh(), subscribe() or start() requests `maintenance.json` at once and
 * downloads the source's code alongside; the real source then takes that
 * response as its first read. The first navigation awaits refresh(), so its
 * maintenance decision is as correct as with createMaintenanceFile(), and
 * costs no extra round trip.
 */

const _INIT: RequestInit = { cache: 'no-store', headers: { accept: 'application/json' } }

/**
 * The runtime maintenance source of createMaintenanceFile(), with the same
 * options and behaviour, whose code is loaded with import() on first use. Until
 * it has read the file, current() is undefined (the build flag and routes.yaml decide).
 * Never throws: when its code cannot load, it warns and tries again on the next refresh.
 *
 * @example
 * const maintenance = createLazyMaintenanceFile({ url: maintenanceUrl }) // from 'virtual:routekit/build'
 */
export function createLazyMaintenanceFile(options: MaintenanceFileOptions = {}): MaintenanceFileSource {
  const listeners = new Set<() => void>()
  let real: MaintenanceFileSource | undefined
  let loading: Promise<MaintenanceFileSource | undefined> | undefined
  let stopped = false

  const load = (): Promise<MaintenanceFileSource | undefined> =>
    (loading ??= (() => {
      const fetchImpl =
        options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
      // The first read starts now, in parallel with the code download.
      let early: Promise<Response> | null = fetchImpl(options.url ?? DEFAULT_MAINTENANCE_URL, _INIT)
      early.catch(() => {}) // the real source reports the failure
      const fetchOnce = ((input: RequestInfo | URL, init?: RequestInit) => {
        const first = early
        early = null
        return first ?? fetchImpl(input, init)
      }) as typeof globalThis.fetch
      return import('./lazy-watchers.js').then(
        ({ createMaintenanceFile }) => {
          const source = createMaintenanceFile({ ...options, fetch: fetchOnce })
          source.subscribe(() => {
            for (const listener of [...listeners]) listener()
          })
          if (stopped) source.stop()
          return (real = source)
        },
        (error: unknown) => {
          loading = undefined
          ;(options.warn ?? console.warn)(
            `routekit: the maintenance source could not load (${error instanceof Error ? error.message : String(error)}); the build flag and routes.yaml decide until it does.`,
          )
          return undefined
        },
      )
    })())

  return {
    current: () => real?.current(),
    async refresh(reason) {
      const source = await load()
      await source?.refresh(reason)
    },
    subscribe(listener) {
      listeners.add(listener)
      stopped = false
      void load()
      return () => void listeners.delete(listener)
    },
    start() {
      stopped = false
      void load().then((source) => source?.start())
    },
    stop() {
      stopped = true
      real?.stop()
    },
  }
}
