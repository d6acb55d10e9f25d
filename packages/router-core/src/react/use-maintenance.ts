import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { readFrom, useRuntime } from './root.js'
import type { MaintenanceOrigin } from '../browser/maintenance.js'

export interface MaintenanceView {
  /** The merged flag: runtime source, then VITE_MAINTENANCE, then routes.yaml. */
  enabled: boolean
  message?: string
  until?: string
  /** Where the visitor was going when maintenance sent them here (`?from=`), if it is a path of this site. */
  from?: string
  /** Which source decided. */
  origin: MaintenanceOrigin
}

/**
 * The maintenance state for the maintenance page. Re-renders when the runtime
 * flag changes. When the flag turns off, routekit itself sends a visitor on
 * the maintenance route back to `from` (or `/`).
 *
 * @example
 * const { enabled, message, from } = useMaintenance()
 */
export function useMaintenance(): MaintenanceView {
  const { store } = useRuntime('useMaintenance')
  const state = useSyncExternalStore(store.subscribe, store.get, store.initial ?? store.get)
  const { search } = useLocation()
  const view: MaintenanceView = { enabled: state.enabled, origin: state.origin }
  if (state.message !== undefined) view.message = state.message
  if (state.until !== undefined) view.until = state.until
  const from = readFrom(search)
  if (from !== undefined) view.from = from
  return view
}
