import type { MaintenanceState } from '../config/resolve.js'
import type { RoutesConfig } from '../config/file/schema.js'

/**
 * The runtime maintenance flag (for example `maintenance.json` next to the
 * built site). It wins over the build flag and routes.yaml when it answers.
 */
export interface MaintenanceSource {
  /** The flag as last read; undefined means this source does not decide. */
  current(): MaintenanceState | undefined
  /** Called on each navigation; the source throttles itself. */
  refresh?(reason: 'navigation'): Promise<void> | void
  /** Called when the flag changes; returns the unsubscribe function. */
  subscribe?(listener: () => void): () => void
}

/** Which source decided the merged flag; handy in logs and tests. */
export type MaintenanceOrigin = 'runtime' | 'build' | 'routes.yaml'

export interface MergedMaintenance extends MaintenanceState {
  origin: MaintenanceOrigin
}

/**
 * Merges the three maintenance sources; the first that answers wins:
 * 1. the runtime source (maintenance.json), when its `current()` is defined;
 * 2. the build flag `VITE_MAINTENANCE`, when set;
 * 3. routes.yaml's `maintenance.enabled`.
 *
 * @example mergeMaintenance(config, undefined, true) // { enabled: true, origin: 'build' }
 */
export function mergeMaintenance(
  config: RoutesConfig,
  runtime: MaintenanceSource | undefined,
  buildFlag: boolean | undefined,
): MergedMaintenance {
  const fromRuntime = runtime?.current()
  if (fromRuntime !== undefined) return { ...fromRuntime, origin: 'runtime' }
  if (buildFlag !== undefined) return { enabled: buildFlag, origin: 'build' }
  return { enabled: config.maintenance.enabled, origin: 'routes.yaml' }
}

/** A change-aware view of the merged flag, for React's useSyncExternalStore. */
export interface MaintenanceStore {
  get(): MergedMaintenance
  subscribe(listener: () => void): () => void
  /**
   * The flag without the runtime source: what a prerendered page was built
   * with. React uses it while hydrating, so the first client render matches
   * the server's HTML; the runtime flag follows in the next render.
   */
  initial?(): MergedMaintenance
}

/**
 * Wraps the sources in a store whose snapshot only changes identity when a
 * field changes, so React re-renders on real changes only.
 */
export function createMaintenanceStore(
  config: RoutesConfig,
  runtime: MaintenanceSource | undefined,
  buildFlag: boolean | undefined,
): MaintenanceStore {
  let last: MergedMaintenance | undefined
  const get = (): MergedMaintenance => {
    const next = mergeMaintenance(config, runtime, buildFlag)
    if (last && _sameState(last, next)) return last
    last = next
    return next
  }
  const subscribe = (listener: () => void): (() => void) => runtime?.subscribe?.(listener) ?? (() => {})
  let built: MergedMaintenance | undefined
  const initial = (): MergedMaintenance => (built ??= mergeMaintenance(config, undefined, buildFlag))
  return { get, subscribe, initial }
}

function _sameState(a: MergedMaintenance, b: MergedMaintenance): boolean {
  return (
    a.enabled === b.enabled &&
    a.origin === b.origin &&
    a.bypass === b.bypass &&
    a.message === b.message &&
    a.until === b.until &&
    (a.allow ?? []).join('\n') === (b.allow ?? []).join('\n')
  )
}
