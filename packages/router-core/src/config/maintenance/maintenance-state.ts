import type { MaintenanceFile } from './maintenance-file.js'
import type { MaintenanceState } from '../resolve.js'

// Kept apart from maintenance-file.ts so the browser can use it without loading zod.

/**
 * Turns a valid flag file into the `MaintenanceState` that `resolve()` takes.
 * `bypass` says whether this visitor holds the preview token; only the caller
 * can know that.
 */
export function maintenanceStateOf(flag: MaintenanceFile, options: { bypass?: boolean } = {}): MaintenanceState {
  const state: MaintenanceState = { enabled: flag.enabled }
  if (flag.allow && flag.allow.length > 0) state.allow = flag.allow
  if (options.bypass) state.bypass = true
  if (flag.message !== undefined) state.message = flag.message
  if (flag.until !== undefined) state.until = flag.until
  return state
}
